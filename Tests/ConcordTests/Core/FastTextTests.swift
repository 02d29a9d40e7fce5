import XCTest
@testable import Concord

/// The byte-level shortcuts give the answers of the character-level operations they stand for, on plain text and
/// on every kind of text where bytes and characters part: decomposed accents, marks after the last letter, scalars
/// equivalent to ASCII or Latin-1 ones (KELVIN SIGN, ANGSTROM SIGN, U+0340), CR LF, prepended and joined scalars.
final class FastTextTests: XCTestCase {
    private let texts = ["", "a", "o", "ó", "ción", "acción", "accio\u{301}n", "ACCIÓN", "cion", "nación", "sión", "dad",
                         "verdad", "ez", "pez", "z", "luz", "aje", "viaje", "or", "amor", "as", "casas", "os", "gatos",
                         "ie", "serie", "itis", "otitis", "triz", "actriz", "umbre", "costumbre", "tud", "virtud",
                         "mano\u{301}", "casa\u{301}", "co\u{340}n", "co\u{300}n", "\u{212A}", "mar\u{212A}", "K", "marK",
                         "\u{212B}", "Å", "xÅ", "a\r\n", "\r\n", "\n", "a\n", "©", "x\u{200D}©", "\u{1F468}\u{200D}©",
                         "\u{600}a", "x\u{600}os", "é’", "l’", "日本os", "ñ", "año", "años", "Ño", "ö", "o\u{308}",
                         "straße", "STRASSE", "ß", "ﬁ", "oﬁ", "œuvre", "ǆ", "ǅa", "\u{2FF}", "a\u{2FF}", "ʼn", "n\u{2BC}"]
    private let suffixes = ["", "a", "o", "os", "as", "ó", "ón", "ción", "sión", "ión", "dad", "z", "ez", "or", "aje",
                            "ie", "itis", "triz", "umbre", "tud", "’", "'", "mente", "K", "k", "Å", "n", "\n", "\r\n",
                            "©", "ñ", "ño", "ö", "ß", "ﬁ", "e\u{301}", "\u{301}", "\u{212A}", "ʼn", "\u{2BC}"]

    func testHasSuffixFastIsHasSuffix() {
        for text in texts {
            for suffix in suffixes {
                XCTAssertEqual(text.hasSuffixFast(suffix), text.hasSuffix(suffix), "\(text.debugDescription) \(suffix.debugDescription)")
            }
        }
    }

    func testWordCountIsASplitOnWhiteSpace() {
        let pieces = ["casa", " ", "  ", "\t", "\n", "\r\n", "\u{85}", "\u{A0}", "\u{3000}", "\u{2009}", "\u{1680}",
                      "año", "a\u{301}", "\u{301}", "Å", "\u{212A}", "é", "\u{200B}", "’", "日本", "\u{C2}"]
        var texts = [""]
        for a in pieces { for b in pieces { for c in pieces { texts.append(a + b + c) } } }
        for text in texts {
            XCTAssertEqual(RequestLimits.wordCount(text), text.split(whereSeparator: \.isWhitespace).count, text.debugDescription)
        }
    }

    /// The last words before a span read on the bytes (``CopulaBeforeSpan/lastWordsOfLatinText(_:count:)``) are those
    /// read character by character, on every combination of pieces where the two could part; the bytes are read for
    /// plain text (not left to the characters).
    func testLastWordsOnBytesAreTheCharactersLastWords() {
        let pieces = ["ha", "sido", "Eres", "está", "año", "ÑO", " ", "  ", "\u{A0}", "’", "'", "¿", "¡", "l’", ",", "2",
                      "\r\n", "\n", "e\u{301}", "\u{301}", "×", "ª", "µ", "日本", "\u{212A}", String(repeating: "a", count: 30),
                      String(repeating: "é", count: 25)]
        var texts: [String] = []
        for a in pieces { for b in pieces { for c in pieces { texts.append(a + b + c + " ") ; texts.append(a + " " + b + c) } } }
        for text in texts {
            for count in 1...3 {
                XCTAssertEqual(CopulaBeforeSpan.lastWords(of: text, count: count),
                               CopulaBeforeSpan.lastWordsByCharacter(of: text, count: count), "\(text.debugDescription) \(count)")
            }
        }
        XCTAssertEqual(CopulaBeforeSpan.lastWordsOfLatinText("El archivo ha sido ", count: 3), ["sido", "ha", "archivo"])
        XCTAssertEqual(CopulaBeforeSpan.lastWordsOfLatinText("¿Usted\u{A0}está ", count: 2), ["está", "usted"])
        XCTAssertEqual(CopulaBeforeSpan.lastWordsOfLatinText("Vous l’avez ", count: 2), ["avez"])
    }

    /// The Latin-1 tables of ``AddressedPerson/lastWordsOfLatin1Text(_:count:)`` are the scalars' and characters'
    /// own properties, on all 256 scalars.
    func testLatin1TablesAreTheUnicodeProperties() {
        for v in 0...255 {
            let scalar = Unicode.Scalar(UInt8(v))
            XCTAssertEqual(AddressedPerson.isLatin1Whitespace(UInt8(v)), scalar.properties.isWhitespace, "\(v)")
            XCTAssertEqual(AddressedPerson.isLatin1Whitespace(UInt8(v)), Character(scalar).isWhitespace, "\(v)")
            XCTAssertEqual(AddressedPerson.isLatin1Letter(UInt8(v)), Character(scalar).isLetter, "\(v)")
        }
    }

    /// The last words before a span read on the bytes (``AddressedPerson/lastWordsOfLatin1Text(_:count:)``) are those
    /// read character by character, on every combination of pieces where the two could part — and on texts longer
    /// than the 48 scalars read, cut inside a word, at a space, or with no earlier word; the bytes are read for
    /// Latin-1 text (not left to the characters).
    func testAddressedPersonLastWordsOnBytesAreTheCharactersLastWords() {
        let pieces = ["foi", "Você", "está", "ÑO", " ", "  ", "\u{A0}", "\u{85}", "\t", "\u{1C}", "’", "'", "¿", "¡", "«",
                      ",", "2", "\r\n", "\r", "\n", "e\u{301}", "\u{301}", "×", "ª", "µ", "日本", "\u{212A}",
                      String(repeating: "a", count: 30), String(repeating: "é", count: 25), String(repeating: " ", count: 47)]
        var texts: [String] = []
        for a in pieces { for b in pieces { for c in pieces { texts.append(a + b + c + " ") ; texts.append(a + " " + b + c) } } }
        for text in texts {
            for count in 0...3 {
                XCTAssertEqual(AddressedPerson.lastWords(of: text, count: count),
                               AddressedPerson.lastWordsByCharacter(of: text, count: count), "\(text.debugDescription) \(count)")
            }
        }
        XCTAssertEqual(AddressedPerson.lastWordsOfLatin1Text("Você foi ", count: 2), .some(["você", "foi"]))
        XCTAssertEqual(AddressedPerson.lastWordsOfLatin1Text("¿Usted\u{A0}está ", count: 2), .some(["usted", "está"]))
        XCTAssertEqual(AddressedPerson.lastWordsOfLatin1Text("foi ", count: 2), .some(nil))
        XCTAssertEqual(AddressedPerson.lastWordsOfLatin1Text("Vous l’avez ", count: 2), .none)
    }

    /// The apostrophes curled on the bytes (``ItalianInflection/curlingApostrophes(_:)``) are Foundation's
    /// replacement, byte for byte, on every combination of pieces where the two could part; texts with characters
    /// the bytes do not know are left to Foundation, and the comparison of determiners stays Foundation's.
    func testApostrophesCurledOnBytesAreFoundationsReplacement() {
        let pieces = ["l", "L", "'", "’", "un", "dell", "À", "é", "ß", "ÿ", "\u{301}", "'\u{301}", "e\u{301}", "\u{2BC}",
                      "\u{212A}", "\r\n", " ", "日本", "×", "\u{C2}", "ʼ", "‘"]
        var texts = [""]
        for a in pieces { for b in pieces { for c in pieces { texts.append(a + b + c) } } }
        for text in texts {
            let foundation = text.replacingOccurrences(of: "'", with: "’")
            if let curled = ItalianInflection.curlingApostrophes(text) {
                XCTAssertEqual(Array(curled.utf8), Array(foundation.utf8), text.debugDescription)
            }
        }
        XCTAssertEqual(ItalianInflection.curlingApostrophes("l'"), "l’")
        XCTAssertEqual(ItalianInflection.curlingApostrophes("dell'à’"), "dell’à’")
        XCTAssertNil(ItalianInflection.curlingApostrophes("l'\u{301}"))
        for a in texts.prefix(600) {
            for b in ["l’", "L'", "l'", "un’", "Un'", "dell’", "l'\u{301}", "e\u{301}'", "é'", "ß"] {
                let foundation = a.lowercasedFast().replacingOccurrences(of: "'", with: "’") == b.lowercasedFast().replacingOccurrences(of: "'", with: "’")
                XCTAssertEqual(ItalianInflection.sameDeterminer(a, b), foundation, "\(a.debugDescription) \(b.debugDescription)")
            }
        }
    }

    /// A morphology's description written straight into one string is the join of its markup pairs, for no
    /// feature, each value of each feature, and all of them together.
    func testMorphologyDescriptionIsItsPairsJoined() {
        var morphologies = [InflectionMorphology()]
        for v in GrammaticalGender.allCases { var m = InflectionMorphology(); m.grammaticalGender = v; morphologies.append(m) }
        for v in PartOfSpeech.allCases { var m = InflectionMorphology(); m.partOfSpeech = v; morphologies.append(m) }
        for v in GrammaticalNumber.allCases { var m = InflectionMorphology(); m.number = v; morphologies.append(m) }
        for v in GrammaticalCase.allCases { var m = InflectionMorphology(); m.grammaticalCase = v; morphologies.append(m) }
        for v in Determination.allCases { var m = InflectionMorphology(); m.determination = v; morphologies.append(m) }
        for v in GrammaticalPerson.allCases { var m = InflectionMorphology(); m.grammaticalPerson = v; morphologies.append(m) }
        for v in PronounType.allCases { var m = InflectionMorphology(); m.pronounType = v; morphologies.append(m) }
        for v in Definiteness.allCases { var m = InflectionMorphology(); m.definiteness = v; morphologies.append(m) }
        var all = InflectionMorphology()
        all.grammaticalGender = .feminine; all.partOfSpeech = .noun; all.number = .plural; all.grammaticalCase = .dative
        all.determination = .dependent; all.grammaticalPerson = .second; all.pronounType = .possessive; all.definiteness = .definite
        morphologies.append(all)
        for m in morphologies {
            XCTAssertEqual(m.description, "{" + m.markupPairs.map { "\($0.key): '\($0.value)'" }.joined(separator: ", ") + "}")
        }
        XCTAssertEqual(all.description.hasPrefix("{grammaticalGender: 'feminine', partOfSpeech: 'noun', "), true)
    }
}
