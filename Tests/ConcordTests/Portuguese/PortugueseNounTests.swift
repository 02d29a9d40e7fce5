import XCTest
@testable import Concord

final class PortugueseNounTests: XCTestCase {
    func explicitPlural(_ word: String) -> Rendering { PT.render("^[\(word)](inflect: {number: 'other'})") }

    func testPluralRules() {
        let cases: [(String, String, String)] = [
            ("vergalhão", "vergalhões", "pt.noun.plural.ao-oes"),
            ("jornal", "jornais", "pt.noun.plural.al-ais"),
            ("hotel", "hotéis", "pt.noun.plural.el-eis"),
            ("nível", "níveis", "pt.noun.plural.el-eis"),
            ("lençol", "lençóis", "pt.noun.plural.ol-ois"),
            ("paul", "pauis", "pt.noun.plural.ul-uis"),
            ("qqqil", "qqqis", "pt.noun.plural.il-is"),
            ("fóssil", "fósseis", "pt.noun.plural.il-eis"),
            ("qqqm", "qqqns", "pt.noun.plural.m-ns"),
            ("tocador", "tocadores", "pt.noun.plural.r-es"),
            ("rapaz", "rapazes", "pt.noun.plural.z-es"),
            ("francês", "franceses", "pt.noun.plural.s-stressed-es"),
            ("fax", "fax", "pt.noun.plural.invariable-x"),
            ("barco", "barcos", "pt.noun.plural.vowel-s"),
        ]
        for (word, plural, rule) in cases {
            let r = explicitPlural(word)
            XCTAssertEqual(r.text, plural, word)
            XCTAssertTrue(PT.rules(r).contains(rule), "\(word): \(PT.rules(r))")
        }
    }

    func testUnstressedSIsInvariable() {
        let r = explicitPlural("ônibus")
        XCTAssertEqual(r.text, "ônibus")
        XCTAssertTrue(PT.rules(r).contains("pt.noun.plural.already-plural") || PT.rules(r).contains("pt.noun.plural.invariable-s"))
    }

    func testLexiconPluralWinsOverTheAoRule() {
        let lexicon = ["pão\tnoun\tm\tpl=pães\t-\t500", "irmão\tnoun\tm\tpl=irmãos;f.sg=irmã;f.pl=irmãs\t-\t500"]
        let r = PT.render("^[%lld %@](inflect: true)", args: [.number(NumberValue(2)), .text("pão")], lexicon: lexicon)
        XCTAssertEqual(r.text, "2 pães")
        XCTAssertTrue(PT.rules(r).contains("pt.noun.plural.lexicon"))
        XCTAssertEqual(PT.render("^[irmão](inflect: {number: 'other'})", lexicon: lexicon).text, "irmãos")
        XCTAssertEqual(PT.render("^[pão](inflect: {number: 'other'})").text, "pões", "without a lexicon the default -ões applies")
    }

    func testSingularRules() {
        XCTAssertEqual(PT.render("^[linhas aéreas](inflect: {number: 'one'})").text, "linha aérea")
        XCTAssertEqual(PT.render("^[%lld %@](inflect: true)", args: [.number(NumberValue(1)), .text("preços históricos")]).text,
                       "1 preço histórico")
        XCTAssertEqual(PT.render("^[luzes](inflect: {number: 'one'})").text, "luz")
        XCTAssertEqual(PT.render("^[portões](inflect: {number: 'one'})").text, "portão")
        XCTAssertEqual(PT.render("^[animais](inflect: {number: 'one'})").text, "animal")
        XCTAssertEqual(PT.render("^[franceses](inflect: {number: 'one'})").text, "francês")
        let r = PT.render("^[barcos](inflect: {number: 'one'})")
        XCTAssertEqual(r.text, "barco")
        XCTAssertTrue(PT.rules(r).contains("pt.noun.singular.s"))
    }

    func testHyphenatedCompounds() {
        let r = PT.render("^[pai-de-santo](inflect: {number: 'other'})")
        XCTAssertEqual(r.text, "pais-de-santo")
        XCTAssertTrue(PT.rules(r).contains("pt.noun.plural.compound"))
        XCTAssertEqual(PT.render("^[pais-de-santo](inflect: {number: 'one'})").text, "pai-de-santo")
        XCTAssertEqual(PT.render("^[segunda-feira](inflect: {number: 'other'})").text, "segundas-feiras")
        XCTAssertEqual(PT.render("^[ex-aluno](inflect: {number: 'other'})").text, "ex-alunos")
    }

    func testHeadNounAndComplement() {
        let r = PT.render("^[%lld %@](inflect: true)", args: [.number(NumberValue(2)), .text("mudança climática em tempo real")])
        XCTAssertEqual(r.text, "2 mudanças climáticas em tempo real")
        XCTAssertEqual(PT.render("^[mudança de percentual](inflect: {number: 'other'})").text, "mudanças de percentual")
    }

    func testIdentityWithoutCount() {
        let r = PT.render("^[preço histórico](inflect: true)")
        XCTAssertEqual(r.text, "preço histórico")
    }

    func testBrazilianAndEuropeanSpelling() {
        let lexicon = ["receção\tnoun\tf\tpl=receções|recepções\tPT\t300",
                       "recepção\tnoun\tf\tpl=recepções|receções\tBR\t350",
                       "recepções\tnoun\tf\t-\tBR\t0", "receções\tnoun\tf\t-\tPT\t0"]
        XCTAssertEqual(PT.render("^[receção](inflect: {number: 'other'})", locale: "pt-PT", lexicon: lexicon).text, "receções")
        let br = PT.render("^[recepção](inflect: {number: 'other'})", locale: "pt-BR", lexicon: lexicon)
        XCTAssertEqual(br.text, "recepções")
        XCTAssertTrue(PT.rules(br).contains("pt.noun.plural.lexicon"))
    }

    /// An unknown word in unaccented -er is a loanword that keeps its -s (IceCubes' pt-BR *%2$@ followers*); the
    /// native -er nouns, in the lexicon, keep -eres, and so does a loanword spelled the Portuguese way (*contêiner*).
    func testUnknownLoanwordsInEr() {
        let shipped = ConcordEngine()
        func r(_ noun: String, _ count: Double = 2) -> String {
            shipped.render(RenderRequest(markup: "^[%lld %@](inflect: true)", locale: InflectionLocale("pt-BR"),
                                         arguments: [.number(NumberValue(count)), .text(noun)])).text
        }
        XCTAssertEqual(r("follower"), "2 followers")
        XCTAssertEqual(r("followers", 1), "1 follower")
        XCTAssertEqual(r("mulher"), "2 mulheres")
        XCTAssertEqual(r("contêiner"), "2 contêineres")
        XCTAssertEqual(r("tocador"), "2 tocadores")
    }

    /// A symbol (no vowel letter) has no plural (were *3 kns*, *3 kWhs*, *3 mls*).
    func testSymbolsHaveNoPlural() {
        for (word, locale) in [("km", "pt-BR"), ("kWh", "pt-PT"), ("ml", "pt-BR")] {
            let r = PT.render("^[%lld %@](inflect: true)", locale: locale, args: [.number(NumberValue(3)), .text(word)])
            XCTAssertEqual(r.text, "3 \(word)")
            XCTAssertTrue(PT.rules(r).contains("pt.noun.plural.symbol"), "\(PT.rules(r))")
        }
    }
}
