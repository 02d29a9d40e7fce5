import XCTest
@testable import Concord

final class ItalianNounsTests: XCTestCase {
    func testPluralEndings() {
        let cases: [(String, String, String)] = [
            ("gatto", "2 gatti", "it.noun.plural.o-i"),
            ("casa", "2 case", "it.noun.plural.a-e"),
            ("problema", "2 problemi", "it.noun.plural.a-i"),
            ("pianista", "2 pianisti", "it.noun.plural.ista"),
            ("fiore", "2 fiori", "it.noun.plural.e-i"),
            ("parco", "2 parchi", "it.noun.plural.co-chi"),
            ("medico", "2 medici", "it.noun.plural.co-ci"),
            ("lago", "2 laghi", "it.noun.plural.go-ghi"),
            ("barca", "2 barche", "it.noun.plural.ca-che"),
            ("bottega", "2 botteghe", "it.noun.plural.ga-ghe"),
            ("arancia", "2 arance", "it.noun.plural.cia-ce"),
            ("camicia", "2 camicie", "it.noun.plural.cia-cie"),
            ("armadio", "2 armadi", "it.noun.plural.io-i"),
            ("zio", "2 zii", "it.noun.plural.io-ii"),
        ]
        for (noun, expected, rule) in cases {
            ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(2)), .text(noun)], expected, rules: [rule])
        }
    }

    func testInvariablePlurals() {
        ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(3)), .text("città")], "3 città",
                          rules: ["it.noun.plural.invariable.accent"])
        ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(3)), .text("sport")], "3 sport",
                          rules: ["it.noun.plural.invariable.consonant"])
        ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(3)), .text("re")], "3 re",
                          rules: ["it.noun.plural.invariable.monosyllable"])
        ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(3)), .text("specie")], "3 specie",
                          rules: ["it.noun.plural.invariable.ie"])
        ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(3)), .text("analisi")], "3 analisi",
                          rules: ["it.noun.plural.invariable.i"])
    }

    func testCountsFollowCLDR() {
        ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(1)), .text("casa")], "1 casa")
        ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(0)), .text("casa")], "0 case")
        ItalianTest.check("^[%@ %@](inflect: true)", [.text("1.5"), .text("litro")], "1.5 litri")
        // CLDR "many" (millions) takes the plural.
        ItalianTest.check("^[%lld %@](inflect: true)", [.number(NumberValue(1_000_000)), .text("persona")], "1000000 persone")
    }

    func testSingularByRule() {
        ItalianTest.check("^[case](inflect: {number: 'one'})", "casa", rules: ["it.noun.singular.e-a"])
        ItalianTest.check("^[parchi](inflect: {number: 'one'})", "parco", rules: ["it.noun.singular.chi-co"])
        ItalianTest.check("^[case](inflect: true)", "case", rules: ["it.unchanged"])
    }

    func testGenderOfPersons() {
        ItalianTest.check("^[attore teatrale](inflect: {grammaticalGender: 'feminine'})", "attrice teatrale",
                          rules: ["it.noun.gender.tore-trice"])
        ItalianTest.check("^[regista cinematografico](inflect: {grammaticalGender: 'feminine'})", "regista cinematografica",
                          rules: ["it.noun.gender.common", "it.adjective.agreement"])
        ItalianTest.check("^[il ragazzo](inflect: {grammaticalGender: 'feminine', number: 'other'})", "le ragazze",
                          rules: ["it.noun.gender.o-a", "it.noun.plural.a-e", "it.article.definite"])
    }

    func testLexiconWins() throws {
        let engine = try ItalianTest.engine(lexicon: [
            "cinema\tnoun\tm\t-\tinvariable\t450",
            "dottore\tnoun\tm\tpl=dottori;f.sg=dottoressa;f.pl=dottoresse\t-\t480",
            "uomo\tnoun\tm\tpl=uomini\t-\t550",
            "automobile\tnoun\tf\tpl=automobili\t-\t400",
        ])
        ItalianTest.check("^[cinema](inflect: {number: 'other'})", engine: engine, "cinema", rules: ["it.noun.plural.invariable.lexicon"])
        ItalianTest.check("^[il dottore](inflect: {grammaticalGender: 'feminine'})", engine: engine, "la dottoressa",
                          rules: ["it.noun.gender.lexicon"])
        ItalianTest.check("^[l’uomo](inflect: {number: 'other'})", engine: engine, "gli uomini", rules: ["it.noun.plural.lexicon"])
        XCTAssertEqual(engine.analyze("automobile", locale: InflectionLocale("it"))?.features.grammaticalGender, .feminine)
    }

    /// A masculine noun in -o whose plural ends in -a is feminine in the plural: what agrees with it takes the
    /// feminine plural (were *gli uova freschi*, *i mioi dita*, *3 paia nuovi*), and it is masculine again in the
    /// singular.
    func testFeminineCollectivePlurals() throws {
        let engine = try ItalianTest.engine(lexicon: [
            "dito\tnoun\tm\tpl=dita\t-\t446",
            "libro\tnoun\tm\tpl=libri\t-\t500",
            "uovo\tnoun\tm\tpl=uova\telision\t417",
        ])
        ItalianTest.check("^[l'uovo fresco](inflect: {number: 'other'})", engine: engine, "le uova fresche",
                          rules: ["it.noun.plural.lexicon", "it.article.definite"])
        ItalianTest.check("^[il mio dito](inflect: {number: 'other'})", engine: engine, "le mie dita", rules: ["it.possessive"])
        ItalianTest.check("^[questo uovo](inflect: {number: 'other'})", engine: engine, "queste uova")
        ItalianTest.check("^[%lld %@ rotto](inflect: true)", [.number(NumberValue(3)), .text("dito")], engine: engine, "3 dita rotte")
        ItalianTest.check("^[le uova fresche](inflect: {number: 'one'})", engine: engine, "l’uovo fresco")
        ItalianTest.check("^[le dita](inflect: {number: 'other'})", engine: engine, "le dita")
        ItalianTest.check("^[il libro nuovo](inflect: {number: 'other'})", engine: engine, "i libri nuovi")
        XCTAssertEqual(engine.analyze("uova", locale: InflectionLocale("it"))?.features.grammaticalGender, .feminine)
        XCTAssertEqual(engine.analyze("uovo", locale: InflectionLocale("it"))?.features.grammaticalGender, .masculine)
    }

    func testDeclaredMorphologyWins() {
        ItalianTest.check("^[un %@](inflect: true)", [.phrase("foto", InflectionMorphology(grammaticalGender: .feminine, partOfSpeech: .noun))],
                          "una foto", rules: ["it.article.indefinite"])
    }
}
