/// German nouns: the eight case/number forms from the lexicon, or by rule (dative plural -n, genitive
/// -s/-es, weak nouns, plural classes by suffix); compounds inflected by their head; nominalised adjectives;
/// person nouns that change with the referent's gender (*Autor/Autorin*, *Ehemann/Ehefrau*).
struct GermanNoun: Sendable {
    /// The entry of the noun (or of its head, for a compound); synthetic for a guessed noun.
    var entry: LexicalEntry
    /// The written part before the head of a compound (`Wohn` in *Wohnzimmer*), or empty.
    var prefix: String
    var gender: GrammaticalGender
    var genderSource: FactSource
    var source: FactSource
    /// The (case, plural) cells the written form fills, in preference order.
    var cells: [(GrammaticalCase, Bool)]
    /// The lexicon has more than one reading of the written form (*Kunde*: der Kunde, die Kunde), so the determiner
    /// written before it may choose another (``GermanNouns/shown(_:by:)``).
    var hasSeveralReadings = false
    /// The form ``GermanNouns/choose(_:slot:entry:)`` picks for each case and number of `entry` (nil where the
    /// lexicon lacks the slot), worked out once for a noun the memo keeps (``GermanNouns/lookup``) rather than on every
    /// render; nil for a noun made otherwise, whose forms are picked when asked. Index: ``GermanNouns/chosenIndex``.
    var chosenForms: GermanChosenForms?

    var isWeak: Bool { entry.has("weak") }
    var isAdjectival: Bool { entry.has("adjectival") }
    var lemma: String { GermanNouns.attach(entry.lemma, to: prefix) }

    /// Whether the written form can be plural / singular.
    var canBePlural: Bool { cells.contains { $0.1 } }
    var canBeSingular: Bool { cells.contains { !$0.1 } }
}

/// ``GermanNoun/chosenForms``, in one box: a noun is copied several times per span, and a box is one reference to
/// retain where an optional array of optional texts is copied through generic value witnesses.
final class GermanChosenForms: Sendable {
    /// By ``GermanNouns/chosenIndex(_:plural:)``.
    let forms: [String?]

    init(_ forms: [String?]) { self.forms = forms }
}

/// A noun as the look-up memos keep it: one reference to copy out of a memo's table, where the noun itself is
/// copied field by field (through generic value witnesses, once it holds its chosen forms).
final class GermanNounBox: Sendable {
    let noun: GermanNoun

    init(_ noun: GermanNoun) { self.noun = noun }
}

enum GermanNouns {
    static func source(_ e: LexicalEntry) -> FactSource { e.origin == .user ? .userLexicon : .lexicon }

    static func lowerFirst(_ s: String) -> String { s.prefix(1).lowercasedFast() + s.dropFirst() }
    static func upperFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// A head form after the written part before it: lower-cased inside a closed compound (*Wohn* + *zimmer*),
    /// as it is after a hyphen (*IT-* + *Berater*).
    static func attach(_ form: String, to prefix: String) -> String {
        prefix.isEmpty || prefix.hasSuffixFast("-") ? prefix + form : prefix + lowerFirst(form)
    }

    /// What `lookUp` found for a word and a declared gender, per lexicon: a word's noun is looked up for every
    /// span it appears in, and an unknown word tries each of its tails as a compound head.
    private struct LookupKey: Hashable {
        var word: ExactText
        var gender: GrammaticalGender?
        var shownBy: ShownBy?
        var argument: Bool
    }
    private static let lookups = WordFactsMemo<LookupKey, GermanNounBox>()
    /// The look-ups with no determiner to choose (nearly all): one table of words per declared gender and
    /// argument-or-not, whose key is the word alone (hashed as bytes, a few dozen instructions where the whole
    /// `LookupKey` through `Hasher` costs hundreds). Index: ``plainIndex(gender:argument:)``.
    private static let plainLookups: [TextFactsMemo<GermanNounBox>] = (0..<8).map { _ in TextFactsMemo() }

    private static func plainIndex(gender: GrammaticalGender?, argument: Bool) -> Int {
        let g = gender.ordinal
        return g * 2 + (argument ? 1 : 0)
    }

    /// Finds `word` (see `lookUp`), memoized.
    static func lookup(_ word: String, gender declared: GrammaticalGender?, shownBy: ShownBy? = nil, argument: Bool = false,
                       lexicon: Lexicon) -> GermanNoun {
        guard let shownBy else {
            return plainLookups[plainIndex(gender: declared, argument: argument)].facts(of: word, lexicon: lexicon) {
                GermanNounBox(withChosenForms(lookUp(word, gender: declared, argument: argument, lexicon: lexicon)))
            }.noun
        }
        return lookups.facts(LookupKey(word: ExactText(word), gender: declared, shownBy: shownBy, argument: argument), lexicon: lexicon) {
            GermanNounBox(withChosenForms(lookUp(word, gender: declared, shownBy: shownBy, argument: argument, lexicon: lexicon)))
        }.noun
    }

    /// ``lookup(_:gender:shownBy:argument:lexicon:)`` with the determiner's slots `shownBy` (those in the cases a
    /// preposition governs) and all its slots `genderSlots` (see ``ShownBy``), memoized under the slots written as
    /// numbers (``ShownByCode``): hashing the two lists of slots themselves costs more than a thousand instructions.
    static func lookup(_ word: String, gender declared: GrammaticalGender?, shownBy slots: GermanSlotList,
                       genderSlots: GermanSlotList, argument: Bool, lexicon: Lexicon) -> GermanNoun {
        let shownBy = { ShownBy(slots: Array(slots), genderSlots: Array(genderSlots), argument: argument) }
        guard let code = ShownByCode(slots), let genderCode = ShownByCode(genderSlots) else {
            return lookup(word, gender: declared, shownBy: shownBy(), argument: argument, lexicon: lexicon)
        }
        let key = CodedLookupKey(word: ExactText(word), gender: declared, slots: code, genderSlots: genderCode, argument: argument)
        return codedLookups.facts(key, lexicon: lexicon) {
            GermanNounBox(withChosenForms(lookUp(word, gender: declared, shownBy: shownBy(), argument: argument, lexicon: lexicon)))
        }.noun
    }

    /// `noun` with ``GermanNoun/chosenForms``: the variant `form` picks for each of its eight slots.
    static func withChosenForms(_ noun: GermanNoun) -> GermanNoun {
        var n = noun
        var chosen = [String?](repeating: nil, count: 8)
        for c in GermanSlot.cases {
            for plural in [false, true] {
                chosen[chosenIndex(c, plural: plural)] = chosenForm(noun, GermanSlot(c, nil, plural: plural).nounSlot)
            }
        }
        n.chosenForms = GermanChosenForms(chosen)
        return n
    }

    /// The place of a case and number in ``GermanNoun/chosenForms``: by the row of its lexicon slot (a case German
    /// lacks reads as the nominative, as ``GermanSlot/nounSlot`` does).
    static func chosenIndex(_ c: GrammaticalCase, plural: Bool) -> Int {
        GermanSlot(c, nil, plural: plural).row * 2 + (plural ? 1 : 0)
    }

    /// The variant of the lexicon `slot` (`dat.pl`) of `noun`'s entry that `form` takes, nil when the entry lacks it.
    static func chosenForm(_ noun: GermanNoun, _ slot: String) -> String? {
        let e = noun.entry
        // In the lexicon an absent slot equals the lemma; a guessed entry has every slot.
        let variants = e.forms[slot] ?? (slot == "nom.sg" || noun.source != .guess ? [e.lemma] : [])
        return choose(variants, slot: slot, entry: e)
    }

    /// A list of at most sixteen slots as numbers: the row and column of each in a declension table, four bits
    /// apiece, and how many there are. Nil for a longer list, or a slot those do not tell apart from another.
    struct ShownByCode: Hashable {
        var places: UInt64 = 0
        var count: UInt8 = 0

        init?(_ slots: GermanSlotList) {
            guard slots.count <= 16 else { return nil }
            for (i, s) in slots.enumerated() {
                // Row and column tell the slots of the four cases apart, when a singular has its gender.
                switch s.grammaticalCase {
                case .nominative, .accusative, .dative, .genitive: break
                default: return nil
                }
                guard s.plural || s.gender != nil else { return nil }
                places |= UInt64(s.row * 4 + s.column) << UInt64(4 * i)
            }
            count = UInt8(slots.count)
        }
    }

    /// The key of a look-up with a determiner to choose (see ``ShownByCode``).
    private struct CodedLookupKey: Hashable {
        var word: ExactText
        var gender: GrammaticalGender?
        var slots: ShownByCode
        var genderSlots: ShownByCode
        var argument: Bool

        /// The word and three numbers (the small fields packed in one): each field fed to the hasher on its own cost
        /// a combine apiece. Equal keys hash alike (`==` compares the fields).
        func hash(into hasher: inout Hasher) {
            hasher.combine(word)
            hasher.combine(slots.places)
            hasher.combine(genderSlots.places)
            hasher.combine(UInt64(slots.count) | UInt64(genderSlots.count) << 8 | UInt64(gender.ordinal) << 16
                           | (argument ? 1 << 24 : 0))
        }
    }
    private static let codedLookups = WordFactsMemo<CodedLookupKey, GermanNounBox>()

    /// Finds `word`: in the lexicon, then as a compound whose longest known head is in the lexicon, then by
    /// rule. `gender` is a declared gender, which wins; `shownBy`, the determiner written before the word, chooses
    /// among its readings (see `shown`); an `argument` is written in its dictionary form, which chooses when nothing
    /// else does (``GermanReadingShare/preferred(_:argument:lexicon:)``).
    static func lookUp(_ word: String, gender declared: GrammaticalGender?, shownBy: ShownBy? = nil, argument: Bool = false,
                       lexicon: Lexicon) -> GermanNoun {
        if let n = known(word, prefix: "", gender: declared, shownBy: shownBy, argument: argument, lexicon: lexicon) { return n }
        // A hyphenated compound is declined on its last part, whatever the parts before it are
        // (*Software-Entwickler*, *IT-Berater*, *E-Mail*).
        if let cut = word.lastIndex(of: "-"), cut != word.startIndex, word.index(after: cut) != word.endIndex {
            let prefix = String(word[...cut])
            var n = lookUp(String(word[word.index(after: cut)...]), gender: declared, shownBy: shownBy, argument: argument, lexicon: lexicon)
            n.prefix = prefix + n.prefix
            return n
        }
        if let n = adjectivalWithStrongEnding(word, gender: declared, lexicon: lexicon) { return n }
        let chars = Array(word)
        if chars.count > 4 {
            for start in 1...(chars.count - 3) {
                let head = upperFirst(String(chars[start...]))
                let prefix = String(chars[..<start])
                // A first part of two letters is a noun the lexicon knows (*Ei*, *Öl*): *Boost* is no *Bo* + *Ost*.
                guard prefix.last != "-", prefix.count >= 3 || (prefix.count == 2 && !lexicon.readings(of: prefix, pos: "noun").isEmpty)
                else { continue }
                if let n = known(head, prefix: prefix, gender: declared, shownBy: shownBy, argument: argument, lexicon: lexicon) { return n }
            }
        }
        return guessed(word, gender: declared)
    }

    private static func known(_ word: String, prefix: String, gender declared: GrammaticalGender?, shownBy: ShownBy? = nil,
                              argument: Bool = false, lexicon: Lexicon) -> GermanNoun? {
        var readings = lexicon.readings(of: word, pos: "noun").filter { $0.entry.lemma.first?.isUppercase == true }
        guard !readings.isEmpty else { return nil }
        if let g = declared {
            let matching = readings.filter { $0.entry.gender.grammaticalGender == g }
            if !matching.isEmpty { readings = matching }
        }
        let r = readings.count > 1
            ? shownBy.flatMap { shown(readings, by: $0, lexicon: lexicon) } ?? GermanReadingShare.preferred(readings, argument: argument, lexicon: lexicon) ?? readings[0]
            : readings[0]
        var cells = Self.cells(of: r)
        if cells.isEmpty { cells = [(.nominative, false)] }
        let g = declared ?? r.entry.gender.grammaticalGender ?? GermanGenderGuess.guess(r.entry.lemma)
        let gs: FactSource = declared != nil ? .declaration : (r.entry.gender.grammaticalGender != nil ? source(r.entry) : .guess)
        return GermanNoun(entry: r.entry, prefix: prefix, gender: g, genderSource: gs, source: source(r.entry), cells: cells,
                          hasSeveralReadings: readings.count > 1)
    }

    /// The (case, plural) cells a reading's form fills: the lexicon omits a slot equal to the lemma, so the base
    /// form fills every absent slot.
    static func cells(of r: LexicalReading) -> [(GrammaticalCase, Bool)] {
        var cells: [(GrammaticalCase, Bool)] = []
        for c in GermanSlot.cases {
            for plural in [false, true] {
                let slot = GermanSlot.abbreviation(c) + (plural ? ".pl" : ".sg")
                if r.slots.contains(slot) || (r.isBaseForm && (slot == "nom.sg" || r.entry.forms[slot] == nil)) {
                    cells.append((c, plural))
                }
            }
        }
        return cells
    }

    /// The determiner written before a noun, as far as it chooses among the noun's readings.
    struct ShownBy: Hashable, Sendable {
        /// The determiner's slots, in its preference order (the cases a preposition governs only, when one comes
        /// before).
        var slots: [GermanSlot]
        /// All the determiner's slots, in its preference order, whatever a preposition governs: their genders choose
        /// when no reading fits a case of `slots` (*mit den Angestellte*, a dative plural written without its -n).
        var genderSlots: [GermanSlot]
        /// The noun is an argument: written in its dictionary form whatever the determiner's case.
        var argument: Bool
    }

    /// The reading a determiner written before the word shows, when the word has several (*Kunde*: der Kunde,
    /// the customer, and die Kunde, the news; *Speichern*: das Speichern and the dative plural of der Speicher):
    /// of the readings with a cell the determiner stands for (in the reading's gender, for a singular; in a number
    /// the reading has), the one in the determiner's first case, then singular before plural — *der Kunde* is a
    /// nominative rather than the news's genitive, *beim Speichern* a dative singular; the lexicon's order between
    /// equals. An argument is a dictionary form: only the readings whose lemma it is count, and the lemma stands
    /// for every singular case (*dem %@* with *Kunde* is the customer); one that is no reading's lemma is a plural
    /// its writer chose, and every reading counts (*Alle %@* with *Leitern* is the ladders, not the dative plural
    /// of *der Leiter*). A determiner in the plural counts an argument that none of its lemma readings' cells
    /// fits: a noun's own lemma, when it is one, is counted (*Alle %@* with *Runde* is the rounds, not the plural
    /// of *das Rund*, see ``GermanReadingShare/ownLemmaReadings(_:lexicon:)``); otherwise the reading whose
    /// plural it is (*Alle %@* with *Runden* is the rounds, not *das Runden*). Nil when none fits.
    static func shown(_ readings: [LexicalReading], by determiner: ShownBy, lexicon: Lexicon) -> LexicalReading? {
        let lemmaOnly = determiner.argument && readings.contains(where: \.isBaseForm)
        if let r = byCell(readings, determiner.slots, lemmaOnly: lemmaOnly) { return r }
        if lemmaOnly, case let plural = determiner.slots.filter(\.plural), !plural.isEmpty {
            if case let own = GermanReadingShare.ownLemmaReadings(readings, lexicon: lexicon), !own.isEmpty {
                return GermanReadingShare.preferred(own, lexicon: lexicon)
            }
            if let r = byCell(readings, plural, lemmaOnly: false) { return r }
        }
        // No reading has the determiner's case in the form written (*dem Kunde*, a dative written without its -n):
        // the gender the determiner shows still chooses (der Kunde, not die Kunde), in the determiner's order — in
        // the cases a preposition governs first (*mit der Angestellte* is the dative feminine, not the nominative
        // masculine), then in any.
        for slots in [determiner.slots, determiner.genderSlots] {
            var byGender: (rank: Int, reading: LexicalReading)?
            for r in readings where !lemmaOnly || r.isBaseForm {
                guard let gender = r.entry.gender.grammaticalGender,
                      let k = slots.firstIndex(where: { !$0.plural && $0.gender == gender }) else { continue }
                if byGender == nil || k < byGender!.rank { byGender = (k, r) }
            }
            if let byGender { return byGender.reading }
        }
        return nil
    }

    /// Of `readings` (only those whose lemma the word is, when `lemmaOnly`: an argument's, which stands for every
    /// singular case), the one with a cell in `slots`, ranked as ``shown(_:by:lexicon:)`` says. Nil when none has
    /// one.
    private static func byCell(_ readings: [LexicalReading], _ slots: [GermanSlot], lemmaOnly: Bool) -> LexicalReading? {
        var best: (rank: Int, reading: LexicalReading)?
        for r in readings where !lemmaOnly || r.isBaseForm {
            let cells = cells(of: r)
            let gender = r.entry.gender.grammaticalGender
            let (singularOnly, pluralOnly) = (r.entry.has("singular-only"), r.entry.has("plural-only"))
            var rank: Int?
            for s in slots where s.plural ? !singularOnly : !pluralOnly && (gender == nil || s.gender == gender) {
                guard (lemmaOnly && !s.plural) || cells.contains(where: { $0.0 == s.grammaticalCase && $0.1 == s.plural }),
                      let c = GermanSlot.cases.firstIndex(of: s.grammaticalCase) else { continue }
                let sRank = 2 * c + (s.plural ? 1 : 0)
                if rank == nil || sRank < rank! { rank = sRank }
            }
            if let rank, best == nil || rank < best!.rank { best = (rank, r) }
        }
        return best?.reading
    }

    /// A nominalised adjective written with a strong ending the lexicon does not list (it lists the weak
    /// forms): *ein Angestellter* (masculine nominative), *ein Angestelltes* (neuter), *einem Angestelltem* is
    /// read as the dative (of a man, when no gender is declared: these nouns name people), and the lemma may be a
    /// compound of a listed one (*Teilnehmendem*: *Teil* + *Nehmende*). The ending also says the gender when none
    /// is declared.
    static func adjectivalWithStrongEnding(_ word: String, gender declared: GrammaticalGender?, lexicon: Lexicon) -> GermanNoun? {
        let endings: [(String, GrammaticalGender?, GrammaticalCase)] = [("er", .masculine, .nominative), ("es", .neuter, .nominative),
                                                                         ("em", .masculine, .dative)]
        for (ending, gender, grammaticalCase) in endings where word.hasSuffixFast(ending) && word.count > 4 {
            let lemma = String(word.dropLast(ending.count)) + "e"
            // The lemma may itself be a compound of a listed one (*Teilnehmendem*: *Teil* + *Nehmende*).
            var n = lookUp(lemma, gender: declared ?? gender, lexicon: lexicon)
            guard n.isAdjectival else { continue }
            n.cells = [(grammaticalCase, false)]
            return n
        }
        return nil
    }

    /// The stem a nominalised adjective's endings go on: *Angestellte* → *Angestellt*; a lemma listed with its
    /// strong ending (*Deutscher*) gives it up too, as its dative (*Deutschen*) shows.
    static func adjectivalStem(_ entry: LexicalEntry) -> String {
        let lemma = entry.lemma
        if lemma.hasSuffixFast("e") { return String(lemma.dropLast()) }
        // A lemma listed with its strong masculine or neuter ending (*Vorsitzender*, *Erwachsener*) gives it up when
        // its listed forms are that stem with an adjective's ending (*Vorsitzende*, *Erwachsene*).
        for ending in ["er", "es"] where lemma.hasSuffixFast(ending) && lemma.count > ending.count + 2 {
            let stem = String(lemma.dropLast(ending.count))
            if entry.forms.values.contains(where: { $0.contains(stem + "e") || $0.contains(stem + "en") }) { return stem }
        }
        if let dative = entry.forms["dat.sg"]?.first, dative.hasSuffixFast("en"), lemma.hasPrefix(dative.dropLast(2)) {
            return String(dative.dropLast(2))
        }
        return lemma
    }

    /// A noun no lexicon knows: its gender and forms by rule.
    static func guessed(_ word: String, gender declared: GrammaticalGender?) -> GermanNoun {
        if let acronym = acronym(word, gender: declared) { return acronym }
        var lemma = word
        var plural = false
        if word.hasSuffixFast("innen") && word.count > 6 {
            lemma = String(word.dropLast(3))
            plural = true
        } else if word.hasSuffixFast("männer") {
            lemma = String(word.dropLast(6)) + "mann"
            plural = true
        } else if word.hasSuffixFast("s"), word.count > 3, case let stem = String(word.dropLast()), let last = stem.last,
                  !"aiousß".contains(last), isBorrowedSpelling(stem.lowercasedFast()) {
            // The -s plural of a borrowed word (*Boosts*, *Codes*); a stem ending in a vowel but -e, or in -s, is a
            // singular of its own (*Focus*, *Campus*, *Access*).
            lemma = stem
            plural = true
        }
        let gender = declared ?? GermanGenderGuess.guess(lemma)
        // A feminine singular is the same in all four cases; a masculine or neuter one is not in the genitive.
        let cells: [(GrammaticalCase, Bool)] = plural ? GermanSlot.cases.map { ($0, true) }
            : GermanSlot.cases.filter { gender == .feminine || $0 != .genitive }.map { ($0, false) }
        let entry = ruleEntry(lemma, gender: gender)
        return GermanNoun(entry: entry, prefix: "", gender: gender, genderSource: declared != nil ? .declaration : .guess,
                          source: .guess, cells: cells)
    }

    /// An abbreviation no lexicon knows, written in capitals (*GB*, *PDF*, *URL*), or one with the plural -s (*PDFs*): German gives it no
    /// case ending and may leave its plural bare (*5 GB*, *3 PDF*; Duden: *die Lkw* or *die Lkws*), so it is the same
    /// in every cell, and a written -s is dropped in the singular only (*1 PDF*, *2 PDFs*). The noun rules would add
    /// a native ending to letters (*5 GBE*, *2 PDFse*). A symbol (``WrittenSymbol``: *km*, *kWh*) is the same in
    /// every cell too (*3 km*, not *3 kme*). Nil for any other word.
    static func acronym(_ word: String, gender declared: GrammaticalGender?) -> GermanNoun? {
        var stem = word
        var plural = false
        if WrittenSymbol.isSymbol(word) {
            // A symbol (*km*, *kWh*) is the same in every cell, its final letter no plural -s (*sms*).
            return invariable(word, gender: declared, plural: false)
        }
        if word.hasSuffixFast("s"), !Casing.isAllCaps(word) {
            stem = String(word.dropLast())
            plural = true
        }
        // Four letters at most (*GB*, *PDF*, *HTML*, *IBAN*): a longer word in capitals is more likely a word of a text
        // written in capitals (*BOOST*), which declines.
        guard stem.count <= 4, Casing.isAllCaps(stem) else { return nil }
        return invariable(stem, written: word, gender: declared, plural: plural)
    }

    /// A noun that is `stem` in every cell (`written` in the plural cells when it was written plural).
    private static func invariable(_ stem: String, written: String? = nil, gender declared: GrammaticalGender?, plural: Bool) -> GermanNoun {
        let word = written ?? stem
        let gender = declared ?? GermanGenderGuess.guess(stem)
        var forms: [String: [String]] = [:]
        for c in GermanSlot.cases {
            for p in [false, true] { forms[GermanSlot(c, nil, plural: p).nounSlot] = [p && plural ? word : stem] }
        }
        let entry = LexicalEntry(lemma: stem, pos: "noun",
                                 gender: LexicalGender(rawValue: gender == .masculine ? "m" : gender == .feminine ? "f" : "n") ?? .none,
                                 forms: forms, flags: ["guess"])
        let cells: [(GrammaticalCase, Bool)] = GermanSlot.cases.flatMap { c in plural ? [(c, true)] : [(c, false), (c, true)] }
        return GermanNoun(entry: entry, prefix: "", gender: gender, genderSource: declared != nil ? .declaration : .guess,
                          source: .guess, cells: cells)
    }

    /// The reading of `written` with another gender that has a plural, when `noun`'s reading has none: the same
    /// lemma (*die Post* is singular-only, *der Post* has *Posts*) or another one whose form it is (*Stunden* is
    /// *das Stunden*, a verb's noun, and the plural of *die Stunde*); nil when the lexicon has no such reading.
    static func countableReading(of noun: GermanNoun, written: String, lexicon: Lexicon) -> GermanNoun? {
        for g in [GrammaticalGender.masculine, .feminine, .neuter] where g != noun.gender {
            var other = lookup(written, gender: g, lexicon: lexicon)
            if other.source != .guess, other.entry.gender.grammaticalGender == g, other.prefix == noun.prefix,
               !other.entry.has("singular-only") {
                other.genderSource = other.source // the lexicon's gender, though looked up by it
                return other
            }
        }
        return nil
    }

    /// A synthetic entry with the rule-made forms of `lemma`.
    static func ruleEntry(_ lemma: String, gender: GrammaticalGender) -> LexicalEntry {
        let l = lemma.lowercasedFast()
        let borrowed = isBorrowedSpelling(l)
        let weak = !borrowed && gender == .masculine && (["ent", "ant", "ist", "oge", "at", "ege"].contains { l.hasSuffixFast($0) } || (l.hasSuffixFast("e") && l.count > 3))
        var forms: [String: [String]] = [:]
        let plural = borrowed && !l.hasSuffixFast("er") && !l.hasSuffixFast("s") ? lemma + "s" : rulePlural(lemma, gender: gender, weak: weak)
        let dativePlural = (plural.hasSuffixFast("n") || plural.hasSuffixFast("s")) ? plural : plural + "n"
        forms["nom.pl"] = [plural]; forms["acc.pl"] = [plural]; forms["gen.pl"] = [plural]; forms["dat.pl"] = [dativePlural]
        if weak {
            let oblique = lemma.hasSuffixFast("e") ? lemma + "n" : lemma + "en"
            forms["acc.sg"] = [oblique]; forms["dat.sg"] = [oblique]; forms["gen.sg"] = [oblique]
        } else if gender == .feminine {
            forms["acc.sg"] = [lemma]; forms["dat.sg"] = [lemma]; forms["gen.sg"] = [lemma]
        } else {
            forms["acc.sg"] = [lemma]; forms["dat.sg"] = [lemma]
            forms["gen.sg"] = [ruleGenitive(lemma)]
        }
        var flags: Set<String> = ["guess"]
        if weak { flags.insert("weak") }
        return LexicalEntry(lemma: lemma, pos: "noun", gender: LexicalGender(rawValue: gender == .masculine ? "m" : gender == .feminine ? "f" : "n") ?? .none,
                            forms: forms, flags: flags)
    }

    /// Whether a word the lexicon does not know is spelled as no native German word is — an English or French
    /// vowel pair (*Boost*, *Stream*, *Account*, *Build*, *Feature*), *c* that is not *ch* or *ck* (*Podcast*,
    /// *Code*), or *w* after a vowel (*Review*): a borrowed noun, whose plural is *-s* (*Boosts*, *Builds*,
    /// *Codes*), the default German gives words that fit none of its native classes. A borrowed *-er* stays as it
    /// is (*Follower*, *Server*).
    static func isBorrowedSpelling(_ lower: String) -> Bool {
        let s = Array(lower.unicodeScalars)
        for i in s.indices.dropLast() {
            let (a, b) = (s[i], s[i + 1])
            switch (a, b) {
            case ("o", "o"), ("e", "a"), ("o", "u"), ("o", "a"), ("u", "i"), ("a", "w"), ("e", "w"), ("o", "w"):
                return true
            case ("e", "e") where i + 2 < s.count:
                return true
            default:
                break
            }
        }
        for i in s.indices where s[i] == "c" {
            let next = i + 1 < s.count ? s[i + 1] : " "
            if next != "h" && next != "k" { return true }
        }
        return false
    }

    /// Genitive singular of masculine and neuter nouns: -es after a sibilant, -s otherwise.
    static func ruleGenitive(_ lemma: String) -> String {
        let l = lemma.lowercasedFast()
        if l.hasSuffixFast("nis") { return lemma + "ses" }
        if ["s", "ß", "x", "z", "sch"].contains(where: { l.hasSuffixFast($0) }) { return lemma + "es" }
        return lemma + "s"
    }

    /// Plural classes by suffix.
    static func rulePlural(_ lemma: String, gender: GrammaticalGender, weak: Bool) -> String {
        let l = lemma.lowercasedFast()
        if weak { return l.hasSuffixFast("e") ? lemma + "n" : lemma + "en" }
        if GermanGenderGuess.isFeminineIn(l) { return lemma + "nen" }
        if l.hasSuffixFast("nis") { return lemma + "se" }
        if gender == .feminine {
            if l.hasSuffixFast("a") { return String(lemma.dropLast()) + "en" }
            if l.hasSuffixFast("e") || l.hasSuffixFast("el") || l.hasSuffixFast("er") { return lemma + "n" }
            if let last = l.last, "iouy".contains(last), !l.hasSuffixFast("ei") { return lemma + "s" }
            return lemma + "en"
        }
        if let last = l.last, "aiouy".contains(last) { return lemma + "s" }
        if l.hasSuffixFast("um") && gender == .neuter { return String(lemma.dropLast(2)) + "en" }
        if ["chen", "lein", "er", "el", "en"].contains(where: { l.hasSuffixFast($0) }) { return lemma }
        if l.hasSuffixFast("e") { return lemma + "n" }
        return lemma + "e"
    }

    /// The form of `noun` in a cell, the rule that made it and its facts.
    /// `recording`: the facts are wanted (they only go into the trace).
    static func form(_ noun: GermanNoun, _ c: GrammaticalCase, plural: Bool, written: String, recording: Bool = true)
        -> (form: String, rule: String, facts: [TraceFact]) {
        let slot = GermanSlot(c, nil, plural: plural).nounSlot
        let e = noun.entry
        var form: String
        var rule: String
        if !e.flags.isEmpty, plural && e.has("singular-only") || !plural && e.has("plural-only") || e.has("invariable") {
            form = written.isEmpty ? e.lemma : written
            rule = "de.noun.invariable"
            return (form, rule, [TraceFact(e.lemma, "number", e.has("singular-only") ? "singular-only" : "plural-only", source: noun.source)])
        }
        let chosen: String?
        if let forms = noun.chosenForms { chosen = forms.forms[chosenIndex(c, plural: plural)] } else { chosen = chosenForm(noun, slot) }
        if let chosen {
            form = chosen
            rule = noun.source == .guess ? ruleName(slot: slot, entry: e) : "de.noun.lexicon"
        } else {
            // The lexicon lacks the slot: make it from the lemma by rule.
            let r = ruleEntry(e.lemma, gender: noun.gender)
            form = r.forms[slot]?.first ?? e.lemma
            rule = ruleName(slot: slot, entry: r)
        }
        var facts: [TraceFact] = []
        if recording {
            facts.append(TraceFact(noun.lemma, "slot", slot, source: noun.source == .guess ? .guess : noun.source))
            if noun.isWeak { facts.append(TraceFact(e.lemma, "declension", "weak", source: noun.source)) }
            if !noun.prefix.isEmpty { facts.append(TraceFact(noun.lemma, "head", e.lemma, source: noun.source)) }
        }
        if !noun.prefix.isEmpty {
            form = attach(form, to: noun.prefix)
            rule = "de.noun.compound"
        }
        return (form, rule, facts)
    }

    /// Rule id for a rule-made slot.
    static func ruleName(slot: String, entry: LexicalEntry) -> String {
        if entry.has("weak") && slot != "nom.sg" { return "de.noun.weak" }
        switch slot {
        case "dat.pl": return "de.noun.dative-plural-n"
        case "gen.sg": return entry.forms["gen.sg"]?.first?.hasSuffixFast("es") == true ? "de.noun.genitive-es" : "de.noun.genitive-s"
        case "nom.pl", "acc.pl", "gen.pl": return "de.noun.plural.rule"
        default: return "de.noun.unchanged-case"
        }
    }

    /// Picks among a slot's variants by the noun's declension: weak nouns take -(e)n, others -(e)s in the
    /// genitive and the bare form in the dative and accusative; the plural is the first one whose cases hold
    /// together.
    static func choose(_ variants: [String], slot: String, entry e: LexicalEntry) -> String? {
        guard variants.count > 1 else { return variants.first }
        let weak = e.has("weak")
        // A noun whose preferred genitive ends in -ns is of the mixed declension (*das Herz, des Herzens, dem
        // Herzen*): its singular takes the lexicon's preferred forms, not a strong noun's (*des Herzes*, *dem Herz*).
        if slot.hasSuffixFast(".sg"), let genitive = e.forms["gen.sg"]?.first,
           genitive == e.lemma + "ns" || genitive == e.lemma + "ens" {
            return variants[0]
        }
        switch slot {
        case "gen.sg":
            // A one-syllable noun prefers -es (des Mannes, des Hundes, des Tages), a longer one -s (des
            // Überblicks) when the lexicon lists both.
            if !weak, syllables(e.lemma) == 1, let v = variants.first(where: { $0 == e.lemma + "es" }) { return v }
            if let v = variants.first(where: { weak ? $0.hasSuffixFast("n") : $0.hasSuffixFast("s") }) { return v }
        case "dat.sg", "acc.sg":
            if weak, let v = variants.first(where: { $0.hasSuffixFast("n") && $0 != e.lemma }) { return v }
            if !weak, variants.contains(e.lemma) { return e.lemma }
        case "nom.pl", "acc.pl", "gen.pl", "dat.pl":
            // The plural is the first nominative variant (the lexicon lists the preferred one first) whose
            // declension holds together: the same in the accusative and genitive, and in the dative with -n
            // added (*Punkte*, *Punkten*) or the same (*Herzen*, *Decks*, *Dollar*). A form of another case that
            // the sources list among the nominatives (*Punkten*, *Drucks*) comes after the true plural.
            let (acc, gen, dat) = (e.forms["acc.pl"] ?? [], e.forms["gen.pl"] ?? [], e.forms["dat.pl"] ?? [])
            func dative(_ v: String) -> String? {
                if dat.isEmpty { return v }
                if !v.hasSuffixFast("n"), !v.hasSuffixFast("s"), dat.contains(v + "n") { return v + "n" }
                return dat.contains(v) ? v : nil
            }
            func holdsTogether(_ v: String) -> Bool {
                (acc.isEmpty || acc.contains(v)) && (gen.isEmpty || gen.contains(v)) && dative(v) != nil
            }
            // A lemma written without a hyphen keeps that spelling in the plural when the lexicon has it
            // (*Login* → *Logins*, not *Log-ins*).
            let nominatives = e.forms["nom.pl"] ?? []
            let spelled = e.lemma.contains("-") ? nominatives : nominatives.filter { !$0.contains("-") } + nominatives.filter { $0.contains("-") }
            if let plural = spelled.first(where: holdsTogether),
               let form = slot == "dat.pl" ? dative(plural) : plural, variants.contains(form) {
                return form
            }
        default:
            break
        }
        return variants[0]
    }

    /// The number of vowel groups of a word (*Mann* 1, *Hause* 2, *Baum* 1): its syllables, closely enough.
    static func syllables(_ word: String) -> Int {
        if let count = latin1Syllables(word) { return count }
        var count = 0
        var inVowel = false
        for c in word.lowercasedFast() {
            let vowel = "aeiouäöüy".contains(c)
            if vowel && !inVowel { count += 1 }
            inVowel = vowel
        }
        return count
    }

    /// ``syllables(_:)`` read from the bytes of a word written in ASCII and the letters U+00C0–U+00FF, whose
    /// characters are one letter each and whose vowels (*a e i o u y ä ö ü*, either case) are known by their code;
    /// nil for any other word.
    private static func latin1Syllables(_ word: String) -> Int? {
        var count = 0
        var inVowel = false
        var utf8 = word.utf8.makeIterator()
        while let b = utf8.next() {
            let vowel: Bool
            if b < 0x80 {
                switch b | 0x20 {
                case 0x61, 0x65, 0x69, 0x6F, 0x75, 0x79: vowel = true
                default: vowel = false
                }
            } else if b == 0xC3, let next = utf8.next(), next >= 0x80, next <= 0xBF {
                // ä ö ü and Ä Ö Ü.
                vowel = next == 0xA4 || next == 0xB6 || next == 0xBC || next == 0x84 || next == 0x96 || next == 0x9C
            } else {
                return nil
            }
            if vowel && !inVowel { count += 1 }
            inVowel = vowel
        }
        return count
    }

    // MARK: Person nouns and the referent's gender

    static let agentSuffixes = ["er", "or", "ist", "ent", "ant", "eur", "at", "oge", "ege", "ling"]

    /// The counterpart of a person noun for `gender`: *Autor* → *Autorin*, *Organisatorin* → *Organisator*,
    /// *Ehemann* → *Ehefrau*. Nil when the noun does not change (not a person noun, or already right).
    static func counterpart(of noun: GermanNoun, gender: GrammaticalGender, lexicon: Lexicon)
        -> (noun: GermanNoun, rule: String)? {
        guard gender != noun.gender, gender != .neuter else { return nil }
        let lemma = noun.entry.lemma
        let known = noun.source != .guess
        let candidates = counterpartCandidates(lemma, gender: gender, known: known)
        // Derived forms the lexicon attests come before the same lemma in the other gender: *Kundin*, not
        // *die Kunde* (news); *der/die Angestellte* has no derived form and keeps its lemma.
        for (c, rule) in candidates.dropFirst() + candidates.prefix(1) {
            if let n = GermanNouns.known(c, prefix: noun.prefix, gender: gender, lexicon: lexicon),
               n.entry.gender.grammaticalGender == gender {
                return (n, rule)
            }
        }
        // A closed compound whose head the lexicon split off differently (*Mitarbeiter* read as *Mitarb* +
        // *Eiter*): the whole word's counterpart, split again (*Mit* + *Arbeiterin*).
        if !noun.prefix.isEmpty, !noun.prefix.hasSuffixFast("-") {
            let whole = Self.counterpartCandidates(noun.lemma, gender: gender, known: known)
            for (c, rule) in whole {
                let n = lookup(c, gender: gender, lexicon: lexicon)
                if n.source != .guess, n.entry.gender.grammaticalGender == gender, n.lemma == c { return (n, rule) }
            }
        }
        // A noun no lexicon knows changes by rule when it looks like a person noun.
        guard !known else { return nil }
        let l = lemma.lowercasedFast()
        if gender == .feminine, agentSuffixes.contains(where: { l.hasSuffixFast($0) }) || l.hasSuffixFast("mann"), let c = candidates.dropFirst().first {
            var n = guessed(c.0, gender: .feminine)
            n.prefix = noun.prefix
            return (n, c.1)
        }
        if gender == .masculine, GermanGenderGuess.isFeminineIn(l) || l.hasSuffixFast("frau"), let c = candidates.dropFirst().first {
            var n = guessed(c.0, gender: .masculine)
            n.prefix = noun.prefix
            return (n, c.1)
        }
        return nil
    }

    /// When `noun` already has the requested gender but the word also reads as a person noun of the other
    /// gender whose counterpart the lexicon attests (*die Kunde* / *der Kunde* → *Kundin*), that counterpart.
    static func personReading(of noun: GermanNoun, written: String, gender: GrammaticalGender, lexicon: Lexicon)
        -> (noun: GermanNoun, rule: String)? {
        guard gender != .neuter, noun.source != .guess else { return nil }
        let other = lookup(written, gender: gender == .feminine ? .masculine : .feminine, lexicon: lexicon)
        guard other.source != .guess, let otherGender = other.entry.gender.grammaticalGender, otherGender != gender,
              let change = counterpart(of: other, gender: gender, lexicon: lexicon),
              change.rule != "de.noun.gender.same-lemma", change.noun.source != .guess else { return nil }
        var n = change.noun
        n.cells = noun.cells
        return (n, change.rule)
    }

    /// The lemmas that may be the counterpart of `lemma` for `gender`, each with its rule; the lemma itself
    /// first, for nouns with one lemma for both genders (der/die Angestellte, der/die Deutsche).
    static func counterpartCandidates(_ lemma: String, gender: GrammaticalGender, known: Bool) -> [(String, String)] {
        var candidates: [(String, String)] = [(lemma, "de.noun.gender.same-lemma")]
        if gender == .feminine {
            if lemma.lowercasedFast().hasSuffixFast("mann") { candidates.append((swapHead(lemma, "frau"), "de.noun.gender.mann-frau")) }
            if lemma.hasSuffixFast("e") { candidates.append((String(lemma.dropLast()) + "in", "de.noun.gender.feminine-in")) }
            candidates.append((lemma + "in", "de.noun.gender.feminine-in"))
            candidates.append((umlaut(lemma) + "in", "de.noun.gender.feminine-in"))
        } else {
            if lemma.lowercasedFast().hasSuffixFast("frau") { candidates.append((swapHead(lemma, "mann"), "de.noun.gender.frau-mann")) }
            if GermanGenderGuess.isFeminineIn(lemma.lowercasedFast()) || (known && lemma.hasSuffixFast("in")) {
                let base = String(lemma.dropLast(2))
                candidates.append((base, "de.noun.gender.masculine-from-in"))
                candidates.append((base + "e", "de.noun.gender.masculine-from-in"))
                candidates.append((deumlaut(base), "de.noun.gender.masculine-from-in"))
            }
        }
        return candidates
    }

    /// Replaces the last four letters (*Mann*, *Frau*), keeping a capital when the head is the whole word.
    static func swapHead(_ lemma: String, _ head: String) -> String {
        lemma.count == 4 ? upperFirst(head) : String(lemma.dropLast(4)) + head
    }

    /// Umlaut on the last full vowel, before an unstressed -er/-el/-en: *Arzt* → *Ärzt*, *Bauer* → *Bäuer*.
    static func umlaut(_ word: String) -> String {
        var chars = Array(word)
        let l = word.lowercasedFast()
        var i = chars.count - 1
        if chars.count > 3, ["er", "el", "en"].contains(where: { l.hasSuffixFast($0) }) { i -= 2 }
        while i >= 0 {
            let c = chars[i]
            if "aouAOU".contains(c) {
                if c == "u" || c == "U", i > 0, chars[i - 1] == "a" || chars[i - 1] == "A" {
                    chars[i - 1] = chars[i - 1] == "a" ? "ä" : "Ä"
                    return String(chars)
                }
                let map: [Character: Character] = ["a": "ä", "o": "ö", "u": "ü", "A": "Ä", "O": "Ö", "U": "Ü"]
                chars[i] = map[c]!
                return String(chars)
            }
            if "eiEI".contains(c) { return word }
            i -= 1
        }
        return word
    }

    static func deumlaut(_ word: String) -> String {
        let map: [Character: Character] = ["ä": "a", "ö": "o", "ü": "u", "Ä": "A", "Ö": "O", "Ü": "U"]
        return String(word.map { map[$0] ?? $0 })
    }
}

extension GermanNouns {
    /// A guessed noun next to a determiner written with it learns from the determiner: its gender (*das
    /// Gerät*), and that an -s after *des/eines* is the genitive ending (*des Vaters* → *Vater*).
    static func refine(_ noun: GermanNoun, written: String, readings: [GermanSlot]) -> GermanNoun {
        guard noun.source == .guess, !readings.isEmpty else { return noun }
        var n = noun
        let singular = readings.filter { !$0.plural }
        if !singular.isEmpty, singular.allSatisfy({ $0.grammaticalCase == .genitive }), written.hasSuffixFast("s"), written.count > 3 {
            let l = written.lowercasedFast()
            var lemma = String(written.dropLast())
            if !(l.hasSuffixFast("ers") || l.hasSuffixFast("els") || l.hasSuffixFast("ens")), l.hasSuffixFast("es"),
               let before = l.dropLast(2).last, !"aeiouäöüy".contains(before) {
                lemma = String(written.dropLast(2))
            }
            let gender = singular.compactMap(\.gender).contains(n.gender) ? n.gender : (singular.first?.gender ?? n.gender)
            n = guessed(lemma, gender: gender)
            n.genderSource = .guess
            n.cells = [(.genitive, false)]
            return n
        }
        let genders = singular.filter { s in n.cells.contains { $0.0 == s.grammaticalCase && !$0.1 } }.compactMap(\.gender)
        if !genders.isEmpty, !genders.contains(n.gender) {
            n = guessed(written, gender: genders[0])
            n.genderSource = .guess
        }
        return n
    }
}
