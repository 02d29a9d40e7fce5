import XCTest
@testable import Concord

final class PortugueseAgreementTests: XCTestCase {
    func testAdjectivesFollowTheHeadNoun() {
        let r = PT.render("Adicionar ^[%1$lld %3$@ %2$@](inflect: true) ao pedido",
                          args: [.number(NumberValue(2)), .text("pequeno"), .text("limonada")])
        XCTAssertEqual(r.text, "Adicionar 2 limonadas pequenas ao pedido")
        XCTAssertTrue(PT.rules(r).contains("pt.adjective.gender.o-a+pt.adjective.plural.vowel-s"))
    }

    func testAdjectiveEndings() {
        XCTAssertEqual(PT.render("^[português](inflect: {grammaticalGender: 'feminine', number: 'other'})").text, "portuguesas")
        XCTAssertEqual(PT.render("^[trabalhador](inflect: {grammaticalGender: 'feminine'})").text, "trabalhadora")
        XCTAssertEqual(PT.render("^[europeu](inflect: {grammaticalGender: 'feminine'})").text, "europeia")
        XCTAssertEqual(PT.render("^[alemão](inflect: {grammaticalGender: 'feminine'})").text, "alemã")
        XCTAssertEqual(PT.render("^[brincalhão](inflect: {grammaticalGender: 'feminine'})").text, "brincalhona")
        let r = PT.render("^[Uma casa %@](inflect: true)", args: [.text("melhor")])
        XCTAssertEqual(r.text, "Uma casa melhor")
        XCTAssertEqual(PT.render("^[a casa %@](inflect: true)", args: [.text("feminista")]).text, "a casa feminista")
        XCTAssertEqual(PT.render("^[a casa %@](inflect: true)", args: [.text("grande")]).text, "a casa grande")
    }

    func testVerbsAndParticiplesAgreeWithTheCount() {
        let r = PT.render("^[%lld arquivo foi apagado](inflect: true)", args: [.number(NumberValue(3))])
        XCTAssertEqual(r.text, "3 arquivos foram apagados")
        XCTAssertTrue(PT.rules(r).contains("pt.verb.plural"))
        XCTAssertEqual(PT.render("^[%lld mensagem está salva](inflect: true)", args: [.number(NumberValue(2))]).text,
                       "2 mensagens estão salvas")
        XCTAssertEqual(PT.render("^[%lld arquivos têm erros](inflect: true)", args: [.number(NumberValue(1))]).text,
                       "1 arquivo tem erros")
        XCTAssertEqual(PT.render("^[%lld cidades são grandes](inflect: true)", args: [.number(NumberValue(1))]).text,
                       "1 cidade é grande")
    }

    func testPluralCategoriesOfBrazilAndPortugal() {
        let markup = "^[%lld arquivo](inflect: true)"
        XCTAssertEqual(PT.render(markup, locale: "pt-BR", args: [.number(NumberValue(0))]).text, "0 arquivo")
        XCTAssertEqual(PT.render(markup, locale: "pt", args: [.number(NumberValue(0))]).text, "0 arquivo")
        XCTAssertEqual(PT.render(markup, locale: "pt-PT", args: [.number(NumberValue(0))]).text, "0 arquivos")
        XCTAssertEqual(PT.render(markup, locale: "pt-PT", args: [.number(NumberValue(1))]).text, "1 arquivo")
        XCTAssertEqual(PT.render(markup, locale: "pt-BR", args: [.number(NumberValue(1_000_000))]).text, "1000000 arquivos")
        let r = PT.render("^[Nova mensagem](morphology: {number: 'other'}, inflect: true)")
        XCTAssertEqual(r.text, "Novas mensagens")
    }

    func testAgreementWithArgumentsAndConcepts() {
        XCTAssertEqual(PT.render("^[Nosso %@](inflect: true) está ^[feito](agreeWithArgument: 1) com limão.",
                                 args: [.text("limonada")]).text, "Nossa limonada está feita com limão.")
        XCTAssertEqual(PT.render("Anne está ^[ocupado](agreeWithConcept: 1).", concepts: [.termsOfAddress([.feminine])]).text,
                       "Anne está ocupada.")
        XCTAssertEqual(PT.render("Você pediu ^[o pequeno](agreeWithConcept: 1).", concepts: [.localizedPhrase("limonada")]).text,
                       "Você pediu a pequena.")
        let caps = PT.render("^[BEM-VINDO](agreeWithConcept: 1)", concepts: [.termsOfAddress([.feminine])])
        XCTAssertEqual(caps.text, "BEM-VINDA")
        XCTAssertEqual(PT.render("^[bem-vinda](inflect: {grammaticalGender: 'masculine', number: 'other'})").text, "bem-vindos")
    }

    func testWordsAddressingTheUser() {
        XCTAssertEqual(PT.render("^[Bem-vindo](inflect: true) ao app", user: .term(.feminine)).text, "Bem-vinda ao app")
        let thanks = PT.render("^[Obrigado](inflect: true)!", user: .term(.feminine))
        XCTAssertEqual(thanks.text, "Obrigada!")
        XCTAssertEqual(PT.render("^[Obrigado](inflect: true)!", user: .term(.masculine)).text, "Obrigado!")
        let unknown = PT.render("^[Bem-vindo](inflect: true, inflectionAlternative: 'Boas-vindas')", user: .noPreference)
        XCTAssertEqual(unknown.text, "Boas-vindas")
        XCTAssertTrue(PT.rules(unknown).contains("engine.inflection-alternative"))
        let neutral = PT.render("^[Bem-vindo](inflect: true, inflectionAlternative: 'Boas-vindas')", user: .term(.neutral))
        XCTAssertEqual(neutral.text, "Boas-vindas")
        XCTAssertTrue(PT.rules(neutral).contains("pt.user.no-gendered-form"))
    }

    /// A predicate with no noun, or with *você* as its subject, describes the user (were unchanged for a feminine
    /// user); one in the plural is about something else, and a noun's predicate agrees with the noun.
    func testAPredicateAboutTheUserAgreesWithTheUser() {
        XCTAssertEqual(PT.render("^[Você está inscrito](inflect: true) no torneio", user: .term(.feminine)).text,
                       "Você está inscrita no torneio")
        XCTAssertEqual(PT.render("^[Está inscrito](inflect: true) no torneio", locale: "pt-PT", user: .term(.feminine)).text,
                       "Está inscrita no torneio")
        XCTAssertEqual(PT.render("^[Você foi adicionado](inflect: true)", user: .term(.feminine)).text, "Você foi adicionada")
        XCTAssertEqual(PT.render("^[Você está inscrito](inflect: true)", user: .term(.masculine)).text, "Você está inscrito")
        XCTAssertEqual(PT.render("^[Foram excluídos](inflect: true)", user: .term(.feminine)).text, "Foram excluídos")
        let unknown = PT.render("^[Você está inscrito](inflect: true, inflectionAlternative: 'Inscrição feita')", user: .noPreference)
        XCTAssertEqual(unknown.text, "Inscrição feita")
    }

    /// A form of *estar*, *ser* or *ficar* whose subject is *tu* is about the user: the participle after it agrees with
    /// the user, with or without *tu* written (were unchanged: *Estás ligado* for a feminine user).
    func testAPredicateAfterTheSecondPersonAgreesWithTheUser() {
        let lexicon = ["ligado\tadjective\t-\tm.pl=ligados;f.sg=ligada;f.pl=ligadas\tparticiple\t462"]
        let feminine = UserTermSetting.term(.feminine)
        XCTAssertEqual(PT.render("^[Estás ligado](inflect: true)", locale: "pt-PT", user: feminine, lexicon: lexicon).text,
                       "Estás ligada")
        XCTAssertEqual(PT.render("^[Tu estás ligado](inflect: true)", locale: "pt-PT", user: feminine, lexicon: lexicon).text,
                       "Tu estás ligada")
        XCTAssertEqual(PT.render("^[Estás ligado](inflect: true)", locale: "pt-PT", user: .term(.masculine), lexicon: lexicon).text,
                       "Estás ligado")
    }

    /// The shipped lexicon lists *pronto* as noun and adjective with one frequency: alone, without a
    /// determiner, it is the adjective that addresses the user; after an article it is the noun.
    func testBareNounAndAdjectiveIsTheAdjective() {
        let lexicon = ["pronto\tadjective\t-\tm.pl=prontos;f.sg=pronta;f.pl=prontas\t-\t488",
                       "pronto\tnoun\tm\tpl=prontos\t-\t488"]
        let r = PT.render("^[Pronto](inflect: true)!", user: .term(.feminine), lexicon: lexicon)
        XCTAssertEqual(r.text, "Pronta!")
        XCTAssertTrue(PT.rules(r).contains("pt.adjective.lexicon"), "\(PT.rules(r))")
        XCTAssertEqual(PT.render("^[pronto](agreeWithConcept: 1)", concepts: [.termsOfAddress([.feminine])], lexicon: lexicon).text,
                       "pronta")
        XCTAssertEqual(PT.render("^[o pronto](inflect: true)", user: .term(.feminine), lexicon: lexicon).text, "o pronto")
    }

    func testLexiconAdjectiveForms() {
        let lexicon = ["alemão\tadjective\t-\tm.pl=alemães;f.sg=alemã;f.pl=alemãs\t-\t400"]
        let r = PT.render("^[alemão](inflect: {number: 'other'})", lexicon: lexicon)
        XCTAssertEqual(r.text, "alemães")
        XCTAssertTrue(PT.rules(r).contains("pt.adjective.lexicon"))
    }

    /// A role noun naming the user — after *você é* / *és*, or after a salutation's *caro* — takes the user's gender
    /// with its determiners and adjectives: its feminine from the lexicon, a common-gender noun its form (were *Caro
    /// cliente*, *Você é o novo proprietário* for a feminine user); a noun that names no person stays.
    func testRoleNounNamingTheUserTakesTheirGender() {
        let lexicon = [
            "proprietário\tnoun\tm\tpl=proprietários;f.sg=proprietária;f.pl=proprietárias\t-\t437",
            "cliente\tnoun\tmf\tpl=clientes\t-\t465",
            "versão\tnoun\tf\tpl=versões\t-\t513",
            "novo\tadjective\t-\tm.pl=novos;f.sg=nova;f.pl=novas\t-\t600",
            "caro\tadjective\t-\tm.pl=caros;f.sg=cara;f.pl=caras\t-\t463",
        ]
        let feminine = UserTermSetting.term(.feminine)
        XCTAssertEqual(PT.render("^[Caro cliente](inflect: true),", user: feminine, lexicon: lexicon).text, "Cara cliente,")
        XCTAssertEqual(PT.render("Você é ^[o novo proprietário](inflect: true) da casa", user: feminine, lexicon: lexicon).text,
                       "Você é a nova proprietária da casa")
        XCTAssertEqual(PT.render("És ^[o novo proprietário](inflect: true).", locale: "pt-PT", user: feminine, lexicon: lexicon).text,
                       "És a nova proprietária.")
        XCTAssertEqual(PT.render("Você é ^[o novo proprietário](inflect: true)", user: .term(.masculine), lexicon: lexicon).text,
                       "Você é o novo proprietário")
        XCTAssertEqual(PT.render("Esta é ^[a nova versão](inflect: true)", user: .term(.masculine), lexicon: lexicon).text,
                       "Esta é a nova versão")
    }

    /// In Portugal the polite address drops *você*: a form of *ser* alone opening the text has the user for its subject
    /// (was unchanged: *É o novo proprietário* for a feminine user). After a subject, or in Brazil, it is not the user.
    func testACopulaOpeningTheTextAddressesTheUserInPortugal() {
        let lexicon = [
            "proprietário\tnoun\tm\tpl=proprietários;f.sg=proprietária;f.pl=proprietárias\t-\t437",
            "administrador\tnoun\tm\tpl=administradores;f.sg=administradora;f.pl=administradoras\t-\t413",
            "novo\tadjective\t-\tm.pl=novos;f.sg=nova;f.pl=novas\t-\t600",
            "único\tadjective\t-\tm.pl=únicos;f.sg=única;f.pl=únicas\t-\t550",
        ]
        let feminine = UserTermSetting.term(.feminine)
        XCTAssertEqual(PT.render("É ^[o novo proprietário](inflect: true)", locale: "pt-PT", user: feminine, lexicon: lexicon).text,
                       "É a nova proprietária")
        XCTAssertEqual(PT.render("É ^[o único administrador](inflect: true) desta pasta", locale: "pt-PT", user: feminine,
                                 lexicon: lexicon).text, "É a única administradora desta pasta")
        XCTAssertEqual(PT.render("O Rui é ^[o novo proprietário](inflect: true)", locale: "pt-PT", user: feminine,
                                 lexicon: lexicon).text, "O Rui é o novo proprietário")
        XCTAssertEqual(PT.render("É ^[o novo proprietário](inflect: true)", locale: "pt-BR", user: feminine, lexicon: lexicon).text,
                       "É o novo proprietário")
    }

    /// A possessive ending its span after an article is the determiner of the argument after the span, not a noun
    /// (were *O seu encomenda*, *A teia encomenda*: *teu* read as a noun, given the feminine *teia*).
    func testAPossessiveEndingTheSpanIsADeterminer() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String, _ locale: String = "pt-BR") -> String {
            shipped.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: [.text(arg)])).text
        }
        XCTAssertEqual(r("^[O seu](agreeWithArgument: 1) %@ está ^[pronto](agreeWithArgument: 1)", "encomenda"),
                       "A sua encomenda está pronta")
        XCTAssertEqual(r("^[O seu](agreeWithArgument: 1) %@ está ^[pronto](agreeWithArgument: 1)", "pedido"),
                       "O seu pedido está pronto")
        XCTAssertEqual(r("^[O teu](agreeWithArgument: 1) %@", "encomenda", "pt-PT"), "A tua encomenda")
        XCTAssertEqual(r("^[Os meus](agreeWithArgument: 1) %@", "fotos"), "As minhas fotos")
    }

    /// After a noun and its copula written before the span, the span describes that noun, not the user (were *O
    /// arquivo foi removida* for a feminine user, *A foto foi removido*); after *você*, the user.
    func testANounBeforeTheCopulaIsWhomTheSpanDescribes() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ user: TermOfAddress = .feminine) -> String {
            shipped.render(RenderRequest(markup: markup, locale: InflectionLocale("pt-BR"), userTermOfAddress: .term(user))).text
        }
        XCTAssertEqual(r("O arquivo foi ^[removido](inflect: true)"), "O arquivo foi removido")
        XCTAssertEqual(r("A foto foi ^[removido](inflect: true)", .masculine), "A foto foi removida")
        XCTAssertEqual(r("Os arquivos foram ^[removido](inflect: true)"), "Os arquivos foram removidos")
        XCTAssertEqual(r("Você está ^[pronto](inflect: true)"), "Você está pronta")
    }
}
