import XCTest
@testable import Concord

/// User lexicon files (issue 10, item 8): every bad line is reported as `file:line: what, how to fix`, good lines
/// load, 6-column files work when the file names its language.
final class UserLexiconFileTests: XCTestCase {
    private func problems(_ text: String, path: String = "/tmp/my.tsv") -> [String] {
        UserLexiconFile(text: text, path: path).problems
    }

    /// A line copied from a shipped lexicon loads in a user lexicon: a user file accepts exactly the flags of
    /// `Lexicons/FORMAT.md`'s table, which `Scripts/lexicons/check.py` holds every shipped line to (`plural-inflect`
    /// and `rare-plural` were refused as unknown).
    func testTheFlagsAreThoseOfTheFormat() throws {
        let directory = try XCTUnwrap(LexiconStore.shared.directory)
        let format = try String(contentsOfFile: directory + "/FORMAT.md", encoding: .utf8)
        let table = try XCTUnwrap(format.components(separatedBy: "## Flags").dropFirst().first?.components(separatedBy: "\n## ").first)
        var documented: Set<String> = []
        for row in table.split(separator: "\n") where row.hasPrefix("| `") {
            let cell = row.dropFirst().prefix { $0 != "|" }
            documented.formUnion(cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        }
        XCTAssertTrue(documented.isSuperset(of: ["rare-plural", "plural-inflect", "an", "a"]), "\(documented)")
        XCTAssertEqual(UserLexiconFile.flags, documented)
    }

    func testSixColumnsTakeTheLanguageFromTheFileName() {
        let line = "malteada\tnoun\tf\tpl=malteadas\t-\t0"
        let named = UserLexiconFile(text: line, path: "/tmp/es.tsv")
        XCTAssertEqual(named.problems, [])
        XCTAssertEqual(named.entries.map(\.language), ["es"])
        XCTAssertEqual(named.entries.first?.entry.forms, ["pl": ["malteadas"]])
        XCTAssertEqual(UserLexiconFile(text: line, path: "/tmp/es/mine.tsv").entries.map(\.language), ["es"])
        XCTAssertEqual(problems(line), ["/tmp/my.tsv:1: 6 columns, but the file does not name its language; start the line with the language (es<TAB>…), or name the file es.tsv or put it in an es/ folder"])
        XCTAssertEqual(UserLexiconFile(text: "pt-BR\t" + line, path: "/tmp/my.tsv").entries.map(\.language), ["pt"])
    }

    /// Each language's plug-in says which form slots its entries give (`Lexicons/FORMAT.md`).
    func testTheSlotsALineMayGiveAreItsLanguages() {
        func slots(_ pos: String, _ language: String) -> [String] { UserLexiconFile.slots(pos: pos, language: language).sorted() }
        XCTAssertEqual(slots("noun", "es"), ["f.pl", "f.sg", "m.pl", "m.sg", "pl"])
        XCTAssertEqual(slots("noun", "en"), ["f.pl", "f.sg", "m.pl", "m.sg", "pl"])
        XCTAssertEqual(slots("noun", "de"), ["acc.pl", "acc.sg", "dat.pl", "dat.sg", "gen.pl", "gen.sg", "nom.pl", "nom.sg"])
        XCTAssertEqual(slots("adjective", "it"), ["f.pl", "f.sg", "m.pl"])
        XCTAssertEqual(slots("adjective", "fr"), ["f.pl", "f.sg", "m.pl", "m.sg.vowel"])
        XCTAssertEqual(slots("adjective", "en"), ["comp", "sup"])
        XCTAssertEqual(slots("adjective", "de"), ["comp", "stem", "sup"])
        XCTAssertEqual(slots("verb", "en"), ["3sg", "ing", "past", "pastpart"])
        XCTAssertEqual(slots("verb", "pt"), ["3pl.past", "3pl.pres", "3sg.past", "3sg.pres", "pp"])
        XCTAssertEqual(slots("adverb", "fr"), [])
        // A file named for a regional locale gives its lines to its language, with that language's slots.
        let regional = UserLexiconFile(text: "big\tadjective\t-\tcomp=bigger\t-\t0", path: "/tmp/en-GB.tsv")
        XCTAssertEqual(regional.problems, [])
        XCTAssertEqual(regional.entries.map(\.language), ["en"])
    }

    func testEveryBadLineSaysWhatAndHowToFix() {
        let text = """
            # a comment, then an empty line

            xx\tgato\tnoun\tm\tpl=gatos\t-\t0
            es\tgato\tnone\tm\tpl=gatos\t-\t0
            es\tgato\tnoun\tx\tpl=gatos\t-\t0
            es\tgato\tnoun\tm\tplural=gatos\t-\t0
            es\tgato\tnoun\tm\tpl=\t-\t0
            es\tgato\tnoun\tm\tpl=gatos \t-\t0
            es\tgato\tnoun\tm\tpl=gatos\tshiny\t0
            es\tgato\tnoun\tm\tpl=gatos\t-\tmany
            es\tgato\tnoun\tm\tpl=gatos\t-\t-3
            es\t\tnoun\tm\tpl=gatos\t-\t0
            es\tgato\tnoun\tm\tpl=gatos\t-\t0
            es\tgato\tnoun\tm\tpl=gatitos\t-\t0
            es\tgato
            es\tgato\tnoun\tm\tpl=gatos;pl=gatitos\t-\t0
            es\tgato\tnoun\tm\tpl\t-\t0
            es\tcorrer\tverb\t-\tpl=corres\t-\t0
            """
        XCTAssertEqual(problems(text), [
            "/tmp/my.tsv:3: unknown language 'xx'; use one of en, es, fr, it, pt, de",
            "/tmp/my.tsv:4: unknown part of speech 'none'; use noun, adjective, verb or another of Apple's partOfSpeech names",
            "/tmp/my.tsv:5: unknown gender 'x'; use m, f, n, mf or -",
            "/tmp/my.tsv:6: unknown slot 'plural' for a noun in es; use f.pl, f.sg, m.pl, m.sg, pl",
            "/tmp/my.tsv:7: slot pl has an empty form; write the form after '=' (variants separated by |)",
            "/tmp/my.tsv:8: the forms column 'pl=gatos ' starts or ends with a space; remove it",
            "/tmp/my.tsv:9: unknown flag 'shiny'; use - or comma-separated flags from Lexicons/FORMAT.md (BR, PT, a, adjectival, an, aspirated, elision, frequent-plural, guess, invariable, participle, plural-inflect, plural-only, proper-name, rare-plural, singular-only, tonic-a, weak, zero-plural)",
            "/tmp/my.tsv:10: the frequency 'many' is not a whole number; write 0 when it is unknown",
            "/tmp/my.tsv:11: the frequency '-3' is not a whole number; write 0 when it is unknown",
            "/tmp/my.tsv:12: the lemma is empty; write the word in its dictionary form",
            "/tmp/my.tsv:14: gato (noun, gender m) is already defined on line 13; remove one of the two lines (line 13 is kept)",
            "/tmp/my.tsv:15: 2 tab-separated columns; a line has 6 (lemma, pos, gender, forms, flags, freq) or 7 with the language first",
            "/tmp/my.tsv:16: slot pl is given twice; give it once, with variants separated by |",
            "/tmp/my.tsv:17: 'pl' in the forms is not slot=form; write pairs like pl=apples, separated by ;",
            "/tmp/my.tsv:18: unknown slot 'pl' for a verb in es; use 3pl.past, 3pl.pres, 3sg.past, 3sg.pres, pp",
        ])
        // Only the good line loads, and the first of the duplicates wins.
        let file = UserLexiconFile(text: text, path: "/tmp/my.tsv")
        XCTAssertEqual(file.entries.map { $0.entry.forms }, [["pl": ["gatos"]]])
    }

    func testTheShippedLexiconLinesAreValidUserLines() throws {
        // The format is one format: a shipped line (6 columns) is a valid line of a user file named after its language.
        let store = LexiconStore()
        guard let directory = store.directory else { throw XCTSkip("no shipped lexicons") }
        for language in ["en", "es", "fr", "it", "pt", "de"] {
            guard let text = try? String(contentsOfFile: "\(directory)/\(language)/lexicon.tsv", encoding: .utf8) else { continue }
            let sample = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.enumerated()
                .filter { $0.offset % 97 == 0 }.map { String($0.element) }.joined(separator: "\n")
            XCTAssertEqual(UserLexiconFile(text: sample, path: "/tmp/\(language).tsv").problems, [], language)
        }
    }
}
