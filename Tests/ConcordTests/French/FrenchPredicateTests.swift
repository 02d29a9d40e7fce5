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

    /// A count with no noun is the subject of the verb after its negation (*ne*/*n’*), past the clitics before the verb,
    /// of the table or not; the negation elides as the verb's first sound asks (were *2 n’est pas compatible*, *2 ne sonts
    /// pas prêts*, *2 ne fonctionnes pas*, *2 ne ses synchronise pas*).
    func testANegatedVerbAfterABareCountAgreesWithTheCount() {
        XCTAssertEqual(counted("^[%lld n’est pas compatible](inflect: true)", 2), "2 ne sont pas compatibles")
        XCTAssertEqual(counted("^[%lld n'est plus disponible](inflect: true)", 2), "2 ne sont plus disponibles")
        XCTAssertEqual(counted("^[%lld ne sont pas prêts](inflect: true)", 1), "1 n’est pas prêt")
        XCTAssertEqual(counted("^[%lld ne fonctionne pas](inflect: true)", 2), "2 ne fonctionnent pas")
        XCTAssertEqual(counted("^[%lld n’a jamais été synchronisé](inflect: true)", 2), "2 n’ont jamais été synchronisés")
        XCTAssertEqual(counted("^[%lld n’y est plus](inflect: true)", 2), "2 n’y sont plus")
        XCTAssertEqual(counted("^[%lld ne s’est pas synchronisé](inflect: true)", 2), "2 ne se sont pas synchronisés")
        XCTAssertEqual(counted("^[%lld ne se synchronise pas](inflect: true)", 2), "2 ne se synchronisent pas")
        XCTAssertEqual(counted("^[%lld appareil ne se synchronise pas](inflect: true)", 2), "2 appareils ne se synchronisent pas")
    }

    /// A count with no noun is the subject of a word the lexicon knows only as a verb right after it, and of a verb
    /// after an object pronoun (*l’*, *en*, *y*, *lui*) or a reflexive one (were *2 expires bientôt*, *2 attends votres
    /// réponse*, *2 l’a aimés*, *2 en a besoin*, *2 ses sont désabonnés*); *en* before a word that is also a noun stays
    /// a preposition (*2 en ligne*).
    func testAVerbAfterABareCountAndItsPronounsAgreesWithTheCount() {
        XCTAssertEqual(counted("^[%lld expire bientôt](inflect: true)", 2), "2 expirent bientôt")
        XCTAssertEqual(counted("^[%lld attend votre réponse](inflect: true)", 2), "2 attendent votre réponse")
        XCTAssertEqual(counted("^[%lld l’a aimé](inflect: true)", 2), "2 l’ont aimé")
        XCTAssertEqual(counted("^[%lld en a besoin](inflect: true)", 2), "2 en ont besoin")
        XCTAssertEqual(counted("^[%lld lui a répondu](inflect: true)", 2), "2 lui ont répondu")
        XCTAssertEqual(counted("^[%lld se sont désabonnés](inflect: true)", 1), "1 s’est désabonné")
        XCTAssertEqual(counted("^[%lld s’est abonné](inflect: true)", 2), "2 se sont abonnés")
        XCTAssertEqual(counted("^[%lld en ligne](inflect: true)", 2), "2 en ligne")
    }

    /// A definite article after the head and its adjectives opens a noun phrase of its own that agrees with nothing (a
    /// date: were *2 articles livrés les 12 mars*), and before a verb is its object pronoun, the verb agreeing with the
    /// head (were *2 fichiers les contiennent*, *2 appareils la prend en charge*).
    func testADefiniteArticleAfterTheHeadIsNotItsAdjective() {
        XCTAssertEqual(counted("^[%lld article livré le 12 mars](inflect: true)", 2), "2 articles livrés le 12 mars")
        XCTAssertEqual(render("^[%lld article livré le %@](inflect: true)", args: [.number(NumberValue(2)), .text("lundi")],
                              engine: shipped).text, "2 articles livrés le lundi")
        XCTAssertEqual(counted("^[%lld fichier le contient](inflect: true)", 2), "2 fichiers le contiennent")
        XCTAssertEqual(counted("^[%lld appareil la prend en charge](inflect: true)", 2), "2 appareils la prennent en charge")
        XCTAssertEqual(counted("^[%lld photos sont les meilleures](inflect: true)", 2), "2 photos sont les meilleures")
    }

    /// After *avoir* a participle before *être* (*pu*, *dû*) leaves the passive participle after *être* agreeing with
    /// the subject (were *2 éléments n’ont pas pu être copié*, *2 n’ont pas pu être envoyé*).
    func testAPassiveAfterAModalParticipleAgreesWithTheSubject() {
        XCTAssertEqual(counted("^[%lld élément n’a pas pu être copié](inflect: true)", 2), "2 éléments n’ont pas pu être copiés")
        XCTAssertEqual(counted("^[%lld n’a pas pu être envoyé](inflect: true)", 2), "2 n’ont pas pu être envoyés")
        XCTAssertEqual(counted("^[%lld fichier a pu être ouvert](inflect: true)", 1), "1 fichier a pu être ouvert")
        XCTAssertEqual(counted("^[%lld personne a commenté](inflect: true)", 2), "2 personnes ont commenté")
    }

    /// The partitive's whole may be a stressed pronoun after *d’entre* (*2 d’entre elles*), an argument after an article
    /// (*des %@*), or have a complement of its own (*des photos de vacances*, *des amis de %@*): the count's verb and
    /// what follows it agree with the count (were *2 d’entre eux est connecté*, *2 des photos est sélectionné*, *2 des
    /// photos de vacances est supprimée*, *2 des amis de Marie est connecté*).
    func testAPartitiveWithAPronounArgumentOrComplementForItsWhole() {
        XCTAssertEqual(counted("^[%lld d’entre eux est connecté](inflect: true)", 2), "2 d’entre eux sont connectés")
        XCTAssertEqual(counted("^[%lld d’entre elles est prête](inflect: true)", 2), "2 d’entre elles sont prêtes")
        XCTAssertEqual(counted("^[%lld d'entre vous a répondu](inflect: true)", 2), "2 d'entre vous ont répondu")
        XCTAssertEqual(counted("^[%lld d’entre eux n’a pas répondu](inflect: true)", 3), "3 d’entre eux n’ont pas répondu")
        XCTAssertEqual(counted("^[%lld des photos de vacances est supprimée](inflect: true)", 2), "2 des photos de vacances sont supprimées")
        XCTAssertEqual(counted("^[%lld des fichiers de ce dossier est protégé](inflect: true)", 2),
                       "2 des fichiers de ce dossier sont protégés")
        func two(_ markup: String, _ args: String...) -> String {
            render(markup, args: [.number(NumberValue(2))] + args.map { .text($0) }, engine: shipped).text
        }
        XCTAssertEqual(two("^[%lld des %@ est sélectionné](inflect: true)", "photos"), "2 des photos sont sélectionnées")
        XCTAssertEqual(two("^[%lld de vos %@ est prêt](inflect: true)", "vidéos"), "2 de vos vidéos sont prêtes")
        XCTAssertEqual(two("^[%1$lld des amis de %2$@ est connecté](inflect: true)", "Marie"), "2 des amis de Marie sont connectés")
        XCTAssertEqual(two("^[%lld des %@](inflect: true)", "photos"), "2 des photos")
        XCTAssertEqual(render("^[%lld des %@ sont prêts](inflect: true)", args: [.number(NumberValue(1)), .text("fichiers")],
                              engine: shipped).text, "1 des fichiers est prêt")
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

    /// A role noun naming the user — after *vous êtes* / *tu es*, or after a salutation's *cher* — takes the user's
    /// gender with its determiner and adjectives (were *Vous êtes le seul administrateur*, *Tu es un artiste* for a
    /// feminine user); a noun that names no person stays.
    func testRoleNounNamingTheUserTakesTheirGender() {
        let lexicon = engine(with: [
            "administrateur\tnoun\tm\tpl=administrateurs;f.sg=administratrice;f.pl=administratrices\telision\t369",
            "artiste\tnoun\tmf\tpl=artistes\telision\t461",
            "version\tnoun\tf\tpl=versions\t-\t430",
            "seul\tadjective\t-\tm.pl=seuls;f.sg=seule;f.pl=seules\t-\t595",
            "nouveau\tadjective\t-\tm.pl=nouveaux;f.sg=nouvelle;f.pl=nouvelles\t-\t600",
        ])
        let feminine = UserTermSetting.term(.feminine)
        XCTAssertEqual(render("Vous êtes ^[le seul administrateur](inflect: true) de ce dossier", user: feminine, engine: lexicon).text,
                       "Vous êtes la seule administratrice de ce dossier")
        XCTAssertEqual(render("Tu es ^[un artiste](inflect: true)", user: feminine, engine: lexicon).text, "Tu es une artiste")
        XCTAssertEqual(render("Vous êtes ^[le seul administrateur](inflect: true)", user: .term(.masculine), engine: lexicon).text,
                       "Vous êtes le seul administrateur")
        XCTAssertEqual(render("Vous êtes ^[la nouvelle version](inflect: true)", user: .term(.masculine), engine: lexicon).text,
                       "Vous êtes la nouvelle version")
        XCTAssertEqual(render("Il est ^[le seul administrateur](inflect: true)", user: feminine, engine: lexicon).text,
                       "Il est le seul administrateur")
    }

    /// After a noun and its copula written before the span, the span describes that noun, not the user (were *Le
    /// fichier a été supprimée* for a feminine user, *La photo a été supprimé*, *Votre commande est prêt*).
    func testANounBeforeTheCopulaIsWhomTheSpanDescribes() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ user: TermOfAddress = .feminine) -> String {
            shipped.render(RenderRequest(markup: markup, locale: InflectionLocale("fr"), userTermOfAddress: .term(user))).text
        }
        XCTAssertEqual(r("Le fichier a été ^[supprimé](inflect: true)"), "Le fichier a été supprimé")
        XCTAssertEqual(r("La photo a été ^[supprimé](inflect: true)", .masculine), "La photo a été supprimée")
        XCTAssertEqual(r("Les fichiers sont ^[prêt](inflect: true)"), "Les fichiers sont prêts")
        XCTAssertEqual(r("Votre commande est ^[prêt](inflect: true)", .masculine), "Votre commande est prête")
        XCTAssertEqual(r("Tu es ^[connecté](inflect: true)"), "Tu es connectée")
    }

    /// A clause addressing the user after other words in the span (*Merci, tu es …*) describes the user, whatever the
    /// words before it (were *Merci, tu es connecté*, *Bravo, tu es inscrit* for a feminine user: *Merci*, *Bravo*
    /// were the head of the span); *tu* before a verb is the pronoun (the note asked whether it was a noun or a verb).
    func testAClauseAddressingTheUserAfterOtherWords() {
        let shipped = ConcordEngine()
        func r(_ markup: String, _ user: TermOfAddress = .feminine) -> Rendering {
            shipped.render(RenderRequest(markup: markup, locale: InflectionLocale("fr"), userTermOfAddress: .term(user)))
        }
        XCTAssertEqual(r("^[Merci, tu es connecté](inflect: true)").text, "Merci, tu es connectée")
        XCTAssertEqual(r("^[Merci, tu es connecté](inflect: true)").diagnostics.map(\.code), [])
        XCTAssertEqual(r("^[Merci, tu es connecté](inflect: true)", .masculine).text, "Merci, tu es connecté")
        XCTAssertEqual(r("^[Bravo, tu es inscrit](inflect: true)").text, "Bravo, tu es inscrite")
        XCTAssertEqual(r("^[Merci ! Vous êtes inscrit](inflect: true)").text, "Merci ! Vous êtes inscrite")
        XCTAssertEqual(r("^[Merci, vous êtes le nouveau propriétaire](inflect: true)").text,
                       "Merci, vous êtes la nouvelle propriétaire")
        XCTAssertEqual(r("^[Cher utilisateur, tu es inscrit](inflect: true)").text, "Chère utilisatrice, tu es inscrite")
        // Each clause says its own of the user, and what follows a clause is read apart from it.
        XCTAssertEqual(r("^[Merci, tu es prêt, merci, tu es prêt](inflect: true)").text, "Merci, tu es prête, merci, tu es prête")
        XCTAssertEqual(r("^[Bravo, tu es inscrit. Bienvenu !](inflect: true)").text, "Bravo, tu es inscrite. Bienvenue !")
    }

    /// A participle right after *avoir* agrees with no subject (was *Vous avez réservée deux nuits* for a feminine
    /// user); after an object pronoun (*il vous a*, *vous l’avez*) the span is read as before, and after *être* it agrees.
    func testAParticipleAfterAvoirAgreesWithNoSubject() {
        let shipped = ConcordEngine()
        func r(_ markup: String) -> String {
            shipped.render(RenderRequest(markup: markup, locale: InflectionLocale("fr"), userTermOfAddress: .term(.feminine))).text
        }
        XCTAssertEqual(r("Vous avez ^[réservé](inflect: true) deux nuits"), "Vous avez réservé deux nuits")
        XCTAssertEqual(r("Tu as ^[réservé](inflect: true) deux nuits"), "Tu as réservé deux nuits")
        XCTAssertEqual(r("Il vous a ^[invité](inflect: true)"), "Il vous a invitée")
        XCTAssertEqual(r("Vous êtes ^[inscrit](inflect: true)"), "Vous êtes inscrite")
    }
}
