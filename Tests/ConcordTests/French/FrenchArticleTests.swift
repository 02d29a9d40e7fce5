import XCTest
@testable import Concord

final class FrenchArticleTests: FrenchTestCase {
    func testDefiniteArticleAgreesWithTheArgument() {
        check("^[le %@](inflect: true)", args: [.text("Chambre")], "la Chambre", rules: ["fr.article.definite"])
        check("^[le %@](inflect: true)", args: [.text("Garage")], "le Garage", rules: ["fr.article.definite"])
        check("^[le %@](inflect: true)", args: [.text("Francofolies")], "les Francofolies")
    }

    func testCreatedElisionUsesTheTypographicApostrophe() {
        check("^[le %@](inflect: true)", args: [.text("Apple TV")], "l’Apple TV", rules: ["fr.article.definite.elision"])
        check("^[Entrée](inflect: {definiteness: 'definite'})", "l’Entrée", rules: ["fr.article.definite.elision.added"])
    }

    func testWrittenApostropheIsKept() {
        check("^[l'abricot](inflect: {number: 'other'})", "les abricots")
        check("^[l'abricot](inflect: {number: 'one'})", "l'abricot")
    }

    func testHAspireAndHMuetFromTheLexicon() {
        let e = engine(with: ["hôpital\tnoun\tm\tpl=hôpitaux\telision\t400", "hêtre\tnoun\tm\tpl=hêtres\taspirated\t300",
                              "hache\tnoun\tf\tpl=haches\taspirated\t300"])
        XCTAssertEqual(render("^[du %@](inflect: true)", args: [.text("Hôpital")], engine: e).text, "de l’Hôpital")
        XCTAssertEqual(render("^[le %@](inflect: true)", args: [.text("hêtre")], engine: e).text, "le hêtre")
        XCTAssertEqual(render("^[le %@](inflect: true)", args: [.text("hache")], engine: e).text, "la hache")
        // An h the lexicon does not know is not elided.
        check("^[le %@](inflect: true)", args: [.text("Havre")], "la Havre")
    }

    func testContractionsWithDe() {
        check("^[du %@](inflect: true)", args: [.text("cuisine")], "de la cuisine", rules: ["fr.article.contraction.de"])
        check("^[du %@](inflect: true)", args: [.text("Japon")], "du Japon", rules: ["fr.article.contraction.de"])
        check("^[du %@](inflect: true)", args: [.text("AS Saint-Etienne")], "de l’AS Saint-Etienne",
              rules: ["fr.article.contraction.de.elision"])
        check("^[du %@](inflect: true)", args: [.text("Le Mans")], "du Mans")
        check("^[du %@](inflect: true)", args: [.text("Les Enfoirés")], "des Enfoirés")
    }

    func testContractionsWithA() {
        check("^[au %@](inflect: true)", args: [.text("auditorium")], "à l’auditorium", rules: ["fr.article.contraction.a.elision"])
        check("^[au %@](inflect: true)", args: [.text("cuisine")], "à la cuisine", rules: ["fr.article.contraction.a"])
        check("^[au %@](inflect: true)", args: [.text("enfants")], "aux enfants")
        check("^[au %@](inflect: true)", args: [.text("garage")], "au garage")
    }

    func testIndefiniteArticle() {
        check("^[un %@](inflect: true)", args: [.text("chemise")], "une chemise", rules: ["fr.article.indefinite"])
        check("^[salon](inflect: {definiteness: 'indefinite'})", "un salon", rules: ["fr.article.indefinite.added"])
        check("^[yeux](inflect: {number: 'one', definiteness: 'indefinite'})", "un œil")
        check("^[Une](inflect: {grammaticalGender: 'masculine'})", "Un")
    }

    func testDefinitenessSwitchesOrAddsTheArticle() {
        check("^[ciel](inflect: {number: 'other', definiteness: 'definite'})", "les ciels")
        check("^[une chemise](inflect: {definiteness: 'definite'})", "la chemise")
        check("^[la chemise](inflect: {definiteness: 'indefinite', number: 'other'})", "des chemises")
        check("^[24 heures du Mans](inflect: {definiteness: 'definite'})", "les 24 heures du Mans")
    }

    func testDemonstratives() {
        check("^[ce %@](inflect: true)", args: [.text("montre")], "cette montre", rules: ["fr.determiner.demonstrative"])
        check("^[ce %@](inflect: true)", args: [.text("appareil")], "cet appareil")
        check("^[ce %@](inflect: true)", args: [.text("ordinateurs")], "ces ordinateurs")
        check("^[Ce %@](inflect: true) contient : %@.", args: [.text("chemise"), .text("coton")], "Cette chemise contient : coton.")
    }

    func testPossessives() {
        check("^[mon %@](inflect: true)", args: [.text("amie")], "mon amie", rules: ["fr.determiner.possessive.elision"])
        check("^[mon %@](inflect: true)", args: [.text("chemise")], "ma chemise", rules: ["fr.determiner.possessive"])
        check("^[votre %@](inflect: true)", args: [.text("chemises")], "vos chemises")
        check("^[leur %@](inflect: true)", args: [.text("chemises")], "leurs chemises")
    }

    /// A span that opens with a preposition or conjunction (*de 2 fichiers*, *et 2 autres*): the noun phrase
    /// follows it and agrees; a preposition that is part of an article (*de la*) is still the article's.
    func testASpanOpeningWithAPrepositionOrConjunction() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ args: [FormatArgument]) -> String { render(markup, args: args, engine: shipped).text }
        XCTAssertEqual(r("^[de %lld fichier](inflect: true)", [.number(NumberValue(2))]), "de 2 fichiers")
        XCTAssertEqual(r("^[ et %lld autre ](inflect: true)", [.number(NumberValue(2))]), " et 2 autres ")
        XCTAssertEqual(r("^[avec %lld ami nouveau](inflect: true)", [.number(NumberValue(2))]), "avec 2 amis nouveaux")
        XCTAssertEqual(r("^[et les %lld %@](inflect: true)", [.number(NumberValue(2)), .text("pomme")]), "et les 2 pommes")
        XCTAssertEqual(r("^[avec le %@](inflect: true)", [.text("pomme")]), "avec la pomme")
        XCTAssertEqual(r("^[de la maison](inflect: {number: 'other'})", []), "des maisons")
        XCTAssertEqual(r("^[de](inflect: true)", []), "de")
        // Any word but a determiner before the count agrees with nothing.
        XCTAssertEqual(r("^[seulement %lld %@](inflect: true)", [.number(NumberValue(2)), .text("note")]), "seulement 2 notes")
        XCTAssertEqual(r("^[plus de %lld %@](inflect: true)", [.number(NumberValue(2)), .text("tête")]), "plus de 2 têtes")
        XCTAssertEqual(r("^[jusqu’à %lld %@](inflect: true)", [.number(NumberValue(2)), .text("photo")]), "jusqu’à 2 photos")
        XCTAssertEqual(r("^[tous les %lld %@](inflect: true)", [.number(NumberValue(1)), .text("jour")]), "tout le 1 jour")
        // An article and an adverb before the count are an adverbial phrase, not the counted noun's article
        // (was *Aux moins 8 caractères*).
        XCTAssertEqual(r("^[Au moins %lld caractère](inflect: true)", [.number(NumberValue(8))]), "Au moins 8 caractères")
        XCTAssertEqual(r("^[au plus %lld fichier](inflect: true)", [.number(NumberValue(3))]), "au plus 3 fichiers")
        XCTAssertEqual(r("^[les %lld dernier fichier](inflect: true)", [.number(NumberValue(3))]), "les 3 derniers fichiers")
    }

    /// *de* and *que* before an argument elide as an article does, and an elided *d’* is written whole before a
    /// consonant (were *de Orange*, *de une amie*, *d’Paris*).
    func testDeAndQueElideBeforeAnArgument() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ args: [FormatArgument]) -> String { render(markup, args: args, engine: shipped).text }
        XCTAssertEqual(r("^[de %@](inflect: true)", [.text("Orange")]), "d’Orange")
        XCTAssertEqual(r("^[de %@](inflect: true)", [.text("Apple Watch")]), "d’Apple Watch")
        XCTAssertEqual(r("^[de %@](inflect: true)", [.text("une amie")]), "d’une amie")
        XCTAssertEqual(r("^[de %@](inflect: true)", [.text("Paris")]), "de Paris")
        XCTAssertEqual(r("^[d’%@](inflect: true)", [.text("Paris")]), "de Paris")
        XCTAssertEqual(r("^[que %@](inflect: true)", [.text("Orange")]), "qu’Orange")
        XCTAssertEqual(r("^[%lld fichier de %@](inflect: true)", [.number(NumberValue(2)), .text("Uber")]), "2 fichiers d’Uber")
        XCTAssertEqual(r("^[Les fichiers de %@](inflect: true)", [.text("Honda")]), "Les fichiers de Honda")
    }

    /// After *avoir* the participle agrees with no subject, unless *été* follows; an adverb in *-ment* the
    /// lexicon does not list never agrees.
    func testParticiplesAfterAvoirAndAdverbs() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ count: Double) -> String { render(markup, args: [.number(NumberValue(count))], engine: shipped).text }
        XCTAssertEqual(r("^[%lld personnes ont commenté](inflect: true)", 1), "1 personne a commenté")
        XCTAssertEqual(r("^[%lld personne a commenté](inflect: true)", 2), "2 personnes ont commenté")
        XCTAssertEqual(r("^[%lld fichier a été modifié récemment](inflect: true)", 2), "2 fichiers ont été modifiés récemment")
        XCTAssertEqual(r("^[%lld fichier modifié rapidement](inflect: true)", 2), "2 fichiers modifiés rapidement")
        XCTAssertEqual(r("^[%lld document](inflect: true)", 2), "2 documents")
    }

    /// An argument with one form for both numbers (*colis*, *prix*) takes the number of the determiner written before
    /// it, and the verb agrees (were *Le colis sont arrivés*, *Ton prix*); a name keeps the singular (*Le Canada est
    /// arrivé*), and a word of two forms its own number (*Supprimer la photo*).
    func testAnInvariableArgumentTakesTheWrittenDeterminersNumber() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String { render(markup, args: [.text(arg)], engine: shipped).text }
        XCTAssertEqual(r("^[Les %@ sont arrivés](inflect: true)", "colis"), "Les colis sont arrivés")
        XCTAssertEqual(r("^[Tes %@](inflect: true)", "prix"), "Tes prix")
        XCTAssertEqual(r("^[Tous les %@](inflect: true)", "héros"), "Tous les héros")
        XCTAssertEqual(r("^[Le %@ est arrivé](inflect: true)", "colis"), "Le colis est arrivé")
        XCTAssertEqual(r("^[Le %@ est arrivé](inflect: true)", "Canada"), "Le Canada est arrivé")
        XCTAssertEqual(r("Supprimer ^[les %@](inflect: true)", "photo"), "Supprimer la photo")
    }

    /// *aucun* and *chaque* have no plural: their noun is singular, an argument too (were *Aucun fichiers*, *Aucune
    /// photos sélectionnées*, *Chaques fichiers*), unless a count or a request gives the number.
    func testAucunTakesTheSingular() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String { render(markup, args: [.text(arg)], engine: shipped).text }
        XCTAssertEqual(r("^[Aucun %@](inflect: true)", "fichiers"), "Aucun fichier")
        XCTAssertEqual(r("^[Aucune %@ sélectionnée](inflect: true)", "photos"), "Aucune photo sélectionnée")
        XCTAssertEqual(r("Il n’y a ^[aucun %@](inflect: true)", "messages"), "Il n’y a aucun message")
        XCTAssertEqual(r("^[Aucun %@](inflect: true)", "fichier"), "Aucun fichier")
        XCTAssertEqual(r("^[Aucun %@](inflect: {number: 'other'})", "fichiers"), "Aucun fichiers")
        XCTAssertEqual(r("^[Chaque %@](inflect: true)", "fichiers"), "Chaque fichier")
        XCTAssertEqual(render("^[Chaque %lld jour](inflect: true)", args: [.number(NumberValue(2))], engine: shipped).text, "Chaque 2 jours")
    }

    /// *tout* before the article takes the article's number: a name of no known number is singular (were *Tous le
    /// Canada*, *Toutes la France*).
    func testToutBeforeANameTakesTheArticlesNumber() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String { render(markup, args: [.text(arg)], engine: shipped).text }
        XCTAssertEqual(r("^[Tous les %@](inflect: true)", "Canada"), "Tout le Canada")
        XCTAssertEqual(r("^[Toutes les %@](inflect: true)", "France"), "Toute la France")
        XCTAssertEqual(r("^[Tous les %@](inflect: true)", "héros"), "Tous les héros")
        XCTAssertEqual(r("^[Tout le %@](inflect: true)", "fichiers"), "Tous les fichiers")
    }

    /// A pronoun naming a part of a whole (*aucun*, *chacun*, *l’un* + *des*) is no determiner of the counted noun:
    /// the *des* stays and the verb after the whole is the pronoun's (were *Aucun 3 fichiers n’ont été supprimés*,
    /// *Les des 3 fichiers*, *Chacuns des 3 fichiers*, *Aucun fichiers*).
    func testAPronounNamingAPartOfTheWhole() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ n: Int) -> String { render(markup, args: [.number(NumberValue(Double(n)))], engine: shipped).text }
        XCTAssertEqual(r("^[Aucun des %lld fichiers sélectionnés n’a été supprimé](inflect: true)", 3),
                       "Aucun des 3 fichiers sélectionnés n’a été supprimé")
        XCTAssertEqual(r("^[L’un des %lld fichiers n’a pas pu être copié](inflect: true)", 2), "L’un des 2 fichiers n’a pas pu être copié")
        XCTAssertEqual(r("^[Chacun des %lld fichiers est prêt](inflect: true)", 4), "Chacun des 4 fichiers est prêt")
        XCTAssertEqual(r("^[Une des %lld photos](inflect: true)", 5), "Une des 5 photos")
        XCTAssertEqual(render("^[Aucun des fichiers](inflect: true)", engine: shipped).text, "Aucun des fichiers")
    }

    /// A possessive or demonstrative ending its span takes the form the argument after the span asks for by its
    /// sound (were *Ta adresse*, *Ce arbre*).
    func testADeterminerEndingTheSpanTakesTheFormOfTheWordAfterIt() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ arg: String) -> String {
            shipped.render(RenderRequest(markup: markup, locale: InflectionLocale("fr"), arguments: [.text(arg)])).text
        }
        XCTAssertEqual(r("^[Ton](agreeWithArgument: 1) %@", "adresse"), "Ton adresse")
        XCTAssertEqual(r("^[Ton](agreeWithArgument: 1) %@ est prête", "commande"), "Ta commande est prête")
        XCTAssertEqual(r("^[Ce](agreeWithArgument: 1) %@ est vide", "arbre"), "Cet arbre est vide")
        XCTAssertEqual(r("^[Ce](agreeWithArgument: 1) %@ est vide", "liste"), "Cette liste est vide")
    }
}
