/// The gender column of a lexicon entry.
public enum LexicalGender: String, Hashable, Sendable {
    case masculine = "m", feminine = "f", neuter = "n", common = "mf", none = "-"

    /// The grammatical gender, when the entry has exactly one.
    public var grammaticalGender: GrammaticalGender? {
        switch self {
        case .masculine: return .masculine
        case .feminine: return .feminine
        case .neuter: return .neuter
        case .common, .none: return nil
        }
    }
}

/// Where an entry came from.
public enum EntryOrigin: String, Hashable, Sendable {
    /// The generated lexicon shipped in `Lexicons/`.
    case lexicon
    /// A user lexicon file or the REPL's `:word` command.
    case user
}

/// One reading of one lemma (see `Lexicons/FORMAT.md`).
public struct LexicalEntry: Hashable, Sendable, CustomStringConvertible {
    public var lemma: String
    /// The part of speech as written in the file (`noun`, `adjective`, `verb`…).
    public var pos: String
    public var gender: LexicalGender
    /// Slot → forms (first = preferred).
    public var forms: [String: [String]]
    public var flags: Set<String>
    /// Zipf frequency × 100; 0 when unknown.
    public var frequency: Int
    public var origin: EntryOrigin

    public init(lemma: String, pos: String, gender: LexicalGender = .none, forms: [String: [String]] = [:],
                flags: Set<String> = [], frequency: Int = 0, origin: EntryOrigin = .lexicon) {
        self.lemma = lemma
        self.pos = pos
        self.gender = gender
        self.forms = forms
        self.flags = flags
        self.frequency = frequency
        self.origin = origin
    }

    /// Apple's part of speech, when the file uses one of its names.
    public var partOfSpeech: PartOfSpeech? { PartOfSpeech(rawValue: pos) }
    public var isNoun: Bool { pos == "noun" }
    public var isAdjective: Bool { pos == "adjective" }
    public var isVerb: Bool { pos == "verb" }

    /// The preferred form of `slot`, or nil. The base slot (`sg`, `m.sg`, `inf`, `lemma`) is the lemma.
    public func form(_ slot: String) -> String? {
        if let f = forms[slot]?.first { return f }
        if slot == "lemma" || slot == "sg" || slot == "m.sg" || slot == "nom.sg" || slot == "inf" { return lemma }
        return nil
    }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The entry as a lexicon line.
    public var line: String {
        let formsText = forms.isEmpty ? "-" : forms.keys.sorted().map { "\($0)=\(forms[$0]!.joined(separator: "|"))" }.joined(separator: ";")
        let flagsText = flags.isEmpty ? "-" : flags.sorted().joined(separator: ",")
        return [lemma, pos, gender.rawValue, formsText, flagsText, String(frequency)].joined(separator: "\t")
    }

    public var description: String { line }
}

/// A surface form found in the lexicon: the entry and the slots the form fills there.
public struct LexicalReading: Hashable, Sendable {
    public var entry: LexicalEntry
    /// `lemma` for the base form, otherwise slot names such as `pl`, `f.sg`, `dat.pl`.
    public var slots: [String]

    public var isBaseForm: Bool { slots.contains("lemma") }
}
