/// A list of token positions that holds up to four in place and only then allocates: the lists a language reads a
/// span into (its determiners, adjectives, verbs, numbers) hold one or two positions on nearly every request, and
/// an `[Int]` for each would be an allocation per list per request.
///
/// It is a `RangeReplaceableCollection` of `Int`, so it is used like the array it replaces (`append`, `filter`,
/// `+`, `first`, `contains`, iteration); a list grown past four keeps all its positions in an array.
struct SmallIndices: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable, Sendable,
                     ExpressibleByArrayLiteral, CustomStringConvertible {
    private var inline: (Int, Int, Int, Int) = (0, 0, 0, 0)
    private var inlineCount = 0
    /// Every position once there are more than fit in place (nil until then).
    private var spill: [Int]?

    private static let inlineCapacity = 4

    init() {}

    init(arrayLiteral elements: Int...) {
        self.init(elements)
    }

    init<S: Sequence>(_ elements: S) where S.Element == Int {
        for e in elements { append(e) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { spill?.count ?? inlineCount }

    subscript(position: Int) -> Int {
        get {
            if let spill { return spill[position] }
            precondition(position >= 0 && position < inlineCount, "SmallIndices: index out of range")
            switch position {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            default: return inline.3
            }
        }
        set {
            if spill != nil { spill![position] = newValue; return }
            precondition(position >= 0 && position < inlineCount, "SmallIndices: index out of range")
            switch position {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            default: inline.3 = newValue
            }
        }
    }

    mutating func append(_ element: Int) {
        if spill != nil { spill!.append(element); return }
        if inlineCount < Self.inlineCapacity {
            inlineCount += 1
            self[inlineCount - 1] = element
            return
        }
        var all = Array(self)
        all.append(element)
        spill = all
    }

    // (The generic defaults of these go through `replaceSubrange`, which builds an array.)
    mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Int {
        for e in newElements { append(e) }
    }

    func filter(_ isIncluded: (Int) throws -> Bool) rethrows -> SmallIndices {
        var kept = SmallIndices()
        for e in self where try isIncluded(e) { kept.append(e) }
        return kept
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Int {
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
        spill = nil
        inlineCount = 0
    }

    static func == (a: SmallIndices, b: SmallIndices) -> Bool { a.elementsEqual(b) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for e in self { hasher.combine(e) }
    }

    var description: String { Array(self).description }
}
