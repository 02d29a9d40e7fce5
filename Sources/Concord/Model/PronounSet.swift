import Foundation

/// An English pronoun set, GenderKit's `PronounSet`: subject (*they*), object (*them*), possessive determiner
/// (*their*), possessive pronoun (*theirs*, GenderKit's `determiner`) and reflexive (*themselves*).
///
/// Its JSON is GenderKit's: the four keys `subject`, `object`, `possessiveDeterminer` and `determiner` (the
/// independent possessive). Concord adds `reflexive` only when it is not the one derived from the object
/// (*xem* → *xemself*), and `alwaysLowercase` only when true; GenderKit ignores both.
public struct PronounSet: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The subject form: *they*, *he*, *xe*.
    public var subject: String
    /// The object form: *them*, *him*, *xem*.
    public var object: String
    /// The possessive before a noun: *their*, *his*, *xyr*.
    public var possessiveDeterminer: String
    /// The possessive standing alone: *theirs*, *his*, *xyrs* (GenderKit's JSON key `determiner`).
    public var possessivePronoun: String
    /// The reflexive: *themselves*, *himself*, *xemself*.
    public var reflexive: String
    /// Pronouns written in lowercase even at the start of a sentence (`They(…)` gives *xey*).
    public var alwaysLowercase: Bool

    /// A set; without `reflexive`, the one derived from the object (``derivedReflexive(object:)``).
    public init(subject: String, object: String, possessiveDeterminer: String, possessivePronoun: String,
                reflexive: String? = nil, alwaysLowercase: Bool = false) {
        self.subject = subject
        self.object = object
        self.possessiveDeterminer = possessiveDeterminer
        self.possessivePronoun = possessivePronoun
        self.reflexive = reflexive ?? Self.derivedReflexive(object: object)
        self.alwaysLowercase = alwaysLowercase
    }

    /// `them` → `themselves`, otherwise object + `self` (`him` → `himself`, `xem` → `xemself`, `hir` → `hirself`).
    public static func derivedReflexive(object: String) -> String {
        object.lowercasedFast() == "them" ? object + "selves" : object + "self"
    }

    /// he/him/his/his/himself.
    public static let heHim = PronounSet(subject: "he", object: "him", possessiveDeterminer: "his",
                                         possessivePronoun: "his", reflexive: "himself")
    /// she/her/her/hers/herself.
    public static let sheHer = PronounSet(subject: "she", object: "her", possessiveDeterminer: "her",
                                          possessivePronoun: "hers", reflexive: "herself")
    /// they/them/their/theirs/themselves.
    public static let theyThem = PronounSet(subject: "they", object: "them", possessiveDeterminer: "their",
                                            possessivePronoun: "theirs", reflexive: "themselves")

    /// The neopronoun and other sets people commonly choose, offered by the REPL's `:gender` (English).
    public static let commonEnglishSets: [PronounSet] = [
        .theyThem,
        PronounSet(subject: "xe", object: "xem", possessiveDeterminer: "xyr", possessivePronoun: "xyrs"),
        PronounSet(subject: "ze", object: "hir", possessiveDeterminer: "hir", possessivePronoun: "hirs"),
        PronounSet(subject: "e", object: "em", possessiveDeterminer: "eir", possessivePronoun: "eirs"),
        PronounSet(subject: "it", object: "it", possessiveDeterminer: "its", possessivePronoun: "its", reflexive: "itself"),
    ]

    /// `xey/xem/xeir/xeirs/xemself` (the reflexive may be left out).
    public init?(slashForm text: String) {
        let forms = text.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard (4...5).contains(forms.count), forms.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) }) else { return nil }
        self.init(subject: forms[0], object: forms[1], possessiveDeterminer: forms[2], possessivePronoun: forms[3],
                  reflexive: forms.count == 5 ? forms[4] : nil)
    }

    /// `xey/xem/xeir/xeirs/xemself`.
    public var slashForm: String { [subject, object, possessiveDeterminer, possessivePronoun, reflexive].joined(separator: "/") }
    public var description: String { slashForm }

    enum CodingKeys: String, CodingKey {
        case subject, object, possessiveDeterminer, determiner, reflexive, alwaysLowercase
    }

    /// Reads GenderKit's JSON (and Concord's optional `reflexive` and `alwaysLowercase`).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(subject: try c.decode(String.self, forKey: .subject), object: try c.decode(String.self, forKey: .object),
                  possessiveDeterminer: try c.decode(String.self, forKey: .possessiveDeterminer),
                  possessivePronoun: try c.decode(String.self, forKey: .determiner),
                  reflexive: try c.decodeIfPresent(String.self, forKey: .reflexive),
                  alwaysLowercase: try c.decodeIfPresent(Bool.self, forKey: .alwaysLowercase) ?? false)
    }

    /// Writes GenderKit's four keys, plus `reflexive` and `alwaysLowercase` when they say something.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(subject, forKey: .subject)
        try c.encode(object, forKey: .object)
        try c.encode(possessiveDeterminer, forKey: .possessiveDeterminer)
        try c.encode(possessivePronoun, forKey: .determiner)
        if reflexive != Self.derivedReflexive(object: object) { try c.encode(reflexive, forKey: .reflexive) }
        if alwaysLowercase { try c.encode(true, forKey: .alwaysLowercase) }
    }

    /// The same forms as a `TermOfAddress` for the agreement engine, each with Apple's slot morphology.
    public func termOfAddress(language: String = "en", name: String? = nil) -> TermOfAddress {
        var term = TermOfAddress.localized(language: language, pronouns: [
            .init(pronoun: subject, morphology: .init(grammaticalCase: .nominative)),
            .init(pronoun: object, morphology: .init(grammaticalCase: .accusative)),
            .init(pronoun: possessiveDeterminer, morphology: .init(grammaticalCase: .genitive, determination: .dependent)),
            .init(pronoun: possessivePronoun, morphology: .init(grammaticalCase: .genitive, determination: .independent)),
            .init(pronoun: reflexive, morphology: .init(pronounType: .reflexive)),
        ], name: name)
        term.alwaysLowercase = alwaysLowercase
        return term
    }
}
