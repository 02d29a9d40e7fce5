import Foundation

/// A custom attribute an app declares, as Caffé declares `rainbow` with an `AttributeScope` and a
/// `MarkdownDecodableAttributedStringKey`: its Markdown name and, for an enumeration, the values it takes.
/// Once declared, a span's value is checked (`rainbow: 'bogus'` → a warning naming the allowed values).
public struct AttributeDeclaration: Hashable, Sendable, CustomStringConvertible {
    /// The Markdown name (`rainbow`).
    public var name: String
    /// The string values allowed (`plain`, `fun`, `extreme`); nil accepts any JSON5 value.
    public var allowedValues: [String]?
    /// The Foundation key it was declared from, which an `AttributedString` result sets too.
    public private(set) var markdownKey: (any MarkdownDecodableAttributedStringKey.Type)?

    /// Declares `name` by hand, without a Foundation key (so an `AttributedString` result carries it only in
    /// `customAttributes`); `allowedValues` nil accepts any value.
    public init(name: String, allowedValues: [String]? = nil) {
        self.name = name
        self.allowedValues = allowedValues
    }

    /// Two declarations are equal when they declare the same name and values.
    public static func == (a: AttributeDeclaration, b: AttributeDeclaration) -> Bool {
        a.name == b.name && a.allowedValues == b.allowedValues
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(allowedValues)
    }

    /// The declaration of a Foundation attribute key whose value is a string enumeration — Apple's
    /// `RainbowAttribute` ports as it is:
    ///
    /// ```swift
    /// enum RainbowAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    ///     enum Value: String, Codable, Hashable, CaseIterable { case plain, fun, extreme }
    ///     static let name = "rainbow"
    /// }
    /// AttributeDeclaration(RainbowAttribute.self) // rainbow: plain|fun|extreme
    /// ```
    public init<Key: MarkdownDecodableAttributedStringKey>(_ key: Key.Type)
    where Key.Value: CaseIterable & RawRepresentable, Key.Value.RawValue == String {
        self.init(name: Key.markdownName, allowedValues: Key.Value.allCases.map(\.rawValue))
        markdownKey = key
    }

    /// The declaration of a Foundation attribute key with any decodable value.
    public init<Key: MarkdownDecodableAttributedStringKey>(anyValueOf key: Key.Type) {
        self.init(name: Key.markdownName)
        markdownKey = key
    }

    /// `rainbow: plain|fun|extreme` (how `:attribute` and `--attribute` write it).
    public var description: String { name + (allowedValues.map { ": " + $0.joined(separator: "|") } ?? "") }

    /// Reads `rainbow`, `rainbow: fun|extreme` or `rainbow fun|extreme`.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let split = trimmed.firstIndex(where: { $0 == ":" || $0 == " " || $0 == "=" }) else {
            guard Self.isName(trimmed) else { return nil }
            self.init(name: trimmed)
            return
        }
        let name = String(trimmed[..<split])
        let values = trimmed[trimmed.index(after: split)...].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard Self.isName(name), !values.isEmpty, values.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else { return nil }
        self.init(name: name, allowedValues: values)
    }

    static func isName(_ s: String) -> Bool {
        s.first.map { $0.isLetter || $0 == "_" } == true && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Warnings for declared attributes whose value in `parsed` is not one of the allowed values.
    static func check(_ parsed: ParsedMarkup, against declarations: [AttributeDeclaration]) -> [Diagnostic] {
        guard !declarations.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        // Found once for all the warnings (each is then placed in O(log lines)), and only if there is one.
        var lines: SourceLines?
        for span in parsed.spans {
            for custom in span.attributes.custom {
                guard let declaration = declarations.last(where: { $0.name == custom.key }),
                      let allowed = declaration.allowedValues else { continue }
                if case .string(let s) = custom.value.value, allowed.contains(s) { continue }
                if lines == nil { lines = SourceLines(parsed.source) }
                diagnostics.append(Diagnostic(.warning, code: "attribute.unknown-value",
                                              "\(custom.key): \(custom.value.json5Text) is not a value of the declared attribute \(custom.key)",
                                              hint: "one of: " + allowed.map { "'\($0)'" }.joined(separator: ", "),
                                              location: lines!.location(custom.value.offset),
                                              span: span.source, key: custom.key))
            }
        }
        return diagnostics
    }
}

/// A set of custom attributes declared together, Concord's counterpart of an `AttributeScope`:
///
/// ```swift
/// struct CaffeAppAttributes: ConcordAttributeScope {
///     static let declarations = [AttributeDeclaration(RainbowAttribute.self)]
/// }
/// ```
public protocol ConcordAttributeScope {
    /// The attributes of the scope.
    static var declarations: [AttributeDeclaration] { get }
}
