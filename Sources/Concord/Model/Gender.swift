import Foundation

/// A person's gender, GenderKit-style: `male`, `female`, or `other` with the person's own description and
/// pronouns. Its raw value is `M`, `F`, or `O` + description + `|` + the pronoun set as JSON, so it can be
/// stored anywhere a string can.
public enum Gender: Hashable, Sendable, RawRepresentable, CustomStringConvertible, PronounReferable {
    case male
    case female
    case other(description: String, pronouns: PronounSet)

    public init?(rawValue: String) {
        switch rawValue {
        case "M": self = .male
        case "F": self = .female
        default:
            guard rawValue.hasPrefix("O"), let bar = rawValue.firstIndex(of: "|") else { return nil }
            let description = String(rawValue[rawValue.index(after: rawValue.startIndex)..<bar])
            let json = Data(rawValue[rawValue.index(after: bar)...].utf8)
            guard let pronouns = try? JSONDecoder().decode(PronounSet.self, from: json) else { return nil }
            self = .other(description: description, pronouns: pronouns)
        }
    }

    public var rawValue: String {
        switch self {
        case .male: return "M"
        case .female: return "F"
        case .other(let description, let pronouns):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let json = (try? encoder.encode(pronouns)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
            return "O\(description)|\(json)"
        }
    }

    /// "Male", "Female", or the person's own description.
    public var description: String {
        switch self {
        case .male: return "Male"
        case .female: return "Female"
        case .other(let description, _): return description
        }
    }

    /// The person's pronouns.
    public var pronouns: PronounSet {
        switch self {
        case .male: return .heHim
        case .female: return .sheHer
        case .other(_, let pronouns): return pronouns
        }
    }

    /// Two `other` genders are equal when their descriptions are, as in GenderKit.
    public static func == (lhs: Gender, rhs: Gender) -> Bool {
        switch (lhs, rhs) {
        case (.male, .male), (.female, .female): return true
        case (.other(let a, _), .other(let b, _)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    /// The matching term of address for the agreement engine.
    public var termOfAddress: TermOfAddress {
        switch self {
        case .male: return .masculine
        case .female: return .feminine
        case .other(let description, let pronouns):
            if pronouns == .theyThem { return .neutral }
            return pronouns.termOfAddress(language: "en", name: description)
        }
    }
}

/// An English pronoun set: subject (*they*), object (*them*), possessive determiner (*their*), possessive
/// pronoun (*theirs*) and reflexive (*themselves*).
public struct PronounSet: Hashable, Codable, Sendable {
    public var subject: String
    public var object: String
    public var possessiveDeterminer: String
    public var possessivePronoun: String
    public var reflexive: String

    public init(subject: String, object: String, possessiveDeterminer: String, possessivePronoun: String,
                reflexive: String) {
        self.subject = subject
        self.object = object
        self.possessiveDeterminer = possessiveDeterminer
        self.possessivePronoun = possessivePronoun
        self.reflexive = reflexive
    }

    public static let heHim = PronounSet(subject: "he", object: "him", possessiveDeterminer: "his",
                                         possessivePronoun: "his", reflexive: "himself")
    public static let sheHer = PronounSet(subject: "she", object: "her", possessiveDeterminer: "her",
                                          possessivePronoun: "hers", reflexive: "herself")
    public static let theyThem = PronounSet(subject: "they", object: "them", possessiveDeterminer: "their",
                                            possessivePronoun: "theirs", reflexive: "themselves")

    /// The same forms as a `TermOfAddress` for the agreement engine, each with Apple's slot morphology.
    public func termOfAddress(language: String = "en", name: String? = nil) -> TermOfAddress {
        .localized(language: language, pronouns: [
            .init(pronoun: subject, morphology: .init(grammaticalCase: .nominative)),
            .init(pronoun: object, morphology: .init(grammaticalCase: .accusative)),
            .init(pronoun: possessiveDeterminer, morphology: .init(grammaticalCase: .genitive, determination: .dependent)),
            .init(pronoun: possessivePronoun, morphology: .init(grammaticalCase: .genitive, determination: .independent)),
            .init(pronoun: reflexive, morphology: .init(pronounType: .reflexive)),
        ], name: name)
    }
}

/// Anything that has pronouns: a ``Gender``, a ``PronounSet``, or your own model type.
public protocol PronounReferable {
    var pronouns: PronounSet { get }
}

extension PronounSet: PronounReferable {
    public var pronouns: PronounSet { self }
}

private func capitalizedFirst(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.uppercased() + s.dropFirst()
}

/// Subject pronoun at the start of a sentence: "They", "He", "Xey".
public func They(_ who: some PronounReferable) -> String { capitalizedFirst(who.pronouns.subject) }
/// Subject pronoun: "they", "he", "xey".
public func they(_ who: some PronounReferable) -> String { who.pronouns.subject }
/// Object pronoun at the start of a sentence.
public func Them(_ who: some PronounReferable) -> String { capitalizedFirst(who.pronouns.object) }
/// Object pronoun: "them", "him", "xem".
public func them(_ who: some PronounReferable) -> String { who.pronouns.object }
/// Possessive determiner at the start of a sentence.
public func Their(_ who: some PronounReferable) -> String { capitalizedFirst(who.pronouns.possessiveDeterminer) }
/// Possessive determiner: "their", "his", "xeir".
public func their(_ who: some PronounReferable) -> String { who.pronouns.possessiveDeterminer }
/// Possessive pronoun at the start of a sentence.
public func Theirs(_ who: some PronounReferable) -> String { capitalizedFirst(who.pronouns.possessivePronoun) }
/// Possessive pronoun: "theirs", "his", "xeirs".
public func theirs(_ who: some PronounReferable) -> String { who.pronouns.possessivePronoun }
