/// Where a fact the engine used came from.
public enum FactSource: String, Hashable, Codable, Sendable {
    /// The shipped lexicon.
    case lexicon
    /// The user's lexicon (file or REPL).
    case userLexicon = "user-lexicon"
    /// A `morphology` attribute or an argument's declared morphology.
    case declaration
    /// A suffix rule or another guess for a word no lexicon knows.
    case guess
    /// The language's grammar (closed-class words: articles, pronouns…).
    case grammar
    /// A number in the span and the locale's plural rules.
    case count
    /// A format argument.
    case argument
    /// An inflection concept.
    case concept
    /// The user's term of address.
    case user
    /// An explicit `inflect: {…}` request.
    case request
}

/// One fact used by a rule: `ensalada` has `grammaticalGender` = `feminine`, from the lexicon.
public struct TraceFact: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The word, phrase or person the fact is about (`ensalada`, `user`).
    public var subject: String
    /// What is said of it: usually a markup key (`grammaticalGender`), or a rule's own word (`plural`, `slot`).
    public var feature: String
    /// What it is (`feminine`).
    public var value: String
    /// Where the fact came from.
    public var source: FactSource

    /// The fact that `subject` has `feature` = `value`, from `source`.
    public init(_ subject: String, _ feature: String, _ value: String, source: FactSource) {
        self.subject = subject
        self.feature = feature
        self.value = value
        self.source = source
    }

    public var description: String { "\(subject): \(feature)=\(value) [\(source.rawValue)]" }
}

/// What happened to one span (or one word of it): which rule fired, on what facts, input → output — or why
/// nothing changed.
public struct TraceEntry: Hashable, Codable, Sendable {
    /// The span as written, e.g. `^[%lld %@](inflect: true)`.
    public var span: String
    /// The attribute that asked for the work: `inflect: true`, `agreeWithArgument: 2`…
    public var attribute: String
    /// A stable rule identifier: `en.noun.plural.irregular`, `es.article.el-before-tonic-a`,
    /// `engine.unchanged.unknown-word`…
    public var rule: String
    /// The facts the rule used (empty when it needed none).
    public var facts: [TraceFact]
    /// The text before the rule.
    public var input: String
    /// The text after the rule: the same as ``input`` when it changed nothing.
    public var output: String
    /// Why nothing changed (or a remark), when there is something to say.
    public var note: String?

    /// An entry. A language leaves `span` and `attribute` empty: the engine fills them in for the span.
    public init(span: String = "", attribute: String = "", rule: String, facts: [TraceFact] = [], input: String,
                output: String, note: String? = nil) {
        self.span = span
        self.attribute = attribute
        self.rule = rule
        self.facts = facts
        self.input = input
        self.output = output
        self.note = note
    }

    /// Whether the rule changed the text.
    public var changed: Bool { input != output }
}

/// Collects the trace entries of one span while a language works on it.
///
/// When nobody asked for the trace (``isRecording`` false) the recorder builds nothing: the texts, facts and
/// notes are never evaluated and no entry is kept; ``count`` still counts every rule, so languages that ask
/// "did any rule fire?" decide exactly as when recording.
public struct TraceRecorder: Sendable {
    /// The entries, when recording (``isRecording``); otherwise empty, and only ``count`` goes up.
    public private(set) var entries: [TraceEntry] = []
    /// How many rules have fired or been found not to apply: a language asks whether one did, traced or not.
    public private(set) var count = 0
    /// Set by a language when the span addresses the user and needs their term of address, which is unknown;
    /// the engine then uses `inflectionAlternative` if the span has one.
    public var needsUserTermOfAddress = false
    /// Whether entries are written out (the trace was asked for).
    public let isRecording: Bool

    /// An empty recorder that writes its entries out, or with `recording` false only counts them.
    public init(recording: Bool = true) {
        isRecording = recording
    }

    /// Records a rule that fired (also when it left the word as it was, e.g. a zero plural).
    public mutating func fired(_ rule: @autoclosure () -> String, _ input: @autoclosure () -> String,
                               _ output: @autoclosure () -> String, facts: @autoclosure () -> [TraceFact] = [],
                               note: @autoclosure () -> String? = nil) {
        count += 1
        guard isRecording else { return }
        entries.append(TraceEntry(rule: rule(), facts: facts(), input: input(), output: output(), note: note()))
    }

    /// Records why a word or the span could not be inflected.
    public mutating func unchanged(_ rule: @autoclosure () -> String, _ text: @autoclosure () -> String,
                                   because note: @autoclosure () -> String, facts: @autoclosure () -> [TraceFact] = []) {
        count += 1
        guard isRecording else { return }
        let text = text()
        entries.append(TraceEntry(rule: rule(), facts: facts(), input: text, output: text, note: note()))
    }

    /// Appends entries recorded elsewhere.
    public mutating func append(contentsOf other: TraceRecorder) {
        entries += other.entries
        count += other.count
        needsUserTermOfAddress = needsUserTermOfAddress || other.needsUserTermOfAddress
    }
}
