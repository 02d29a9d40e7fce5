import XCTest
@testable import Concord

/// The imperfect, the conditional and the future, which the lexicons do not list, agree through each language's
/// regular endings (``RegularVerbEndings``); a verb that takes an object leaves that object alone, and a copula
/// after another verb (*podrían ser*, *pode ser*, *pourraient être*) lets the participle after it agree.
final class VerbTensesTests: XCTestCase {
    /// Each markup rendered in `locale` with its count gives its expected text.
    private func assertRenders(_ locale: String, _ cases: [(markup: String, count: Double, expected: String)],
                               file: StaticString = #filePath, line: UInt = #line) {
        for c in cases {
            let text = ConcordEngine().render(RenderRequest(markup: c.markup, locale: InflectionLocale(locale),
                                                            arguments: [.number(NumberValue(c.count))])).text
            XCTAssertEqual(text, c.expected, c.markup, file: file, line: line)
        }
    }

    func testSpanish() {
        assertRenders("es", [
            ("^[%lld fotos podrían ser eliminadas](inflect: true)", 1, "1 foto podría ser eliminada"),
            ("^[%lld foto podría ser eliminada](inflect: true)", 2, "2 fotos podrían ser eliminadas"),
            ("^[%lld usuario compartía el archivo](inflect: true)", 2, "2 usuarios compartían el archivo"),
            ("^[%lld usuarios compartían el archivo](inflect: true)", 1, "1 usuario compartía el archivo"),
            ("^[%lld usuario trabajaba aquí](inflect: true)", 2, "2 usuarios trabajaban aquí"),
            ("^[%lld archivo se eliminará](inflect: true)", 2, "2 archivos se eliminarán"),
            // An object after a verb of the lexicon, or after haber and a participle, agrees with nothing.
            ("^[%lld usuario eliminó el archivo](inflect: true)", 2, "2 usuarios eliminaron el archivo"),
            ("^[%lld usuario ha compartido el archivo](inflect: true)", 2, "2 usuarios han compartido el archivo"),
            ("^[%lld usuario podría compartir el archivo](inflect: true)", 2, "2 usuarios podrían compartir el archivo"),
            // An infinitive never agrees, after any verb (was *no se pudieron guardares*).
            ("^[%lld elemento no se pudo guardar](inflect: true)", 2, "2 elementos no se pudieron guardar"),
            // A predicative adjective still agrees; so do the participles after ser.
            ("^[%lld niño llegó cansado](inflect: true)", 2, "2 niños llegaron cansados"),
            ("^[%lld foto ha sido eliminada](inflect: true)", 2, "2 fotos han sido eliminadas"),
            // Nouns in -ía and -á are no verbs.
            ("^[%lld día](inflect: true)", 2, "2 días"),
            ("^[%lld sofá](inflect: true)", 2, "2 sofás"),
        ])
    }

    func testPortuguese() {
        assertRenders("pt-BR", [
            ("^[%lld fotos poderiam ser eliminadas](inflect: true)", 1, "1 foto poderia ser eliminada"),
            ("^[%lld foto poderia ser eliminada](inflect: true)", 2, "2 fotos poderiam ser eliminadas"),
            ("^[%lld usuários compartilhavam o arquivo](inflect: true)", 1, "1 usuário compartilhava o arquivo"),
            ("^[%lld fotos haviam sido eliminadas](inflect: true)", 1, "1 foto havia sido eliminada"),
            ("^[%lld fotos tinham sido eliminadas](inflect: true)", 1, "1 foto tinha sido eliminada"),
            ("^[%lld fotos podem ser eliminadas](inflect: true)", 1, "1 foto pode ser eliminada"),
            ("^[%lld arquivo poderá ser excluído](inflect: true)", 2, "2 arquivos poderão ser excluídos"),
        ])
    }

    func testItalian() {
        assertRenders("it", [
            ("^[%lld utenti condividevano il file](inflect: true)", 1, "1 utente condivideva il file"),
            ("^[%lld utente condivideva il file](inflect: true)", 2, "2 utenti condividevano il file"),
            ("^[%lld utente condividerebbe il file](inflect: true)", 2, "2 utenti condividerebbero il file"),
            ("^[%lld foto potrebbe essere eliminata](inflect: true)", 2, "2 foto potrebbero essere eliminate"),
            ("^[%lld foto verranno eliminate](inflect: true)", 1, "1 foto verrà eliminata"),
        ])
    }

    func testFrench() {
        assertRenders("fr", [
            ("^[%lld utilisateurs partageaient le fichier](inflect: true)", 1, "1 utilisateur partageait le fichier"),
            ("^[%lld utilisateur partageait le fichier](inflect: true)", 2, "2 utilisateurs partageaient le fichier"),
            ("^[%lld utilisateur partagera le fichier](inflect: true)", 2, "2 utilisateurs partageront le fichier"),
            ("^[%lld utilisateurs partageront le fichier](inflect: true)", 1, "1 utilisateur partagera le fichier"),
            ("^[%lld photos pourraient être supprimées](inflect: true)", 1, "1 photo pourrait être supprimée"),
            ("^[%lld photo pourra être supprimée](inflect: true)", 2, "2 photos pourront être supprimées"),
            ("^[%lld utilisateur supprime le fichier](inflect: true)", 2, "2 utilisateurs suppriment le fichier"),
            ("^[%lld utilisateur pourrait supprimer le fichier](inflect: true)", 2, "2 utilisateurs pourraient supprimer le fichier"),
            ("^[%lld fichier paraît vide](inflect: true)", 2, "2 fichiers paraissent vides"),
            ("^[%lld opéra](inflect: true)", 2, "2 opéras"),
        ])
    }

    func testEndingsNeedAVerbOrALowerCaseStem() {
        let lexicon = LexiconStore.shared.lexicon(for: "es")
        let es = SpanishVerbs.endings
        XCTAssertEqual(es.reading(of: "compartían", readings: [], lexicon: lexicon),
                       .init(singular: "compartía", plural: "compartían", isPlural: true, infinitive: "compartir"))
        XCTAssertEqual(es.reading(of: "podría", readings: [], lexicon: lexicon),
                       .init(singular: "podría", plural: "podrían", isPlural: false, infinitive: "poder"))
        XCTAssertNil(es.reading(of: "qwzía", readings: [], lexicon: lexicon)) // no verb *qwzer*, *qwzir*
        let it = ItalianVerbs.endings
        let itLexicon = LexiconStore.shared.lexicon(for: "it")
        XCTAssertNil(it.reading(of: "Nuvava", readings: [], lexicon: itLexicon)) // a name
        XCTAssertNil(it.reading(of: "guava", readings: [], lexicon: itLexicon)) // stem too short
        XCTAssertEqual(it.reading(of: "parlava", readings: [], lexicon: itLexicon)?.plural, "parlavano")
    }

    /// A word that is also a noun, after the subject and before an article, is the verb; the object or predicate
    /// noun after a verb keeps its number, and a nominalized adjective after a copula still agrees.
    func testAVerbThatIsAlsoANounAndItsObject() {
        assertRenders("es", [
            ("^[%lld padre paga el trato](inflect: true)", 2, "2 padres pagan el trato"),
            ("^[%lld novio sigue el precio](inflect: true)", 2, "2 novios siguen el precio"),
            ("^[%lld foto es el problema](inflect: true)", 2, "2 fotos son el problema"),
            ("^[%lld foto es la mejor](inflect: true)", 2, "2 fotos son las mejores"),
        ])
        assertRenders("pt-BR", [
            ("^[%lld ministro visita a organização](inflect: true)", 2, "2 ministros visitam a organização"),
            // A subject the lexicon also reads as an adjective (a participle: *comida*) before such a verb.
            ("^[%lld comida procura o fogo](inflect: true)", 2, "2 comidas procuram o fogo"),
        ])
        assertRenders("it", [("^[%lld ministro visita la città](inflect: true)", 2, "2 ministri visitano la città")])
        assertRenders("fr", [
            ("^[%lld ligne touche le président](inflect: true)", 2, "2 lignes touchent le président"),
            ("^[%lld fille est le problème](inflect: true)", 2, "2 filles sont le problème"),
            ("^[%lld fichier est synchronisé](inflect: true)", 2, "2 fichiers sont synchronisés"),
            // After a clitic and avoir, the participle agrees with no subject.
            ("^[%lld ami vous a envoyé une invitation](inflect: true)", 2, "2 amis vous ont envoyé une invitation"),
            ("^[%lld amie s’est inscrite](inflect: true)", 2, "2 amies se sont inscrites"),
        ])
    }

    /// A word that is a noun and a verb but no adjective, after the subject, is the verb when the verb is about as
    /// frequent as the noun (``VerbAfterSubject``); a noun much more frequent than its verb stays a noun in
    /// apposition. (Were *2 personas espera*, *2 usuarias buscas ayuda*, *2 pessoas esperas*, *2 arquivos ocupos*, *2 persone visita il profilo*.)
    func testAVerbThatIsAlsoANounAfterTheSubject() {
        assertRenders("es", [
            ("^[%lld persona espera](inflect: true)", 2, "2 personas esperan"),
            ("^[%lld usuario busca](inflect: true) ayuda", 2, "2 usuarios buscan ayuda"),
            ("^[%lld amigo nuevo visita](inflect: true) tu perfil", 2, "2 amigos nuevos visitan tu perfil"),
            ("^[%lld personas esperan](inflect: true)", 1, "1 persona espera"),
            ("^[%lld producto estrella](inflect: true)", 2, "2 productos estrella"),
            // An adjective before it is no subject: the word is the noun (*nueva* shows the gender *cuenta* takes).
            ("^[%lld nueva cuenta](inflect: true)", 2, "2 nuevas cuentas"),
            ("^[%lld pequeña ayuda](inflect: true)", 2, "2 pequeñas ayudas"),
        ])
        assertRenders("pt-BR", [
            ("^[%lld pessoa espera](inflect: true)", 2, "2 pessoas esperam"),
            ("^[%lld arquivo ocupa](inflect: true) espaço", 2, "2 arquivos ocupam espaço"),
            ("^[%lld amigo novo visita](inflect: true) seu perfil", 2, "2 amigos novos visitam seu perfil"),
            ("^[%lld nova conta](inflect: true)", 2, "2 novas contas"),
        ])
        assertRenders("it", [
            ("^[%lld persona visita](inflect: true) il profilo", 2, "2 persone visitano il profilo"),
            ("^[%lld utente prova](inflect: true) di nuovo", 2, "2 utenti provano di nuovo"),
            ("^[%lld nuova prova](inflect: true)", 2, "2 nuove prove"),
        ])
    }

    /// French relative clauses: after *que* and *avoir* the participle agrees with the head it stands for; after
    /// *qui* the verb has the head for its subject.
    func testFrenchRelativeClauses() {
        assertRenders("fr", [
            ("^[%lld fichier que vous avez téléchargé](inflect: true)", 2, "2 fichiers que vous avez téléchargés"),
            ("^[%lld photo que tu as prise](inflect: true)", 2, "2 photos que tu as prises"),
            ("^[%lld message qu’il a envoyé](inflect: true)", 2, "2 messages qu’il a envoyés"),
            ("^[%lld fichier que vous avez déjà téléchargé](inflect: true)", 2, "2 fichiers que vous avez déjà téléchargés"),
            ("^[%lld fichier plus grand que prévu](inflect: true)", 2, "2 fichiers plus grands que prévu"),
            ("^[%lld personne qui a commenté](inflect: true)", 2, "2 personnes qui ont commenté"),
            ("^[%lld amie qui est arrivée](inflect: true)", 2, "2 amies qui sont arrivées"),
            ("^[%lld personnes qui ont commenté](inflect: true)", 1, "1 personne qui a commenté"),
            // After *qui* and *avoir*, *été* goes on to the participle (was *qui ont été modifié*).
            ("^[%lld fichier qui a été modifié](inflect: true)", 2, "2 fichiers qui ont été modifiés"),
        ])
    }
}
