/// The format tokens of a catalog value, in order: printf specifiers, `%#@name@` / `%2$#@name@` references to
/// substitutions, and `%arg` (inside a substitution's variants). `%%` is skipped.
enum ValueToken {
    case specifier(FormatSpecifier)
    case reference(position: Int?, name: String, offset: Int, length: Int)
    case argument(offset: Int)

    var offset: Int {
        switch self {
        case .specifier(let s): return s.offset
        case .reference(_, _, let offset, _), .argument(let offset): return offset
        }
    }

    var length: Int {
        switch self {
        case .specifier(let s): return s.text.count
        case .reference(_, _, _, let length): return length
        case .argument: return 4
        }
    }

    /// The tokens of `chars`; `%arg` is a token only when `substitutionArgument` is set.
    static func scan(_ chars: [Character], substitutionArgument: Bool) -> [ValueToken] {
        var out: [ValueToken] = []
        var k = 0
        while k < chars.count {
            guard chars[k] == "%", k + 1 < chars.count else { k += 1; continue }
            if chars[k + 1] == "%" { k += 2; continue }
            let token: ValueToken?
            if substitutionArgument, chars[k...].starts(with: ["%", "a", "r", "g"]) {
                token = .argument(offset: k)
            } else if let ref = reference(chars, at: k) {
                token = .reference(position: ref.position, name: ref.name, offset: k, length: ref.length)
            } else {
                token = FormatSpecifier.parse(chars, at: k, end: chars.count).map(ValueToken.specifier)
            }
            if let token { out.append(token); k += token.length } else { k += 1 }
        }
        return out
    }

    /// `%#@name@` or `%2$#@name@` at `k`: its argument position (if written), its name and its length.
    static func reference(_ chars: [Character], at k: Int) -> (position: Int?, name: String, length: Int)? {
        var i = k + 1
        var digits = ""
        while i < chars.count, chars[i].isASCII, chars[i].isNumber { digits.append(chars[i]); i += 1 }
        var position: Int?
        if !digits.isEmpty {
            guard i < chars.count, chars[i] == "$", let n = Int(digits), n > 0 else { return nil }
            position = n
            i += 1
        }
        guard i + 1 < chars.count, chars[i] == "#", chars[i + 1] == "@" else { return nil }
        i += 2
        let nameStart = i
        while i < chars.count, chars[i] != "@", i - nameStart < 200 { i += 1 }
        guard i < chars.count, chars[i] == "@", i > nameStart else { return nil }
        return (position, String(chars[nameStart..<i]), i + 1 - k)
    }
}

extension CatalogValue {
    /// Whether the text holds a `%` (so format tokens are possible): a byte scan, cheaper than reading characters.
    var mayHoldFormat: Bool { text.utf8.contains(0x25) }

    /// Whether the text holds `^[` (so agreement markup is possible).
    var mayHoldMarkup: Bool { Self.holdsSpanOpener(text) }

    static func holdsSpanOpener(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for b in text.utf8 {
            if previous == 0x5E && b == 0x5B { return true }
            previous = b
        }
        return false
    }
}

extension CatalogVariants {
    /// Every value under this one, without labels (the linter's hot path).
    func appendValues(to out: inout [CatalogValue]) {
        switch self {
        case .value(let v): out.append(v)
        case .plural(let cases): for c in cases { c.variants.appendValues(to: &out) }
        case .device(let cases): for c in cases { c.variants.appendValues(to: &out) }
        }
    }
}
