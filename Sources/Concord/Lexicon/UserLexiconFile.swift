import Foundation

/// A user lexicon file, read and checked line by line against `Lexicons/FORMAT.md`.
///
/// A line has the six columns of the shipped format, or seven with the language first (`es<TAB>lemma…`). Six
/// columns need the file to say its language: a file named `<lang>.tsv`, or one inside a `<lang>/` folder.
/// Every problem is reported as `file:line: what, how to fix`; a line with a problem is not loaded, the others are.
struct UserLexiconFile {
    /// The good entries, in file order, with their language code (`es`).
    private(set) var entries: [(language: String, entry: LexicalEntry)] = []
    /// One message per bad line.
    private(set) var problems: [String] = []

    init(text: String, path: String) {
        let fileLanguage = Self.language(ofPath: path)
        var firstLine: [String: Int] = [:]  // language, lemma, pos, gender → the line that defined it
        var number = 0
        var entries: [(language: String, entry: LexicalEntry)] = []
        var problems: [String] = []
        text.enumerateLines { line, _ in
            number += 1
            if line.isEmpty || line.hasPrefix("#") { return }
            switch Self.read(line, fileLanguage: fileLanguage) {
            case .failure(let problem):
                problems.append("\(path):\(number): \(problem.description)")
            case .success(let (language, entry)):
                let key = [language, entry.lemma, entry.pos, entry.gender.rawValue].joined(separator: "\t")
                if let earlier = firstLine[key] {
                    problems.append("\(path):\(number): \(entry.lemma) (\(entry.pos), gender \(entry.gender.rawValue)) is already defined on line \(earlier); remove one of the two lines (line \(earlier) is kept)")
                    return
                }
                firstLine[key] = number
                entries.append((language, entry))
            }
        }
        self.entries = entries
        self.problems = problems
    }

    /// The language code a file's name gives its 6-column lines: `es.tsv`, or a file inside an `es/` folder
    /// (`pt-BR.tsv` gives `pt`, the lexicon its lines go to).
    static func language(ofPath path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let candidates = [url.deletingPathExtension().lastPathComponent, url.deletingLastPathComponent().lastPathComponent]
        return candidates.first { LanguageRegistry.canInflect(language: $0) }.map { InflectionLocale($0).language }
    }

    static let columnNames = ["lemma", "pos", "gender", "forms", "flags", "freq"]

    /// The flags of `Lexicons/FORMAT.md`.
    static let flags: Set<String> = ["invariable", "plural-only", "singular-only", "zero-plural", "tonic-a", "aspirated",
                                     "elision", "an", "a", "weak", "adjectival", "participle", "proper-name", "BR", "PT", "guess",
                                     "plural-inflect", "rare-plural", "frequent-plural"]

    /// The form slots of `Lexicons/FORMAT.md` an entry of `pos` may give in `language` (its plug-in says which).
    static func slots(pos: String, language: String) -> Set<String> {
        LanguageRegistry.grammar(forCode: language)?.lexiconFormSlots(partOfSpeech: pos) ?? LexiconFormSlots.common(partOfSpeech: pos)
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// One line: its language and entry, or what is wrong with it and how to fix it.
    static func read(_ line: String, fileLanguage: String?) -> Result<(String, LexicalEntry), Problem> {
        var columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let language: String
        switch columns.count {
        case 7:
            let written = columns.removeFirst()
            if let problem = InflectionLocale.problem(with: written) { return .failure(Problem("language column: \(problem)")) }
            language = InflectionLocale(written).language
            guard LanguageRegistry.canInflect(language: language) else {
                return .failure(Problem("unknown language '\(written)'; use one of " + LanguageRegistry.all.map(\.languageCode).joined(separator: ", ")))
            }
        case 6:
            guard let fileLanguage else {
                return .failure(Problem("6 columns, but the file does not name its language; start the line with the language (es<TAB>…), or name the file es.tsv or put it in an es/ folder"))
            }
            language = fileLanguage
        default:
            return .failure(Problem("\(columns.count) tab-separated column\(columns.count == 1 ? "" : "s"); a line has 6 (lemma, pos, gender, forms, flags, freq) or 7 with the language first"))
        }
        for (name, value) in zip(columnNames, columns) where value != value.trimmingCharacters(in: .whitespaces) {
            return .failure(Problem("the \(name) column '\(value)' starts or ends with a space; remove it"))
        }
        let (lemma, pos, genderText, formsText, flagsText, freqText) = (columns[0], columns[1], columns[2], columns[3], columns[4], columns[5])
        guard !lemma.isEmpty else { return .failure(Problem("the lemma is empty; write the word in its dictionary form")) }
        guard PartOfSpeech(rawValue: pos) != nil else {
            return .failure(Problem("unknown part of speech '\(pos)'; use noun, adjective, verb or another of Apple's partOfSpeech names"))
        }
        guard let gender = LexicalGender(rawValue: genderText) else {
            return .failure(Problem("unknown gender '\(genderText)'; use m, f, n, mf or -"))
        }
        var forms: [String: [String]] = [:]
        if formsText != "-" {
            let known = slots(pos: pos, language: language)
            for pair in formsText.split(separator: ";", omittingEmptySubsequences: false) {
                guard let eq = pair.firstIndex(of: "=") else {
                    return .failure(Problem("'\(pair)' in the forms is not slot=form; write pairs like pl=apples, separated by ;"))
                }
                let slot = String(pair[..<eq])
                guard known.contains(slot) else {
                    let expected = known.isEmpty ? "a \(pos) in \(language) has no form slots; write -" : "use " + known.sorted().joined(separator: ", ")
                    return .failure(Problem("unknown slot '\(slot)' for a \(pos) in \(language); \(expected)"))
                }
                let variants = pair[pair.index(after: eq)...].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard !variants.contains(where: \.isEmpty) else {
                    return .failure(Problem("slot \(slot) has an empty form; write the form after '=' (variants separated by |)"))
                }
                guard forms[slot] == nil else { return .failure(Problem("slot \(slot) is given twice; give it once, with variants separated by |")) }
                forms[slot] = variants
            }
        }
        var flags: Set<String> = []
        if flagsText != "-" {
            for flag in flagsText.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard Self.flags.contains(flag) else {
                    return .failure(Problem("unknown flag '\(flag)'; use - or comma-separated flags from Lexicons/FORMAT.md (" + Self.flags.sorted().joined(separator: ", ") + ")"))
                }
                flags.insert(flag)
            }
        }
        guard let frequency = Int(freqText), frequency >= 0 else {
            return .failure(Problem("the frequency '\(freqText)' is not a whole number; write 0 when it is unknown"))
        }
        return .success((language, LexicalEntry(lemma: lemma, pos: pos, gender: gender, forms: forms, flags: flags,
                                                frequency: frequency, origin: .user)))
    }
}
