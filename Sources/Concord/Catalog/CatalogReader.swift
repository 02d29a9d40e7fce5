import Foundation

/// Opens any catalog: an `.xcstrings`, `.strings`, `.stringsdict` or `.xliff` file, an `.xcloc` export, or a folder
/// holding `*.lproj` folders.
public enum CatalogReader {
    /// Reads the catalog at `path`, choosing the reader by the file's extension (or the folder). A folder that
    /// holds no catalog of its own but exactly one below it (a project's root) reads that one.
    public static func read(path: String) throws -> Catalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CatalogReadError("no such file or folder", path: path)
        }
        if isDirectory.boolValue {
            if path.hasSuffix(".xcloc") || path.hasSuffix(".xcloc/") { return try XLIFFReader.read(path: path) }
            if path.hasSuffix(".lproj") || path.hasSuffix(".lproj/") { return try LprojFolderReader.read(path: path, single: true) }
            if LprojFolderReader.holdsCatalog(path) { return try LprojFolderReader.read(path: path) }
            let found = try catalogs(under: path)
            guard found.count == 1 else {
                let shown = found.prefix(8).map { "\n  " + $0 }.joined() + (found.count > 8 ? "\n  … and \(found.count - 8) more" : "")
                throw CatalogReadError("the folder holds \(found.count) catalogs below it:\(shown)", path: path,
                                       hint: "give one of them; concord lint checks them all")
            }
            return try read(path: found[0])
        }
        switch (path as NSString).pathExtension.lowercasedFast() {
        case "xcstrings": return try StringCatalogReader.read(path: path)
        case "strings": return try StringsFileReader.read(path: path)
        case "stringsdict": return try StringsDictReader.read(path: path)
        case "xliff", "xlf": return try XLIFFReader.read(path: path)
        default:
            throw CatalogReadError("not a catalog", path: path,
                                   hint: "give an .xcstrings, .strings, .stringsdict or .xliff file, an .xcloc export, or a folder of .lproj folders")
        }
    }

    /// The catalogs in the folder at `path` and below it (``CatalogFinder``); none is an error that says where
    /// Concord looked.
    public static func catalogs(under path: String) throws -> [String] {
        let found = CatalogFinder.catalogs(under: path)
        guard !found.isEmpty else {
            throw CatalogReadError("no catalog in the folder or below it (no .xcstrings file, no folder of .lproj folders, no .xcloc or .xliff export)",
                                   path: path,
                                   hint: "give the folder that contains en.lproj, es.lproj…, or name a .strings or .stringsdict file; hidden folders, DerivedData, Pods, Carthage and node_modules are not searched")
        }
        return found
    }
}

/// Reads an app's resources: a folder of `<locale>.lproj` folders, each with `.strings` and `.stringsdict`
/// tables. Tables are named by file; a key in both the `.stringsdict` and the `.strings` of a table takes the
/// `.stringsdict` value. A `.xcstrings` in the folder is read as one more table.
public enum LprojFolderReader {
    /// Whether the folder at `path` holds `.lproj` folders or `.xcstrings` files of its own.
    public static func holdsCatalog(_ path: String) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
    }

    /// Reads the folder at `path` (`single`: `path` is itself one `.lproj` folder).
    public static func read(path: String, single: Bool = false) throws -> Catalog {
        let fm = FileManager.default
        let root = path.hasSuffix("/") ? String(path.dropLast()) : path
        var folders: [(locale: String, path: String)] = []
        if single {
            folders = [(CatalogFiles.lprojLocale(of: root + "/x") ?? "en", root)]
        } else {
            let names = (try? fm.contentsOfDirectory(atPath: root)) ?? []
            folders = names.filter { $0.hasSuffix(".lproj") }.sorted().map { (String($0.dropLast(6)), root + "/" + $0) }
        }
        let catalogs = ((try? fm.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasSuffix(".xcstrings") }.sorted()
        guard !folders.isEmpty || !catalogs.isEmpty else {
            throw CatalogReadError("the folder holds no .lproj folders and no .xcstrings", path: path,
                                   hint: "give the folder that contains en.lproj, es.lproj…")
        }
        var tables: [String: CatalogTable] = [:]
        var tableOrder: [String] = []
        var problems: [CatalogDiagnostic] = []
        var developmentLanguage: String?
        func merge(_ table: CatalogTable) {
            if tables[table.name] == nil { tableOrder.append(table.name); tables[table.name] = CatalogTable(name: table.name) }
            for key in table.keys { tables[table.name]!.add(table[key]!) }
        }
        for folder in folders {
            let files = ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            // .strings first, then .stringsdict: a key in both keeps the .stringsdict value.
            for ext in ["strings", "stringsdict"] {
                for file in files where (file as NSString).pathExtension == ext {
                    let filePath = folder.path + "/" + file
                    do {
                        let data = try CatalogFiles.contents(of: filePath)
                        let (table, found) = ext == "strings"
                            ? try StringsFileReader.table(data: data, path: filePath, locale: folder.locale)
                            : try StringsDictReader.table(data: data, path: filePath, locale: folder.locale)
                        merge(table)
                        problems += found
                    } catch let e as CatalogReadError {
                        // One broken file does not hide the others.
                        problems.append(CatalogDiagnostic(Diagnostic(.error, code: "catalog.unreadable", e.message, hint: e.hint),
                                                          path: e.path, position: e.position, locale: folder.locale))
                    }
                }
            }
        }
        for file in catalogs {
            do {
                let catalog = try StringCatalogReader.read(path: root + "/" + file)
                developmentLanguage = developmentLanguage ?? catalog.developmentLanguage
                catalog.tables.forEach(merge)
                problems += catalog.problems
            } catch let e as CatalogReadError {
                problems.append(CatalogDiagnostic(Diagnostic(.error, code: "catalog.unreadable", e.message, hint: e.hint),
                                                  path: e.path, position: e.position))
            }
        }
        let locales = Set(folders.map(\.locale))
        let development = developmentLanguage ?? (locales.contains("en") ? "en" : locales.contains("Base") ? "Base" : folders.first?.locale ?? "en")
        return Catalog(path: path, format: .folder, developmentLanguage: development,
                       tables: tableOrder.map { tables[$0]! }, problems: problems)
    }
}
