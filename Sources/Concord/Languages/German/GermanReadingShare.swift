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

    /// Of the readings that tie with the first on frequency (the lexicon lists the most frequent first), the one
    /// with the largest share; the lexicon's order between equals. Nil for no readings.
    static func preferred(_ readings: [LexicalReading], lexicon: Lexicon) -> LexicalReading? {
        var best: (share: Share, reading: LexicalReading)?
        for r in readings where r.entry.frequency == readings[0].entry.frequency {
            let s = share(of: r.entry, lexicon: lexicon)
            if best == nil || s < best!.share { best = (s, r) }
        }
        return best?.reading
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
