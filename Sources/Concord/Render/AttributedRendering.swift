import Foundation

extension Rendering {
    /// The result as an `AttributedString`: each run with Foundation's `replacementIndex` and `link`, and in
    /// Concord's scope its Markdown intents, the inflection attributes of its spans and its custom attributes.
    /// A custom attribute declared from a Foundation key (``AttributeDeclaration/init(_:)``) is also set under
    /// that key, decoded as Apple's Markdown decoder would (`run[RainbowAttribute.self] == .fun`).
    public func attributedString(declaring declarations: [AttributeDeclaration] = []) -> AttributedString {
        var result = AttributedString()
        for run in runs {
            var piece = AttributedString(run.text)
            var container = AttributeContainer()
            container.replacementIndex = run.replacementIndex
            container.link = run.style.link.flatMap(URL.init(string:))
            let intent = MarkdownInlineIntent(run.style)
            if !intent.isEmpty { container.markdownIntent = intent }
            let a = run.inflection
            container.inflectionMode = a.inflect
            container.inflectionMorphology = a.morphology
            container.inflectionAlternativeText = a.inflectionAlternative
            container.agreeWithArgumentIndex = a.agreeWithArgument
            container.agreeWithConceptIndex = a.agreeWithConcept
            container.referentConceptIndex = a.referentConcept
            container.formatsNumber = a.formatNumber
            container.spanLanguage = a.languageIdentifier
            if !run.customAttributes.isEmpty { container.customAttributes = run.customAttributes }
            piece.mergeAttributes(container)
            for (name, value) in run.customAttributes {
                guard let key = declarations.last(where: { $0.name == name })?.markdownKey else { continue }
                Self.set(key, value, on: &piece)
            }
            result += piece
        }
        return result
    }

    /// Decodes `value` with the key's Markdown decoder and sets it; a value the key cannot decode is left out
    /// (the rendering already warned when it was declared with allowed values).
    private static func set<Key: MarkdownDecodableAttributedStringKey>(_ key: Key.Type, _ value: AttributeValue,
                                                                       on piece: inout AttributedString) {
        guard let data = try? JSONEncoder().encode(value),
              let decoded = try? JSONDecoder().decode(MarkdownValue<Key>.self, from: data) else { return }
        piece[Key.self] = decoded.value
    }
}

/// Runs a key's own Markdown decoder over a JSON value.
private struct MarkdownValue<Key: MarkdownDecodableAttributedStringKey>: Decodable {
    let value: Key.Value
    init(from decoder: Decoder) throws { value = try Key.decodeMarkdown(from: decoder) }
}
