/// Which of a word's readings to take when nothing written beside it chooses (no determiner, or one that fits
/// none): the lexicon's frequency is the lemma's, shared by all its readings (*der Tor*, the fool, and *das Tor*,
/// the gate, are both 4.80), so the readings that tie on it are told apart by what the lexicon says of each.
enum GermanReadingShare {
    /// How much of the lemma's frequency a reading has, as far as the lexicon tells.
    enum Share: Int, Comparable {
        /// A person noun whose feminine is written at least once for every 30 writings of the lemma (*Kundin* for
        /// *Kunde*, *Leiterin* for *Leiter*): the generic masculine is written more often than its feminine, so
        /// the person reading carries much of the lemma's frequency.
        case major
        /// Nothing known.
        case unknown
        /// A person noun whose feminine is rarer than that (*Törin* for *der Tor*), or a reading whose plural is
        /// rare (`rare-plural`: *die Gehalte* of *der Gehalt*, against *die Gehälter*): a small share.
        case minor

        static func < (a: Share, b: Share) -> Bool { a.rawValue < b.rawValue }
    }

    /// The gap, in Zipf × 100, under which a person noun's feminine shows a live person reading: 1.5, the
    /// lexicon's gap for a rare plural (written under once for every 30 times the lemma is).
    static let liveFeminineGap = 150

    /// The gap, in Zipf × 100, within which an argument's reading as a lemma of its own wins over a more frequent
    /// lemma it is an inflected form of: half a Zipf (that lemma written up to about three times as often). The
    /// lexicon's frequency is the lemma's written form, whatever its part of speech (*das Rund* has the adjective
    /// *rund*'s 5.27), so a small lead says little; a large one (*Fest*, 5.20, over *die Feste*, 4.38) still wins.
    static let dictionaryFormGap = 50

    /// Of the readings that tie with the first on frequency (the lexicon lists the most frequent first), the one
    /// with the largest share; the lexicon's order between equals. Nil for no readings. An `argument` is written
    /// in its dictionary form: a reading whose lemma it is (*die Runde*, *die Tablette*) comes before one of which
    /// it is an inflected form (the plurals of *das Rund*, *das Tablett*), see ``ownLemmaReadings(_:lexicon:)``.
    static func preferred(_ readings: [LexicalReading], argument: Bool = false, lexicon: Lexicon) -> LexicalReading? {
        guard let first = readings.first else { return nil }
        if argument, !first.isBaseForm, case let own = ownLemmaReadings(readings, lexicon: lexicon), !own.isEmpty {
            return preferred(own, lexicon: lexicon)
        }
        var best: (share: Share, reading: LexicalReading)?
        for r in readings where r.entry.frequency == first.entry.frequency {
            let s = share(of: r.entry, lexicon: lexicon)
            if best == nil || s < best!.share { best = (s, r) }
        }
        return best?.reading
    }

    /// The readings whose lemma the written form is, when it is a noun's own lemma and not another word's form made
    /// a noun (a nominalised infinitive, *das Regeln*; a nominalised adjective, *die Rechte*; a reading with
    /// no plural or a rare one, mostly another part of speech) and the most frequent reading's lemma leads it by
    /// no more than ``dictionaryFormGap``. Empty otherwise.
    static func ownLemmaReadings(_ readings: [LexicalReading], lexicon: Lexicon) -> [LexicalReading] {
        guard let top = readings.first?.entry.frequency else { return [] }
        let own = readings.filter { r in
            r.isBaseForm && top - r.entry.frequency <= dictionaryFormGap
                && !["adjectival", "singular-only", "plural-only", "rare-plural"].contains(where: r.entry.has)
        }
        // (The verb is looked up only for a word with such a reading: few are.)
        guard let lemma = own.first?.entry.lemma, !lexicon.isInfinitive(GermanNouns.lowerFirst(lemma)) else { return [] }
        return own
    }

    /// The share of `entry` among its lemma's readings.
    static func share(of entry: LexicalEntry, lexicon: Lexicon) -> Share {
        if entry.has("rare-plural") { return .minor }
        guard entry.gender.grammaticalGender == .masculine, !entry.has("adjectival"), entry.frequency > 0 else { return .unknown }
        // The feminine counterparts the lexicon would derive (*Kundin*, *Leiterin*, *Törin*), lemma itself aside.
        var feminine = 0
        for (candidate, _) in GermanNouns.counterpartCandidates(entry.lemma, gender: .feminine, known: true).dropFirst() {
            for r in lexicon.readings(of: candidate, pos: "noun")
            where r.isBaseForm && r.entry.gender.grammaticalGender == .feminine {
                feminine = max(feminine, r.entry.frequency)
            }
        }
        guard feminine > 0 else { return .unknown }
        return entry.frequency - feminine <= liveFeminineGap ? .major : .minor
    }
}
