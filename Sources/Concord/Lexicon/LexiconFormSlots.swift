/// The form slots of `Lexicons/FORMAT.md` most languages share; a language with others says so in its plug-in
/// (``LanguageGrammar/lexiconFormSlots(partOfSpeech:)``).
public enum LexiconFormSlots {
    /// Nouns: `pl`, and the other gender's forms (`f.sg`, `f.pl`, `m.sg`, `m.pl`); adjectives: `f.sg`, `m.pl`,
    /// `f.pl`; verbs: third persons present and past, and the past participle. No slots for other parts of speech.
    public static func common(partOfSpeech: String) -> Set<String> {
        switch partOfSpeech {
        case "noun": return ["pl", "f.sg", "f.pl", "m.sg", "m.pl"]
        case "adjective": return ["f.sg", "m.pl", "f.pl"]
        case "verb": return ["3sg.pres", "3pl.pres", "3sg.past", "3pl.past", "pp"]
        default: return []
        }
    }
}
