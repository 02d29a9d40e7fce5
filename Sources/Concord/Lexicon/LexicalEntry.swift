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
///
/// The fields live in one shared, copy-on-write box: readings are copied wherever a rule looks at them, and a
/// copy is then one reference instead of one per field.
public struct LexicalEntry: Hashable, Sendable, CustomStringConvertible {
    private final class Storage: @unchecked Sendable { // immutable once shared: every setter copies first
        var lemma: String
        var pos: String
        var gender: LexicalGender
        var forms: [String: [String]]
        var flags: Set<String>
        /// The flags as a list: an entry has none or a few, and a list is searched faster than a set is hashed.
        var flagList: [String]
        var frequency: Int
        var origin: EntryOrigin

        init(lemma: String, pos: String, gender: LexicalGender, forms: [String: [String]], flags: Set<String>,
             frequency: Int, origin: EntryOrigin) {
            self.lemma = lemma
            self.pos = pos
            self.gender = gender
            self.forms = forms
            self.flags = flags
            self.flagList = Array(flags)
            self.frequency = frequency
            self.origin = origin
        }

        func copy() -> Storage {
            Storage(lemma: lemma, pos: pos, gender: gender, forms: forms, flags: flags, frequency: frequency, origin: origin)
        }
    }

    private var storage: Storage

    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public var lemma: String {
        get { storage.lemma }
        set { unique().lemma = newValue }
    }
    /// The part of speech as written in the file (`noun`, `adjective`, `verb`…).
    public var pos: String {
        get { storage.pos }
        set { unique().pos = newValue }
    }
    public var gender: LexicalGender {
        get { storage.gender }
        set { unique().gender = newValue }
    }
    /// Slot → forms (first = preferred).
    public var forms: [String: [String]] {
        get { storage.forms }
        set { unique().forms = newValue }
    }
    public var flags: Set<String> {
        get { storage.flags }
        set { let s = unique(); s.flags = newValue; s.flagList = Array(newValue) }
    }
    /// Zipf frequency × 100; 0 when unknown.
    public var frequency: Int {
        get { storage.frequency }
        set { unique().frequency = newValue }
    }
    public var origin: EntryOrigin {
        get { storage.origin }
        set { unique().origin = newValue }
    }

    public init(lemma: String, pos: String, gender: LexicalGender = .none, forms: [String: [String]] = [:],
                flags: Set<String> = [], frequency: Int = 0, origin: EntryOrigin = .lexicon) {
        storage = Storage(lemma: lemma, pos: pos, gender: gender, forms: forms, flags: flags, frequency: frequency,
                          origin: origin)
    }

    public static func == (a: LexicalEntry, b: LexicalEntry) -> Bool {
        if a.storage === b.storage { return true }
        return a.lemma == b.lemma && a.pos == b.pos && a.gender == b.gender && a.forms == b.forms && a.flags == b.flags
            && a.frequency == b.frequency && a.origin == b.origin
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lemma)
        hasher.combine(pos)
        hasher.combine(gender)
        hasher.combine(forms)
        hasher.combine(flags)
        hasher.combine(frequency)
        hasher.combine(origin)
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

    public func has(_ flag: String) -> Bool { storage.flagList.contains(flag) }

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
