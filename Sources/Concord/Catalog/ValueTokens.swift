/// The format tokens of a catalog value, in order: printf specifiers, `%#@name@` / `%2$#@name@` references to
/// substitutions, and `%arg` (inside a substitution's variants). `%%` is skipped.
enum ValueToken: Sendable {
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
        if let found = text.utf8.withContiguousStorageIfAvailable(holdsSpanOpener) { return found }
        var previous: UInt8 = 0
        for b in text.utf8 {
            if previous == 0x5E && b == 0x5B { return true }
            previous = b
        }
        return false
    }

    static func holdsSpanOpener(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard b.count > 1 else { return false }
        for k in 1..<b.count where b[k] == 0x5B && b[k - 1] == 0x5E { return true }
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

    /// Every value under this one as the linter's leaves of `substitution` (an index, nil for the main value).
    func appendLeaves(substitution: Int?, to out: inout [CatalogLinter.Leaf]) {
        switch self {
        case .value(let v): out.append(CatalogLinter.Leaf(value: v, substitution: substitution))
        case .plural(let cases): for c in cases { c.variants.appendLeaves(substitution: substitution, to: &out) }
        case .device(let cases): for c in cases { c.variants.appendLeaves(substitution: substitution, to: &out) }
        }
    }
}

/// A format token as the linter needs it: what it stands for, its argument position if written, its character
/// offset in the value and the text as written. Scanned on UTF-8 bytes when that is provably the same as scanning
/// characters (see ``ValueToken/lintTokens(_:substitutionArgument:)``).
struct LintToken: Equatable {
    enum Kind: Equatable {
        /// `%arg` inside a substitution's variant.
        case argument
        /// `%#@name@` or `%2$#@name@`.
        case reference(name: String)
        /// A printf specifier, by how its argument is formatted.
        case specifier(CatalogLinter.ArgumentType)
    }

    var kind: Kind
    var position: Int?
    /// Character offset in the value.
    var offset: Int
    var written: String
}

extension ValueToken {
    /// The tokens of `text` as ``scan(_:substitutionArgument:)`` finds them on its characters, without building
    /// the characters when every character is one Unicode scalar below U+0300 (no combining mark, emoji sequence
    /// or CR LF can join a scalar to its neighbour, and no such scalar is canonically equivalent to an ASCII one):
    /// there the bytes are scanned and scalars counted. Other text takes the character scan.
    static func lintTokens(_ text: String, substitutionArgument: Bool) -> [LintToken] {
        if let tokens = text.utf8.withContiguousStorageIfAvailable({ scanBytes($0, substitutionArgument: substitutionArgument) }),
           let tokens {
            return tokens
        }
        return characterTokens(text, substitutionArgument: substitutionArgument)
    }

    /// The character scan, as ``LintToken``s (the reference for the byte scan).
    static func characterTokens(_ text: String, substitutionArgument: Bool) -> [LintToken] {
        let chars = Array(text)
        return scan(chars, substitutionArgument: substitutionArgument).map { token in
            switch token {
            case .argument(let offset):
                return LintToken(kind: .argument, position: nil, offset: offset, written: "%arg")
            case .reference(let position, let name, let offset, let length):
                return LintToken(kind: .reference(name: name), position: position, offset: offset,
                                 written: String(chars[offset..<(offset + length)]))
            case .specifier(let spec):
                return LintToken(kind: .specifier(CatalogLinter.ArgumentType(conversion: spec.conversion)), position: spec.position,
                                 offset: spec.offset, written: spec.text)
            }
        }
    }

    /// Whether each character of the UTF-8 text is a single scalar below U+0300 (lead bytes below 0xCC) and no CR
    /// is followed by LF.
    static func charactersAreScalars(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for x in b {
            if x >= 0xCC || (x == 0x0A && previous == 0x0D) { return false }
            previous = x
        }
        return true
    }

    /// The byte scan; nil when ``charactersAreScalars(_:)`` does not hold.
    static func scanBytes(_ b: UnsafeBufferPointer<UInt8>, substitutionArgument: Bool) -> [LintToken]? {
        guard charactersAreScalars(b) else { return nil }
        let n = b.count
        var out: [LintToken] = []
        var k = 0
        // Scalars before byte k: the character offset of byte k.
        var c = 0
        while k < n {
            guard b[k] == 0x25, k + 1 < n else {
                if b[k] & 0xC0 != 0x80 { c += 1 }
                k += 1
                continue
            }
            if b[k + 1] == 0x25 { k += 2; c += 2; continue }
            if substitutionArgument, k + 3 < n, b[k + 1] == UInt8(ascii: "a"), b[k + 2] == UInt8(ascii: "r"), b[k + 3] == UInt8(ascii: "g") {
                out.append(LintToken(kind: .argument, position: nil, offset: c, written: "%arg"))
                k += 4
                c += 4
            } else if let ref = reference(b, at: k) {
                out.append(LintToken(kind: .reference(name: ref.name), position: ref.position, offset: c,
                                     written: String(decoding: UnsafeBufferPointer(rebasing: b[k..<ref.end]), as: UTF8.self)))
                k = ref.end
                c += ref.characters
            } else if let spec = specifier(b, at: k) {
                out.append(LintToken(kind: .specifier(CatalogLinter.ArgumentType(conversion: Character(Unicode.Scalar(spec.conversion)))),
                                     position: spec.position, offset: c,
                                     written: String(decoding: UnsafeBufferPointer(rebasing: b[k..<spec.end]), as: UTF8.self)))
                c += spec.end - k
                k = spec.end
            } else {
                k += 1
                c += 1
            }
        }
        return out
    }

    /// ``reference(_:at:)`` on bytes: the position, the name, the end byte and the length in characters.
    static func reference(_ b: UnsafeBufferPointer<UInt8>, at k: Int) -> (position: Int?, name: String, end: Int, characters: Int)? {
        let n = b.count
        var i = k + 1
        var position: Int?
        var value = 0, overflow = false
        while i < n, b[i] >= 0x30, b[i] <= 0x39 {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(b[i] - 0x30))
            overflow = overflow || o1 || o2
            value = sum
            i += 1
        }
        if i > k + 1 {
            // `Int(digits)` is nil on overflow: no reference.
            guard i < n, b[i] == UInt8(ascii: "$"), !overflow, value > 0 else { return nil }
            position = value
            i += 1
        }
        guard i + 1 < n, b[i] == UInt8(ascii: "#"), b[i + 1] == UInt8(ascii: "@") else { return nil }
        i += 2
        let nameStart = i
        var nameCharacters = 0
        while i < n, b[i] != UInt8(ascii: "@"), nameCharacters < 200 {
            i += b[i] < 0x80 ? 1 : 2
            nameCharacters += 1
        }
        guard i < n, b[i] == UInt8(ascii: "@"), nameCharacters > 0 else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<i]), as: UTF8.self)
        return (position, name, i + 1, (nameStart - k) + nameCharacters + 1)
    }

    /// ``FormatSpecifier/parse(_:at:end:)`` on ASCII bytes: the position, the conversion and the end byte.
    static func specifier(_ b: UnsafeBufferPointer<UInt8>, at start: Int) -> (position: Int?, conversion: UInt8, end: Int)? {
        let n = b.count
        var i = start + 1
        /// A run of ASCII digits, saturating at `Int.max`; nil when there is none.
        func number() -> Int? {
            let s = i
            var value = 0
            while i < n, b[i] >= 0x30, b[i] <= 0x39 {
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(Int(b[i] - 0x30))
                value = o1 || o2 ? Int.max : sum
                i += 1
            }
            return i > s ? value : nil
        }
        var position: Int?
        let save = i
        if let p = number(), i < n, b[i] == UInt8(ascii: "$"), p > 0 {
            position = p
            i += 1
        } else {
            i = save
        }
        while i < n, isFlag(b[i]) { i += 1 }
        _ = number()
        if i < n, b[i] == UInt8(ascii: ".") { i += 1; _ = number() }
        let lengthStart = i
        while i < n, isLengthModifier(b[i]), i - lengthStart < 2 { i += 1 }
        guard i < n, isConversion(b[i]) else { return nil }
        return (position, b[i], i + 1)
    }

    /// `-+ 0#'`
    static func isFlag(_ x: UInt8) -> Bool {
        x == 0x2D || x == 0x2B || x == 0x20 || x == 0x30 || x == 0x23 || x == 0x27
    }

    /// `hlqLztj`
    static func isLengthModifier(_ x: UInt8) -> Bool {
        switch x {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "t"),
             UInt8(ascii: "j"): return true
        default: return false
        }
    }

    /// `@dDiuUoOxXfFeEgGaAcCsSp`
    static func isConversion(_ x: UInt8) -> Bool {
        switch x {
        case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "U"),
             UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "f"), UInt8(ascii: "F"),
             UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"),
             UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"): return true
        default: return false
        }
    }
}
