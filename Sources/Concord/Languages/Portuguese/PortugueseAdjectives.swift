/// Portuguese adjectives and participles (*pequeno* → *pequena(s)*, *feito* → *feita*), and the gender
/// endings nouns share with them (*primo*/*prima*, *tocador*/*tocadora*): the lexicon's `f.sg`, `m.pl`, `f.pl`
/// slots first, then the ending rules (*-o/-a*, *-ão/-ona* and *-ão/-ã*, *-ês/-esa*, *-or/-ora*, *-eu/-eia*;
/// *-e*, *-ista*, *-l*, *-z*… do not change with gender).
enum PortugueseAdjectives {
    /// Comparatives in *-or* that have one form for both genders.
    static let invariableComparatives: Set<String> = [
        "melhor", "pior", "maior", "menor", "superior", "inferior", "anterior", "posterior", "exterior",
        "interior", "ulterior", "citerior", "júnior", "sênior", "sénior",
    ]
    /// Augmentative *-ão* adjectives take *-ona* (*chorão* → *chorona*); the others *-ã* (*alemão* → *alemã*).
    static let augmentativeEndings = ["alhão", "ilão", "itão", "então", "orão", "andão", "igão", "ichão", "ução"]
    /// Endings that never show gender.
    static let epiceneEndings = ["ista", "ita", "cida", "ícola", "ense"]

    /// The gender an ending shows, on a singular form; nil when the ending does not show gender.
    static func genderOfEnding(_ singular: String) -> GrammaticalGender? {
        let w = singular.lowercasedFast()
        if invariableComparatives.contains(w) || epiceneEndings.contains(where: { w.hasSuffixFast($0) }) { return nil }
        if w.hasSuffixFast("ona") || w.hasSuffixFast("ã") || w.hasSuffixFast("esa") || w.hasSuffixFast("ora") || w.hasSuffixFast("eia") || w.hasSuffixFast("a") {
            return .feminine
        }
        if w.hasSuffixFast("ão") || w.hasSuffixFast("ês") || w.hasSuffixFast("or") || w.hasSuffixFast("eu") || w.hasSuffixFast("o") {
            return .masculine
        }
        return nil
    }

    /// The singular form of the other gender by the ending rules, or nil when the ending shows no gender.
    static func switchGender(_ singular: String, to target: GrammaticalGender) -> (form: String, rule: String)? {
        let w = singular.lowercasedFast()
        guard let current = genderOfEnding(w), current != target, target != .neuter else { return nil }
        func swap(_ n: Int, _ ending: String) -> String { String(w.dropLast(n)) + ending }
        if target == .feminine {
            if w.hasSuffixFast("ão") {
                if augmentativeEndings.contains(where: { w.hasSuffixFast($0) }) { return (swap(2, "ona"), "ao-ona") }
                return (swap(2, "ã"), "ao-a")
            }
            if w.hasSuffixFast("ês") { return (swap(2, "esa"), "es-esa") }
            if w.hasSuffixFast("or") { return (w + "a", "or-ora") }
            if w.hasSuffixFast("eu") { return (swap(2, "eia"), "eu-eia") }
            return (swap(1, "a"), "o-a")
        }
        if w.hasSuffixFast("ona") { return (swap(3, "ão"), "ao-ona") }
        if w.hasSuffixFast("ã") { return (swap(1, "ão"), "ao-a") }
        if w.hasSuffixFast("esa") { return (swap(3, "ês"), "es-esa") }
        if w.hasSuffixFast("ora") { return (swap(1, ""), "or-ora") }
        if w.hasSuffixFast("eia") { return (swap(3, "eu"), "eu-eia") }
        return (swap(1, "o"), "o-a")
    }

    /// Adjective readings of `word`, the locale's spelling first.
    static func readings(of word: String, lexicon: Lexicon, locale: InflectionLocale) -> [LexicalReading] {
        PortugueseSpelling.ordered(lexicon.readings(of: word, pos: "adjective"), for: word, locale: locale)
    }

    /// Gender and number of an adjective form as written.
    static func current(_ word: String, lexicon: Lexicon, locale: InflectionLocale) -> (gender: GrammaticalGender?, plural: Bool) {
        if let r = readings(of: word, lexicon: lexicon, locale: locale).first {
            let plural = !r.isBaseForm && r.slots.allSatisfy { $0.hasSuffixFast(".pl") }
            if r.entry.forms["f.sg"] == nil || r.entry.form("f.sg") == r.entry.lemma { return (nil, plural) }
            if r.slots.contains(where: { $0.hasPrefix("f.") }) && !r.isBaseForm { return (.feminine, plural) }
            return (.masculine, plural)
        }
        let word = PortugueseNouns.compoundParts(word)?.last ?? word
        let plural = PortuguesePlurals.looksPlural(word)
        let singular = plural ? PortuguesePlurals.singular(word).form : word
        return (genderOfEnding(singular), plural)
    }

    /// Inflects an adjective or participle to `gender` and `plural` (nil keeps what the word has).
    static func inflect(_ word: String, gender: GrammaticalGender?, plural: Bool?, lexicon: Lexicon,
                        locale: InflectionLocale) -> PortugueseForm {
        if let r = readings(of: word, lexicon: lexicon, locale: locale).first {
            let e = r.entry
            let src = PortugueseNouns.source(e)
            let now = current(word, lexicon: lexicon, locale: locale)
            let g = (gender == .neuter ? nil : gender) ?? now.gender ?? .masculine
            let p = plural ?? now.plural
            let slot = (g == .feminine && e.forms["f.sg"] != nil ? "f" : "m") + (p ? ".pl" : ".sg")
            if e.has("invariable") && e.forms[slot] == nil {
                return PortugueseForm(form: word, rule: "pt.adjective.invariable", facts: [TraceFact(word, "invariable", "yes", source: src)])
            }
            if let variants = slot == "m.sg" ? [e.lemma] : e.forms[slot],
               let chosen = PortugueseSpelling.preferred(variants, lexicon: lexicon, locale: locale) {
                return PortugueseForm(form: casing(word, chosen.form), rule: "pt.adjective.lexicon",
                                      facts: [TraceFact(word, slot, chosen.form, source: src)])
            }
        }
        if let parts = PortugueseNouns.compoundParts(word) {
            // Compound adjectives vary in their last element only (bem-vindo, luso-brasileiro).
            let last = inflect(parts.last!, gender: gender, plural: plural, lexicon: lexicon, locale: locale)
            return PortugueseForm(form: (parts.dropLast() + [last.form]).joined(separator: "-"),
                                  rule: last.rule, facts: last.facts)
        }
        return byRule(word, gender: gender, plural: plural, family: "adjective")
    }

    /// The ending rules for a word no lexicon knows (`family`: `adjective` or `noun`).
    static func byRule(_ word: String, gender: GrammaticalGender?, plural: Bool?, family: String) -> PortugueseForm {
        let isPlural = PortuguesePlurals.looksPlural(word)
        var base = isPlural ? PortuguesePlurals.singular(word).form : word
        var rules: [String] = []
        if let g = gender, let switched = switchGender(base, to: g) {
            base = switched.form
            rules.append("pt.\(family).gender.\(switched.rule)")
        }
        var form = base
        if plural ?? isPlural {
            let p = PortuguesePlurals.plural(base)
            form = p.form
            if plural == true && !isPlural { rules.append("pt.\(family).plural.\(p.rule)") }
        } else if isPlural {
            rules.append("pt.\(family).singular.by-rule")
        }
        let rule = rules.isEmpty ? "pt.\(family).unchanged" : rules.joined(separator: "+")
        return PortugueseForm(form: casing(word, form), rule: rule, facts: [TraceFact(word, "form", "by ending rule", source: .guess)])
    }

    /// The source word's casing on a lower-case form.
    static func casing(_ source: String, _ form: String) -> String {
        Casing.apply(from: source, to: Casing.isAllCaps(source) ? form : form)
    }
}
