import XCTest
@testable import Concord

/// Structure with the shipped lexicon: adverbs and *non* do not agree, copula + participle pairs follow the
/// gender, prenominal adjectives are not the head, person nouns derive their other gender, unknown words
/// take the regular plural.
final class ItalianStructureTests: XCTestCase {
    let engine = ConcordEngine()

    func render(_ markup: String) -> Rendering {
        engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it")))
    }

    /// An argument the lexicon does not know (or knows as a noun) is the noun beside a written word that may also be
    /// one: were *2 criptovaluti nuovi* (*nuovo* taken for the noun), *lo stesso criptovaluto*.
    func testTheArgumentIsTheNounBesideAWrittenAdjective() {
        func text(_ markup: String, _ args: [FormatArgument]) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: args)).text
        }
        XCTAssertEqual(text("^[%lld %@ nuovo](inflect: true)", [.number(NumberValue(2)), .text("criptovaluta")]), "2 criptovalute nuove")
        XCTAssertEqual(text("^[lo stesso %@](inflect: true)", [.text("criptovaluta")]), "la stessa criptovaluta")
        XCTAssertEqual(text("^[%lld %@ nuovo](inflect: true)", [.number(NumberValue(2)), .text("casa")]), "2 case nuove")
        XCTAssertEqual(text("^[il nuovo %@](inflect: true)", [.text("casa")]), "la nuova casa")
    }

    func testAdverbsDoNotAgree() {
        XCTAssertEqual(render("^[casa molto bella](inflect: {number: 'other'})").text, "case molto belle")
        XCTAssertEqual(render("^[molto stanco](inflect: {grammaticalGender: 'feminine'})").text, "molto stanca")
        let r = render("^[messaggio non letto](inflect: {number: 'other'})")
        XCTAssertEqual(r.text, "messaggi non letti")
        XCTAssertTrue(r.trace.contains { $0.rule == "it.adjective.agreement" && $0.output == "letti" })
        // Before a noun, molto is a quantifier and agrees.
        XCTAssertEqual(render("^[molte case](inflect: {number: 'one'})").text, "molta casa")
    }

    /// *bene* and *male* are adverbs before an adjective (*molto bene*), but right after the count they are the
    /// counted nouns (*beni*, *mali*), and what follows them agrees with them.
    func testANounThatIsAlsoAnAdverbIsTheCountedNounAfterTheCount() {
        func text(_ markup: String, _ args: [FormatArgument]) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: args)).text
        }
        XCTAssertEqual(text("^[%lld %@ nuovo](inflect: true)", [.number(NumberValue(2)), .text("bene")]), "2 beni nuovi")
        XCTAssertEqual(text("^[%lld male curato](inflect: true)", [.number(NumberValue(2))]), "2 mali curati")
        XCTAssertEqual(text("^[%lld bene di famiglia](inflect: true)", [.number(NumberValue(2))]), "2 beni di famiglia")
        XCTAssertEqual(text("^[%lld bene nuovo](inflect: true)", [.number(NumberValue(1))]), "1 bene nuovo")
        // Not right after the count: still the adverb, which does not agree.
        XCTAssertEqual(render("^[casa bene arredata](inflect: {number: 'other'})").text, "case bene arredate")
        XCTAssertEqual(text("^[%lld casa bene arredata](inflect: true)", [.number(NumberValue(2))]), "2 case bene arredate")
        // After an adverb (*molto bene*): the adverb, and *molto* does not agree either (was *molti bene*).
        XCTAssertEqual(text("^[%lld lavoro molto bene](inflect: true)", [.number(NumberValue(2))]), "2 lavori molto bene")
        XCTAssertEqual(text("^[%lld lavoro fatto molto male](inflect: true)", [.number(NumberValue(2))]), "2 lavori fatti molto male")
        // At the end of the span too (was *fatti mali*, *male* read as *malo*'s plural); after an article, the noun
        // (was *i bene comuni*).
        XCTAssertEqual(text("^[%lld lavoro fatto male](inflect: true)", [.number(NumberValue(2))]), "2 lavori fatti male")
        XCTAssertEqual(render("^[il bene comune](inflect: {number: 'other'})").text, "i beni comuni")
        XCTAssertEqual(render("^[il male](inflect: {number: 'other'})").text, "i mali")
    }

    func testCopulaAndParticipleFollowTheGender() {
        XCTAssertEqual(render("^[essere pronto](inflect: {grammaticalGender: 'feminine'})").text, "essere pronta")
        let r = render("^[sei stato invitato](inflect: {grammaticalGender: 'feminine'})")
        XCTAssertEqual(r.text, "sei stata invitata")
        XCTAssertEqual(r.trace.filter { $0.rule == "it.adjective.agreement" }.map(\.output), ["invitata", "stata"])
        XCTAssertEqual(render("^[è stato accolto](inflect: {grammaticalGender: 'feminine', number: 'other'})").text, "sono state accolte")
    }

    func testPersonNounsAndPrenominalAdjectives() {
        let r = render("^[infermiere](inflect: {grammaticalGender: 'feminine'})")
        XCTAssertEqual(r.text, "infermiera")
        XCTAssertEqual(r.trace.first?.rule, "it.noun.gender.lexicon")
        XCTAssertEqual(render("^[ragazza](inflect: {grammaticalGender: 'masculine'})").text, "ragazzo")
        XCTAssertEqual(render("^[il nuovo direttore](inflect: {grammaticalGender: 'feminine'})").text, "la nuova direttrice")
    }

    func testUnknownWordsTakeTheRegularPlural() {
        let r = render("^[qwyxo](inflect: {number: 'other'})")
        XCTAssertEqual(r.text, "qwyxi")
        XCTAssertEqual(r.trace.first?.rule, "it.noun.plural.o-i")
    }

    /// The words before the count that are no determiner (*fino a*, *solo*, *più di*, *e*) agree with nothing,
    /// and the noun phrase after the count agrees with it.
    func testWordsBeforeTheCountAgreeWithNothing() {
        func r(_ markup: String, _ noun: String) -> String {
            ItalianTest.render(markup, [.number(NumberValue(2)), .text(noun)], engine: ConcordEngine()).text
        }
        XCTAssertEqual(r("^[fino a %lld %@](inflect: true)", "forza"), "fino a 2 forze")
        XCTAssertEqual(r("^[solo %lld %@](inflect: true)", "sinistra"), "solo 2 sinistre")
        XCTAssertEqual(r("^[più di %lld %@](inflect: true)", "paese"), "più di 2 paesi")
        XCTAssertEqual(r("^[e %lld altro %@](inflect: true)", "paese"), "e 2 altri paesi")
        XCTAssertEqual(r("^[i %lld %@](inflect: true)", "paese"), "i 2 paesi")
    }

    /// After *avere* the participle agrees with no subject; after *essere* it does. An adverb in *-mente* the
    /// lexicon does not list never agrees; nor does a word it does not know before a noun (maybe a verb).
    func testParticiplesAfterAvereAdverbsAndUnknownVerbs() {
        func r(_ markup: String, _ count: Double) -> String {
            ItalianTest.render(markup, [.number(NumberValue(count))], engine: ConcordEngine()).text
        }
        XCTAssertEqual(r("^[%lld persone hanno commentato](inflect: true)", 1), "1 persona ha commentato")
        XCTAssertEqual(r("^[%lld foto è stata eliminata](inflect: true)", 2), "2 foto sono state eliminate")
        XCTAssertEqual(r("^[%lld file modificato recentemente](inflect: true)", 2), "2 file modificati recentemente")
        XCTAssertEqual(r("^[%lld file richiede attenzione](inflect: true)", 2), "2 file richiede attenzione")
    }

    /// A preposition right after the count opens a partitive: the noun phrase after it names the whole and keeps its
    /// number (were *1 della tua foto*, *1 del tuo file*, *1 di questo file*).
    func testAPartitiveKeepsItsNumber() {
        func r(_ markup: String, _ count: Double) -> String {
            ItalianTest.render(markup, [.number(NumberValue(count))], engine: ConcordEngine()).text
        }
        XCTAssertEqual(r("^[%lld delle tue foto](inflect: true)", 1), "1 delle tue foto")
        XCTAssertEqual(r("^[%lld dei tuoi file](inflect: true)", 1), "1 dei tuoi file")
        XCTAssertEqual(r("^[%lld di questi file](inflect: true)", 1), "1 di questi file")
        XCTAssertEqual(r("^[%lld file di testo](inflect: true)", 2), "2 file di testo")
        // A verb after it agrees with the count, the whole keeping its number (was *1 del file è danneggiato*); an
        // argument there is the counted noun (*dei %@*).
        XCTAssertEqual(r("^[%lld dei file è danneggiato](inflect: true)", 2), "2 dei file sono danneggiati")
        XCTAssertEqual(r("^[%lld dei file sono danneggiati](inflect: true)", 1), "1 dei file è danneggiato")
        XCTAssertEqual(r("^[%lld delle foto è stata eliminata](inflect: true)", 1), "1 delle foto è stata eliminata")
        XCTAssertEqual(ItalianTest.render("^[%1$lld dei %2$@ è danneggiato](inflect: true)",
                                          [.number(NumberValue(2)), .text("foto")], engine: ConcordEngine()).text,
                       "2 delle foto sono danneggiate")
    }

    /// The verb a span opens with before its count agrees with the noun phrase after it when that is its subject: a
    /// copula and the participles after it (*sono stati trovati*), a verb whose subject follows it (*rimanere*,
    /// *mancare*, *restare*), a passive with *si*; *ci* elides before *è*.
    func testAVerbWhoseSubjectIsTheCountedNounAgreesWithIt() {
        func r(_ markup: String, _ count: Double) -> String {
            ItalianTest.render(markup, [.number(NumberValue(count))], engine: engine).text
        }
        XCTAssertEqual(r("^[Rimangono %lld giorni](inflect: true)", 1), "Rimane 1 giorno")
        XCTAssertEqual(r("^[Rimane %lld giorno](inflect: true)", 2), "Rimangono 2 giorni")
        XCTAssertEqual(r("^[Mancano %lld passi](inflect: true)", 1), "Manca 1 passo")
        XCTAssertEqual(r("^[Manca %lld passo](inflect: true)", 2), "Mancano 2 passi")
        XCTAssertEqual(r("^[Restano %lld tentativi](inflect: true)", 1), "Resta 1 tentativo")
        XCTAssertEqual(r("^[Rimangono solo %lld ore](inflect: true)", 1), "Rimane solo 1 ora")
        XCTAssertEqual(r("^[Si sono verificati %lld errori](inflect: true)", 1), "Si è verificato 1 errore")
        XCTAssertEqual(r("^[Si è verificato %lld errore](inflect: true)", 2), "Si sono verificati 2 errori")
        XCTAssertEqual(r("^[Si possono scaricare %lld file](inflect: true)", 1), "Si può scaricare 1 file")
    }

    func testACopulaAndItsParticiplesBeforeTheCountAgree() {
        func r(_ markup: String, _ count: Double) -> String {
            ItalianTest.render(markup, [.number(NumberValue(count))], engine: engine).text
        }
        XCTAssertEqual(r("^[Sono stati trovati %lld risultati](inflect: true)", 1), "È stato trovato 1 risultato")
        XCTAssertEqual(r("^[È stato trovato %lld risultato](inflect: true)", 2), "Sono stati trovati 2 risultati")
        XCTAssertEqual(r("^[Sono stati eliminati %lld file](inflect: true)", 1), "È stato eliminato 1 file")
        XCTAssertEqual(r("^[Sono già stati eliminati %lld file](inflect: true)", 1), "È già stato eliminato 1 file")
        XCTAssertEqual(r("^[Sono disponibili %lld aggiornamenti](inflect: true)", 1), "È disponibile 1 aggiornamento")
        XCTAssertEqual(r("^[Sono state eliminate %lld foto](inflect: true)", 1), "È stata eliminata 1 foto")
        XCTAssertEqual(r("^[È stata eliminata %lld foto](inflect: true)", 2), "Sono state eliminate 2 foto")
        XCTAssertEqual(r("^[Ci sono %lld messaggi](inflect: true)", 1), "C’è 1 messaggio")
        XCTAssertEqual(r("^[Ci sono %lld messaggi](inflect: true)", 2), "Ci sono 2 messaggi")
        XCTAssertEqual(r("^[C’è %lld messaggio](inflect: true)", 2), "Ci sono 2 messaggi")
        XCTAssertEqual(r("^[C'è %lld messaggio](inflect: true)", 2), "Ci sono 2 messaggi")
        XCTAssertEqual(r("^[C’erano %lld messaggi](inflect: true)", 1), "C’era 1 messaggio")
    }

    /// Another verb's subject is someone else (*Hai 2 messaggi*): it keeps its form, and so does its participle.
    func testOtherVerbsBeforeTheCountAgreeWithNothing() {
        func r(_ markup: String, _ count: Double) -> String {
            ItalianTest.render(markup, [.number(NumberValue(count))], engine: engine).text
        }
        XCTAssertEqual(r("^[Hai %lld messaggi](inflect: true)", 1), "Hai 1 messaggio")
        XCTAssertEqual(r("^[Hai %lld messaggio](inflect: true)", 2), "Hai 2 messaggi")
        XCTAssertEqual(r("^[Hanno trovato %lld risultati](inflect: true)", 1), "Hanno trovato 1 risultato")
        XCTAssertEqual(r("^[Abbiamo trovato %lld risultati](inflect: true)", 1), "Abbiamo trovato 1 risultato")
        XCTAssertEqual(r("^[Più di %lld file](inflect: true)", 1), "Più di 1 file")
    }

    func testTheTraceNamesTheVerbRule() {
        let r = ItalianTest.render("^[Rimangono %lld giorni](inflect: true)", [.number(NumberValue(1))], engine: engine)
        XCTAssertTrue(r.trace.contains { $0.rule == "it.verb.number" && $0.input == "Rimangono" && $0.output == "Rimane" },
                      "\(r.trace.map(\.rule))")
    }

    /// A count with no noun before a verb is its subject: the verb takes the count's number, and the participles and
    /// adjectives after it keep the gender they are written in (were *2 è pronto*, *1 sono stato eliminato*, *2 è stato
    /// condiviso* for *è stata condivisa*).
    func testAVerbAfterABareCountAgreesWithTheCount() {
        func r(_ markup: String, _ count: Double) -> String {
            ItalianTest.render(markup, [.number(NumberValue(count))], engine: engine).text
        }
        XCTAssertEqual(r("^[%lld è pronto](inflect: true)", 2), "2 sono pronti")
        XCTAssertEqual(r("^[%lld sono stati eliminati](inflect: true)", 1), "1 è stato eliminato")
        XCTAssertEqual(r("^[%lld è stata condivisa](inflect: true)", 2), "2 sono state condivise")
        XCTAssertEqual(r("^[%lld ha fallito](inflect: true)", 2), "2 hanno fallito")
        XCTAssertEqual(r("^[%lld può essere eliminato](inflect: true)", 2), "2 possono essere eliminati")
        // Without a verb the count's adjectives agree as before.
        XCTAssertEqual(r("^[%lld nuovi](inflect: true)", 1), "1 nuovo")
        // After a determiner written before the span the number is a noun, as inside it (*il 2*; was *Il 2 sono
        // pronti*); other text before the span changes nothing.
        XCTAssertEqual(r("Il ^[%lld è pronto](inflect: true)", 2), "Il 2 è pronto")
        XCTAssertEqual(r("Pronti: ^[%lld è pronto](inflect: true)", 2), "Pronti: 2 sono pronti")
        XCTAssertEqual(r("Ora ^[%lld è pronto](inflect: true)", 2), "Ora 2 sono pronti")
    }

    /// An article or a preposition with its article written before an argument in a complement takes the gender and
    /// number of the noun the argument is (were *1 elemento della album*, *2 messaggi dello utente*); a noun with one
    /// form for both numbers leaves the article's number as written, and a word the lexicon does not know (a name)
    /// leaves the article as written.
    func testAnArticleBeforeAnArgumentInAComplementAgreesWithIt() {
        func r(_ markup: String, _ count: Double, _ noun: String) -> String {
            ItalianTest.render(markup, [.number(NumberValue(count)), .text(noun)], engine: engine).text
        }
        XCTAssertEqual(r("^[%lld elementi della %@](inflect: true)", 1, "album"), "1 elemento dell’album")
        XCTAssertEqual(r("^[%lld messaggi dello %@](inflect: true)", 2, "utente"), "2 messaggi dell’utente")
        XCTAssertEqual(r("^[Sposta %lld foto nello %@](inflect: true)", 2, "album"), "Sposta 2 foto nell’album")
        XCTAssertEqual(r("^[%lld foto nel %@](inflect: true)", 2, "cartella"), "2 foto nella cartella")
        XCTAssertEqual(r("^[%lld elementi dei %@](inflect: true)", 2, "file"), "2 elementi dei file")
        XCTAssertEqual(r("^[%lld file nella %@](inflect: true)", 2, "Dropbox"), "2 file nella Dropbox")
    }

    /// A noun with one form for both numbers shows its number by the determiner written before it (were *la città*,
    /// *la foto è stata salvata* for the argument *le foto*: the plural article was made singular).
    func testAPluralArticleGivesTheNumberOfANounWithOneFormForBoth() {
        func r(_ markup: String, _ args: [FormatArgument] = []) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: args)).text
        }
        XCTAssertEqual(r("^[le città](inflect: true)"), "le città")
        XCTAssertEqual(r("^[%@ è stato salvato](inflect: true)", [.text("le foto")]), "le foto sono state salvate")
        XCTAssertEqual(r("^[%@ è stato salvato](inflect: true)", [.text("i file")]), "i file sono stati salvati")
        XCTAssertEqual(r("^[%@ è stato salvato](inflect: true)", [.text("la foto")]), "la foto è stata salvata")
        XCTAssertEqual(r("^[le città](inflect: {number: 'one'})"), "la città")
        // The verb written for an argument agrees with its number (was *documenti è stati salvati*).
        XCTAssertEqual(r("^[%@ è stato salvato](inflect: true)", [.text("documenti")]), "documenti sono stati salvati")
        XCTAssertEqual(r("^[%@ è stato salvato](inflect: true)", [.text("documento")]), "documento è stato salvato")
    }

    /// Morph-it! lists *uomini* and *templi* as lemmas of their own: the lexicon build gives them to *uomo* and
    /// *tempio* (were *2 uomi*, *2 tempi*, the regular plural).
    func testIrregularPluralsMorphItListsAsLemmas() {
        func r(_ markup: String, _ n: Double) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: [.number(NumberValue(n))])).text
        }
        XCTAssertEqual(r("^[%lld uomo](inflect: true)", 2), "2 uomini")
        XCTAssertEqual(r("^[%lld uomini](inflect: true)", 1), "1 uomo")
        XCTAssertEqual(r("^[%lld tempio](inflect: true)", 2), "2 templi")
        XCTAssertEqual(render("^[gli uomini](inflect: {number: 'one'})").text, "l’uomo")
    }

    /// Nouns Morph-it! tags with both genders whose suffix makes feminine nouns only (*-zione, -tà, -gine*) are
    /// feminine (were *2 immagini selezionati*, *un azione nuovo*); nouns of persons keep both (*cantante*).
    func testNounsOfAFeminineSuffixAreFeminine() {
        func r(_ markup: String, _ args: [FormatArgument]) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: args)).text
        }
        XCTAssertEqual(r("^[%1$lld %2$@ selezionato](inflect: true)", [.number(NumberValue(2)), .text("immagine")]), "2 immagini selezionate")
        XCTAssertEqual(r("^[%1$lld %2$@ nuovo](inflect: true)", [.number(NumberValue(1)), .text("informazione")]), "1 informazione nuova")
        XCTAssertEqual(r("^[un %@ nuovo](inflect: true)", [.text("azione")]), "un’azione nuova")
        XCTAssertEqual(r("^[%1$lld %2$@ selezionato](inflect: true)", [.number(NumberValue(2)), .text("cantante")]), "2 cantanti selezionati")
    }

    /// A noun no lexicon knows takes the gender the words written with it show, not the one its ending suggests
    /// (were *2 nuovi playlist*, *Il playlist contiene*, *1 app installato*); an argument does not.
    func testAnUnknownNounTakesTheGenderOfTheWordsWrittenWithIt() {
        func r(_ markup: String, _ args: [FormatArgument]) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: args)).text
        }
        XCTAssertEqual(r("^[%lld nuova playlist](inflect: true)", [.number(NumberValue(2))]), "2 nuove playlist")
        XCTAssertEqual(r("^[%lld playlist eliminata](inflect: true)", [.number(NumberValue(2))]), "2 playlist eliminate")
        XCTAssertEqual(r("^[%lld app installata](inflect: true)", [.number(NumberValue(1))]), "1 app installata")
        XCTAssertEqual(r("^[La playlist contiene %lld brani](inflect: true)", [.number(NumberValue(1))]), "La playlist contiene 1 brano")
        XCTAssertEqual(r("^[%lld widget nuovo](inflect: true)", [.number(NumberValue(2))]), "2 widget nuovi")
        XCTAssertEqual(r("^[%lld nuovo %@](inflect: true)", [.number(NumberValue(2)), .text("playlist")]), "2 nuovi playlist")
    }

    /// A count after a subject and its verb counts the noun after it; the subject and the verb keep their form (were
    /// *La cartella contiene 2 elemente*, *Il file è stato scaricato 1 volto*, *Il documento ha 1 pagine*). After a
    /// prepositional phrase, or a determiner the verb does not agree with, the verb agrees with the count's noun.
    func testACountAfterTheSubjectAndItsVerb() {
        func r(_ markup: String, _ n: Double) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: [.number(NumberValue(n))])).text
        }
        XCTAssertEqual(r("^[La cartella contiene %lld elementi](inflect: true)", 1), "La cartella contiene 1 elemento")
        XCTAssertEqual(r("^[La cartella contiene %lld elementi](inflect: true)", 2), "La cartella contiene 2 elementi")
        XCTAssertEqual(r("^[Il file è stato scaricato %lld volte](inflect: true)", 1), "Il file è stato scaricato 1 volta")
        XCTAssertEqual(r("^[Il documento ha %lld pagine](inflect: true)", 1), "Il documento ha 1 pagina")
        XCTAssertEqual(r("^[La password deve contenere almeno %lld caratteri](inflect: true)", 1), "La password deve contenere almeno 1 carattere")
        XCTAssertEqual(r("^[Questo elemento verrà eliminato tra %lld giorni](inflect: true)", 1), "Questo elemento verrà eliminato tra 1 giorno")
        XCTAssertEqual(r("^[Nella cartella ci sono %lld elementi](inflect: true)", 1), "Nella cartella c’è 1 elemento")
        XCTAssertEqual(r("^[Questa settimana sono stati eliminati %lld file](inflect: true)", 1), "Questa settimana è stato eliminato 1 file")
        XCTAssertEqual(r("^[Oggi sono stati eliminati %lld file](inflect: true)", 1), "Oggi è stato eliminato 1 file")
        XCTAssertEqual(r("^[Vuoi eliminare questi %lld file?](inflect: true)", 1), "Vuoi eliminare questo 1 file?")
    }

    /// A participle much more frequent than the verb it may also be, before a preposition with its article, agrees
    /// (was *2 canzoni aggiuntano alla playlist*, the rare verb *aggiuntare*); a frequent verb stays one.
    func testAFrequentParticipleBeforeAPrepositionalPhrase() {
        func r(_ markup: String, _ n: Double) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: [.number(NumberValue(n))])).text
        }
        XCTAssertEqual(r("^[%lld canzone aggiunta alla playlist](inflect: true)", 2), "2 canzoni aggiunte alla playlist")
        XCTAssertEqual(r("^[%lld foto aggiunta all’album](inflect: true)", 2), "2 foto aggiunte all’album")
        XCTAssertEqual(r("^[%lld persona paga alla cassa](inflect: true)", 2), "2 persone pagano alla cassa")
        XCTAssertEqual(r("^[%lld ministro visita la città](inflect: true)", 2), "2 ministri visitano la città")
    }

    /// A loanword in -e the lexicon does not know, after the noun, keeps its form (were *1 utente onlina*,
    /// *2 dispositivi offlini*: read as feminine plurals); a participle the lexicon lacks still agrees; *fa* after a
    /// length of time is 'ago' (was *2 minuti fanno*).
    func testLoanAdjectivesAndFa() {
        func r(_ markup: String, _ n: Double) -> String {
            engine.render(RenderRequest(markup: markup, locale: InflectionLocale("it"), arguments: [.number(NumberValue(n))])).text
        }
        XCTAssertEqual(r("^[%lld utente online](inflect: true)", 1), "1 utente online")
        XCTAssertEqual(r("^[%lld dispositivo offline](inflect: true)", 2), "2 dispositivi offline")
        XCTAssertEqual(r("^[%lld foto condivise](inflect: true)", 1), "1 foto condivisa")
        XCTAssertEqual(r("^[%lld minuto fa](inflect: true)", 2), "2 minuti fa")
        XCTAssertEqual(r("^[%lld ora fa](inflect: true)", 2), "2 ore fa")
    }

    /// A complement the argument brings (*lista della spesa*) ends with it, and not the noun phrase: the template's
    /// words after it agree with the argument's first noun (was *Il tuo lista della spesa preferito*).
    func testAComplementInsideTheArgumentEndsWithIt() throws {
        let engine = try ItalianTest.engine(lexicon: [
            "carta\tnoun\tf\tpl=carte\t-\t508",
            "credito\tnoun\tm\tpl=crediti\t-\t470",
            "lista\tnoun\tf\tpl=liste\t-\t504",
            "preferito\tadjective\t-\tm.pl=preferiti;f.sg=preferita;f.pl=preferite\tparticiple\t465",
            "selezionato\tadjective\t-\tm.pl=selezionati;f.sg=selezionata;f.pl=selezionate\tparticiple\t386",
            "spesa\tnoun\tf\tpl=spese\t-\t473",
        ])
        ItalianTest.check("^[Il tuo %@ preferito](inflect: true)", [.text("lista della spesa")], engine: engine,
                          "La tua lista della spesa preferita")
        ItalianTest.check("^[%lld %@ selezionato](inflect: true)", [.number(NumberValue(5)), .text("carta di credito")], engine: engine,
                          "5 carte di credito selezionate")
    }
}
