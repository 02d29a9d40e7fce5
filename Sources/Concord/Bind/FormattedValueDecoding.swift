import Foundation

/// Why a formatted argument object cannot be read, saying what was expected.
public struct FormattedValueError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

extension FormattedValue {
    /// The keys that make an argument object a formatted value.
    public static let leadingKeys = ["list", "currency", "date", "number"]

    /// Reads `{list: [...], type: 'or'}`, `{currency: 3.49, code: 'EUR'}`, `{date: '2026-11-24T15:30:00Z',
    /// fields: ['weekday', 'hour', 'minute']}` or `{number: 1234.5}`; nil when the object has none of
    /// ``leadingKeys`` (it is something else, e.g. `{text, morphology}`).
    public init?(json5 members: [JSON5Member]) throws {
        guard let lead = members.first(where: { Self.leadingKeys.contains($0.key) }) else { return nil }
        func fail(_ message: String) -> FormattedValueError { FormattedValueError(description: message) }
        func string(_ key: String) throws -> String? {
            guard let m = members.first(where: { $0.key == key }) else { return nil }
            guard case .string(let s) = m.value.value else { throw fail("\(key) expects a string, not \(m.value.typeName) \(m.value.json5Text)") }
            return s
        }
        func decimal(_ node: JSON5Node, key: String) throws -> Decimal {
            switch node.value {
            case .number(let v, let text):
                guard v.isFinite else { throw fail("\(key) must be a finite number") }
                return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(v)
            case .string(let text):
                guard let d = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
                      NumberValue(text) != nil else { throw fail("\(key) expects a number, not '\(text)'") }
                return d
            default: throw fail("\(key) expects a number, not \(node.typeName) \(node.json5Text)")
            }
        }
        let allowed: [String: [String]] = ["list": ["list", "type"], "currency": ["currency", "code"],
                                           "number": ["number"], "date": ["date", "style", "time", "fields", "timeZone"]]
        for m in members where !allowed[lead.key]!.contains(m.key) {
            throw fail("unexpected key '\(m.key)' in a \(lead.key) argument (expected \(allowed[lead.key]!.joined(separator: ", ")))")
        }
        switch lead.key {
        case "list":
            guard case .array(let items) = lead.value.value else { throw fail("list expects an array of strings, e.g. ['lechuga', 'tomate']") }
            let strings = try items.map { item -> String in
                guard case .string(let s) = item.value else { throw fail("list items must be strings, not \(item.typeName) \(item.json5Text)") }
                return s
            }
            let typeName = try string("type") ?? "and"
            guard let type = ListType(rawValue: typeName) else { throw fail("type is 'and' or 'or', not '\(typeName)'") }
            self = .list(strings, type: type)
        case "currency":
            guard let code = try string("code") else { throw fail("a currency needs its ISO 4217 code, e.g. {currency: 3.49, code: 'EUR'}") }
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw fail("code '\(code)' is not an ISO 4217 currency code (three letters such as EUR, USD)")
            }
            self = .currency(try decimal(lead.value, key: "currency"), code: code.uppercased())
        case "number":
            self = .number(try decimal(lead.value, key: "number"))
        default:
            guard case .string(let text) = lead.value.value else { throw fail("date expects an ISO 8601 string such as '2026-11-24T15:30:00Z'") }
            guard let date = Self.parseDate(text) else {
                throw fail("'\(text)' is not an ISO 8601 date (write '2026-11-24T15:30:00Z' or '2026-11-24')")
            }
            var format = DateFormat()
            format.dateStyle = try string("style")
            format.timeStyle = try string("time")
            format.timeZone = try string("timeZone")
            if let s = format.dateStyle, !DateFormat.dateStyleNames.contains(s) {
                throw fail("style '\(s)' is not one of " + DateFormat.dateStyleNames.joined(separator: ", "))
            }
            if let s = format.timeStyle, !DateFormat.timeStyleNames.contains(s) {
                throw fail("time '\(s)' is not one of " + DateFormat.timeStyleNames.joined(separator: ", "))
            }
            if let z = format.timeZone, TimeZone(identifier: z) == nil { throw fail("'\(z)' is not a time zone (e.g. Europe/Madrid, GMT)") }
            if let m = members.first(where: { $0.key == "fields" }) {
                guard case .array(let items) = m.value.value else { throw fail("fields expects an array such as ['weekday', 'hour', 'minute']") }
                for item in items {
                    guard case .string(let f) = item.value, DateFormat.fieldNames.contains(f) else {
                        throw fail("\(item.json5Text) is not a date field (" + DateFormat.fieldNames.joined(separator: ", ") + ")")
                    }
                    format.fields.append(f)
                }
                if !format.fields.isEmpty, format.dateStyle != nil || format.timeStyle != nil {
                    throw fail("give either fields or style/time, not both")
                }
            }
            self = .date(date, format)
        }
    }

    /// An ISO 8601 instant (`2026-11-24T15:30:00Z`, with an offset or fractional seconds) or a day
    /// (`2026-11-24`, midnight GMT).
    static func parseDate(_ text: String) -> Date? {
        if let d = try? Date(text, strategy: .iso8601) { return d }
        if let d = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return d }
        // A day alone: ICU's parser is lenient (2026-02-30 is 2 March), so the day must read back as written.
        let day = Date.ISO8601FormatStyle().year().month().day()
        guard let date = try? Date(text, strategy: day), date.formatted(day) == text else { return nil }
        return date
    }
}
