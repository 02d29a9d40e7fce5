/// One cell of a German declension table: case, gender (nil in the plural) and number.
struct GermanSlot: Hashable, Sendable, CustomStringConvertible {
    var grammaticalCase: GrammaticalCase
    var gender: GrammaticalGender?
    var plural: Bool

    init(_ grammaticalCase: GrammaticalCase, _ gender: GrammaticalGender?, plural: Bool) {
        self.grammaticalCase = grammaticalCase
        self.gender = plural ? nil : gender
        self.plural = plural
    }

    /// The four German cases, in the order used to settle ambiguous forms (the traditional order: a form that
    /// can be genitive or dative, like *einer*, is read as genitive, as the reference engine does).
    static let cases: [GrammaticalCase] = [.nominative, .genitive, .dative, .accusative]

    /// The cases in the order a writer most likely meant an ending that several share (*-en*: an accusative
    /// masculine, a dative plural, a genitive): the genitive, rare in interface text, last.
    static let writtenOrder: [GrammaticalCase] = [.nominative, .accusative, .dative, .genitive]

    /// Hashes the row and the gender as small numbers: the synthesized hash would hash the names of the case and
    /// gender (their raw values), and slots are hashed in memo keys on every German request. Values that are
    /// equal hash alike (other cases share row 0 and only collide).
    func hash(into hasher: inout Hasher) {
        let g = gender.ordinal
        hasher.combine(row &* 8 &+ g &* 2 &+ (plural ? 1 : 0))
    }

    /// Whether Concord can decline German for `c` (German has four cases).
    static func isGerman(_ c: GrammaticalCase) -> Bool { cases.contains(c) }

    /// Row in the tables below: nominative, accusative, dative, genitive.
    var row: Int {
        switch grammaticalCase {
        case .accusative: return 1
        case .dative: return 2
        case .genitive: return 3
        default: return 0
        }
    }

    /// Column: masculine, feminine, neuter, plural (an unknown singular gender reads as masculine).
    var column: Int {
        if plural { return 3 }
        switch gender {
        case .feminine: return 1
        case .neuter: return 2
        default: return 0
        }
    }

    /// Every singular and plural slot, in preference order (cases first, then m, f, n, plural).
    static let all: [GermanSlot] = cases.flatMap { c in
        [GermanSlot(c, .masculine, plural: false), GermanSlot(c, .feminine, plural: false),
         GermanSlot(c, .neuter, plural: false), GermanSlot(c, nil, plural: true)]
    }

    /// The lexicon slot of a noun form (`dat.pl`).
    var nounSlot: String {
        // Spelled out rather than joined: a noun's slot is named on every render.
        switch (grammaticalCase, plural) {
        case (.accusative, false): return "acc.sg"
        case (.accusative, true): return "acc.pl"
        case (.dative, false): return "dat.sg"
        case (.dative, true): return "dat.pl"
        case (.genitive, false): return "gen.sg"
        case (.genitive, true): return "gen.pl"
        case (_, false): return "nom.sg"
        case (_, true): return "nom.pl"
        }
    }

    static func abbreviation(_ c: GrammaticalCase) -> String {
        switch c {
        case .accusative: return "acc"
        case .dative: return "dat"
        case .genitive: return "gen"
        default: return "nom"
        }
    }

    /// Reads a lexicon slot name (`gen.sg`) back.
    static func caseAndNumber(ofNounSlot slot: String) -> (GrammaticalCase, Bool)? {
        if slot == "lemma" { return (.nominative, false) }
        let parts = slot.split(separator: ".")
        guard parts.count == 2 else { return nil }
        let c: GrammaticalCase
        switch parts[0] {
        case "nom": c = .nominative
        case "acc": c = .accusative
        case "dat": c = .dative
        case "gen": c = .genitive
        default: return nil
        }
        switch parts[1] {
        case "sg": return (c, false)
        case "pl": return (c, true)
        default: return nil
        }
    }

    var description: String {
        "\(grammaticalCase.rawValue) \(plural ? "plural" : (gender?.rawValue ?? "singular"))"
    }
}

extension GermanSlot: SmallListElement {
    static var filler: GermanSlot { GermanSlot(.nominative, nil, plural: false) }
}

/// An ordered list of German slots, held in place: at most sixteen, the cells of a declension table. Every list
/// ``GermanPhrase/currentSlots(_:lexicon:)`` makes is the determiner's readings (sixteen at most: *deren*), a noun's
/// cells (eight), an ending's slots or a filter, a map or a reordering of such a list, so no list is longer; a
/// seventeenth slot would not be kept. ``GermanPhrase/currentSlots(_:lexicon:)`` filters and maps such lists several
/// times per span: a generic ``SmallList`` copies, iterates and destroys its elements through value witnesses (a
/// few hundred instructions per list), where this one is plain bytes, copied and dropped as such.
struct GermanSlotList: RandomAccessCollection, ExpressibleByArrayLiteral {
    private typealias Inline = (GermanSlot, GermanSlot, GermanSlot, GermanSlot, GermanSlot, GermanSlot, GermanSlot, GermanSlot,
                                GermanSlot, GermanSlot, GermanSlot, GermanSlot, GermanSlot, GermanSlot, GermanSlot, GermanSlot)
    private static var capacity: Int { 16 }
    private var inline: Inline = (.filler, .filler, .filler, .filler, .filler, .filler, .filler, .filler,
                                  .filler, .filler, .filler, .filler, .filler, .filler, .filler, .filler)
    private(set) var count = 0

    init() {}

    init(arrayLiteral slots: GermanSlot...) {
        self.init(slots)
    }

    init<S: Sequence>(_ slots: S) where S.Element == GermanSlot {
        for s in slots { append(s) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> GermanSlot {
        precondition(position >= 0 && position < count, "GermanSlotList: index out of range")
        // A tuple of one type is laid out as an array of it.
        return withUnsafeBytes(of: inline) {
            $0.load(fromByteOffset: position * MemoryLayout<GermanSlot>.stride, as: GermanSlot.self)
        }
    }

    mutating func append(_ slot: GermanSlot) {
        let position = count
        guard position < Self.capacity else { return }
        withUnsafeMutableBytes(of: &inline) {
            $0.storeBytes(of: slot, toByteOffset: position * MemoryLayout<GermanSlot>.stride, as: GermanSlot.self)
        }
        count += 1
    }

    /// The slots of determiner `readings`, in their order (read in place: a lazy map by key path allocates the
    /// closure it makes of the key path).
    init(slotsOf readings: [(determiner: GermanDeterminer, slot: GermanSlot)]) {
        for i in readings.indices { append(readings[i].slot) }
    }

    /// The slots of a noun's `cells` in its `gender`, in the cells' order.
    init(cells: [(GrammaticalCase, Bool)], gender: GrammaticalGender) {
        for i in cells.indices { append(GermanSlot(cells[i].0, gender, plural: cells[i].1)) }
    }

    /// Each slot changed by `transform`, in order (the closure does not escape: a lazy map's would be allocated).
    func mappingSlots(_ transform: (GermanSlot) throws -> GermanSlot) rethrows -> GermanSlotList {
        var mapped = GermanSlotList()
        for slot in self { mapped.append(try transform(slot)) }
        return mapped
    }

    func filter(_ isIncluded: (GermanSlot) throws -> Bool) rethrows -> GermanSlotList {
        var kept = GermanSlotList()
        for slot in self where try isIncluded(slot) { kept.append(slot) }
        return kept
    }
}
