/// A German span read as a noun phrase: [preposition or fused preposition+article] [determiner]
/// [adjectives…] [head noun] [verbs…], with the numbers in it.
struct GermanPhrase {
    var preposition: Int?
    var contraction: Int?
    var determiner: Int?
    var determinerReadings: [(determiner: GermanDeterminer, slot: GermanSlot)] = []
    var adjectives = SmallIndices()
    var head: Int?
    var noun: GermanNoun?
    var counts = SmallIndices()
    var verbs = SmallIndices()
    var others = SmallIndices()
    /// The finite verb after an expletive *es* before the count (*Es **bleiben** 2 Tage*, *Es **konnten** 2 Dateien
    /// nicht geladen werden*): its subject is the noun phrase the count quantifies, and the verbs after that noun
    /// are participles and infinitives.
    var leadingVerb: Int?

    /// The determiner of the first of `determinerReadings`, if any, read by index: `first?` copies the whole
    /// reading, whose tuple is then destroyed through its type's metadata (a few hundred instructions).
    /// (Inlined: a call copies the whole phrase to read it.)
    @inline(__always) var firstDeterminer: GermanDeterminer? {
        determinerReadings.isEmpty ? nil : determinerReadings[0].determiner
    }

    /// The cases the preposition (or the fused one) allows, when there is one.
    var governed: [GrammaticalCase]?
    /// *alle* or *beide* stands before the noun's determiner (*alle diese Fotos*): the noun phrase is plural.
    var afterPluralDerWord = false
    /// The span opens with a pronoun naming a part of its noun phrase (*Jeder der 3 Nutzer*): the pronoun is the
    /// subject of the verbs after the noun, which do not agree with the count.
    var pronounBeforeWhole = false
    /// The case the opening preposition gives a count right after it (``GermanContractions/caseBeforeCount``).
    var caseBeforeCount: GrammaticalCase?
    /// The determiner came with an argument (`%@` = *der Kunde*): the argument's own form, which shows its gender
    /// and number, not the case of its place (a nominative, its dictionary form, when it can be one: see `init`).
    var determinerInArgument = false

    /// A definite article fused with the preposition right before the span (*Zum ^[neuen %@]*): what follows is
    /// declined as after *dem*, unless the span has its own determiner.
    var fusedArticleBefore = false
    /// The text after the span is an infinitive phrase's end (*^[%@] löschen*): see `endsWithInfinitive`.
    var objectOfInfinitive = false

    /// An empty reading, to ``read(_:lexicon:governedBefore:fusedArticleBefore:caseBeforeCount:)`` a span into.
    init() {}

    /// Reads `phrase` into this empty reading (read in place: an initializer returning the reading copied it, each
    /// of its lists retained, then destroyed its own); `governedBefore` are the cases a preposition written right
    /// before the span governs (`Mit ^[%@](inflect: true)`), which one in the span replaces; `fusedArticleBefore`,
    /// whether that preposition is fused with the definite article (*zum*).
    mutating func read(_ phrase: Phrase, lexicon: Lexicon, governedBefore: [GrammaticalCase]? = nil, fusedArticleBefore: Bool = false,
                       caseBeforeCount countCaseBefore: GrammaticalCase? = nil) {
        governed = governedBefore
        caseBeforeCount = countCaseBefore
        self.fusedArticleBefore = fusedArticleBefore
        let items = phrase.wordAndNumberPositions
        var wordCount = 0
        for position in 0..<items.count where phrase.tokens[items[position]].kind == .word { wordCount += 1 }
        // Whether a noun-like word follows each position, computed once from the end (not once per word).
        var nounFollowsMemo: PositionFlags?
        // The noun phrase a count quantifies starts at it: a word before it that is no determiner or preposition
        // (*mehr als*, *nur*, *bis zu*, *und*) is neither its adjective nor its noun, and takes no ending (*nure*).
        let openingCount = phrase.openingCount
        // A count with no noun is the subject of a verb right after it (*2 sind bereit*): what follows is read as
        // after a head.
        var countIsSubject = false
        // (By index: an iterator over a `SmallList` is destroyed through value witnesses, hundreds of instructions.)
        for position in 0..<items.count {
            let idx = items[position]
            // Fields read in place: a copy of the token would retain its texts and values, once per word.
            let kind = phrase.tokens[idx].kind, argumentIndex = phrase.tokens[idx].argumentIndex
            let declared = phrase.tokens[idx].declared
            if kind == .number {
                // `2.` written against its period is an ordinal (*der 2. Platz*), not a count.
                let ordinal = idx + 1 < phrase.tokens.count && phrase.tokens[idx + 1].text == "."
                // A number after the noun names it, as a model number does (*Gleis 3*, *Kapitel 2*, *iPhone 15*; was
                // *von den Gleis 3*), and one before a percent or currency sign counts the sign, not the noun after
                // it (*20 % Rabatt*, was *Rabatte*): neither is a count.
                if !ordinal, head == nil, !phrase.numberCountsSymbolAfter(idx) { counts.append(idx) }
                continue
            }
            let w = phrase.tokens[idx].text
            let lower = w.lowercasedFast()   // once, for the tables and the verb forms
            if head == nil, !countIsSubject, !counts.isEmpty, determiner == nil, contraction == nil, preposition == nil,
               adjectives.isEmpty, phrase.followsNumber(idx), argumentIndex == nil, !Casing.startsWithCapital(w),
               GermanVerbs.isVerbForm(w, lowercased: lower, lexicon: lexicon),
               GermanVerbs.form(of: w, plural: false, lexicon: lexicon)?.form == w,
               !Self.isAdjectiveBeforeNoun(w, at: position, items, phrase, lexicon: lexicon) {
                // Only a verb written in the singular (*ist*, *wurde*, *hat*): one written in the plural may be an
                // infinitive, which a count does not change (*%lld löschen*, a button's label).
                verbs.append(idx)
                countIsSubject = true
                continue
            }
            guard head == nil, !countIsSubject else {
                // After the noun, a capitalized word is another noun (*bei der Würde*), not a verb (*würde*); after a
                // noun in capitals, a word in capitals says nothing of its case (*2 DOKUMENTE FEHLEN NOCH*).
                let capitalSaysNoun = Casing.startsWithCapital(w)
                    && !(Casing.isAllCaps(w) && head.map { Casing.isAllCaps(phrase.tokens[$0].text) } == true)
                if !pronounBeforeWhole, !capitalSaysNoun, GermanVerbs.isVerbForm(w, lowercased: lower, lexicon: lexicon) {
                    verbs.append(idx)
                } else {
                    others.append(idx)
                }
                continue
            }
            let closed = Self.closedClasses[lower]
            // (A preposition right after another one governs: *innerhalb von 3 Tagen*.)
            let atStart = contraction == nil && determiner == nil && adjectives.isEmpty
            if atStart, let (p, a) = closed?.contraction, wordCount > 1 {
                contraction = idx
                governed = GermanContractions.government(of: p)
                determinerReadings = GermanArticles.readings(of: a).filter { $0.determiner.kind == .definite }
                continue
            }
            if atStart, wordCount > 1, let g = closed?.government, closed?.determinerReadings.isEmpty ?? true {
                // (Only the first preposition, written before the span or opening it: *mit über 3 Geräten* is *mit*'s.)
                caseBeforeCount = preposition == nil && governedBefore == nil ? GermanContractions.caseBeforeCount[lower] : nil
                preposition = idx
                governed = g
                continue
            }
            if determiner == nil, contraction == nil, adjectives.isEmpty {
                var readings = closed?.determinerReadings ?? []
                // The kind of a determiner written right after this one, when this one is (*alle diese*, *einer der*).
                let nextKind = readings.isEmpty || argumentIndex != nil ? nil
                    : Self.determinerKind(ofWordAfter: position, items, phrase)
                // (The first reading's determiner read by index: see `firstDeterminer`.)
                let pluralDerWord = readings.isEmpty ? nil : readings[0].determiner.isPluralDerWord
                if pluralDerWord == true, let nextKind, nextKind != .indefinite, nextKind != .negative {
                    // *alle*, *beide* before the noun's own determiner (*alle diese Fotos*, *Alle deine %@*) stand before
                    // it as *all* does, taking no part in its declension: the determiner after them is the noun's, in
                    // the plural (were *Alle diesen 3 Fotos*, *Alle deinen Fotos*).
                    others.append(idx)
                    afterPluralDerWord = true
                    continue
                }
                if pluralDerWord == false, let nextKind, nextKind != .indefinite {
                    // (*das eine Foto*: *eine* there is the numeral, after the noun's article.)
                    // Determiners do not stack: one right before another is a pronoun naming a part of the noun phrase
                    // after it (*Jeder der 3 Nutzer*, *Einer der %lld Nutzer*, *Keiner meiner Freunde*), which agrees
                    // with nothing here (were *dere 3 Nutzer*, *deren 3 Nutzern*, *Keiner deren 3 Nutzer*). The noun phrase
                    // is its genitive, and the verb after it is the pronoun's, singular (*Eine der 3 Dateien konnte*).
                    others.append(idx)
                    pronounBeforeWhole = true
                    // (A preposition before the pronoun governs the pronoun: *mit einem der 3 Geräte*.)
                    governed = [.genitive]
                    continue
                }
                if !readings.isEmpty {
                    determiner = idx
                    if argumentIndex != nil {
                        // An argument is written in its dictionary form: *der Kunde* is the masculine nominative,
                        // not the dative or genitive of a feminine.
                        determinerInArgument = true
                        let nominative = readings.filter { $0.slot.grammaticalCase == .nominative }
                        if !nominative.isEmpty { readings = nominative }
                    }
                    determinerReadings = readings
                    continue
                }
            }
            if let c = openingCount, idx < c, determiner == nil, contraction == nil, argumentIndex == nil,
               declared == nil {
                if leadingVerb == nil, position > 0, phrase.tokens[items[position - 1]].text.lowercasedFast() == "es",
                   GermanVerbs.agreesAfterExpletive(w, lowercased: lower, lexicon: lexicon) {
                    leadingVerb = idx
                } else {
                    others.append(idx)
                }
                continue
            }
            if nounFollowsMemo == nil { nounFollowsMemo = Self.nounFollows(phrase, items, lexicon: lexicon) }
            if Self.isNoun(phrase, idx, nounFollows: nounFollowsMemo![position], first: position == 0, lexicon: lexicon) {
                head = idx
                // A word with several readings (der/die Angestellte, der Kunde / die Kunde, das Speichern / den
                // Speichern) takes the one its determiner shows, among the cases a preposition before it governs.
                // (Most words have one reading: the determiner is asked only when there are several.)
                let argument = argumentIndex != nil
                if argument, afterPluralDerWord || firstDeterminer?.isPluralDerWord == true,
                   case let plural = determinerReadings.filter({ $0.slot.plural }), !plural.isEmpty {
                    // (*Alle %@*: the argument is counted, see `isPluralDerWord`.)
                    determinerReadings = plural
                }
                // (Worked on as a plain noun and stored once: each optional copy of a noun is destroyed through value
                // witnesses.)
                // A noun counted in the template is written as an argument is, in its dictionary form (*^[%lld
                // Tablette]*: the pill, not the plural of *Tablett*), which chooses when nothing else does.
                let dictionaryForm = argument || !counts.isEmpty
                var found = GermanNouns.lookup(w, gender: declared?.grammaticalGender, argument: dictionaryForm, lexicon: lexicon)
                if found.hasSeveralReadings, !determinerReadings.isEmpty {
                    let all = GermanSlotList(slotsOf: determinerReadings)
                    var slots = all
                    if let governed, case let allowed = slots.filter({ governed.contains($0.grammaticalCase) }), !allowed.isEmpty {
                        slots = allowed
                    }
                    found = GermanNouns.lookup(w, gender: declared?.grammaticalGender, shownBy: slots, genderSlots: all,
                                               argument: dictionaryForm, lexicon: lexicon)
                }
                // (`refine` changes a guessed noun only: the slots are listed for one.)
                if argumentIndex == nil || determinerInArgument, found.source == .guess {
                    // (An argument's own article says its gender as surely as a written one: *das iPhone*.)
                    found = GermanNouns.refine(found, written: w, readings: determinerReadings.map(\.slot))
                }
                noun = found
            } else {
                adjectives.append(idx)
            }
        }
    }

    /// Whether `word`, at `position` of `items`, is an adjective the lexicon knows written with an ending, right
    /// before a noun (a capitalized word or an argument): *doppelte* of *2 doppelte Datei* is no past of *doppeln*
    /// The kind of determiner the word after `items[position]` is, when it is a literal word of the closed classes
    /// with determiner readings; nil otherwise (read in place: no copy of the token).
    static func determinerKind(ofWordAfter position: Int, _ items: SmallIndices, _ phrase: Phrase) -> GermanDeterminerKind? {
        guard position + 1 < items.count else { return nil }
        let n = items[position + 1]
        guard phrase.tokens[n].kind == .word, phrase.tokens[n].argumentIndex == nil else { return nil }
        guard let readings = closedClasses[phrase.tokens[n].text.lowercasedFast()]?.determinerReadings, !readings.isEmpty
        else { return nil }
        return readings[0].determiner.kind
    }

    /// whose subject is the count (was *2 doppelten Datei*).
    static func isAdjectiveBeforeNoun(_ word: String, at position: Int, _ items: SmallIndices, _ phrase: Phrase,
                                      lexicon: Lexicon) -> Bool {
        guard position + 1 < items.count, case let next = phrase.tokens[items[position + 1]], next.kind == .word,
              next.argumentIndex != nil || Casing.startsWithCapital(next.text) else { return false }
        let parsed = GermanAdjectives.parse(word, lexicon: lexicon)
        return parsed.source != .guess && parsed.ending != nil
    }

    /// Nouns are capitalized (or substituted arguments); a capitalized word the lexicon knows as an adjective
    /// is an adjective when a noun follows (*Schöne Katze*). The span's `first` word is capitalized by its place
    /// too: one the lexicon knows as no noun but as an adjective with an ending or an adverb is none (*^[Lieber]
    /// %@*, *^[Sehr geehrter] %@*: the noun is the argument after the span; were read as nouns, *Lieberin*).
    static func isNoun(_ phrase: Phrase, _ idx: Int, nounFollows: Bool, first: Bool = false, lexicon: Lexicon) -> Bool {
        // Fields read in place: a copy of the token would retain its texts and values, once per word.
        let argumentIndex = phrase.tokens[idx].argumentIndex
        let declared = phrase.tokens[idx].declared
        let w = phrase.tokens[idx].text
        let capitalized = Casing.startsWithCapital(w)
        if argumentIndex != nil && !nounFollows { return true }
        guard capitalized else { return false }
        if first, declared == nil, !Casing.isAllCaps(w), lexicon.readings(of: w, pos: "noun").isEmpty {
            let parsed = GermanAdjectives.parse(w, lexicon: lexicon)
            if parsed.source != .guess && parsed.ending != nil { return false }
            if lexicon.readings(of: w.lowercasedFast()).contains(where: \.entry.isAdverb) { return false }
        }
        guard nounFollows else { return true }
        let parsed = GermanAdjectives.parse(w, lexicon: lexicon)
        if parsed.source != .guess { return false }
        if lexicon.readings(of: w, pos: "noun").isEmpty && !Casing.isAllCaps(w) { return parsed.ending == nil }
        return true
    }

    /// For each of `items`, whether a later word of the same noun phrase is noun-like: capitalized or an argument,
    /// and not a verb form. A preposition or a determiner written in the text (in lower case) starts another noun
    /// phrase: the noun after it is not the one a word before it describes (*der Wert bei der Werbung*: *Wert* is
    /// the noun, not an adjective).
    static func nounFollows(_ phrase: Phrase, _ items: SmallIndices, lexicon: Lexicon) -> PositionFlags {
        var result = PositionFlags(count: items.count)
        var seen = false
        for position in items.indices.reversed() {
            result[position] = seen
            // Fields read in place: a copy of the token would retain its texts and values, once per word.
            let i = items[position]
            guard phrase.tokens[i].kind == .word else { continue }
            let text = phrase.tokens[i].text, isArgument = phrase.tokens[i].argumentIndex != nil
            // (Looked up only when it matters: a noun follows, and some word comes before this one.)
            if seen, position > 0, !isArgument, !Casing.startsWithCapital(text),
               let closed = closedClasses[text.lowercasedFast()],
               closed.government != nil || closed.contraction != nil || !closed.determinerReadings.isEmpty {
                seen = false
                continue
            }
            if !seen, Casing.startsWithCapital(text) || isArgument,
               !GermanVerbs.isVerbForm(text, lexicon: lexicon) {
                seen = true
            }
        }
        return result
    }

    /// What a lower-case word of the closed classes is: a fused preposition and article, a preposition and the
    /// cases it governs, a determiner's readings — looked up once per word rather than in each table.
    /// (A class: a look-up hands out one reference, where each field read from an optional struct copied and then
    /// destroyed all of its fields.)
    final class ClosedClass: Sendable {
        let contraction: (preposition: String, article: String)?
        let government: [GrammaticalCase]?
        let determinerReadings: [(determiner: GermanDeterminer, slot: GermanSlot)]

        init(contraction: (preposition: String, article: String)?, government: [GrammaticalCase]?,
             determinerReadings: [(determiner: GermanDeterminer, slot: GermanSlot)]) {
            self.contraction = contraction
            self.government = government
            self.determinerReadings = determinerReadings
        }
    }

    static let closedClasses = WordTable({
        var words = Set(GermanContractions.byContraction.keys).union(GermanContractions.governedCases.keys)
        words.formUnion(GermanArticles.readingsByForm.keys)
        words.formUnion(["deren", "dessen"])
        var table: [String: ClosedClass] = [:]
        for w in words {
            table[w] = ClosedClass(contraction: GermanContractions.expand(lowercased: w),
                                   government: GermanContractions.government(lowercased: w),
                                   determinerReadings: GermanArticles.readings(lowercased: w))
        }
        return table
    }())

    /// Slots the phrase can be in now, most likely first.
    func currentSlots(_ phrase: Phrase, lexicon: Lexicon) -> GermanSlotList {
        var slots: GermanSlotList
        let literalNoun = head.map { phrase.tokens[$0].argumentIndex == nil } ?? false
        if !determinerReadings.isEmpty {
            let all = GermanSlotList(slotsOf: determinerReadings)
            if let noun {
                // The first of these that is not empty: the slots the literal noun's cells and gender allow, the
                // slots of its cells, the slots of its numbers, all.
                let byCell = all.filter { s in noun.cells.contains { $0.0 == s.grammaticalCase && $0.1 == s.plural } }
                // An argument that carries its article (*die Ordner*) gives the determiner and the noun together: a
                // singular slot of another gender is none of its readings (*die* + *Ordner* is the plural, not a
                // feminine). A guessed gender does not choose.
                let agreesInGender = literalNoun || determinerInArgument && noun.genderSource != .guess
                let byGender: GermanSlotList = agreesInGender ? byCell.filter { $0.plural || $0.gender == noun.gender } : []
                // The determiner's slots in a case the preposition governs and in the noun's gender, when the noun
                // has no such cell: the noun was written without its ending (*mit der Angestellte*, the dative
                // feminine, whose noun is *Angestellten*).
                if !byGender.isEmpty {
                    slots = byGender
                } else if let governed, noun.canBeSingular,
                          case let byGovernedGender = all.filter({ s in !s.plural && s.gender == noun.gender && governed.contains(s.grammaticalCase) }),
                          !byGovernedGender.isEmpty {
                    slots = byGovernedGender
                } else if !byCell.isEmpty {
                    slots = byCell
                } else {
                    let byNumber = all.filter { s in noun.cells.contains { $0.1 == s.plural } }
                    slots = byNumber.isEmpty ? (literalNoun ? all : pluralOfWrittenCases(all, noun: noun)) : byNumber
                }
            } else {
                slots = all
            }
        } else if let noun {
            slots = GermanSlotList(cells: noun.cells, gender: noun.gender)
            if let first = adjectives.first {
                let parsed = GermanAdjectives.parse(phrase.tokens[first].text, lexicon: lexicon)
                if let ending = parsed.ending {
                    var byEnding = slots.filter { GermanAdjectives.ending(.strong, $0) == ending }
                    if byEnding.isEmpty, let count = counts.first, count < first {
                        // A count before the adjective reads as *ein* when it is one (*mit %@ und 1 weiteren Person*):
                        // the ending may be a mixed one, in the case a writer most likely meant.
                        for c in GermanSlot.writtenOrder {
                            for s in slots where s.grammaticalCase == c && GermanAdjectives.ending(.mixed, s) == ending {
                                byEnding.append(s)
                            }
                        }
                    }
                    if !literalNoun, let written = Self.writtenSlot(ofEnding: ending, governed: governed),
                       noun.cells.contains(where: { $0.0 == written.grammaticalCase && $0.1 == written.plural }) {
                        // An argument's gender need not be the one the adjective was written for (*neuer %@*
                        // with *Welt*): the ending's first case and number for any gender stay, in the noun's gender.
                        slots = [GermanSlot(written.grammaticalCase, noun.gender, plural: written.plural)]
                    } else if !byEnding.isEmpty {
                        slots = byEnding
                    }
                }
            }
        } else if let first = adjectives.first, let ending = GermanAdjectives.parse(phrase.tokens[first].text, lexicon: lexicon).ending {
            slots = GermanSlotList(GermanAdjectives.slots(ofEnding: ending, declension: .strong))
        } else {
            slots = []
        }
        if let c = caseBeforeCount, determinerReadings.isEmpty, let count = counts.first, head.map({ count < $0 }) ?? false,
           case let byCount = slots.filter({ $0.grammaticalCase == c }), !byCount.isEmpty {
            // *Über 3 Kanäle teilen* (``GermanContractions/caseBeforeCount``).
            slots = byCount
        } else if let governed {
            let allowed = slots.filter { governed.contains($0.grammaticalCase) }
            if !allowed.isEmpty {
                slots = allowed
            } else if determinerReadings.isEmpty, let noun {
                // Words written in their dictionary form after the preposition (*mit 2 neue Nachricht*): the
                // preposition's case wins over the adjective's written ending.
                let byCase = GermanSlotList(cells: noun.cells, gender: noun.gender).filter { governed.contains($0.grammaticalCase) }
                if !byCase.isEmpty {
                    slots = byCase
                } else if let c = governed.first {
                    // No cell of the written form is in the preposition's case (*mit 1 Kunde*, whose dative is
                    // *Kunden*; *mit 2 Erwachsene*): the case is still the preposition's, in the number written.
                    slots = slots.mappingSlots { GermanSlot(c, noun.gender, plural: $0.plural) }
                }
            } else if determinerInArgument, governed.count == 1, let c = governed.first {
                // An argument carries its article in the dictionary's nominative (*der Kunde*): the preposition
                // gives the case (*mit* + *der Kunde* → *mit dem Kunden*), the article the gender and number.
                slots = slots.mappingSlots { GermanSlot(c, $0.gender, plural: $0.plural) }
            } else if determinerInArgument, let usual = governed.first {
                // A two-way preposition (*in*, *auf*) takes the dative of a place or the accusative of a movement,
                // which the verb decides and nothing here tells apart. An article whose nominative is also its
                // accusative (*die Datei*, *das Fenster*, *die Ordner*) is right for a movement and stays (*In die
                // Datei verschieben*); one whose nominative is no accusative (*der Server*, *ein Ordner*) is wrong
                // in both readings and takes the preposition's usual case in an interface (``GermanContractions``):
                // *Auf dem Server speichern*, *Nachricht an den Kunden* (were *Auf der Server*, *an der Kunde*).
                slots = slots.mappingSlots { isNominativeOnly($0) ? GermanSlot(usual, $0.gender, plural: $0.plural) : $0 }
            }
        } else if determinerInArgument, objectOfInfinitive {
            // The argument before an infinitive that ends the text (*^[%@] löschen*, *Möchtest du ^[%@] löschen?*)
            // is its object: a singular nominative before a verb in the plural is no subject (was *der Ordner
            // löschen*), and the accusative is an object's case (*den Ordner löschen*).
            slots = slots.mappingSlots { isNominativeOnly($0) ? GermanSlot(.accusative, $0.gender, plural: $0.plural) : $0 }
        }
        if pronounBeforeWhole {
            // The whole after the pronoun is its genitive, even where the article was written for a noun of another
            // gender (*Keiner der %lld Freund*: *der* read as a masculine nominative; was *Keiner die 3 Freunde*).
            slots = slots.mappingSlots { GermanSlot(.genitive, $0.gender, plural: $0.plural) }
        }
        return slots
    }

    /// An argument written in the plural only (*Einstellungen*) keeps the number its writer chose: the determiner
    /// written for a singular (*Mein %@*) takes its plural in the cases it was written in (*Meine Einstellungen*,
    /// was *Meine Einstellung*), when it has one (*ein* has none) and the noun has a form in that case. `all`
    /// otherwise.
    func pluralOfWrittenCases(_ all: GermanSlotList, noun: GermanNoun) -> GermanSlotList {
        guard !noun.canBeSingular, let determiner = firstDeterminer else { return all }
        var plural: GermanSlotList = []
        for s in all where !s.plural {
            let p = GermanSlot(s.grammaticalCase, nil, plural: true)
            if !plural.contains(p), determiner.form(p) != nil, noun.cells.contains(where: { $0.0 == p.grammaticalCase && $0.1 }) {
                plural.append(p)
            }
        }
        return plural.isEmpty ? all : plural
    }

    /// Whether the determiner's form for `s` is a nominative that is no accusative (*der*, *ein* of a masculine),
    /// so that the argument it came with cannot be an object in it.
    func isNominativeOnly(_ s: GermanSlot) -> Bool {
        guard s.grammaticalCase == .nominative, let d = determinerReadings.first(where: { $0.slot == s })?.determiner,
              let nominative = d.form(s) else { return false }
        return nominative != d.form(GermanSlot(.accusative, s.gender, plural: s.plural))
    }

    /// Whether `textAfter`, up to the end of its sentence, is lower-case words that end with an infinitive and hold
    /// no finite verb of the singular (`^[%@](inflect: true) endgültig löschen?`): the span is then that
    /// infinitive's object, not a subject (*^[%@] wurde gelöscht*, *^[%@] kann nicht gelöscht werden*).
    static func endsWithInfinitive(_ textAfter: String, lexicon: Lexicon) -> Bool {
        var last: Substring?
        for word in textAfter.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" }) {
            var w = word
            var ends = false
            while let c = w.last, ".?!…,;:".contains(c) { w = w.dropLast(); ends = true }
            guard let first = w.first, first.isLowercase, w.allSatisfy(\.isLetter) else { return false }
            let form = String(w)
            if GermanVerbs.form(of: form, plural: false, lexicon: lexicon)?.form == form { return false }
            last = w
            if ends { break }
        }
        guard let last else { return false }
        return lexicon.isInfinitive(String(last))
    }
}

extension GermanPhrase {
    /// The cases governed by the preposition that `textBefore` ends with, after a space (`Mit ^[%@](inflect:
    /// true)`): the span is that preposition's object. Nil when it ends otherwise. Only the last word is read.
    static func governed(endOf textBefore: String) -> [GrammaticalCase]? { opening(endOf: textBefore)?.governed }

    /// The preposition that `textBefore` ends with, after a space: the cases it governs, and whether it is fused
    /// with the definite article (*zum*, *im*), whose adjectives after it are declined weak (*Zum ^[neuen %@]*).
    static func opening(endOf textBefore: String) -> (governed: [GrammaticalCase], fusedArticle: Bool)? {
        opening(word: TextBeforeSpan.lastWord(of: textBefore, maxBytes: maxPrepositionBytes))
    }

    /// ``opening(endOf:)`` of the last word before the span, read already (lower-cased, by `TextBeforeSpan`).
    static func opening(word: String?) -> (governed: [GrammaticalCase], fusedArticle: Bool)? {
        guard let word, let closed = closedClasses[word], closed.determinerReadings.isEmpty else { return nil }
        if closed.contraction != nil { return contractionCases[word].map { ($0, true) } }
        return closed.government.map { ($0, false) }
    }

    /// The case the preposition that `textBefore` ends with gives a count right after it
    /// (``GermanContractions/caseBeforeCount``), unless another preposition stands before it (*mit über*), whose
    /// object the count is.
    static func caseBeforeCount(endOf textBefore: String) -> GrammaticalCase? {
        guard let word = TextBeforeSpan.lastWord(of: textBefore, maxBytes: maxPrepositionBytes) else { return nil }
        return caseBeforeCount(word: word, endOf: textBefore)
    }

    /// ``caseBeforeCount(endOf:)`` when `word` is the last word of `textBefore`, read already.
    static func caseBeforeCount(word: String, endOf textBefore: String) -> GrammaticalCase? {
        guard let c = GermanContractions.caseBeforeCount[word] else { return nil }
        // (Reached only after *über*: the text before it is read once more, for the word before.)
        if let before = wordBefore(word, endOf: textBefore),
           closedClasses[before].map({ $0.government != nil || $0.contraction != nil }) == true { return nil }
        return c
    }

    /// The word before `word`, the last word of `textBefore` (lower-cased, as ``TextBeforeSpan`` reads it), when it is
    /// short enough to be a preposition.
    static func wordBefore(_ word: String, endOf textBefore: String) -> String? {
        var rest = Substring(textBefore)
        while let last = rest.last, last == " " || last == "\u{00A0}" { rest = rest.dropLast() }
        rest = rest.dropLast(word.count)
        return TextBeforeSpan.lastWord(of: String(rest), maxBytes: maxPrepositionBytes)
    }

    /// The preposition written before `word`, the last word before a span that opens with a count, when `word`
    /// modifies the count — an adverb (*etwa*, *nur*, *insgesamt*), an undeclined adjective used as one (*rund*,
    /// *knapp*) or a preposition of its own (*über*, *je*) —, for the case it governs: *mit etwa 100 Kindern*, *mit je
    /// 8 Plätzen*. Nil otherwise; a lone word before the count is read as it is.
    static func prepositionBeforeCountModifier(_ word: String, endOf textBefore: String, _ phrase: Phrase,
                                               lexicon: Lexicon) -> (governed: [GrammaticalCase], fusedArticle: Bool)? {
        // (By index, one field read in place: a search handed each token would copy it.)
        var first = 0
        while first < phrase.tokens.count, phrase.tokens[first].kind != .word, phrase.tokens[first].kind != .number { first += 1 }
        guard first < phrase.tokens.count, phrase.tokens[first].kind == .number else { return nil }
        let closed = closedClasses[word]
        let ownGovernment = closed.map { $0.government != nil && $0.contraction == nil } ?? false
        // Another closed-class word (an article, a fused preposition) modifies no count.
        guard ownGovernment || closed == nil, let before = wordBefore(word, endOf: textBefore),
              let preposition = opening(word: before), !preposition.fusedArticle else { return nil }
        if ownGovernment { return preposition }
        // (The lexicon is asked only once a preposition is found before the word.)
        let modifies = lexicon.readings(of: word).contains { r in
            r.entry.isAdverb || (r.entry.pos == "adjective" && r.isBaseForm)
        }
        return modifies ? preposition : nil
    }

    /// The case a fused preposition and article written before a span gives it (`Beim ^[%@](inflect: true)` with
    /// *Kunde* → *Beim Kunden*; *Zum ^[neuen %@]* stays *Zum neuen Kunden*): of the cases the preposition governs,
    /// those in which the fused article has that form (*dem*, *der* → dative; *das* in *ins*, *ans* → accusative).
    static let contractionCases: [String: [GrammaticalCase]] = {
        var cases: [String: [GrammaticalCase]] = [:]
        for (contraction, (preposition, article)) in GermanContractions.byContraction {
            let governed = GermanContractions.government(lowercased: preposition) ?? []
            let shown = governed.filter { c in GermanSlot.all.contains { !$0.plural && $0.grammaticalCase == c && GermanArticles.definite[$0.row][$0.column] == article } }
            if !shown.isEmpty { cases[contraction] = shown }
        }
        return cases
    }()

    /// The longest preposition of the table, in UTF-8 bytes (*gegenüber*, *innerhalb*, *außerhalb*).
    static let maxPrepositionBytes = GermanContractions.governedCases.keys.map(\.utf8.count).max() ?? 0


    /// The first slot (in `GermanSlot.writtenOrder`, singular first) a strong adjective `ending` is written in for
    /// some gender, among the cases a preposition `governed`, if any: *Neuen %@* is an accusative (*Neue Datei
    /// erstellen*), not the rare genitive of a masculine (was *Neuer Datei erstellen*).
    static func writtenSlot(ofEnding ending: String, governed: [GrammaticalCase]?) -> GermanSlot? {
        let slots = GermanAdjectives.slots(ofEnding: ending, declension: .strong)
        for c in GermanSlot.writtenOrder where governed?.contains(c) ?? true {
            if let slot = slots.first(where: { $0.grammaticalCase == c }) { return slot }
        }
        return slots.first
    }

    /// Joins `word-Word` (same run, no spaces) into one word token, so a hyphenated compound is one noun whose
    /// last part declines (*der Software-Entwickler* → *der Software-Entwicklerin*), not an adjective and a noun.
    /// A leading or trailing hyphen (*Haupt- und Nebensatz*) stays as written.
    static func joiningHyphenatedWords(_ phrase: Phrase) -> Phrase {
        // Most spans have no hyphen: then there is nothing to join.
        guard phrase.tokens.indices.contains(where: { phrase.tokens[$0].kind == .punctuation && phrase.tokens[$0].text == "-" })
        else { return phrase }
        var tokens = phrase.tokens
        var i = 1
        while i + 1 < tokens.count {
            let (before, hyphen, after) = (tokens[i - 1], tokens[i], tokens[i + 1])
            if hyphen.text == "-", hyphen.kind == .punctuation, before.kind == .word, after.kind == .word,
               before.runID == hyphen.runID, hyphen.runID == after.runID {
                tokens[i - 1].text = before.text + "-" + after.text
                tokens[i - 1].original = before.original + "-" + after.original
                tokens.removeSubrange(i...(i + 1))
            } else {
                i += 1
            }
        }
        return Phrase(tokens: tokens)
    }
}

/// One flag per position of a span's words (``GermanPhrase/nounFollows(_:_:lexicon:)``): the first 64 in the bits
/// of one integer, so that a span of a few words allocates no array; the positions after them in an array.
struct PositionFlags {
    private var bits: UInt64 = 0
    private var later: [Bool]?

    /// Every flag false, for `count` positions.
    init(count: Int) {
        if count > 64 { later = [Bool](repeating: false, count: count - 64) }
    }

    subscript(position: Int) -> Bool {
        get { position < 64 ? bits & (1 << UInt64(position)) != 0 : later?[position - 64] ?? false }
        set {
            if position < 64 {
                if newValue { bits |= 1 << UInt64(position) } else { bits &= ~(1 << UInt64(position)) }
            } else {
                later?[position - 64] = newValue
            }
        }
    }
}
