/// A list of token positions that holds up to four in place and only then allocates: the lists a language reads a
/// span into (its determiners, adjectives, verbs, numbers) hold one or two positions on nearly every request, and
/// an `[Int]` for each would be an allocation per list per request.
typealias SmallIndices = SmallList<Int>

/// A list that holds up to four elements in place and only then allocates (see ``SmallIndices``; German case
/// slots are such lists too).
///
/// It is a `RangeReplaceableCollection`, so it is used like the array it replaces (`append`, `filter`, `+`,
/// `first`, `contains`, iteration); a list grown past four keeps all its elements in an array.
struct SmallList<Element: SmallListElement>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral,
                           CustomStringConvertible {
    // Not optionals: an optional element costs a check on every read (measured: a tenth more instructions on an
    // Italian span).
    private var inline: (Element, Element, Element, Element) = (.filler, .filler, .filler, .filler)
    private var inlineCount = 0
    /// Every element once there are more than fit in place (nil until then).
    private var spill: [Element]?

    private static var inlineCapacity: Int { 4 }

    init() {}

    init(arrayLiteral elements: Element...) {
        self.init(elements)
    }

    init<S: Sequence>(_ elements: S) where S.Element == Element {
        for e in elements { append(e) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { spill?.count ?? inlineCount }

    subscript(position: Int) -> Element {
        get {
            if let spill { return spill[position] }
            precondition(position >= 0 && position < inlineCount, "SmallList: index out of range")
            switch position {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            default: return inline.3
            }
        }
        set {
            if spill != nil { spill![position] = newValue; return }
            precondition(position >= 0 && position < inlineCount, "SmallList: index out of range")
            switch position {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default: inline.3 = newValue
            }
        }
    }

    mutating func append(_ element: Element) {
        if spill != nil { spill!.append(element); return }
        if inlineCount < Self.inlineCapacity {
            switch inlineCount {
            case 0: inline.0 = element
            case 1: inline.1 = element
            case 2: inline.2 = element
            default: inline.3 = element
            }
            inlineCount += 1
            return
        }
        var all = Array(self)
        all.append(element)
        spill = all
    }

    // (The generic defaults of these go through `replaceSubrange`, which builds an array.)
    mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for e in newElements { append(e) }
    }

    func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> SmallList {
        var kept = SmallList()
        for e in self where try isIncluded(e) { kept.append(e) }
        return kept
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        var all = Array(self)
        all.replaceSubrange(subrange, with: newElements)
        if all.count <= Self.inlineCapacity {
            spill = nil
            inlineCount = 0
            for e in all { append(e) }
        } else {
            spill = all
            inlineCount = 0
        }
    }

    mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        self = SmallList()
    }

    var description: String { Array(self).description }
}

/// What a ``SmallList`` holds: a value with a filler for the places not yet used.
protocol SmallListElement {
    /// Any value of the type (never read as an element).
    static var filler: Self { get }
}

extension Int: SmallListElement {
    static var filler: Int { 0 }
}

extension SmallList: Equatable where Element: Equatable {
    static func == (a: SmallList, b: SmallList) -> Bool { a.elementsEqual(b) }
}

extension SmallList: Hashable where Element: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for e in self { hasher.combine(e) }
    }
}

extension SmallList: Sendable where Element: Sendable {}
