import Concord
import Foundation

/// Catalogs opened by path, each read once and reused (the JSON-lines server answers many requests on one).
public final class CatalogCache: @unchecked Sendable {
    /// The cache the JSON-lines server's catalog requests use unless given another: kept for the process's life.
    public static let shared = CatalogCache()
    private let lock = NSLock()
    private var catalogs: [String: Catalog] = [:]

    /// An empty cache of its own (tests use one to read a catalog afresh).
    public init() {}

    /// The catalog at `path`, read on first use; a file that cannot be read is not cached, so it can be fixed.
    public func catalog(at path: String) throws -> Catalog {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        lock.lock()
        if let c = catalogs[key] { lock.unlock(); return c }
        lock.unlock()
        let c = try CatalogReader.read(path: path)
        lock.lock()
        catalogs[key] = c
        lock.unlock()
        return c
    }

    /// How many catalogs are held.
    public var count: Int { lock.lock(); defer { lock.unlock() }; return catalogs.count }
}

/// JSON-lines requests naming a catalog key: `{"catalog": PATH, "key": KEY, "table"?: NAME, "locale", "args", …}`.
enum CatalogRequests {
    /// The request (its markup: the key's resolved value) and its rendering.
    static func render(_ obj: JSONValue, engine: ConcordEngine, cache: CatalogCache = .shared) throws -> (RenderRequest, Rendering) {
        guard let path = obj["catalog"]?.stringValue else { throw ProtocolCodec.BadRequest("\"catalog\" must be a path (a string)") }
        guard let key = obj["key"]?.stringValue else { throw ProtocolCodec.BadRequest("a catalog request needs \"key\" (a string)") }
        if obj["markup"] != nil { throw ProtocolCodec.BadRequest("give either \"markup\" or \"catalog\" + \"key\", not both") }
        var table: String?
        if let t = obj["table"] {
            guard let name = t.stringValue else { throw ProtocolCodec.BadRequest("\"table\" must be a string") }
            table = name
        }
        let catalog: Catalog
        do { catalog = try cache.catalog(at: path) } catch let e as CatalogReadError {
            throw ProtocolCodec.BadRequest("cannot read the catalog: \(e)")
        }
        guard case .object(var pairs) = obj else { throw ProtocolCodec.BadRequest("a request must be a JSON object") }
        pairs.append(("markup", .string("")))
        let template = try ProtocolCodec.renderRequest(.object(pairs))
        guard let result = engine.render(key: key, in: catalog, table: table, request: template) else {
            throw ProtocolCodec.BadRequest(CatalogText.unknownKey(key, in: catalog, table: table)
                .replacingOccurrences(of: "error: ", with: "").replacingOccurrences(of: "\n  ", with: " — "))
        }
        var request = template
        request.markup = result.resolved.markup
        return (request, result.rendering)
    }
}
