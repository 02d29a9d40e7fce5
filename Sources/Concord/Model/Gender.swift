import Foundation

/// A person's gender, GenderKit-style: `male`, `female`, or `other` with the person's own description and
/// pronouns. Its raw value is `M`, `F`, or `O` + description + `|` + the pronoun set as JSON, so it can be
/// stored anywhere a string can.
public enum Gender: Hashable, Sendable, RawRepresentable, CustomStringConvertible, PronounReferable {
    /// Male: he/him, the term ``TermOfAddress/masculine``; raw value `M`.
    case male
    /// Female: she/her, the term ``TermOfAddress/feminine``; raw value `F`.
    case female
    /// Any other gender, with the person's own description (*Non-binary*) and pronouns.
    case other(description: String, pronouns: PronounSet)

    /// Reads a raw value (`M`, `F`, or `O` + description + `|` + a pronoun set's JSON); nil for anything else.
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

    /// `M`, `F`, or `O` + description + `|` + the pronoun set as GenderKit's JSON (keys sorted).
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

    /// The matching term of address for the agreement engine (English pronouns for `other`, as GenderKit's
    /// pronoun sets are English).
    public var termOfAddress: TermOfAddress { termOfAddress(language: "en") }

    /// The matching term of address for `language`: male and female are the predefined terms; `other` with
    /// they/them is the neutral term; another set becomes a custom set of `language` named by the description.
    public func termOfAddress(language: String) -> TermOfAddress {
        switch self {
        case .male: return .masculine
        case .female: return .feminine
        case .other(let description, let pronouns):
            if pronouns == .theyThem { return .neutral }
            return pronouns.termOfAddress(language: language, name: description)
        }
    }
}

/// Anything that has pronouns: a ``Gender``, a ``PronounSet``, or your own model type.
public protocol PronounReferable {
    /// The pronoun set to refer to this value with, which `They(_:)`, `their(_:)` and the other helpers read.
    var pronouns: PronounSet { get }
}

extension PronounSet: PronounReferable {
    /// The set itself.
    public var pronouns: PronounSet { self }
}

/// The form with a capital first letter, unless the set is always lowercase (GenderKit's helpers keep such
/// sets lowercase at the start of a sentence too).
private func capitalizedFirst(_ s: String, of set: PronounSet) -> String {
    guard let first = s.first, !set.alwaysLowercase else { return s }
    return first.uppercased() + s.dropFirst()
}

/// Subject pronoun at the start of a sentence: "They", "He", "Xey".
public func They(_ who: some PronounReferable) -> String { capitalizedFirst(who.pronouns.subject, of: who.pronouns) }
/// Subject pronoun: "they", "he", "xey".
public func they(_ who: some PronounReferable) -> String { who.pronouns.subject }
/// Object pronoun at the start of a sentence.
public func Them(_ who: some PronounReferable) -> String { capitalizedFirst(who.pronouns.object, of: who.pronouns) }
/// Object pronoun: "them", "him", "xem".
public func them(_ who: some PronounReferable) -> String { who.pronouns.object }
/// Possessive determiner at the start of a sentence.
public func Their(_ who: some PronounReferable) -> String { capitalizedFirst(who.pronouns.possessiveDeterminer, of: who.pronouns) }
/// Possessive determiner: "their", "his", "xeir".
public func their(_ who: some PronounReferable) -> String { who.pronouns.possessiveDeterminer }
/// Possessive pronoun at the start of a sentence.
public func Theirs(_ who: some PronounReferable) -> String { capitalizedFirst(who.pronouns.possessivePronoun, of: who.pronouns) }
/// Possessive pronoun: "theirs", "his", "xeirs".
public func theirs(_ who: some PronounReferable) -> String { who.pronouns.possessivePronoun }
