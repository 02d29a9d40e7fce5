/// `:help markup`, `:help inflect`, `:help agreeWithArgument`…: what the markup and each attribute do, with
/// lines to type and what they render. The examples are run by the tests, so they stay true.
struct HelpTopic {
    /// One example: lines to type; the last one renders `output`.
    struct Example {
        var lines: [String]
        var output: String
    }

    var name: String
    var summary: String
    var details: [String]
    var examples: [Example]
}

enum HelpTopics {
    static let all: [HelpTopic] = [
        HelpTopic(
            name: "markup", summary: "Apple's agreement markup: ^[text](attributes).",
            details: ["The text in brackets is what agrees; the attributes, in JSON5 (with or without braces), say with what.",
                      "Spans nest (the inner ones first), %@ and %lld take the :args, \\ escapes a character, %% is a percent sign.",
                      "A reference span ^[text][label] takes its attributes from a line ^[label]: inflect: true.",
                      "Attributes: inflect, morphology, agreeWithArgument, agreeWithConcept, referentConcept, inflectionAlternative,",
                      "languageIdentifier — :help NAME for each. Other keys are kept as custom attributes."],
            examples: [HelpTopic.Example(lines: [":locale en", ":args 2 apple", "You have ^[%lld %@](inflect: true)."],
                                         output: "You have 2 apples.")]),
        HelpTopic(
            name: "inflect", summary: "inflect: true makes the span agree within itself; inflect: {…} asks for given features.",
            details: ["With true, the words of the span agree with each other and with its numbers: articles, adjectives, verbs",
                      "and the head noun follow the count and the noun's gender.",
                      "With a morphology ({number: 'other'}, {grammaticalCase: 'dative'}…) the span is inflected to those features.",
                      "number takes CLDR plural categories: one, other (not singular, plural)."],
            examples: [HelpTopic.Example(lines: [":locale es", ":args 2 pequeño ensalada", "Añadir ^[%1$lld %3$@ %2$@](inflect: true)"],
                                         output: "Añadir 2 ensaladas pequeñas"),
                       HelpTopic.Example(lines: [":locale en", "^[salad](inflect: {number: 'other'})"], output: "salads")]),
        HelpTopic(
            name: "morphology", summary: "morphology: {…} tells the engine what a word is when its lexicon does not know.",
            details: ["Keys: grammaticalGender, partOfSpeech, number, grammaticalCase, determination, grammaticalPerson,",
                      "pronounType, definiteness. A span with only a morphology changes nothing itself: the span around it uses it."],
            examples: [HelpTopic.Example(lines: [":locale en", ":args 2 small juice",
                                                 "Add ^[%lld %@ ^[%@](morphology: {partOfSpeech: 'noun'})](inflect: true)"],
                                         output: "Add 2 small juices")]),
        HelpTopic(
            name: "agreeWithArgument", summary: "agreeWithArgument: N makes the span agree with format argument N.",
            details: ["N counts from 1, as in %1$@. The argument is read as rendered by the other spans (2 ensaladas: plural)."],
            examples: [HelpTopic.Example(lines: [":locale es", ":args pequeño ensalada",
                                                 "Tu ^[%2$@ %1$@](inflect: true) está ^[listo](agreeWithArgument: 2)."],
                                         output: "Tu ensalada pequeña está lista.")]),
        HelpTopic(
            name: "agreeWithConcept", summary: "agreeWithConcept: N makes the span agree with concept N (:concept N …).",
            details: ["A concept is a phrase the string does not contain (:concept 1 phrase \"ensalada\") or a person",
                      "(:concept 1 term feminine)."],
            examples: [HelpTopic.Example(lines: [":locale es", ":concept 1 phrase \"ensalada\"", "^[chico](agreeWithConcept: 1)"],
                                         output: "chica")]),
        HelpTopic(
            name: "referentConcept", summary: "referentConcept: N puts the pronouns of person N (:concept N term …) in the span.",
            details: ["Every slot follows the person's term of address: they/them/their/theirs/themselves, or a :pronouns set."],
            examples: [HelpTopic.Example(lines: [":locale en", ":concept 1 term feminine", "^[They](referentConcept: 1) liked your post."],
                                         output: "She liked your post.")]),
        HelpTopic(
            name: "inflectionAlternative", summary: "inflectionAlternative: '…' is used when the user's term of address is unknown.",
            details: ["A span that addresses the user needs their term of address (:user); with :user none it has no gender",
                      "to agree with, so the alternative text is shown instead."],
            examples: [HelpTopic.Example(lines: [":locale es", ":user none",
                                                 "^[Bienvenido](inflect: true, inflectionAlternative: 'Te damos la bienvenida')."],
                                         output: "Te damos la bienvenida.")]),
        HelpTopic(
            name: "languageIdentifier", summary: "languageIdentifier: 'de' inflects the span in another language than the locale.",
            details: ["Inner spans inherit it."],
            examples: [HelpTopic.Example(lines: [":locale en", "^[der Hund](inflect: {grammaticalCase: 'dative'}, languageIdentifier: 'de')"],
                                         output: "dem Hund")]),
    ]

    static func find(_ name: String) -> HelpTopic? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The topic's lines for `:help`.
    static func lines(_ topic: HelpTopic, colors: Colors) -> [String] {
        var lines = [colors.bold(topic.name) + " — " + topic.summary]
        lines += topic.details.map { "  " + $0 }
        lines.append("Try:")
        for example in topic.examples {
            lines += example.lines.map { "  " + $0 }
            lines.append("  " + colors.dim("→ " + example.output))
        }
        return lines
    }
}
