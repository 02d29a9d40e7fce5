/// A language's closed table of third-person verb pairs (singular, plural: *est/sont*, *hat/haben*), looked up by
/// either form instead of searched: each form maps to the first pair that has it, as a walk over the table in
/// order would find it. Built once per language.
enum VerbPairTable {
    static func byForm(_ pairs: [(singular: String, plural: String)]) -> [String: (singular: String, plural: String)] {
        var byForm: [String: (singular: String, plural: String)] = [:]
        for p in pairs {
            if byForm[p.singular] == nil { byForm[p.singular] = p }
            if byForm[p.plural] == nil { byForm[p.plural] = p }
        }
        return byForm
    }
}
