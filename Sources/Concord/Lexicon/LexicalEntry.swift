/// The gender column of a lexicon entry.
public enum LexicalGender: String, Hashable, Sendable {
    /// Masculine. The raw values are the column's codes in a lexicon file (`m`, `f`, `n`, `mf`, `-`).
    case masculine = "m"
    /// Feminine.
    case feminine = "f"
    /// Neuter (German).
    case neuter = "n"
    /// Either gender, the referent decides (es *estudiante*, fr *artiste*).
    case common = "mf"
    /// No gender, or none to give: adjectives, verbs, English nouns, French names, German plural-only nouns.
    case none = "-"

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

    /// The dictionary form, in its usual casing (`ensalada`, `Haus`, `U.S.`).
    public var lemma: String {
        get { storage.fields.lemma }
        set { set(\.lemma, newValue) }
    }
    /// The part of speech as written in the file (`noun`, `adjective`, `verb`…).
    public var pos: String {
        get { storage.fields.pos }
        set { set(\.pos, newValue) }
    }
    /// The gender column: `.common` when the referent decides (es *estudiante*), `.none` for words without one.
    public var gender: LexicalGender {
        get { storage.fields.gender }
        set { set(\.gender, newValue) }
    }
    /// Slot → forms (first = preferred).
    public var forms: [String: [String]] {
        get { storage.fields.forms }
        set { set(\.forms, newValue) }
    }
    /// Flags such as `invariable`, `tonic-a` or `elision` (listed in `Lexicons/FORMAT.md`); ``has(_:)`` tests one
    /// faster.
    public var flags: Set<String> {
        get { storage.fields.flags }
        set { set(\.flags, newValue) }
    }
    /// Zipf frequency × 100; 0 when unknown.
    public var frequency: Int {
        get { storage.fields.frequency }
        set { set(\.frequency, newValue) }
    }
    /// Whether the entry was shipped or added by the user; a user entry hides the shipped ones of its lemma and
    /// part of speech.
    public var origin: EntryOrigin {
        get { storage.fields.origin }
        set { set(\.origin, newValue) }
    }

    /// Makes an entry from its columns; by default it has no gender, forms or flags, an unknown frequency (0), and
    /// comes from the shipped lexicon.
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
    /// Whether ``pos`` is `noun`.
    public var isNoun: Bool { pos == "noun" }
    /// Whether ``pos`` is `adjective` (participles that agree are adjective entries too).
    public var isAdjective: Bool { pos == "adjective" }
    /// Whether ``pos`` is `verb`.
    public var isVerb: Bool { pos == "verb" }
    /// Whether ``pos`` is `adverb` (*ahora*, *aquí*: words that never agree).
    public var isAdverb: Bool { pos == "adverb" }

    /// The preferred form of `slot`, or nil. The base slot (`sg`, `m.sg`, `inf`, `lemma`) is the lemma.
    public func form(_ slot: String) -> String? {
        if let f = forms[slot]?.first { return f }
        if slot == "lemma" || slot == "sg" || slot == "m.sg" || slot == "nom.sg" || slot == "inf" { return lemma }
        return nil
    }

    /// Whether the entry carries `flag` (`tonic-a`); cheaper than `flags.contains`, which rules ask often.
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
    /// The entry the form belongs to.
    public var entry: LexicalEntry
    /// `lemma` for the base form, otherwise slot names such as `pl`, `f.sg`, `dat.pl`.
    public var slots: [String]

    /// Whether the form is the lemma itself (*ensalada*, not *ensaladas*).
    public var isBaseForm: Bool { slots.contains("lemma") }
}

extension Array where Element == LexicalReading {
    /// Whether the lexicon knows the word, and only as an adverb (*ahora*, *maintenant*): it never agrees.
    var knownOnlyAsAdverb: Bool { !isEmpty && allSatisfy { $0.entry.isAdverb } }
}
