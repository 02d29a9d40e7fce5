import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XLIFF 1.2 document as read: its `<file>` elements and their `<trans-unit>`s, each text with its place in
/// the bytes. ``XLIFFReader`` turns it into a ``Catalog``.
struct XLIFFDocument {
    /// One `<trans-unit>`.
    struct Unit {
        var id: String
        /// Byte offset of the unit's start tag (where its key is written).
        var offset: Int
        /// False when the unit says `translate="no"`.
        var translate: Bool
        var source: CatalogValue?
        var target: CatalogValue?
        /// The `<note>`: the developer's comment.
        var note: String?
    }

    /// One `<file>`: one of the project's catalogs, in one pair of languages.
    struct File {
        var original: String
        var sourceLanguage: String
        var targetLanguage: String?
        var units: [Unit] = []
    }

    let source: CatalogSource
    var files: [File] = []
    var problems: [CatalogDiagnostic] = []

    /// Parses `data` (the file at `path`); malformed XML, or a document that is not XLIFF 1.2, is a read error
    /// that says where.
    static func parse(data: Data, path: String) throws -> XLIFFDocument {
        var bytes = [UInt8](data)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { bytes.removeFirst(3) }
        let source = CatalogSource(path: path, bytes: bytes)
        // Checked before parsing: FoundationXML's parser traps on a tag or attribute that is not UTF-8.
        if let bad = UTF8Scalar.firstInvalid(in: bytes) {
            throw CatalogReadError(bad == 0 && bytes.count >= 2 && (bytes[0] == 0xFF || bytes[0] == 0xFE)
                                       ? "the file is UTF-16: Concord reads XLIFF as UTF-8, as Xcode writes it"
                                       : "bytes that are not UTF-8",
                                   path: path, position: source.position(ofByte: bad),
                                   hint: "save the file as UTF-8 (Xcode's export is UTF-8)")
        }
        let places = XLIFFTextScan(bytes)
        // XLIFF has no document type, and FoundationXML's callbacks for what one declares (notations, entities)
        // and for a processing instruction without data read a null string: both are kept from the parser. The
        // instructions are left out of what it reads (their line breaks kept, so the lines of its errors stay);
        // the values' positions come from the scan of the file as written.
        if let doctype = places.doctype {
            throw CatalogReadError("a <!DOCTYPE> declaration: XLIFF has none, and Concord does not read one", path: path,
                                   position: source.position(ofByte: doctype),
                                   hint: "remove the <!DOCTYPE …> (Xcode's export has none)")
        }
        var parsed = bytes
        if !places.instructions.isEmpty {
            parsed = []
            parsed.reserveCapacity(bytes.count)
            var from = 0
            for range in places.instructions {
                parsed += bytes[from..<range.lowerBound]
                parsed += bytes[range].filter { $0 == 0x0A }
                from = range.upperBound
            }
            parsed += bytes[from...]
        }
        let reader = XLIFFParserDelegate(source: source, places: places)
        // Fed in pieces: given as one block over 10 MB, libxml2 refuses the document ("huge input lookup").
        let parser = XMLParser(stream: InputStream(data: Data(parsed)))
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        if !parser.parse() || reader.failure != nil {
            let position = FilePosition(path: path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            if let failure = reader.failure {
                throw CatalogReadError(failure.message, path: path, position: failure.position ?? position, hint: failure.hint)
            }
            let code = reader.parseError?.code ?? (parser.parserError as NSError?)?.code ?? 0
            throw CatalogReadError("not well-formed XML: " + Self.describe(code: code), path: path,
                                   position: reader.parseError?.position ?? position,
                                   hint: "fix the XML there (a text editor that checks XML shows it), or export it from Xcode again")
        }
        guard reader.sawRoot else {
            throw CatalogReadError("not an XLIFF file: no <xliff> element", path: path, position: source.position(ofByte: 0),
                                   hint: "give the .xliff (or .xcloc) Xcode exported with Product › Export Localizations")
        }
        guard reader.closedRoot else {
            // libxml2 through XMLParser accepts a document cut short inside its elements without an error.
            throw CatalogReadError("the file ends before </xliff> (it may be truncated)", path: path,
                                   position: source.position(ofByte: bytes.count),
                                   hint: "export the localizations again, or restore the end of the file")
        }
        var document = XLIFFDocument(source: source)
        document.files = reader.files
        document.problems = reader.problems
        return document
    }
}

extension XLIFFDocument {
    /// What the parser's error means, in words: Foundation gives only the code, libxml2's `xmlParserErrors`
    /// number (its `XMLParser.ErrorCode` cases are numbered differently on Linux, so the numbers are read here).
    static func describe(code: Int) -> String {
        switch code {
        case 3, 4: return "the file holds no XML"
        case 5, 86: return "text after the end of the document"
        case 6, 7, 8: return "a character reference (&#…;) is not a valid character"
        case 9: return "a character XML does not allow"
        case 23: return "an entity (&…;) is not closed with ;"
        case 26: return "an entity (&…;) is unknown (XML knows &amp; &lt; &gt; &quot; &apos;)"
        case 34: return "a quoted value is not closed"
        case 38: return "an attribute value holds <"
        case 39, 40, 41: return "an attribute is malformed (name=\"value\")"
        case 42: return "an attribute is given twice"
        case 68: return "a < is not followed by a tag name (write &lt; in text)"
        case 72, 73, 74: return "a tag is not closed"
        case 76: return "an end tag does not match the element it closes"
        case 77, 85: return "the file ends inside an element (it may be truncated)"
        case 89: return "an entity expands too far (it refers to itself, or nests too deep)"
        default: return "XML parser error \(code)"
        }
    }
}

/// The SAX side of ``XLIFFDocument/parse(data:path:)``: follows `<file>`, `<trans-unit>`, `<source>`, `<target>`
/// and `<note>`, and collects their text.
private final class XLIFFParserDelegate: NSObject, XMLParserDelegate {
    let source: CatalogSource
    var places: XLIFFTextScan
    var files: [XLIFFDocument.File] = []
    var problems: [CatalogDiagnostic] = []
    var failure: (message: String, position: FilePosition?, hint: String?)?
    /// The first error the parser reported, where it saw it (later ones follow from it).
    var parseError: (code: Int, position: FilePosition)?
    var sawRoot = false
    var closedRoot = false

    private var unit: XLIFFDocument.Unit?
    /// The element whose text is being collected (`source`, `target` or `note`), its text and its state.
    private var collecting: (name: String, text: String, state: String?, range: Range<Int>?)?
    /// How deep inside the collected element the parser is (inline elements such as `<g>` add to it).
    private var depth = 0
    private var sourceCount = 0, targetCount = 0, unitCount = 0

    init(source: CatalogSource, places: XLIFFTextScan) {
        self.source = source
        self.places = places
    }

    func fail(_ parser: XMLParser, _ message: String, hint: String? = nil) {
        guard failure == nil else { return }
        failure = (message, FilePosition(path: source.path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber)), hint)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if collecting != nil { depth += 1; return }
        switch name {
        case "xliff":
            sawRoot = true
            if let version = attributes["version"], !version.hasPrefix("1.") {
                fail(parser, "XLIFF \(version) is not read: Concord reads XLIFF 1.2, the version Xcode exports",
                     hint: "export the localizations from Xcode again (Product › Export Localizations), or convert the file to XLIFF 1.2")
            }
        case "file":
            guard sawRoot else { return fail(parser, "<file> outside an <xliff> element") }
            let original = attributes["original"] ?? "Localizable.strings"
            guard let language = attributes["source-language"], !language.isEmpty else {
                return fail(parser, "the <file original=\"\(original)\"> has no source-language",
                            hint: "add source-language=\"en\" (the language the keys are written in)")
            }
            files.append(XLIFFDocument.File(original: original, sourceLanguage: language,
                                            targetLanguage: attributes["target-language"].flatMap { $0.isEmpty ? nil : $0 }))
        case "trans-unit":
            let offset = unitCount < places.units.count ? places.units[unitCount] : 0
            unitCount += 1
            guard !files.isEmpty else { return fail(parser, "<trans-unit> outside a <file> element") }
            guard let id = attributes["id"] ?? attributes["resname"], !id.isEmpty else {
                problems.append(CatalogDiagnostic(Diagnostic(.error, code: "xliff.shape", "a <trans-unit> has no id, so it has no key",
                                                             hint: "give it id=\"the key\""),
                                                  path: source.path, position: source.position(ofByte: offset)))
                return
            }
            unit = XLIFFDocument.Unit(id: id, offset: offset, translate: attributes["translate"] != "no")
        case "source":
            let range = sourceCount < places.sources.count ? places.sources[sourceCount] : nil
            sourceCount += 1
            if unit != nil { collecting = (name, "", nil, range); depth = 0 }
        case "target":
            let range = targetCount < places.targets.count ? places.targets[targetCount] : nil
            targetCount += 1
            if unit != nil { collecting = (name, "", attributes["state"], range); depth = 0 }
        case "note":
            if unit != nil { collecting = (name, "", nil, nil); depth = 0 }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        guard parseError == nil else { return }
        parseError = ((error as NSError).code, FilePosition(path: source.path, line: max(1, parser.lineNumber),
                                                            column: max(1, parser.columnNumber)))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        collecting?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        collecting?.text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if let c = collecting {
            if depth > 0 { depth -= 1; return }
            collecting = nil
            guard unit != nil else { return }
            // Where the scan did not place the text (it never misses in a well-formed file), diagnostics point at
            // the unit.
            let range = c.range ?? (unit!.offset..<unit!.offset)
            switch c.name {
            case "source": unit!.source = CatalogValue(text: c.text, source: source, rawRange: range, escaping: .xml)
            case "target": unit!.target = CatalogValue(text: c.text, source: source, rawRange: range, escaping: .xml,
                                                       state: Self.catalogState(c.state))
            default: unit!.note = c.text
            }
            return
        }
        if name == "xliff" { closedRoot = true }
        if name == "trans-unit", let u = unit, !files.isEmpty {
            files[files.count - 1].units.append(u)
            unit = nil
        }
    }

    /// XLIFF 1.2's target states in the words of String Catalogs, which the linter reports: `new`,
    /// `needs_review`, or `translated`.
    static func catalogState(_ state: String?) -> String? {
        guard let state else { return nil }
        if state.hasPrefix("needs-review") { return "needs_review" }
        if state == "new" || state.hasPrefix("needs-") { return "new" }
        return "translated"
    }
}

/// Where each `<trans-unit>` starts and each `<source>` and `<target>` text is written, in document order: a scan
/// of the bytes that skips comments, CDATA sections, processing instructions and the document type, linear in the
/// file's size.
struct XLIFFTextScan {
    private(set) var units: [Int] = []
    private(set) var sources: [Range<Int>] = []
    private(set) var targets: [Range<Int>] = []
    /// Processing instructions (`<?name data?>`) other than the XML declaration: XLIFF carries nothing in them.
    private(set) var instructions: [Range<Int>] = []
    /// Where a document type declaration starts, if there is one.
    private(set) var doctype: Int?

    init(_ bytes: [UInt8]) {
        var k = 0
        var open: (name: String, contentStart: Int)?
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
        // (On the literals' UTF-8 views: no array is made per tag.)
        func starts(_ s: StaticString, at i: Int) -> Bool {
            let u = UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)
            return i + u.count <= bytes.count && bytes[i..<(i + u.count)].elementsEqual(u)
        }
        func skip(past terminator: StaticString, from i: Int) -> Int {
            let t = UnsafeBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
            var j = i
            while j + t.count <= bytes.count {
                if bytes[j] == t[0], bytes[j..<(j + t.count)].elementsEqual(t) { return j + t.count }
                j += 1
            }
            return bytes.count
        }
        while k < bytes.count {
            guard bytes[k] == lt else { k += 1; continue }
            if starts("<!--", at: k) { k = skip(past: "-->", from: k + 4); continue }
            if starts("<![CDATA[", at: k) { k = skip(past: "]]>", from: k + 9); continue }
            if starts("<?", at: k) {
                var end = skip(past: "?>", from: k + 2)
                let isDeclaration = k == 0 && starts("<?xml", at: 0) && bytes.count > 5 && Self.endsName(bytes[5])
                if isDeclaration {
                    // The declaration is kept for the parser; one broken before its `?>` ends at the first `<` (which
                    // it never holds), so that an instruction after it is found and left out too (a fuzzer's file
                    // crashed FoundationXML with one inside a declaration that ran on).
                    if let lessThan = bytes[(k + 2)..<end].firstIndex(of: lt) { end = lessThan }
                } else {
                    instructions.append(k..<end)
                }
                k = end
                continue
            }
            if starts("<!DOCTYPE", at: k) || starts("<!doctype", at: k), doctype == nil { doctype = k }
            if starts("<!", at: k) { k = skip(past: ">", from: k + 2); continue }
            let closing = k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: "/")
            var j = k + (closing ? 2 : 1)
            let nameStart = j
            while j < bytes.count, !Self.endsName(bytes[j]), bytes[j] != lt { j += 1 }
            let name = String(decoding: bytes[nameStart..<j], as: UTF8.self)
            // The end of the tag: `>` outside quoted attribute values. A `<` is never in a tag, quoted or not: a tag
            // broken by one ends before it, so that what starts there is scanned too (libxml2 reads on after the
            // error, and met a processing instruction the scan had passed over inside the broken tag).
            var quote: UInt8?
            while j < bytes.count {
                let b = bytes[j]
                if b == lt { j -= 1; break }
                if let q = quote { if b == q { quote = nil } } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b } else if b == gt { break }
                j += 1
            }
            let selfClosing = j > 0 && j < bytes.count && bytes[j - 1] == UInt8(ascii: "/")
            let tagEnd = min(j + 1, bytes.count)
            if closing {
                if let o = open, o.name == name {
                    let range = o.contentStart..<k
                    if name == "source" { sources.append(range) } else { targets.append(range) }
                    open = nil
                }
            } else if open == nil {
                switch name {
                case "trans-unit": units.append(k)
                case "source", "target":
                    if selfClosing {
                        if name == "source" { sources.append(tagEnd..<tagEnd) } else { targets.append(tagEnd..<tagEnd) }
                    } else {
                        open = (name, tagEnd)
                    }
                default: break
                }
            }
            k = tagEnd
        }
    }

    static func endsName(_ b: UInt8) -> Bool {
        b == UInt8(ascii: " ") || b == UInt8(ascii: ">") || b == UInt8(ascii: "/") || b == 0x09 || b == 0x0A || b == 0x0D
    }
}
