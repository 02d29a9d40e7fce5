import Foundation

/// A format argument that Foundation formats for the request's locale, as Apple's sample formats its
/// ingredients, prices and dates before they reach a localized string: a list (`ListFormatStyle`), an amount of
/// money (`.currency(code:)`), a date (`Date.FormatStyle`) or a number (`.number`).
///
/// Concord never joins lists or groups digits itself: ``formatted(for:)`` hands the value to the format style
/// with `.locale(_:)` set to the request's locale.
public enum FormattedValue: Hashable, Sendable, CustomStringConvertible {
    /// Items joined by the locale's list pattern (`lechuga, tomate e iceberg`).
    case list([String], type: ListType)
    /// An amount in an ISO 4217 currency (`3,49 €` in German).
    case currency(Decimal, code: String)
    /// An instant shown with the fields or styles asked for.
    case date(Date, DateFormat)
    /// A number with the locale's separators (`1.234,5` in German).
    case number(Decimal)

    /// `and` (the default) or `or`, as `ListFormatStyle.ListType`.
    public enum ListType: String, Hashable, Sendable, CaseIterable {
        /// The locale's "and" list (*A, B and C*); the raw value is what a request writes (`type: 'and'`).
        case and
        /// The locale's "or" list (*A, B or C*); the raw value is what a request writes (`type: 'or'`).
        case or
    }

    /// How a date is shown: either a date style and a time style, or a list of fields (`weekday`, `hour`,
    /// `minute` — the Caffé watch complication), in a time zone (GMT unless given, so output is reproducible).
    public struct DateFormat: Hashable, Sendable {
        /// `numeric`, `abbreviated`, `long`, `complete`, or nil.
        public var dateStyle: String?
        /// `shortened`, `standard`, `complete`, or nil.
        public var timeStyle: String?
        /// Fields in any order; the locale decides their order in the output.
        public var fields: [String]
        /// A time zone identifier (`Europe/Madrid`); GMT when nil.
        public var timeZone: String?

        /// The field names `fields` accepts.
        public static let fieldNames = ["era", "year", "month", "day", "weekday", "hour", "minute", "second"]
        /// The names `style` accepts.
        public static let dateStyleNames = ["omitted", "numeric", "abbreviated", "long", "complete"]
        /// The names `time` accepts.
        public static let timeStyleNames = ["omitted", "shortened", "standard", "complete"]

        /// A format from a date style and a time style, or from `fields` (which then take the place of the
        /// styles), in `timeZone` (GMT when nil). A style alone omits the other; with neither, and no fields, the
        /// date is `numeric` and the time `shortened`.
        public init(dateStyle: String? = nil, timeStyle: String? = nil, fields: [String] = [], timeZone: String? = nil) {
            self.dateStyle = dateStyle
            self.timeStyle = timeStyle
            self.fields = fields
            self.timeZone = timeZone
        }
    }

    /// The text Foundation's format style gives for `locale`.
    public func formatted(for locale: InflectionLocale) -> String {
        let foundationLocale = Locale(identifier: locale.identifier)
        switch self {
        case .list(let items, let type):
            return items.formatted(.list(type: type == .and ? .and : .or).locale(foundationLocale))
        case .currency(let amount, let code):
            return amount.formatted(.currency(code: code).locale(foundationLocale))
        case .number(let value):
            return value.formatted(.number.locale(foundationLocale))
        case .date(let date, let format):
            return date.formatted(format.style(locale: foundationLocale))
        }
    }

    /// The value that drives plural agreement: the amount of a currency, the number; nil for lists and dates.
    public var pluralValue: NumberValue? {
        switch self {
        case .currency(let amount, _), .number(let amount):
            return NumberValue(NSDecimalNumber(decimal: amount).doubleValue)
        case .list, .date:
            return nil
        }
    }

    /// The value as it is written in a request (`{currency: 3.49, code: 'EUR'}`).
    public var description: String {
        func quoted(_ s: String) -> String { JSON5Node(value: .string(s), offset: 0).json5Text }
        switch self {
        case .list(let items, let type):
            return "{list: [" + items.map(quoted).joined(separator: ", ") + "]" + (type == .or ? ", type: 'or'" : "") + "}"
        case .currency(let amount, let code): return "{currency: \(amount), code: \(quoted(code))}"
        case .number(let value): return "{number: \(value)}"
        case .date(let date, let format):
            var parts = ["date: " + quoted(date.formatted(.iso8601))]
            if let s = format.dateStyle { parts.append("style: " + quoted(s)) }
            if let s = format.timeStyle { parts.append("time: " + quoted(s)) }
            if !format.fields.isEmpty { parts.append("fields: [" + format.fields.map(quoted).joined(separator: ", ") + "]") }
            if let z = format.timeZone { parts.append("timeZone: " + quoted(z)) }
            return "{" + parts.joined(separator: ", ") + "}"
        }
    }
}

extension FormattedValue.DateFormat {
    /// The `Date.FormatStyle` this format describes.
    func style(locale: Locale) -> Date.FormatStyle {
        let zone = timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "GMT")!
        if fields.isEmpty {
            let date = dateStyle.map(Self.dateStyle(named:)) ?? (timeStyle == nil ? .numeric : .omitted)
            let time = timeStyle.map(Self.timeStyle(named:)) ?? (dateStyle == nil ? .shortened : .omitted)
            return Date.FormatStyle(date: date, time: time, locale: locale, timeZone: zone)
        }
        var style = Date.FormatStyle(locale: locale, timeZone: zone)
        for field in fields {
            switch field {
            case "era": style = style.era()
            case "year": style = style.year()
            case "month": style = style.month()
            case "day": style = style.day()
            case "weekday": style = style.weekday()
            case "hour": style = style.hour()
            case "minute": style = style.minute()
            case "second": style = style.second()
            default: break // rejected when the value is read
            }
        }
        return style
    }

    static func dateStyle(named name: String) -> Date.FormatStyle.DateStyle {
        switch name {
        case "omitted": return .omitted
        case "abbreviated": return .abbreviated
        case "long": return .long
        case "complete": return .complete
        default: return .numeric
        }
    }

    static func timeStyle(named name: String) -> Date.FormatStyle.TimeStyle {
        switch name {
        case "omitted": return .omitted
        case "standard": return .standard
        case "complete": return .complete
        default: return .shortened
        }
    }
}
