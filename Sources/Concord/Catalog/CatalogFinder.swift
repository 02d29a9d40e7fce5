import Foundation

/// Finds the catalogs inside a project folder, so that `concord lint .` at the root of a repository checks every
/// catalog in it, as a linter pointed at a source tree checks every file.
///
/// A folder that holds `.lproj` folders is one catalog (its tables, and any `.xcstrings` beside them, read
/// together by ``LprojFolderReader``); elsewhere each `.xcstrings` file is one. The walk does not enter hidden
/// folders (`.git`, `.build`), dependency and build folders (``skippedFolders``, ``skippedExtensions``) or
/// symbolic links (which could lead back up the tree), so it is linear in the size of the tree it reads.
public enum CatalogFinder {
    /// Folders whose catalogs are not the project's own: build output and checked-out dependencies.
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]
    /// Bundles and project files that hold no catalog to lint (built products, Xcode's own files).
    public static let skippedExtensions: Set<String> = ["app", "appex", "framework", "xcframework", "xcarchive",
                                                        "xcodeproj", "xcworkspace", "xcassets", "xcloc", "dSYM"]

    /// The catalogs in `folder` and below it, in path order: each a folder of `.lproj` folders or an `.xcstrings`
    /// file, written as `folder` + `/` + the path inside it. A folder with none of those but Xcode exports (`.xcloc`
    /// folders, `.xliff` files: what a translator is handed) gives the exports; beside a project's own catalogs
    /// they are derived files, and skipped.
    public static func catalogs(under folder: String) -> [String] {
        let root = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if root.hasSuffix(".lproj") || root.hasSuffix(".xcloc") { return [root] }
        var found: [String] = []
        var exports: [String] = []
        var pending = [root]
        while let directory = pending.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            var subfolders: [String] = []
            var holdsLproj = false
            var stringCatalogs: [String] = []
            for name in names {
                let path = directory + "/" + name
                guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType else { continue }
                let ext = (name as NSString).pathExtension
                if type == .typeDirectory {
                    if ext == "lproj" { holdsLproj = true; continue }
                    if ext == "xcloc", !name.hasPrefix(".") { exports.append(path); continue }
                    if name.hasPrefix(".") || skippedFolders.contains(name) || skippedExtensions.contains(ext) { continue }
                    subfolders.append(path)
                } else if type == .typeRegular, ext.lowercasedFast() == "xcstrings" {
                    stringCatalogs.append(path)
                } else if type == .typeRegular, ["xliff", "xlf"].contains(ext.lowercasedFast()) {
                    exports.append(path)
                }
            }
            if holdsLproj { found.append(directory) } else { found += stringCatalogs }
            // Reversed onto the stack, so that folders are read in name order.
            pending += subfolders.reversed()
        }
        return found.isEmpty ? exports.sorted() : found
    }
}
