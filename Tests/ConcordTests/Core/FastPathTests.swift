import XCTest
@testable import Concord

/// The speed work's short cuts give exactly what the general code gives: each is compared with it over texts
/// inside and outside its case.
final class FastPathTests: XCTestCase {
    static let texts = ["cat", "Cats", "URL", "a", "Z", "3", "007", "2026", " ", "  ", "", "\t", "cat dog", "1st",
                        "iPhone15", "11,000", "1.5", "-3", "café", "cafe\u{301}", "日本", "😀", "don't", "x-ray", "٣",
                        "123456789012345", "1234567890123456", String(repeating: "9", count: 400), "@", "`", "{", "[",
                        String(repeating: "ab", count: 500)]

    func testASimpleTokenIsTheTokenTheGeneralWalkGives() {
        var simple = 0
        for text in Self.texts {
            let walked = Tokenizer.walk(text, runID: 3)
            if let token = Tokenizer.simpleToken(of: text, runID: 3) {
                simple += 1
                XCTAssertEqual([token], walked, "text \(text.debugDescription)")
                XCTAssertEqual(Tokenizer.simpleKind(of: text), token.kind)
            } else {
                XCTAssertNil(Tokenizer.simpleKind(of: text))
                XCTAssertEqual(Tokenizer.tokens(of: text, runID: 3), walked, "text \(text.debugDescription)")
            }
        }
        XCTAssertEqual(simple, 13) // the six letter, six digit and one lone-space texts above
        XCTAssertNil(Tokenizer.simpleToken(of: "  ", runID: 0)) // two spaces: the general walk's case
        XCTAssertEqual(Tokenizer.simpleKind(of: "3"), .number)
        XCTAssertEqual(Tokenizer.simpleKind(of: "Cats"), .word)
    }

    /// Below U+0100 every scalar is a character of its own, except CR LF: what the walk on bytes relies on.
    func testEveryPairOfLatin1ScalarsIsTwoCharactersExceptCRLF() {
        for a in 0..<256 {
            for b in 0..<256 {
                var pair = String.UnicodeScalarView()
                pair.append(Unicode.Scalar(UInt8(a)))
                pair.append(Unicode.Scalar(UInt8(b)))
                let expected = a == 0x0D && b == 0x0A ? 1 : 2
                XCTAssertEqual(String(pair).count, expected, "U+\(String(a, radix: 16)) U+\(String(b, radix: 16))")
            }
        }
    }

    /// The walk on bytes gives the walk over characters' tokens for every ASCII and Latin-1 text, and leaves any
    /// other text to it.
    func testTheWalkOnBytesGivesTheTokensOfTheWalkOverCharacters() {
        for text in Self.texts {
            let latin1 = text.unicodeScalars.allSatisfy { $0.value < 0x100 }
            let bytes = Tokenizer.walkLatin1(text, runID: 5)
            XCTAssertEqual(bytes == nil, !latin1, text.debugDescription)
            if let bytes { XCTAssertEqual(bytes, Tokenizer.walkCharacters(text, runID: 5), text.debugDescription) }
        }
        // Random texts over every scalar below U+0100 and the pieces numbers and words are made of.
        let pieces = (0..<256).map { String(Unicode.Scalar(UInt8($0))) }
            + ["1,000", "2.5", "3,", ",4", "1.2.3", "\r\n", "¹²³", "½", "ñ", "Ä", "ß", "l'", "x-y", "  ", "\u{A0}", "\u{85}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(Tokenizer.walkLatin1(text, runID: 1), Tokenizer.walkCharacters(text, runID: 1), text.debugDescription)
        }
        XCTAssertNil(Tokenizer.walkLatin1("cafe\u{301}", runID: 0)) // a combining mark: over the characters
        XCTAssertNil(Tokenizer.walkLatin1("œuvre", runID: 0))
    }

    /// Numbers of ASCII digits, `,` and `.` are read on their bytes: the numbers the reading over characters
    /// gives, in decimal-comma languages and the others.
    func testLocalizedNumbersOnBytesAreTheNumbersReadOverCharacters() {
        let pieces = ["0", "1", "5", "9", "12", "007", "1000", "123", ",", ".", ",", ".", "", " ", "\u{A0}", "-", "e", "a",
                      "1.000", "1,5", "11,000", "2.50", "1.000.000", "123456789012345678"]
        var texts = ["", ",", ".", "1", "1,5", "1.000", "1.000,5", "1.00", "1.0000", "1.000.00", "12.345,678", "1,000.5",
                     "1..000", ".000", "000.", "1.000,", "1.,000", "1.0,00"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4000 {
            texts.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            for language in ["en", "de"] {
                let expected = NumberValue.readOverCharacters(text, decimalComma: language == "de")
                XCTAssertEqual(NumberValue(localized: text, locale: InflectionLocale(language)), expected, "\(text.debugDescription) in \(language)")
            }
        }
    }

    /// The parsers' text of a range of characters and their ASCII tests of letters and numbers are the general ones.
    func testCharacterTextAndClassesAreTheGeneralOnes() {
        var characters: [Character] = (0..<256).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += ["\r\n", "e\u{301}", "👍🏽", "日", "\u{212A}", "\u{FF10}", "٣", "Ω"]
        for c in characters {
            XCTAssertEqual(c.isLetterFast, c.isLetter, String(c).debugDescription)
            XCTAssertEqual(c.isNumberFast, c.isNumber, String(c).debugDescription)
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let chars = (0..<Int.random(in: 0...12, using: &generator)).map { _ in characters.randomElement(using: &generator)! }
            let lower = Int.random(in: 0...chars.count, using: &generator)
            let upper = Int.random(in: lower...chars.count, using: &generator)
            XCTAssertEqual(chars.text(lower..<upper), String(chars[lower..<upper]))
        }
    }

    func testNumbersFromDigitsAreTheParsedNumbers() {
        for text in ["0", "007", "42", "999999999999999", "123456789012345", "1234567890123456",
                     String(repeating: "9", count: 400)] {
            XCTAssertEqual(NumberValue(digits: text), NumberValue(text), text)
        }
        for value: Int64 in [0, 1, -1, 2, 15, -273, 999_999_999_999_999, -999_999_999_999_999] {
            XCTAssertEqual(NumberValue(digitsOf: value), NumberValue(Double(value)), "\(value)")
        }
    }

    func testAnIntegerSpecifierShowsTheValueAsNumberValueWritesIt() throws {
        let spec = try XCTUnwrap(MarkupParser.parse("%lld").formatSpecifiers.first)
        for value in [0.0, 3, -3, 2.7, 1e14, 1e15, 1e18, -1e16] {
            let shown = spec.format(NumberValue(value)).shown
            XCTAssertEqual(shown, NumberValue(Double(Int64(value.rounded(.towardZero)))), "\(value)")
        }
    }

    func testConversionsAreReadFromTheirByte() throws {
        func spec(_ text: String) throws -> FormatSpecifier { try XCTUnwrap(MarkupParser.parse(text).formatSpecifiers.first) }
        for (text, numeric, integer, character, pointer) in [("%lld", true, true, false, false), ("%d", true, true, false, false),
                                                             ("%x", true, true, false, false), ("%f", true, false, false, false),
                                                             ("%g", true, false, false, false), ("%@", false, false, false, false),
                                                             ("%c", false, false, true, false), ("%C", false, false, true, false),
                                                             ("%s", false, false, false, true), ("%p", false, false, false, true)] {
            let s = try spec(text)
            XCTAssertEqual([s.isNumeric, s.isInteger, s.isCharacter, s.takesPointer], [numeric, integer, character, pointer], text)
        }
    }

    func testCapitalsAreFoundAsTheCharacterRulesFindThem() {
        func byCharacters(_ word: String) -> Bool {
            var letters = 0
            for c in word where c.isLetter {
                guard c.isUppercase else { return false }
                letters += 1
            }
            return letters > 1
        }
        for word in ["URL", "Url", "A", "AB", "A1B", "", "DVD-R", "a", "R2D2", "ÉCOLE", "École", "ÀB", "HTTP/2", "ok"] {
            XCTAssertEqual(Casing.isAllCaps(word), byCharacters(word), word)
        }
    }

    func testLocalesWithARegionAreReadAsTheGeneralSplitReadsThem() {
        for (identifier, language, region) in [("pt-BR", "pt", "BR"), ("es_es", "es", "ES"), ("fil-PH", "fil", "PH"),
                                               ("PT-br", "pt", "BR"), ("de-DE-u-co", "de", "DE"), ("zh-Hant-TW", "zh", "TW"),
                                               ("en-419", "en", "419"), ("en", "en", nil), ("aa--b", "aa", nil)] as [(String, String, String?)] {
            XCTAssertEqual(InflectionLocale(identifier), InflectionLocale(language: language, region: region), identifier)
        }
    }

    func testLatinLettersAreCountedAsTheCharacterRulesCountThem() {
        func byCharacters(_ word: String) -> [Int] {
            var count = 0, capitals = 0, first = false
            for c in word where c.isLetter {
                count += 1
                if c.isUppercase { capitals += 1 }
                if count == 1 { first = c.isUppercase }
            }
            return [count, capitals, first ? 1 : 0]
        }
        var words = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + (0xC0...0xFF).map { String(UnicodeScalar(UInt8($0))) }
        words += ["pequeño", "PEQUEÑO", "Ärger", "straße", "ÉCOLE", "déjà-vu", "×÷", "Ωmega", "cafe\u{301}", "e\u{301}A", "Ñu 2",
                  "\r\n", "", "ÿÞß", "ªº"]
        var read = 0
        for word in words {
            if let bytes = Casing.latinLetterCase(of: word) {
                read += 1
                XCTAssertEqual([bytes.count, bytes.capitals, bytes.firstIsCapital ? 1 : 0], byCharacters(word), word.debugDescription)
            }
            let general = Casing.letterCase(of: word)
            XCTAssertEqual([general.count, general.capitals, general.firstIsCapital ? 1 : 0], byCharacters(word), word.debugDescription)
        }
        XCTAssertEqual(read, 95 + 64 + 11) // every ASCII and Latin-1 text above; not Ω, combining marks or ª º
        XCTAssertNil(Casing.latinLetterCase(of: "cafe\u{301}"))
    }

    func testExactTextComparesBytes() {
        XCTAssertEqual(ExactText(""), ExactText(""))
        XCTAssertEqual(ExactText("a long text beyond the small-string size"), ExactText("a long text beyond the small-string size"))
        XCTAssertNotEqual(ExactText("ab"), ExactText("ac"))
        XCTAssertNotEqual(ExactText("ab"), ExactText("abc"))
    }

    func testReadingsOfOnePartOfSpeechAreTheFilteredReadings() {
        let lexicon = LexiconStore.shared.lexicon(for: "en")
        for word in ["cat", "run", "the", "sheep", "xyzzy", "Leaves", "people"] {
            for pos in ["noun", "verb", "adjective"] {
                XCTAssertEqual(lexicon.readings(of: word, pos: pos).map(\.entry.lemma),
                               lexicon.readings(of: word).filter { $0.entry.pos == pos }.map(\.entry.lemma), "\(word) \(pos)")
            }
        }
        XCTAssertFalse(lexicon.readings(of: "cat", pos: "noun").isEmpty)
    }

    func testPronounMembershipIsHavingSlots() {
        for word in ["he", "She", "THEM", "xey", "cat", "", "her", "its"] {
            XCTAssertEqual(EnglishPronouns.table.contains(word), !EnglishPronouns.table.slots(of: word).isEmpty, word)
        }
    }

    static let markups = ["Add ^[%lld %@ %@](inflect: true) to your order", "plain text, no span", "",
                          "^[outer *^[inner %@](inflect: true)* and `code` [link](https://x.y) ^[](inflect: true)](inflect: {number: 'other'})",
                          "^[2 cats](inflect: true) and ^[%5$lld dogs](inflect: true)", "1.234,5 Äpfel ^[%lld 1,5 Kilo](inflect: true) 7", "^[Ce %@](inflect: true) contient : %@.",
                          "^[a](morphology: {grammaticalGender: 'feminine'}) ^[b ^[c](morphology: {number: 'plural'})](inflect: true)",
                          "^[x](rainbow: 'fun') ^[x](rainbow: 'fun') **bold ^[%1$@ %1$@](inflect: true)**", "^[unclosed %@ text"]

    func testATemplateTooLongToKeepLeavesItsLiteralRunsToTheRequestWhichTokenizesThemAlike() {
        // Runs of text longer than the token memo keeps (4 KB), numbers read in the request's locale among them,
        // and runs after them (the in-place tokens grow, never shrink).
        let words = Array(repeating: "das rote Haus 1.234,5 meines Freundes,", count: 300).joined(separator: " ")
        let markup = "Mit ^[%lld " + words + "](inflect: true) und %@ " + words + " ^[%@ Ende](inflect: true)"
        XCTAssertGreaterThan(markup.utf8.count, 16 << 10)
        XCTAssertNil(TemplateCache.compile(markup).literalTokens)
        let parsed = MarkupParser.parse(markup)
        let kept = CompiledTemplate(parsed)
        for locale in ["de", "en"] {
            let request = RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                        arguments: [.number(NumberValue(2)), .text("Haus"), .text("Wort")])
            var diagnostics: [Diagnostic] = []
            let runs = Binder.bind(parsed, arguments: request.arguments, diagnostics: &diagnostics)
            var fromTemplate = AgreementEngine(parsed: parsed, runs: runs, request: request, lexicons: .shared,
                                               literalTokens: kept.literalTokens)
            fromTemplate.readNumbers(inRuns: kept.literalNumberRuns)
            let inPlace = AgreementEngine(parsed: parsed, runs: runs, request: request, lexicons: .shared, literalTokens: nil)
            XCTAssertEqual(inPlace.tokens.count, 7_811) // 2 + 1 + 3,900 + 3 + 1 + 3,901 + 1 + 2 by run
            XCTAssertEqual(inPlace.tokens, fromTemplate.tokens, locale)
        }
    }

    func testACompiledTemplateGivesTheRunsTokensAndPathsTheGeneralCodeGives() {
        for markup in Self.markups {
            let template = CompiledTemplate(MarkupParser.parse(markup))
            let parsed = template.parsed
            var diagnostics: [Diagnostic] = []
            let runs = Binder.bind(parsed, arguments: [.number(NumberValue(2)), .text("salad")], diagnostics: &diagnostics)
            XCTAssertEqual(runs.count, template.plan.runs.count, markup)
            for r in runs.indices {
                let carried = template.carried[template.runCarries[r]]
                XCTAssertEqual(carried.ids, runs[r].spanPath, markup)
                XCTAssertEqual(carried.spans, runs[r].spanPath.map { parsed.spans[$0].source }, markup)
                guard let literal = template.literalTokens?[r] else { continue }
                XCTAssertFalse(template.plan.specifierRuns.contains(r), markup)
                let declared = AgreementEngine.declaredMorphology(argument: nil, path: runs[r].spanPath, spans: parsed.spans)
                XCTAssertEqual(literal, AgreementEngine.tokens(ofRun: runs[r], at: r, declared: declared,
                                                               locale: InflectionLocale("en")), markup)
                XCTAssertEqual(template.literalNumberRuns.contains(r), literal.contains { $0.kind == .number }, markup)
                // The engine reads the numbers in the request's locale, as the general code does.
                for locale in ["de", "fr", "en"] {
                    let request = RenderRequest(markup: markup, locale: InflectionLocale(locale))
                    var engine = AgreementEngine(parsed: parsed, runs: runs, request: request, lexicons: .shared,
                                                 literalTokens: template.literalTokens)
                    engine.readNumbers(inRuns: template.literalNumberRuns)
                    XCTAssertEqual(Array(engine.tokens(ofRun: r)), AgreementEngine.tokens(ofRun: runs[r], at: r, declared: declared,
                                                                               locale: request.locale), markup)
                }
            }
            // The runs of a span are one range of runs.
            let engine = AgreementEngine(parsed: parsed, runs: runs, request: RenderRequest(markup: markup), lexicons: .shared)
            for span in parsed.spans {
                XCTAssertEqual(Array(engine.runs(of: span)), runs.indices.filter { runs[$0].spanPath.contains(span.id) }, markup)
            }
        }
    }

    func testARenderingWithoutRunsHasTheTextTraceAndDiagnosticsOfTheFullOne() {
        let engine = ConcordEngine()
        let markups = Self.markups + ["^[](inflect: true)x", "a ^[%@](inflect: true) b", "^[They](referentConcept: 1) like it.",
                                      "Tu ^[%2$@ %1$@](inflect: true) está ^[listo](agreeWithArgument: 2)."]
        for markup in markups {
            for locale in ["en", "es", "fr", "de"] {
                for trace in [false, true] {
                    var request = RenderRequest(markup: markup, locale: InflectionLocale(locale),
                                                arguments: [.text("pequeño"), .text("ensalada"), .number(NumberValue(2))],
                                                concepts: [.termsOfAddress([.feminine])])
                    request.recordsTrace = trace
                    let full = engine.render(request)
                    let textOnly = engine.render(request, includingRuns: false)
                    XCTAssertEqual(textOnly.text, full.text, markup)
                    XCTAssertEqual(textOnly.trace, full.trace, markup)
                    XCTAssertEqual(textOnly.diagnostics, full.diagnostics, markup)
                    XCTAssertEqual(textOnly.runs, [], markup)
                }
            }
        }
    }
}
