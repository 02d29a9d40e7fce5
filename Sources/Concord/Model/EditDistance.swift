/// Levenshtein distance and "did you mean" look-ups, shared by the markup diagnostics and the REPL.
public enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions and swaps of two neighbours
    /// (the optimal string alignment distance) that turn `a` into `b`: `ture` is one swap from `true`.
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = row
        }
        return previous[b.count]
    }

    /// The candidate a typo most likely meant: the same word in other letter case, else the nearest one
    /// within a distance that grows with the word (1 for short words, up to a third of the length), so
    /// `inflct` → `inflect` but `rainbow` → nil. Words longer than 64 characters are never typos of a name,
    /// and skipping them keeps the look-up linear in the input.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty, word.count <= 64 else { return nil }
        let lowered = word.lowercasedFast()
        if let sameLetters = candidates.first(where: { $0.lowercasedFast() == lowered }) { return sameLetters }
        let allowed = max(1, min(3, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = between(lowered, candidate.lowercasedFast())
            if d <= allowed, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.candidate
    }
}
