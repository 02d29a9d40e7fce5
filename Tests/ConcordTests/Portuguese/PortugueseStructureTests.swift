import XCTest
@testable import Concord

/// Structure with the shipped lexicon: a prenominal adjective is not the head, adverbs do not agree, a span
/// that starts with a verb has no head noun.
final class PortugueseStructureTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String, _ locale: String = "pt-BR", args: [FormatArgument] = []) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: args))
    }

    /// *bem* and *mal* are adverbs (*bem feito*) but right after the count the counted noun (*2 bens*, *2 males*).
    func testAnAdverbThatIsACountNounIsTheCountedNounAfterTheCount() {
        let two: [FormatArgument] = [.number(NumberValue(2))]
        XCTAssertEqual(render("^[%lld %@ novo](inflect: true)", args: two + [.text("bem")]).text, "2 bens novos")
        XCTAssertEqual(render("^[%lld mal novo](inflect: true)", args: two).text, "2 males novos")
        XCTAssertEqual(render("^[%lld arquivo bem feito](inflect: true)", args: two).text, "2 arquivos bem feitos")
        XCTAssertEqual(render("^[%lld não lido](inflect: true)", args: two).text, "2 não lidos")
        // Right after a determiner too (was *as bem comuns*: not even the article's gender was the noun's).
        XCTAssertEqual(render("^[o bem comum](inflect: {number: 'other'})", args: []).text, "os bens comuns")
    }

    /// An adjective before a `%@` noun is no head when the noun is mainly a noun (*nota* is also *noto*'s feminine,
    /// *ideia* also *ideu*'s) — were *o novo noto*, *um bom ideu*; *mesmo* is a determiner (the sources list it as a
    /// noun only: was *o mesmo senho*); an argument that is mainly a noun is the head before a noun-only word
    /// (*2 revistas acadêmicas*, was *2 revistos acadêmicos*).
    func testTheArgumentIsTheNounBesideAWrittenAdjective() {
        XCTAssertEqual(render("^[o novo %@](inflect: true)", args: [.text("nota")]).text, "a nova nota")
        XCTAssertEqual(render("^[um bom %@](inflect: true)", args: [.text("ideia")]).text, "uma boa ideia")
        XCTAssertEqual(render("^[o mesmo %@](inflect: true)", args: [.text("senha")]).text, "a mesma senha")
        XCTAssertEqual(render("^[os mesmos %@](inflect: {number: 'other'})", args: [.text("arquivo")]).text, "os mesmos arquivos")
        XCTAssertEqual(render("^[%lld %@ acadêmico](inflect: true)", args: [.number(NumberValue(2)), .text("revista")]).text,
                       "2 revistas acadêmicas")
        XCTAssertEqual(render("^[o novo %@](inflect: true)", args: [.text("casa")]).text, "a nova casa")
    }

    /// *cada* has one form for every gender and number and never agrees; the noun follows it (was *cada fota*:
    /// *cada* was taken for the noun and the argument bent as its adjective).
    func testCadaIsAnInvariableDeterminer() {
        XCTAssertEqual(render("^[cada %@](inflect: true)", args: [.text("foto")]).text, "cada foto")
        XCTAssertEqual(render("^[cada %@ novo](inflect: true)", args: [.text("foto")]).text, "cada foto nova")
        XCTAssertEqual(render("^[cada %@](inflect: true)", args: [.text("arquivo")]).text, "cada arquivo")
    }

    func testPrenominalAdjectiveFoundInUse() {
        let r = render("^[%lld %@ %@](inflect: true)", "pt-PT", args: [.number(NumberValue(2)), .text("pequeno"), .text("mão")])
        XCTAssertEqual(r.text, "2 pequenas mãos")
        XCTAssertTrue(r.trace.contains { $0.input == "mão" && $0.output == "mãos" })
        XCTAssertEqual(render("^[pequena mão](inflect: {number: 'other'})").text, "pequenas mãos")
        XCTAssertEqual(render("^[%lld %@ %@](inflect: true)", args: [.number(NumberValue(2)), .text("novo"), .text("carro")]).text, "2 novos carros")
    }

    func testAdverbBeforeAdjective() {
        XCTAssertEqual(render("^[muito bom](inflect: {number: 'other'})").text, "muito bons")
        XCTAssertEqual(render("^[casa muito bonita](inflect: {number: 'other'})").text, "casas muito bonitas")
    }

    func testSpanStartingWithAVerb() {
        let r = render("^[está conectado](inflect: {number: 'other'})")
        XCTAssertEqual(r.text, "estão conectados")
        XCTAssertTrue(r.trace.contains { $0.rule == "pt.verb.plural" && $0.output == "estão" })
        XCTAssertEqual(render("^[foi removido](inflect: {number: 'other'})").text, "foram removidos")
        XCTAssertEqual(render("^[pode](inflect: {number: 'other'})").text, "podem")
    }

    /// A span that opens with a preposition or conjunction (*de 2 arquivos*, *e 2 outros*): it is not the head
    /// (*des*, *es*), and the noun phrase after it agrees. An article that is also a preposition (*a*) is the article.
    func testASpanOpeningWithAPrepositionOrConjunction() {
        func r(_ markup: String) -> String { render(markup, args: [.number(NumberValue(2))]).text }
        XCTAssertEqual(r("^[de %lld arquivo](inflect: true)"), "de 2 arquivos")
        XCTAssertEqual(r("^[ e %lld outro ](inflect: true)"), " e 2 outros ")
        XCTAssertEqual(r("^[e com %lld amigo novo](inflect: true)"), "e com 2 amigos novos")
        XCTAssertEqual(r("^[a %lld casa](inflect: true)"), "as 2 casas")
        XCTAssertEqual(r("^[mais de %lld política](inflect: true)"), "mais de 2 políticas")
        XCTAssertEqual(r("^[só %lld foto nova](inflect: true)"), "só 2 fotos novas")
    }

    /// The verb a span opens with before its count agrees with the noun phrase after it when that is its subject: a
    /// copula (*ser*, *estar*) and the participle or adjective after it, a verb whose subject follows it (*faltar*,
    /// *restar*, *sobrar*, *existir*). Another verb's subject is someone else (*Você tem 2*, *Há 2*).
    func testAVerbWhoseSubjectIsTheCountedNounAgreesWithIt() {
        func r(_ markup: String, _ count: Double, _ locale: String = "pt-BR") -> String {
            render(markup, locale, args: [.number(NumberValue(count))]).text
        }
        XCTAssertEqual(r("^[Faltam %lld dias](inflect: true)", 1), "Falta 1 dia")
        XCTAssertEqual(r("^[Falta %lld dia](inflect: true)", 2), "Faltam 2 dias")
        XCTAssertEqual(r("^[Restam %lld dias](inflect: true)", 1), "Resta 1 dia")
        XCTAssertEqual(r("^[Sobram %lld vagas](inflect: true)", 1), "Sobra 1 vaga")
        XCTAssertEqual(r("^[Existem %lld versões](inflect: true)", 1), "Existe 1 versão")
        XCTAssertEqual(r("^[Faltam só %lld dias](inflect: true)", 1), "Falta só 1 dia")
        XCTAssertEqual(r("^[Foram encontrados %lld resultados](inflect: true)", 1), "Foi encontrado 1 resultado")
        XCTAssertEqual(r("^[Foram encontrados %lld resultados](inflect: true)", 1, "pt-PT"), "Foi encontrado 1 resultado")
        XCTAssertEqual(r("^[Foi encontrado %lld resultado](inflect: true)", 2), "Foram encontrados 2 resultados")
        XCTAssertEqual(r("^[Foi encontrada %lld foto](inflect: true)", 2), "Foram encontradas 2 fotos")
        XCTAssertEqual(r("^[Estão disponíveis %lld atualizações](inflect: true)", 1), "Está disponível 1 atualização")
        XCTAssertEqual(r("^[Está disponível %lld atualização](inflect: true)", 2, "pt-PT"), "Estão disponíveis 2 atualizações")
    }

    func testOtherWordsBeforeTheCountAgreeWithNothing() {
        func r(_ markup: String, _ count: Double) -> String { render(markup, args: [.number(NumberValue(count))]).text }
        XCTAssertEqual(r("^[Você tem %lld mensagens](inflect: true)", 1), "Você tem 1 mensagem")
        XCTAssertEqual(r("^[Tem %lld mensagens](inflect: true)", 1), "Tem 1 mensagem")
        XCTAssertEqual(r("^[Tem %lld mensagem](inflect: true)", 2), "Tem 2 mensagens")
        XCTAssertEqual(r("^[Há %lld mensagens](inflect: true)", 1), "Há 1 mensagem")
        XCTAssertEqual(r("^[Mais de %lld arquivos](inflect: true)", 1), "Mais de 1 arquivo")
    }

    func testTheTraceNamesTheVerbRule() {
        let r = render("^[Faltam %lld dias](inflect: true)", args: [.number(NumberValue(1))])
        XCTAssertTrue(r.trace.contains { $0.rule == "pt.verb.singular" && $0.input == "Faltam" && $0.output == "Falta" },
                      "\(r.trace.map(\.rule))")
    }

    /// An adjective whose noun takes either gender (*o melhor*, *a melhor*) before a noun of its own gender is the
    /// adjective, and that noun the head (were *2 melhores amigas*, *2 grandes amigas*: *melhor*, *grande* read as the
    /// feminine noun); a determiner before it that shows another gender keeps the first word the head.
    func testANominalisedAdjectiveBeforeANounIsTheAdjective() {
        XCTAssertEqual(render("^[%lld melhor amigo](inflect: true)", args: [.number(NumberValue(2))]).text, "2 melhores amigos")
        XCTAssertEqual(render("^[%lld grande amigo](inflect: true)", args: [.number(NumberValue(2))]).text, "2 grandes amigos")
        XCTAssertEqual(render("^[o melhor amigo](inflect: {number: 'other'})").text, "os melhores amigos")
        XCTAssertEqual(render("^[a melhor amiga](inflect: {number: 'other'})").text, "as melhores amigas")
    }

    /// A second noun after the head, which the lexicon knows as no adjective, keeps its form (were *2 produtos
    /// estrelos*, *2 palavras chaves*); an adjective there still agrees.
    func testASecondNounAfterTheHeadKeepsItsForm() {
        func r(_ markup: String) -> String { render(markup, args: [.number(NumberValue(2))]).text }
        XCTAssertEqual(r("^[%lld produto estrela](inflect: true)"), "2 produtos estrela")
        XCTAssertEqual(r("^[%lld palavra chave](inflect: true)"), "2 palavras chave")
        XCTAssertEqual(r("^[%lld tarefa pendente](inflect: true)"), "2 tarefas pendentes")
        // After a head that is also an adjective, the word is that adjective's noun and agrees (was *1 esquerda
        // lanças*: the structure probe's adj-noun-verb family).
        XCTAssertEqual(render("^[%lld esquerdas lanças](inflect: true)", args: [.number(NumberValue(1))]).text, "1 esquerda lança")
    }

    /// A word that is only a verb after a bare count has the count for its subject (were *2 falhous*, *2 não
    /// falhous*: read as the counted noun).
    func testAVerbAfterABareCountAgreesWithTheCount() {
        func r(_ markup: String, _ count: Double) -> String { render(markup, args: [.number(NumberValue(count))]).text }
        XCTAssertEqual(r("^[%lld falhou](inflect: true)", 2), "2 falharam")
        XCTAssertEqual(r("^[%lld não falhou](inflect: true)", 2), "2 não falharam")
        XCTAssertEqual(r("^[%lld expiraram](inflect: true)", 1), "1 expirou")
        XCTAssertEqual(r("^[%lld arquivo falhou](inflect: true)", 2), "2 arquivos falharam")
    }

    /// A preposition with its article right after the count opens a partitive: the noun phrase after it names the
    /// whole and keeps its number, and the verbs agree with the count (were *1 da sua foto*, *1 do arquivo*, *1 da
    /// foto foi removida*); an argument there is still read as the counted noun.
    func testAPartitiveKeepsItsNumberAndTheVerbAgreesWithTheCount() {
        func r(_ markup: String, _ count: Double) -> String { render(markup, args: [.number(NumberValue(count))]).text }
        XCTAssertEqual(r("^[%lld das suas fotos](inflect: true)", 1), "1 das suas fotos")
        XCTAssertEqual(r("^[%lld dos arquivos](inflect: true)", 1), "1 dos arquivos")
        XCTAssertEqual(r("^[%lld das fotos foi removida](inflect: true)", 1), "1 das fotos foi removida")
        XCTAssertEqual(r("^[%lld das fotos foi removida](inflect: true)", 2), "2 das fotos foram removidas")
        XCTAssertEqual(r("^[%lld das fotos falhou](inflect: true)", 2), "2 das fotos falharam")
        XCTAssertEqual(render("^[%lld dos %@](inflect: true)", args: [.number(NumberValue(1)), .text("fotos")]).text, "1 da foto")
    }

    /// An article or a preposition with its article written before an argument in a complement takes the gender and
    /// number of the noun the argument is (were *2 itens do pasta*, *para a arquivo*, *nos pastas*); a word the
    /// lexicon does not know (a name) leaves the article as written.
    func testAnArticleBeforeAnArgumentInAComplementAgreesWithIt() {
        func r(_ markup: String, _ noun: String, _ locale: String = "pt-BR") -> String {
            render(markup, locale, args: [.number(NumberValue(2)), .text(noun)]).text
        }
        XCTAssertEqual(r("^[%lld itens do %@](inflect: true)", "pasta"), "2 itens da pasta")
        XCTAssertEqual(r("^[%lld itens do %@](inflect: true)", "pasta", "pt-PT"), "2 itens da pasta")
        XCTAssertEqual(r("^[Mover %lld itens para a %@](inflect: true)", "arquivo"), "Mover 2 itens para o arquivo")
        XCTAssertEqual(r("^[%lld fotos nos %@](inflect: true)", "pastas"), "2 fotos nas pastas")
        XCTAssertEqual(r("^[%lld itens num %@](inflect: true)", "pasta"), "2 itens numa pasta")
        XCTAssertEqual(r("^[%lld fotos no %@](inflect: true)", "Dropbox"), "2 fotos no Dropbox")
    }

    /// *atrás* after a length of time is an adverb and never agrees (was *2 minutos atrases*).
    func testAtrasIsAnAdverb() {
        let two: [FormatArgument] = [.number(NumberValue(2))]
        XCTAssertEqual(render("^[%lld minuto atrás](inflect: true)", args: two).text, "2 minutos atrás")
        XCTAssertEqual(render("^[%lld hora atrás](inflect: true)", "pt-PT", args: two).text, "2 horas atrás")
    }

    /// A count after a subject and its verb counts the noun after it; the subject and the verb keep their form (were
    /// *As pastas contêm 2 itens*, *A pasta contém 1 itens*).
    func testACountAfterTheSubjectAndItsVerb() {
        func r(_ markup: String, _ n: Double) -> String {
            render(markup, args: [.number(NumberValue(n))]).text
        }
        XCTAssertEqual(r("^[A pasta contém %lld itens](inflect: true)", 1), "A pasta contém 1 item")
        XCTAssertEqual(r("^[A pasta contém %lld itens](inflect: true)", 2), "A pasta contém 2 itens")
        XCTAssertEqual(r("^[O arquivo foi baixado %lld vezes](inflect: true)", 1), "O arquivo foi baixado 1 vez")
        XCTAssertEqual(r("^[Foram encontrados %lld erros](inflect: true)", 1), "Foi encontrado 1 erro")
        XCTAssertEqual(r("^[Você tem %lld mensagens](inflect: true)", 1), "Você tem 1 mensagem")
    }

    /// A complement the argument brings (*casa de banho*) ends with it: the template's words after it agree with the
    /// argument's first noun (was *as 2 casas de banho selecionados*).
    func testAComplementInsideTheArgumentEndsWithIt() {
        XCTAssertEqual(render("Eliminar ^[os %lld %@ selecionados](inflect: true)?", "pt-PT",
                              args: [.number(NumberValue(2)), .text("casa de banho")]).text,
                       "Eliminar as 2 casas de banho selecionadas?")
        XCTAssertEqual(render("^[Seu %@ favorito](inflect: true)", args: [.text("lista de compras")]).text,
                       "Sua lista de compras favorita")
    }

    /// An argument the lexicon knows only as a participle, before a word that can be an adjective, is the counted
    /// noun (were *2 curtidos novos*: *curtida* read as an adjective before the noun *novo*).
    func testAParticipleArgumentBeforeAnAdjectiveIsTheNoun() {
        let two: [FormatArgument] = [.number(NumberValue(2))]
        XCTAssertEqual(render("^[%lld %@ novo](inflect: true)", args: two + [.text("curtida")]).text, "2 curtidas novas")
        XCTAssertEqual(render("^[%lld %@ novo](inflect: true)", args: two + [.text("entrada")]).text, "2 entradas novas")
        XCTAssertEqual(render("^[%lld arquivo %@](inflect: true)", args: two + [.text("excluído")]).text, "2 arquivos excluídos")
    }

    /// A noun after the head of an argument, written in the other gender, is in apposition and does not agree (were
    /// *referência multibanca*, *2 carros bombos*); an adjective written agreeing still agrees.
    func testANounInAppositionInsideAnArgumentDoesNotAgree() {
        XCTAssertEqual(render("Pagar ^[pelo %@](inflect: true)", "pt-PT", args: [.text("referência multibanco")]).text,
                       "Pagar pela referência multibanco")
        XCTAssertEqual(render("^[%lld %@](inflect: true)", "pt-PT", args: [.number(NumberValue(2)), .text("carro bomba")]).text,
                       "2 carros bomba")
        XCTAssertEqual(render("^[%lld %@](inflect: true)", args: [.number(NumberValue(2)), .text("casa nova")]).text, "2 casas novas")
    }

    /// A participle after the head's complement of *de* and a bare noun describes the head (was *2 cadeiras de criança
    /// adicionada*); one in another gender than the head's describes the complement's noun and keeps its form.
    func testAParticipleAfterAComplementOfDeDescribesTheHead() {
        let lexicon = ["cadeira\tnoun\tf\tpl=cadeiras\t-\t450", "criança\tnoun\tf\tpl=crianças\t-\t521",
                       "criança\tadjective\t-\tm.pl=crianças;f.sg=criança;f.pl=crianças\t-\t521",
                       "copo\tnoun\tm\tpl=copos\t-\t450", "água\tnoun\tf\tpl=águas\t-\t550",
                       "adicionado\tadjective\t-\tm.pl=adicionados;f.sg=adicionada;f.pl=adicionadas\tparticiple\t400",
                       "adicionar\tverb\t-\t3sg.pres=adiciona;3pl.pres=adicionam;3sg.past=adicionou;3pl.past=adicionaram;pp=adicionado\t-\t408",
                       "gelado\tadjective\t-\tm.pl=gelados;f.sg=gelada;f.pl=geladas\tparticiple\t400"]
        XCTAssertEqual(PT.render("^[%lld cadeira de criança adicionada](inflect: true)", locale: "pt-PT",
                                 args: [.number(NumberValue(2))], lexicon: lexicon).text, "2 cadeiras de criança adicionadas")
        XCTAssertEqual(PT.render("^[%lld copo de água gelada](inflect: true)", locale: "pt-PT",
                                 args: [.number(NumberValue(2))], lexicon: lexicon).text, "2 copos de água gelada")
    }
}

/// A word the lexicon lists as a noun with one gender and as an adjective whose form says no gender
/// (*restaurante*) is analyzed as the noun; a gendered adjective form (*bonita*) stays the adjective.
final class PortugueseAnalysisHeadTests: XCTestCase {
    func testNounGenderWhenTheAdjectiveHasNone() {
        let engine = ConcordEngine()
        let r = engine.analyze("restaurante", locale: InflectionLocale("pt-BR"))
        XCTAssertEqual(r?.features.grammaticalGender, .masculine)
        XCTAssertEqual(r?.features.partOfSpeech, .noun)
        XCTAssertTrue(r?.facts.contains { $0.subject == "restaurante" && $0.source == .lexicon } ?? false, "\(r?.facts ?? [])")
        XCTAssertEqual(engine.analyze("bonita", locale: InflectionLocale("pt-BR"))?.features.partOfSpeech, .adjective)
    }
}

/// Unknown plurals in -ais/-éis/-óis/-uis take their -l singular; a y between consonants counts as a vowel, so a
/// new word like *qwyxais* is not read as one syllable (*pais* → *pai*).
final class PortugueseUnknownSingularTests: XCTestCase {
    func testLSingulars() {
        let bare = ConcordEngine(lexicons: LexiconStore(directory: "/nonexistent-concord-lexicons"))
        func r(_ w: String) -> Rendering { bare.render(RenderRequest(markup: "^[\(w)](inflect: {number: 'one'})", locale: InflectionLocale("pt"))) }
        XCTAssertEqual(r("qwyxais").text, "qwyxal")
        XCTAssertEqual(r("qwyxéis").text, "qwyxel")
        XCTAssertEqual(r("qwyxóis").text, "qwyxol")
        XCTAssertEqual(r("qwyxuis").text, "qwyxul")
        XCTAssertEqual(r("pais").text, "pai")
        XCTAssertEqual(PortugueseSpelling.vowelGroups("qwyxais"), 2)
    }

}

/// A request for a number alone reads a word that is as much a noun as an adjective as the noun.
final class PortugueseNumberOnlyTests: XCTestCase {
    func testNounWins() {
        let engine = ConcordEngine()
        let r = engine.render(RenderRequest(markup: "^[cão](inflect: {number: 'other'})", locale: InflectionLocale("pt-BR")))
        XCTAssertEqual(r.text, "cães")
        XCTAssertTrue(r.trace.contains { $0.output == "cães" && $0.rule.hasPrefix("pt.noun") }, "\(r.trace.map(\.rule))")
        XCTAssertEqual(engine.render(RenderRequest(markup: "^[bem-vinda](inflect: {grammaticalGender: 'masculine', number: 'other'})",
                                                   locale: InflectionLocale("pt-BR"))).text, "bem-vindos")
    }
}
