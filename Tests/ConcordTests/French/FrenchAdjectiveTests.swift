import XCTest
@testable import Concord

final class FrenchAdjectiveTests: FrenchTestCase {
    /// A participle after a complement of *de*/*à* and bare nouns describes the head and agrees with it (were *2 mises
    /// à jour installée*, *2 cartes de fidélité enregistrée*); an adjective there is left as written, since it may
    /// describe the complement (*3 verres de vin rouge*).
    func testAParticipleAfterAComplementAgreesWithTheHead() {
        let shipped = ConcordEngine()
        func text(_ markup: String, _ n: Int) -> String { render(markup, args: [.number(NumberValue(Double(n)))], engine: shipped).text }
        XCTAssertEqual(text("^[%lld mise à jour installée](inflect: true)", 2), "2 mises à jour installées")
        XCTAssertEqual(text("^[%lld carte de fidélité enregistrée](inflect: true)", 2), "2 cartes de fidélité enregistrées")
        XCTAssertEqual(text("^[%lld mot de passe enregistré](inflect: true)", 3), "3 mots de passe enregistrés")
        XCTAssertEqual(text("^[%lld mises à jour installées](inflect: true)", 1), "1 mise à jour installée")
        XCTAssertEqual(text("^[%lld verre de vin rouge](inflect: true)", 3), "3 verres de vin rouge")
        XCTAssertEqual(render("^[la carte de crédit expirée](inflect: {number: 'other'})", engine: shipped).text, "les cartes de crédit expirées")
    }

    /// So does a participle after an adverb (*non lues*, *pas envoyées*; were *non lu*), and after a complement given
    /// with the head in one argument (`%lld %@ non lu` + *fiche de paie* → *21 fiches de paie non lues*; was *non lu*).
    func testAParticipleAfterAComplementAndAnAdverbAgreesWithTheHead() {
        let shipped = ConcordEngine()
        func text(_ markup: String, _ n: Int, _ args: [FormatArgument] = []) -> String {
            render(markup, args: [.number(NumberValue(Double(n)))] + args, engine: shipped).text
        }
        XCTAssertEqual(text("^[%lld fiche de paie non lu](inflect: true)", 21), "21 fiches de paie non lues")
        XCTAssertEqual(text("^[%lld carte de fidélité pas enregistré](inflect: true)", 2), "2 cartes de fidélité pas enregistrées")
        XCTAssertEqual(text("^[%lld %@ non lu](inflect: true)", 21, [.text("fiche de paie")]), "21 fiches de paie non lues")
        XCTAssertEqual(text("^[%lld %@ non lu](inflect: true)", 1, [.text("fiches de paie")]), "1 fiche de paie non lue")
        XCTAssertEqual(text("^[%lld %@ chaud](inflect: true)", 2, [.text("tasse de café")]), "2 tasses de café chaud")
    }

    /// An adjective after such a complement agrees with the head where its written gender is the head's and none of
    /// the complement's nouns' (were *2 mises à jour importante*, *2 sacs à main noir*); an adjective whose gender is
    /// a complement noun's too, or that has one form for both, is left as written.
    func testAnAdjectiveAfterAComplementAgreesWhereItsGenderIsTheHeads() {
        let shipped = ConcordEngine()
        func text(_ markup: String, _ n: Int) -> String { render(markup, args: [.number(NumberValue(Double(n)))], engine: shipped).text }
        XCTAssertEqual(text("^[%lld mise à jour importante](inflect: true)", 2), "2 mises à jour importantes")
        XCTAssertEqual(text("^[%lld sac à main noir](inflect: true)", 2), "2 sacs à main noirs")
        XCTAssertEqual(text("^[%lld tasse de café chaud](inflect: true)", 2), "2 tasses de café chaud")
        XCTAssertEqual(text("^[%lld verre de bière fraîche](inflect: true)", 2), "2 verres de bière fraîche")
        XCTAssertEqual(text("^[%lld mot de passe faible](inflect: true)", 2), "2 mots de passe faible")
    }

    /// An adjective written in the plural after a plural head and a singular complement was written for the head and
    /// agrees with it (were *1 mot de passe faibles*, *1 carte de crédit valides*); one in the singular is left to
    /// the complement (*1 verre de vin rouge*).
    func testAPluralAdjectiveAfterASingularComplementAgreesWithTheHead() {
        let shipped = ConcordEngine()
        func text(_ markup: String, _ n: Int) -> String { render(markup, args: [.number(NumberValue(Double(n)))], engine: shipped).text }
        XCTAssertEqual(text("^[%lld mots de passe faibles](inflect: true)", 1), "1 mot de passe faible")
        XCTAssertEqual(text("^[%lld cartes de crédit valides](inflect: true)", 1), "1 carte de crédit valide")
        XCTAssertEqual(text("^[%lld moyens de paiement disponibles](inflect: true)", 1), "1 moyen de paiement disponible")
        XCTAssertEqual(text("^[%lld verres de vin rouge](inflect: true)", 1), "1 verre de vin rouge")
        XCTAssertEqual(text("^[%lld mots de passe faibles](inflect: true)", 3), "3 mots de passe faibles")
    }

    /// A bare noun after *à* says what kind of thing the head is, and so does a noun in apposition: neither takes an
    /// adjective of its own, so an adjective after them written in a gender the head can take agrees with the head
    /// (were *2 mises à jour disponible*, *2 brosses à dents électrique*, *2 codes promo valide*, *2 fichiers système
    /// caché*); after an elided *d’* a participle does (were *2 captures d’écran supprimée*).
    func testAnAdjectiveAfterAKindOfThingAgreesWithTheHead() {
        let shipped = ConcordEngine()
        func text(_ markup: String, _ n: Int) -> String { render(markup, args: [.number(NumberValue(Double(n)))], engine: shipped).text }
        XCTAssertEqual(text("^[%lld mise à jour disponible](inflect: true)", 2), "2 mises à jour disponibles")
        XCTAssertEqual(text("^[%lld mises à jour disponibles](inflect: true)", 1), "1 mise à jour disponible")
        XCTAssertEqual(text("^[%lld brosse à dents électrique](inflect: true)", 2), "2 brosses à dents électriques")
        XCTAssertEqual(text("^[%lld sac à dos noir](inflect: true)", 2), "2 sacs à dos noirs")
        XCTAssertEqual(text("^[%lld code promo valide](inflect: true)", 2), "2 codes promo valides")
        XCTAssertEqual(text("^[%lld fichier système caché](inflect: true)", 2), "2 fichiers système cachés")
        XCTAssertEqual(text("^[%lld capture d’écran supprimée](inflect: true)", 2), "2 captures d’écran supprimées")
        XCTAssertEqual(text("^[%lld tasse de café chaud](inflect: true)", 2), "2 tasses de café chaud")
        XCTAssertEqual(text("^[%lld carte cadeau](inflect: true)", 2), "2 cartes cadeau")
    }

    /// A word in *-ant* of a verb the lexicon knows, with a preposition or an article after it, is the present
    /// participle and never agrees (were *2 tâches arrivantes à échéance*, *1 tâche arrivante*, *2 fichiers
    /// correspondants à votre recherche*); alone it is the adjective and does (*2 éléments restants*).
    func testAPresentParticipleWithItsComplementDoesNotAgree() {
        let shipped = ConcordEngine()
        func text(_ markup: String, _ n: Int) -> String { render(markup, args: [.number(NumberValue(Double(n)))], engine: shipped).text }
        XCTAssertEqual(text("^[%lld tâche arrivant à échéance](inflect: true)", 2), "2 tâches arrivant à échéance")
        XCTAssertEqual(text("^[%lld tâche arrivant à échéance](inflect: true)", 1), "1 tâche arrivant à échéance")
        XCTAssertEqual(text("^[%lld fichier correspondant à votre recherche](inflect: true)", 2), "2 fichiers correspondant à votre recherche")
        XCTAssertEqual(text("^[%lld abonnement expirant le mois prochain](inflect: true)", 2), "2 abonnements expirant le mois prochain")
        XCTAssertEqual(text("^[%lld élément restant](inflect: true)", 2), "2 éléments restants")
        XCTAssertEqual(text("^[%lld fichier manquant](inflect: true)", 2), "2 fichiers manquants")
    }

    /// Before a word that is a noun and an adjective, a word more often an adjective than a noun is its adjective when
    /// the next word is more often a noun (*découverte*, a noun and the feminine of the participle *découvert*): were
    /// *2 incroyables découverts*, *1 incroyable découvert*.
    func testAnAdjectiveBeforeANounThatIsAlsoAnAdjective() {
        let shipped = ConcordEngine()
        func text(_ markup: String, _ n: Int) -> String { render(markup, args: [.number(NumberValue(Double(n)))], engine: shipped).text }
        XCTAssertEqual(text("^[%lld incroyable découverte](inflect: true)", 2), "2 incroyables découvertes")
        XCTAssertEqual(text("^[%lld incroyables découvertes](inflect: true)", 1), "1 incroyable découverte")
        XCTAssertEqual(text("^[%lld étudiant étranger](inflect: true)", 2), "2 étudiants étrangers")
    }

    /// An adjective written before its noun that French does not usually put there is the noun's adjective, and the
    /// noun is the head (were *2 magnifiques place*, *1 charmante dates*, *1 célèbre chanteuse*); a word that is a noun
    /// too is so when its written gender and number are the next noun's (*2 principales raisons*), and stays the head
    /// before an adjective or its verb (*2 étudiants étrangers*, *2 utilisateurs partagent le fichier*); alone it is the head.
    func testAnAdjectiveBeforeItsNounAgreesWithIt() {
        let shipped = ConcordEngine()
        func text(_ markup: String, _ args: [FormatArgument]) -> String { render(markup, args: args, engine: shipped).text }
        func text(_ markup: String, _ n: Int) -> String { text(markup, [.number(NumberValue(Double(n)))]) }
        XCTAssertEqual(text("^[%lld magnifique place](inflect: true)", 2), "2 magnifiques places")
        XCTAssertEqual(text("^[%lld charmantes dates](inflect: true)", 1), "1 charmante date")
        XCTAssertEqual(text("^[%lld célèbre chanteur](inflect: true)", 1), "1 célèbre chanteur")
        XCTAssertEqual(text("^[%lld sympathique voisin](inflect: true)", 2), "2 sympathiques voisins")
        XCTAssertEqual(text("^[%lld magnifique %@](inflect: true)", [.number(NumberValue(2)), .text("photo")]), "2 magnifiques photos")
        XCTAssertEqual(text("^[%lld principale raison](inflect: true)", 2), "2 principales raisons")
        XCTAssertEqual(text("^[%lld mondiale bouche](inflect: true)", 2), "2 mondiales bouches")
        XCTAssertEqual(text("^[%lld étudiant étranger](inflect: true)", 2), "2 étudiants étrangers")
        XCTAssertEqual(text("^[%lld utilisateur partage le fichier](inflect: true)", 2), "2 utilisateurs partagent le fichier")
        XCTAssertEqual(text("^[%lld maison magnifique](inflect: true)", 2), "2 maisons magnifiques")
        XCTAssertEqual(text("^[%lld jeune artiste](inflect: true)", 2), "2 jeunes artistes")
        XCTAssertEqual(text("^[%lld magnifique](inflect: true)", 2), "2 magnifiques")
        XCTAssertEqual(text("^[les %lld meilleurs](inflect: true)", 2), "les 2 meilleurs")
    }

    private let feminine = InflectionConcept.termsOfAddress([.feminine])
    private let masculine = InflectionConcept.termsOfAddress([.masculine])

    func testSuffixRules() {
        for (m, f) in [("petit", "petite"), ("nerveux", "nerveuse"), ("actif", "active"), ("léger", "légère"),
                       ("cruel", "cruelle"), ("ancien", "ancienne"), ("mignon", "mignonne"), ("muet", "muette"),
                       ("rapide", "rapide"), ("excité", "excitée"), ("prêt", "prête"), ("mien", "mienne")] {
            check("^[\(m)](inflect: {grammaticalGender: 'feminine'})", f)
        }
        check("^[nerveux](agreeWithConcept: 1)", concepts: [feminine], "nerveuse", rules: ["fr.adjective.rule.feminine"])
        check("^[nerveux](agreeWithConcept: 1)", concepts: [masculine], "nerveux", rules: ["fr.adjective.rule.unchanged"])
    }

    func testIrregularAdjectivesAndBeforeVowelForms() {
        check("^[beau](inflect: {grammaticalGender: 'feminine'})", "belle", rules: ["fr.adjective.irregular.feminine"])
        check("^[beau](inflect: {number: 'other'})", "beaux")
        check("^[un beau %@](inflect: true)", args: [.text("abricot")], "un bel abricot", rules: ["fr.adjective.irregular.before-vowel"])
        check("^[un nouveau %@](inflect: true)", args: [.text("appareil")], "un nouvel appareil")
        check("^[un vieux %@](inflect: true)", args: [.text("appareil")], "un vieil appareil")
        check("^[tout](inflect: {partOfSpeech: 'adjective', grammaticalGender: 'masculine', number: 'other'})", "tous")
    }

    func testPluralOfAdjectives() {
        check("^[bienvenu](inflect: {grammaticalGender: 'masculine', number: 'other'})", "bienvenus")
        check("^[bienvenue](inflect: {grammaticalGender: 'feminine', number: 'other'})", "bienvenues",
              rules: ["fr.adjective.rule.feminine-plural"])
        check("^[amical](inflect: {number: 'other'})", "amicaux")
        check("^[japonaise](inflect: {number: 'other'})", "japonaises")
    }

    func testParticiplesAgreeWithAnArgument() {
        check("C'est ^[un %@](inflect: true) d'homme qui n'est jamais aussi bien ^[porté](agreeWithArgument: 1) que par une femme.",
              args: [.text("chemise")],
              "C'est une chemise d'homme qui n'est jamais aussi bien portée que par une femme.",
              rules: ["fr.article.indefinite", "fr.adjective.rule.feminine"])
        check("^[fait](agreeWithArgument: 1)", args: [.text("chemise")], "faite")
        check("^[êtes resté inactif](inflect: {grammaticalGender: 'feminine'})", "êtes restée inactive")
    }

    func testAgreementWithAConceptPhrase() {
        check("^[vert](agreeWithConcept: 1)", concepts: [.localizedPhrase("chemise")], "verte")
        check("^[rouge](agreeWithConcept: 1)", concepts: [.localizedPhrase("chemise")], "rouge")
    }

    func testCasingIsKept() {
        check("^[BIENVENU](agreeWithConcept: 1)", concepts: [feminine], "BIENVENUE")
        check("^[Bienvenu](agreeWithConcept: 1)", concepts: [feminine], "Bienvenue")
    }

    func testWordsAddressingTheUser() {
        check("^[Bienvenu](inflect: true) !", user: .term(.feminine), "Bienvenue !")
        check("^[Bienvenu](inflect: true) !", user: .term(.masculine), "Bienvenu !")
        let r = render("^[Bienvenu](inflect: true, inflectionAlternative: 'Bienvenue à vous') !", user: .noPreference)
        XCTAssertEqual(r.text, "Bienvenue à vous !")
        XCTAssertTrue(r.trace.contains { $0.rule == "engine.inflection-alternative" })
        check("^[Bienvenu](inflect: true, inflectionAlternative: 'Bienvenue à vous') !", user: .term(.neutral), "Bienvenue à vous !",
              rules: ["fr.adjective.user-neutral"])
    }

    func testLexiconForms() {
        let e = engine(with: ["frais\tadjective\t-\tm.pl=frais;f.sg=fraîche;f.pl=fraîches\t-\t400"])
        let r = render("^[frais](inflect: {grammaticalGender: 'feminine', number: 'other'})", engine: e)
        XCTAssertEqual(r.text, "fraîches")
        XCTAssertTrue(r.trace.contains { $0.rule == "fr.adjective.lexicon.feminine-plural" })
    }
}
