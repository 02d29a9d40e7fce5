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
    /// The entry's columns; equality and hashing are theirs.
    private struct Fields: Hashable {
        var lemma: String
        var pos: String
        var gender: LexicalGender
        var forms: [String: [String]]
        var flags: Set<String>
        var frequency: Int
        var origin: EntryOrigin
    }

    private final class Storage: @unchecked Sendable { // immutable once shared: every setter copies first
        var fields: Fields { didSet { flagList = Array(fields.flags) } }
        /// The flags as a list: an entry has none or a few, and a list is searched faster than a set is hashed.
        private(set) var flagList: [String]

        init(_ fields: Fields) {
            self.fields = fields
            flagList = Array(fields.flags)
        }
    }

    private var storage: Storage

    /// Sets one column, copying the box first when another entry shares it.
    private mutating func set<Value>(_ column: WritableKeyPath<Fields, Value>, _ value: Value) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        storage.fields[keyPath: column] = value
    }

    public var lemma: String {
        get { storage.fields.lemma }
        set { set(\.lemma, newValue) }
    }
    /// The part of speech as written in the file (`noun`, `adjective`, `verb`…).
    public var pos: String {
        get { storage.fields.pos }
        set { set(\.pos, newValue) }
    }
    public var gender: LexicalGender {
        get { storage.fields.gender }
        set { set(\.gender, newValue) }
    }
    /// Slot → forms (first = preferred).
    public var forms: [String: [String]] {
        get { storage.fields.forms }
        set { set(\.forms, newValue) }
    }
    public var flags: Set<String> {
        get { storage.fields.flags }
        set { set(\.flags, newValue) }
    }
    /// Zipf frequency × 100; 0 when unknown.
    public var frequency: Int {
        get { storage.fields.frequency }
        set { set(\.frequency, newValue) }
    }
    public var origin: EntryOrigin {
        get { storage.fields.origin }
        set { set(\.origin, newValue) }
    }

    public init(lemma: String, pos: String, gender: LexicalGender = .none, forms: [String: [String]] = [:],
                flags: Set<String> = [], frequency: Int = 0, origin: EntryOrigin = .lexicon) {
        storage = Storage(Fields(lemma: lemma, pos: pos, gender: gender, forms: forms, flags: flags, frequency: frequency,
                                 origin: origin))
    }

    public static func == (a: LexicalEntry, b: LexicalEntry) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

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
