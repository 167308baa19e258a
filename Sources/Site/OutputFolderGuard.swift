import Foundation
import Mistakes
import SiteFiles

/// A build makes its output folder its own, so before anything is touched it makes sure that the
/// folder may be: never the build's own inputs, the folder sheetgen runs in, a file, or a folder of
/// someone else's files (unless `force`d; even then, what sheetgen did not make stays: `MadeFiles`).
public enum OutputFolderGuard {
    /// The file every build leaves in its output, so that the next one knows the folder is its own
    /// and which of its files sheetgen made (`MadeFiles`).
    static let markerName = ".sheetgen-output"

    /// Throws, naming the output, unless it may be replaced. `protected` are the build's inputs
    /// (content, templates, config, cache, vaults): the output may be none of them, nor contain one,
    /// nor lie inside one. It may not be the current folder nor an ancestor of it either.
    public static func check(_ output: URL, protecting protected: [URL], force: Bool) throws(UserError) {
        let target = realPath(output.path)
        for path in protected.map({ realPath($0.path) }) where overlaps(target, path) {
            throw UserError(
                "refusing to replace the output folder: it \(relation(target, path)) \(path), which the build reads",
                at: output.path)
        }
        let current = realPath(FileManager.default.currentDirectoryPath)
        if target == current || isInside(current, target) {
            throw UserError(
                "refusing to replace the output folder: it is the current folder or contains it", at: output.path)
        }
        var info = stat()
        guard stat(target, &info) == 0 else { return }  // nothing there yet
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw UserError("refusing to replace the output folder: it is a file, not a folder", at: output.path)
        }
        let names = FileTree.names(in: target) ?? []
        if !force && !names.isEmpty && !names.contains(markerName) {
            throw UserError(
                "refusing to replace a folder sheetgen did not make (it has files and no \(markerName)); empty it, "
                    + "choose another, or use --force",
                at: output.path)
        }
    }

    /// Throws, naming the cache folder, when it is or lies inside the content or static folder
    /// (whose files are published, and whose every change takes a build) or the output (which
    /// builds replace). Nor inside the `templates` folder, whose every file is read as a template
    /// or published as an asset; nor be a file.
    public static func checkCache(
        _ cache: URL, content: URL?, output: URL, templates: URL?, statics: URL? = nil
    ) throws(UserError) {
        let folder = realPath(cache.path)
        let others = [
            ("content folder", content), ("static folder", statics), ("output folder", output),
            ("templates folder", templates),
        ]
        for (name, other) in others {
            guard let other else { continue }
            let path = realPath(other.path)
            if folder == path || isInside(folder, path) {
                throw UserError(
                    "the cache may not lie inside the \(name) \(other.path); choose another --cache", at: cache.path)
            }
        }
        var info = stat()
        if stat(folder, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR {
            throw UserError("the cache must be a folder, not a file; choose another --cache", at: cache.path)
        }
    }

    private static func overlaps(_ output: String, _ protected: String) -> Bool {
        output == protected || isInside(protected, output) || isInside(output, protected)
    }

    private static func relation(_ output: String, _ protected: String) -> String {
        output == protected ? "is" : isInside(protected, output) ? "contains" : "lies inside"
    }

    /// Whether `path` is strictly below `folder` (both real paths).
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder == "/" ? "/" : folder + "/") && path != folder
    }

    /// The path with symlinks, `.` and `..` resolved, relative paths taken from the current folder;
    /// the part that does not exist yet is appended as spelled (it holds no links to resolve).
    static func realPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var resolved = "/"
        for component in absolute.split(separator: "/").map(String.init) {
            switch component {
            case ".": continue
            case "..": resolved = (resolved as NSString).deletingLastPathComponent
            default:
                let next = resolved == "/" ? "/" + component : resolved + "/" + component
                if let real = realpath(next, nil) {
                    resolved = String(cString: real)
                    free(real)
                } else {
                    resolved = next
                }
            }
        }
        return resolved
    }
}
