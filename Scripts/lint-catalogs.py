#!/usr/bin/env python3
"""Writes the catalogs `concord lint` is measured and compared on.

  lint-catalogs.py bench PATH KEYS   the benchmark catalog (KEYS keys × 7 locales), shaped like real catalogs
  lint-catalogs.py tricky DIR SEED   a String Catalog and a folder of .lproj tables of random values built from
                                     the pieces lint looks at (specifiers, spans, attributes, escapes, combining
                                     marks, emoji, CR LF), so a faster linter can be compared byte for byte.
"""
import json, os, random, sys


def bench(path, n):
    locales = ["en", "es", "fr", "it", "pt-BR", "pt-PT", "de"]
    words = {"en": ("Add", "to your order"), "es": ("Añadir", "a tu pedido"), "fr": ("Ajouter", "à votre commande"),
             "it": ("Aggiungi", "al tuo ordine"), "pt-BR": ("Adicionar", "ao seu pedido"), "pt-PT": ("Adicionar", "ao seu pedido"),
             "de": ("Füge", "zur Bestellung hinzu")}

    def unit(v, state="translated"):
        return {"stringUnit": {"state": state, "value": v}}
    strings = {}
    for k in range(n):
        kind = [0, 1, 1, 0, 1, 2, 1, 0, 1, 2, 1, 3, 1, 0, 1, 2, 1, 0, 1, 3][k % 20]
        if kind == 0:
            key = f"Add %lld %@ to your order {k}"
            loc = {l: unit(f"{words[l][0]} ^[%lld %@](inflect: true) {words[l][1]} {k}") for l in locales}
            if k % 400 == 0:
                loc["fr"] = unit(f"Ajouter ^[%lld %@](inflct: true) à votre commande {k}")
            if k % 400 == 3:
                loc["de"] = unit(f"Füge ^[%@ %lld](inflect: true) hinzu {k}")
        elif kind == 1:
            key = f"Plain label number {k}"
            loc = {l: unit(f"{words[l][0]} label {k}", "translated" if k % 50 else "needs_review") for l in locales}
        elif kind == 2:
            key = f"%lld items {k}"
            loc = {l: {"variations": {"plural": {"one": unit(f"^[%lld item](inflect: true) {k}"),
                                                 "many": unit(f"%lld items {k}"),
                                                 "other": unit(f"%lld items {k}")}}} for l in locales}
        else:
            key = f"%lld photos in %lld albums {k}"
            loc = {}
            for l in locales:
                sub = lambda name, num: {"argNum": num, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": unit(f"%arg {name}"), "many": unit(f"%arg {name}s"), "other": unit(f"%arg {name}s")}}}
                loc[l] = {"stringUnit": unit(f"%#@photos@ in %#@albums@ {k}")["stringUnit"],
                          "substitutions": {"photos": sub("photo", 1), "albums": sub("album", 2)}}
        strings[key] = {"localizations": loc}
    json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, open(path, "w"), ensure_ascii=False, indent=2)


PIECES = ["%", "%%", "%@", "%lld", "%1$@", "%2$lld", "%3$@", "%0$@", "%#@photos@", "%1$#@albums@", "%#@missing@",
          "%2$#@", "%arg", "%d", "%.1f", "%5$s", "%-05.2ld", "%'+ 3hhd", "%99999999999999999999$@", "%c", "%p", "%q",
          "^[", "](", ")", "]", "[", "(", "inflect: true", "inflct: true", "inflect: tru", "agreeWithArgument: 1",
          "agreeWithArgument: 0", "agreeWithArgument: 5", "agreeWithConcept: 1", "referentConcept: 0",
          "morphology: {grammaticalGender: 'feminine'}", "inflectionAlternative: 'x'", "{", "}", "'", '"', "\\", "\n",
          "\r\n", "\r", "\t", " ", "  ", "é", "e\u0301", "%\u0301", "@\u0301", "1\u0301", "$\u0301", "#\u0308", "ñ", "ß",
          "\U0001F1EB\U0001F1F7", "\U0001F469\u200D\U0001F469\u200D\U0001F467", "\u212A", "\u037E", "\u0600",
          "\u00AD", "\u200D", "\uFE0F", "日本語", "\uFB01", "casa", "perro", "Haus", "zorgblat", "la", "the", "une",
          "pizza", "*", "_", "`", "&", "<", ">", "&amp;", "\u0000", "\u007F", "\uFFFD", "\U0001F600", "ab'cd", "e-mail",
          "%lld %@", "%1$lld %2$@"]
SPAN_ATTRS = ["inflect: true", "inflct: true", "inflect: true, agreeWithArgument: 2", "agreeWithArgument: 3",
              "inflect: true, morphology: {number: 'plural'}", "referentConcept: 1", "agreeWithConcept: 0",
              "inflect: {number: 'one'}", "inflect: true, inflectionAlternative: 'x'", "inflect: true, agreeWithArgument: 0",
              "bogus", "inflect: true,", "inflect: true}", "'inflect': true"]


def text(rng, size):
    out = []
    for _ in range(rng.randint(0, size)):
        r = rng.random()
        if r < 0.15:
            out.append("^[" + text(rng, 3) + "](" + rng.choice(SPAN_ATTRS) + ")")
        elif r < 0.2:
            out.append("^[" + text(rng, 2) + "][l]")
        else:
            out.append(rng.choice(PIECES))
    return "".join(out)


def tricky(folder, seed):
    rng = random.Random(seed)
    locales = ["en", "es", "fr", "de", "it", "pt-BR", "pt-PT", "ja", "ru", "he", "xx"]
    states = [None, "translated", "needs_review", "new", "stale", "weird"]
    categories = ["zero", "one", "two", "few", "many", "other"]

    def unit():
        u = {"value": text(rng, 8)}
        s = rng.choice(states)
        if s:
            u["state"] = s
        return {"stringUnit": u}

    def variants(depth):
        r = rng.random()
        if depth > 1 or r < 0.55:
            return unit()
        kind = "plural" if r < 0.85 else "device"
        names = categories if kind == "plural" else ["iphone", "ipad", "mac", "other"]
        chosen = rng.sample(names, rng.randint(1, len(names)))
        return {"variations": {kind: {c: variants(depth + 1) for c in chosen}}}

    strings = {}
    for k in range(1000):
        key = text(rng, 5) + f" #{k}"
        loc = {}
        for l in rng.sample(locales, rng.randint(0, len(locales))):
            v = variants(0)
            if rng.random() < 0.2:
                subs = {}
                for name in rng.sample(["photos", "albums", "x"], rng.randint(1, 3)):
                    s = variants(1)
                    if rng.random() < 0.7:
                        s["argNum"] = rng.choice([1, 2, 3])
                    if rng.random() < 0.8:
                        s["formatSpecifier"] = rng.choice(["lld", "d", "@", "f", "s"])
                    subs[name] = s
                v["substitutions"] = subs
            loc[l] = v
        entry = {"localizations": loc}
        if rng.random() < 0.05:
            entry["shouldTranslate"] = False
        strings[key] = entry
    source = rng.choice(["en", "es"])
    with open(os.path.join(folder, "Tricky.xcstrings"), "w", encoding="utf-8") as f:
        json.dump({"sourceLanguage": source, "strings": strings, "version": "1.0"}, f, ensure_ascii=bool(seed % 2), indent=2)
    # The same kind of values in .strings tables (their own escapes) and .stringsdict plural rules.
    def strings_literal(s):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t").replace("\u0000", "\\U0000") + '"'
    def xml(s):
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\u0000", "").replace("\r", "&#13;")
    for l in ["en", "es", "fr", "de", "ja"]:
        d = os.path.join(folder, "App", l + ".lproj")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "Localizable.strings"), "w", encoding="utf-8") as f:
            for k in range(300):
                f.write(f"/* {k} */\n{strings_literal(text(rng, 4) + ' #' + str(k))} = {strings_literal(text(rng, 8))};\n")
        with open(os.path.join(d, "Localizable.stringsdict"), "w", encoding="utf-8") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n')
            for k in range(100):
                f.write(f"\t<key>{xml(text(rng, 3))} d{k}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>{xml(text(rng, 4))} %#@items@</string>\n")
                f.write("\t\t<key>items</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n")
                for c in rng.sample(categories, rng.randint(1, 6)):
                    f.write(f"\t\t\t<key>{c}</key>\n\t\t\t<string>{xml(text(rng, 5))}</string>\n")
                f.write("\t\t</dict>\n\t</dict>\n")
            f.write("</dict>\n</plist>\n")


if __name__ == "__main__":
    if sys.argv[1] == "bench":
        bench(sys.argv[2], int(sys.argv[3]))
    else:
        tricky(sys.argv[2], int(sys.argv[3]))
