/// Spanish adjectives and participles: the four forms of a word (lexicon first, then the suffix rules), and the
/// form for a gender and number.
enum SpanishAdjectives {
    /// The paradigm of an adjective: masculine/feminine × singular/plural.
    struct Paradigm {
        var msg, fsg, mpl, fpl: String
        /// Gender and number of the form the paradigm was built from.
        var gender: GrammaticalGender?
        var number: GrammaticalNumber
        var source: FactSource
        var rule: String

        func form(gender: GrammaticalGender, plural: Bool) -> String {
            switch (gender == .feminine, plural) {
            case (false, false): return msg
            case (true, false): return fsg
            case (false, true): return mpl
            case (true, true): return fpl
            }
        }

        var isInvariableInGender: Bool { msg == fsg && mpl == fpl }
    }

    /// Comparatives in -or, which do not take -a (mejor, mayor, superior…).
    static let comparatives: Set<String> = ["mejor", "peor", "mayor", "menor", "superior", "inferior", "exterior",
                                            "interior", "anterior", "posterior", "ulterior", "citerior"]

    /// Adjectives shortened before a singular noun: buen amigo, primer día, gran ciudad (gran for both genders).
    static let apocope: [String: String] = ["buen": "bueno", "mal": "malo", "primer": "primero", "tercer": "tercero",
                                            "postrer": "postrero", "gran": "grande"]

    /// The full forms of ``apocope`` (bueno, grande…), as a set.
    static let apocopeFullForms = Set(apocope.values)

    /// The shortened form of `lemma` for a singular noun of `gender` that follows it, or nil. `grande` is
    /// shortened when the source already was (gran) or was plural (grandes ciudades → gran ciudad) — a singular
    /// *grande* written before its noun is kept as the writer chose it; the others always before a masculine noun.
    static func apocopated(_ lemma: String, gender: GrammaticalGender, sourceWasShort: Bool) -> String? {
        guard let short = apocope.first(where: { $0.value == lemma.lowercasedFast() })?.key else { return nil }
        if short == "gran" { return sourceWasShort ? short : nil }
        return gender == .masculine ? short : nil
    }

    /// The paradigm of `word` (lower case), from the lexicon's adjective entries when it has one.
    static func paradigm(of word: String, lexicon: Lexicon) -> Paradigm {
        let w = word.lowercasedFast()
        if let full = apocope[w] {
            var p = paradigm(of: full, lexicon: lexicon)
            p.gender = full == "grande" ? nil : .masculine
            p.number = .singular
            return p
        }
        let facts = SpanishWordMemo.facts(lower: w, lexicon: lexicon)
        return facts.paradigm ?? paradigm(lower: w, readings: facts.readings)
    }

    /// The paradigm of `w` (lower case, not a shortened form) from its readings, `lexicon.readings(of: w)`.
    static func paradigm(lower w: String, readings: [LexicalReading]) -> Paradigm {
        for r in readings where r.entry.isAdjective {
            let e = r.entry
            let lemma = e.lemma.lowercasedFast()
            let invariable = e.has("invariable")
            let rule = ruleParadigm(lemma)
            let fsg = e.form("f.sg") ?? (invariable ? lemma : rule.fsg)
            let mpl = e.form("m.pl") ?? rule.mpl
            let fpl = e.form("f.pl") ?? (invariable ? mpl : rule.fpl)
            var p = Paradigm(msg: lemma, fsg: fsg, mpl: mpl, fpl: fpl, gender: nil, number: .singular,
                             source: SpanishNouns.source(e), rule: "es.adjective.lexicon")
            locate(w, in: &p, slots: r.slots)
            return p
        }
        let lemma = guessLemma(w)
        var p = ruleParadigm(lemma.form)
        p.rule = lemma.rule == nil ? p.rule : lemma.rule!
        locate(w, in: &p, slots: [])
        return p
    }

    private static func locate(_ w: String, in p: inout Paradigm, slots: [String]) {
        if w == p.msg.lowercasedFast() && w == p.fsg.lowercasedFast() { p.gender = nil; p.number = .singular }
        else if w == p.msg.lowercasedFast() { p.gender = .masculine; p.number = .singular }
        else if w == p.fsg.lowercasedFast() { p.gender = .feminine; p.number = .singular }
        else if w == p.mpl.lowercasedFast() && w == p.fpl.lowercasedFast() { p.gender = nil; p.number = .plural }
        else if w == p.mpl.lowercasedFast() { p.gender = .masculine; p.number = .plural }
        else if w == p.fpl.lowercasedFast() { p.gender = .feminine; p.number = .plural }
    }

    /// The masculine singular of a form no lexicon knows (pequeñas → pequeño, españolas → español).
    static func guessLemma(_ w: String) -> (form: String, rule: String?) {
        var sg = w
        if w.hasSuffixFast("s"), w.count > 3 {
            if w.hasSuffixFast("os") || w.hasSuffixFast("as") { sg = String(w.dropLast()) }
            else if w.hasSuffixFast("es"), let s = SpanishNouns.ruleSingular(w) { sg = s.form }
        }
        if sg.hasSuffixFast("a") { return (feminineToMasculine(sg), nil) }
        return (sg, nil)
    }

    static func feminineToMasculine(_ f: String) -> String {
        // -ista and -ícola adjectives have one form for both genders (optimista, agrícola); short words
        // and -vista are participles or -o adjectives (lista, prevista).
        if (f.hasSuffixFast("ista") && f.count > 6 && !f.hasSuffixFast("vista")) || f.hasSuffixFast("ícola") { return f }
        if f.hasSuffixFast("ora") { return String(f.dropLast()) }
        if f.hasSuffixFast("ona"), !f.hasSuffixFast("tona"), !f.hasSuffixFast("fona") {
            return SpanishAccents.respell(f, stem: String(f.dropLast(3)), suffix: "ón")
        }
        if f.hasSuffixFast("ñola") { return String(f.dropLast()) }
        return String(f.dropLast()) + "o"
    }

    /// The forms of a masculine singular by the suffix rules: -o → -a/-os/-as; -or, -án, -ón, -ín, -és, -ol
    /// → -ora, -ana, -ona, -ina, -esa, -ola; other endings (-e, -a, -ista, -í, consonants, comparatives in
    /// -or) do not change for gender.
    static func ruleParadigm(_ m: String) -> Paradigm {
        let pl = SpanishNouns.rulePlural(m).form
        func gendered(_ f: String, _ rule: String) -> Paradigm {
            Paradigm(msg: m, fsg: f, mpl: pl, fpl: f + "s", gender: .masculine, number: .singular, source: .guess, rule: rule)
        }
        if m.hasSuffixFast("o") { return gendered(String(m.dropLast()) + "a", "es.adjective.o-a") }
        if m.hasSuffixFast("or"), !comparatives.contains(m) { return gendered(m + "a", "es.adjective.or-ora") }
        for (suffix, rule) in [("án", "es.adjective.an-ana"), ("ón", "es.adjective.on-ona"), ("ín", "es.adjective.in-ina"),
                               ("és", "es.adjective.es-esa")] where m.hasSuffixFast(suffix) && m.count > suffix.count + 1 {
            return gendered(SpanishAccents.placeStress(m + "a", nucleus: SpanishAccents.nuclei(Array(m)).count - 1), rule)
        }
        if m.hasSuffixFast("ol"), m.count > 3 { return gendered(m + "a", "es.adjective.ol-ola") }
        return Paradigm(msg: m, fsg: m, mpl: pl, fpl: pl, gender: nil, number: .singular, source: .guess,
                        rule: "es.adjective.invariable-gender")
    }
}
