import XCTest
@testable import Concord

/// A span that starts with an auxiliary or a common verb is a predicate: the verb agrees in number and the
/// participles and adjectives after it in gender and number (the verb is never pluralised as a noun).
final class FrenchPredicateTests: FrenchTestCase {
    /// The shipped lexicons' engine, shared by the tests that render a count.
    private let shipped = ConcordEngine()

    /// `markup` rendered with the shipped lexicons and `count` as its one argument.
    private func counted(_ markup: String, _ count: Double) -> String {
        render(markup, args: [.number(NumberValue(count))], engine: shipped).text
    }

    func testVerbFirstSpans() {
        check("^[est connecté](inflect: {number: 'other'})", "sont connectés", rules: ["fr.verb.agree.table"])
        check("^[a été supprimé](inflect: {number: 'other'})", "ont été supprimés", rules: ["fr.verb.agree.table"])
        check("^[a été supprimé](inflect: {grammaticalGender: 'feminine'})", "a été supprimée")
        check("^[peut](inflect: {number: 'other'})", "peuvent", rules: ["fr.verb.agree.table"])
    }

    /// *bien* and *mal* are adverbs (*bien reçu*) but right after the count the counted noun (*2 biens*, *2 maux*).
    func testAnAdverbThatIsACountNounIsTheCountedNounAfterTheCount() {
        let engine = engine(with: ["bien\tnoun\tm\tpl=biens\t-\t500", "mal\tnoun\tm\tpl=maux\t-\t500",
                                   "immobilier\tadjective\t-\tf.sg=immobilière;m.pl=immobiliers;f.pl=immobilières\t-\t400",
                                   "fichier\tnoun\tm\tpl=fichiers\t-\t400",
                                   "commun\tadjective\t-\tf.sg=commune;m.pl=communs;f.pl=communes\t-\t400"])
        let two: [FormatArgument] = [.number(NumberValue(2))]
        XCTAssertEqual(render("^[%lld bien immobilier](inflect: true)", args: two, engine: engine).text, "2 biens immobiliers")
        XCTAssertEqual(render("^[%lld %@](inflect: true)", args: two + [.text("mal")], engine: engine).text, "2 maux")
        XCTAssertEqual(render("^[%lld fichier bien reçu](inflect: true)", args: two, engine: engine).text, "2 fichiers bien reçus")
        // Right after the determiner too (was *les bien communs*).
        XCTAssertEqual(render("^[le bien commun](inflect: {number: 'other'})", args: [], engine: engine).text, "les biens communs")
    }

    /// A span that opens with a verb's infinitive (a button's label) reads the noun phrase after it: the
    /// infinitive never agrees (were *Supprimers les 3 fichier ?*, *Supprimer ce application ?*); a word the
    /// lexicon also lists as a noun is still the noun (*les dîners*).
    func testAnInfinitiveOpeningTheSpanIsNoNoun() {
        let shipped = ConcordEngine()
        func text(_ markup: String, _ args: [FormatArgument]) -> String {
            render(markup, args: args, engine: shipped).text
        }
        XCTAssertEqual(text("^[Supprimer les %lld fichier](inflect: true) ?", [.number(NumberValue(3))]), "Supprimer les 3 fichiers ?")
        XCTAssertEqual(text("^[Afficher les %lld commentaire](inflect: true)", [.number(NumberValue(12))]), "Afficher les 12 commentaires")
        XCTAssertEqual(text("^[Supprimer ce %@](inflect: true) ?", [.text("application")]), "Supprimer cette application ?")
        XCTAssertEqual(text("^[Restaurer ce %@](inflect: true)", [.text("élément")]), "Restaurer cet élément")
        XCTAssertEqual(text("^[Modifier le %@](inflect: true)", [.text("adresse")]), "Modifier l’adresse")
        XCTAssertEqual(text("^[Supprimer %lld fichier](inflect: true)", [.number(NumberValue(3))]), "Supprimer 3 fichiers")
        XCTAssertEqual(text("^[le dîner](inflect: {number: 'other'})", []), "les dîners")
        XCTAssertEqual(text("^[être connecté](inflect: {grammaticalGender: 'feminine'})", []), "être connectée")
    }

    /// The verb after the negation's *ne*/*n’* agrees as it does without it, and the negation elides as a clitic
    /// does (were *2 appareils n'est pas compatible*, *1 fichier ne est pas compatible*).
    func testTheVerbAfterANegationAgrees() {
        XCTAssertEqual(counted("^[%lld appareil n'est pas compatible](inflect: true)", 2), "2 appareils ne sont pas compatibles")
        XCTAssertEqual(counted("^[%lld appareil n’est plus disponible](inflect: true)", 2), "2 appareils ne sont plus disponibles")
        XCTAssertEqual(counted("^[%lld photo n’a jamais été partagée](inflect: true)", 2), "2 photos n’ont jamais été partagées")
        XCTAssertEqual(counted("^[%lld fichiers ne sont pas compatibles](inflect: true)", 1), "1 fichier n’est pas compatible")
        XCTAssertEqual(counted("^[%lld fichiers n'ont jamais été ouverts](inflect: true)", 1), "1 fichier n'a jamais été ouvert")
        XCTAssertEqual(counted("^[%lld fichier ne s'ouvre pas](inflect: true)", 2), "2 fichiers ne s'ouvrent pas")
    }

    /// The object pronouns between the negation and its verb are passed over, and *l’* elides as the verb's sound
    /// asks (were *2 fichiers ne l’est pas*, *2 fichiers n’y est pas*, *2 personnes n’en a pas*).
    func testTheVerbAfterANegationAndAnObjectPronounAgrees() {
        XCTAssertEqual(counted("^[%lld fichier ne l’est pas](inflect: true)", 2), "2 fichiers ne le sont pas")
        XCTAssertEqual(counted("^[%lld fichiers ne le sont pas](inflect: true)", 1), "1 fichier ne l’est pas")
        XCTAssertEqual(counted("^[%lld fichier n’y est pas](inflect: true)", 2), "2 fichiers n’y sont pas")
        XCTAssertEqual(counted("^[%lld personne n’en a pas](inflect: true)", 2), "2 personnes n’en ont pas")
        XCTAssertEqual(counted("^[%lld fichier en double](inflect: true)", 2), "2 fichiers en double")
    }

    /// An infinitive after a modal never agrees and goes on to its object; an adjective after it still agrees (were
    /// *1 personne peut voire cette photo*, *2 personnes peuvent voires cettes photo*, *2 appareils doivent resters
    /// connectés*).
    func testAnInfinitiveAfterAModalDoesNotAgree() {
        XCTAssertEqual(counted("^[%lld personne peut voir cette photo](inflect: true)", 1), "1 personne peut voir cette photo")
        XCTAssertEqual(counted("^[%lld personne peut voir cette photo](inflect: true)", 2), "2 personnes peuvent voir cette photo")
        XCTAssertEqual(counted("^[%lld appareil doit rester connecté](inflect: true)", 2), "2 appareils doivent rester connectés")
        XCTAssertEqual(counted("^[%lld appareil doit redémarrer](inflect: true)", 2), "2 appareils doivent redémarrer")
        XCTAssertEqual(counted("^[%lld photo peut être partagée](inflect: true)", 2), "2 photos peuvent être partagées")
    }

    /// In a partitive after the count (*2 de vos fichiers*, *1 des 5 tâches*) the whole keeps its number, and the verb
    /// after it and the words after the verb agree with the count (were *2 des 20 nuits est sensible*, *1 de mes
    /// terrains sont géniaux*); the whole's adjectives before the verb describe it and stay.
    func testThePredicateOfAPartitiveAgreesWithTheCount() {
        XCTAssertEqual(counted("^[%lld des 20 nuits est sensible](inflect: true)", 2), "2 des 20 nuits sont sensibles")
        XCTAssertEqual(counted("^[%lld de mes terrains sont géniaux](inflect: true)", 1), "1 de mes terrains est génial")
        XCTAssertEqual(counted("^[%lld des fichiers sélectionnés est prêt](inflect: true)", 2), "2 des fichiers sélectionnés sont prêts")
        XCTAssertEqual(counted("^[%lld de vos appareils n’est pas compatible](inflect: true)", 2),
                       "2 de vos appareils ne sont pas compatibles")
        XCTAssertEqual(counted("^[%lld des photos a été supprimée](inflect: true)", 2), "2 des photos ont été supprimées")
        XCTAssertEqual(counted("^[%lld de vos amies est connecté](inflect: true)", 2), "2 de vos amies sont connectées")
        XCTAssertEqual(render("^[%1$lld sur %2$lld fichiers est prêt](inflect: true)",
                              args: [.number(NumberValue(2)), .number(NumberValue(5))], engine: shipped).text, "2 sur 5 fichiers sont prêts")
        XCTAssertEqual(counted("^[%lld de vos photos](inflect: true)", 2), "2 de vos photos")
    }

    /// A subject pronoun takes no ending of the user's gender (were *Vouse êtes inscrite*, *Tue es inscrite*: *tu* is
    /// also *taire*'s participle), and a third-person one is whom the words describe, not the user (was *Il est
    /// prête* for a feminine user).
    func testSubjectPronounsKeepTheirFormAndThirdPersonsAreTheSubject() {
        let feminine = UserTermSetting.term(.feminine)
        XCTAssertEqual(render("^[Vous êtes inscrit](inflect: true) au tournoi", user: feminine, engine: shipped).text,
                       "Vous êtes inscrite au tournoi")
        XCTAssertEqual(render("^[Tu es inscrit](inflect: true)", user: feminine, engine: shipped).text, "Tu es inscrite")
        XCTAssertEqual(render("^[Vous êtes inscrit](inflect: true)", user: .term(.masculine), engine: shipped).text, "Vous êtes inscrit")
        XCTAssertEqual(render("^[Il est prêt](inflect: true)", user: feminine, engine: shipped).text, "Il est prêt")
        XCTAssertEqual(render("^[Elle est prêt](inflect: true)", user: .term(.masculine), engine: shipped).text, "Elle est prête")
        XCTAssertEqual(render("^[Ils sont prêt](inflect: true)", user: feminine, engine: shipped).text, "Ils sont prêts")
    }

    /// A count with no noun is the subject of a verb of the table right after it (were *2 sonts prêts*, *2 ests
    /// prêts*, *2 a échoués*: the verb read as the counted noun).
    func testAVerbAfterABareCountAgreesWithTheCount() {
        XCTAssertEqual(counted("^[%lld est prêt](inflect: true)", 2), "2 sont prêts")
        XCTAssertEqual(counted("^[%lld sont prêts](inflect: true)", 1), "1 est prêt")
        XCTAssertEqual(counted("^[%lld a échoué](inflect: true)", 2), "2 ont échoué")
        XCTAssertEqual(counted("^[%lld a été supprimé](inflect: true)", 5), "5 ont été supprimés")
        XCTAssertEqual(counted("^[%lld fichier est prêt](inflect: true)", 2), "2 fichiers sont prêts")
    }

    /// A noun that is also a verb's third person and no adjective, after its subject, is the verb and agrees (were *2
    /// tables passe*, *2 décisions mérite*); a noun whose noun reading is much more frequent stays in apposition.
    func testANounAndVerbAfterItsSubjectIsTheVerb() {
        XCTAssertEqual(counted("^[%lld table passe](inflect: true)", 2), "2 tables passent")
        XCTAssertEqual(counted("^[%lld décisions méritent](inflect: true)", 1), "1 décision mérite")
        XCTAssertEqual(counted("^[%lld appareil manque](inflect: true)", 2), "2 appareils manquent")
        XCTAssertEqual(counted("^[%lld carte cadeau](inflect: true)", 2), "2 cartes cadeau")
    }

    func testANounSpelledLikeAVerbAloneStaysANoun() {
        // *le reste* / *les restes*: alone and known as a noun, the word is the noun.
        let engine = engine(with: ["reste\tnoun\tm\tpl=restes\t-\t400"])
        XCTAssertEqual(render("^[reste](inflect: {number: 'other'})", engine: engine).text, "restes")
    }
}
