import Foundation
import Mistakes
import SiteFiles

/// What an output folder holds that sheetgen did not make (see `MadeFiles`): a publishing
/// branch's `.git/`, a host's `CNAME`, a file put there by hand. Every build keeps it as it is.
/// Its folders are never walked (whatever they hold is theirs, readable or not, however big),
/// until a build that makes a whole new output has to take them along.
struct ForeignFiles {
    package typealias Entry = (path: [UInt8], type: UInt8)

    /// Folders before what they hold.
    let entries: [Entry]
    /// The kind of each entry, by the hash of its path.
    private let types: [UInt64: UInt8]

    init(_ entries: [Entry]) {
        self.entries = entries
        types = Dictionary(entries.map { (ContentHash.of($0.path), $0.type) }) { first, _ in first }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The hashes of the folders.
    var folders: Set<UInt64> { Set(entries.filter { $0.type == DT_DIR }.map { ContentHash.of($0.path) }) }

    /// Where the `staged` output meets what sheetgen did not make.
    struct Overlap {
        /// The hashes of what the build writes over, with `force`: files, links and other
        /// entries that are no folder.
        var replaced: Set<UInt64> = []
        /// The hashes of the folders both hold, those the build finds in a folder not its own too.
        var folders: Set<UInt64> = []
    }

    /// Where the `staged` output meets these entries, and what is in the folders among them
    /// (looked at in the `output`, since they are not walked). Throws, naming it, at the first
    /// entry where the build writes something else: only a folder may be shared by both, and a
    /// file written over only with `force`.
    func overlap(with staged: [Entry], force: Bool, output: String) throws(UserError) -> Overlap {
        guard !isEmpty else { return Overlap() }
        var overlap = Overlap()
        overlap.folders = folders
        for (path, type) in staged {
            let hash = ContentHash.of(path)
            var their = types[hash]
            if their == nil && MadeFiles.folderHashes(of: path).contains(where: overlap.folders.contains) {
                their = FileTree.type(of: Array(output.utf8) + [UInt8(ascii: "/")] + path)
                if their == UInt8(DT_UNKNOWN) { their = nil }  // nothing there
            }
            guard let their else { continue }
            if type == DT_DIR && their == DT_DIR {
                overlap.folders.insert(hash)
                continue
            }
            let place = "\(output)/\(PathName.escaped(bytes: path))"
            guard type != DT_DIR && their != DT_DIR else {
                let ours = type == DT_DIR ? "folder" : "file"
                throw UserError(
                    "sheetgen did not make what is here, and the build needs to put a \(ours) in its place: "
                        + "move it away", at: place)
            }
            guard force else {
                throw UserError(
                    "sheetgen did not make this file, and the build writes one in its place: move it away, or "
                        + "build with --force to replace it", at: place)
            }
            overlap.replaced.insert(hash)
        }
        return overlap
    }

    /// What stays as it was, in path order, a folder's path ending in `/`: all but what the
    /// build wrote over (`replaced`).
    func kept(besides replaced: Set<UInt64>) -> [String] {
        entries.filter { !replaced.contains(ContentHash.of($0.path)) }
            .map { $0.type == DT_DIR ? $0.path + [UInt8(ascii: "/")] : $0.path }
            .sorted { ByteOrder.precedes($0[...], $1[...]) }
            .map { PathName.escaped(bytes: $0) }
    }

    /// Puts every entry, from the `output`, into the `staging` folder that replaces it whole:
    /// folders made again, with their owner, mode and times, and everything else hard-linked (a
    /// link as the link itself), so that the old output can go and they stay. Not what the build
    /// put at the same path (`staged`), but what a folder shared with it holds.
    func link(from output: String, into staging: String, besides staged: Set<UInt64>) throws(UserError) {
        let (from, to) = (Array(output.utf8) + [UInt8(ascii: "/")], Array(staging.utf8) + [UInt8(ascii: "/")])
        for (path, type) in entries {
            try Self.takeAlong(path, type, from: from, to: to, besides: staged, output: output)
        }
    }

    private static func takeAlong(
        _ path: [UInt8], _ type: UInt8, from: [UInt8], to: [UInt8], besides staged: Set<UInt64>, output: String
    ) throws(UserError) {
        let isStaged = staged.contains(ContentHash.of(path))
        let (source, target) = (from + path, to + path)
        func failed() -> UserError {
            UserError(
                "cannot keep what sheetgen did not make in the output: \(String(cString: strerror(errno)))",
                at: "\(output)/\(PathName.escaped(bytes: path))")
        }
        guard type == DT_DIR else {
            if isStaged { return }  // written over, with --force
            try makeParent(of: target)
            guard
                FileTree.withCPath(
                    source, { old in FileTree.withCPath(target) { linkat(AT_FDCWD, old, AT_FDCWD, $0, 0) } }) == 0
            else {
                throw failed()
            }
            return
        }
        var info = stat()
        guard FileTree.withCPath(source, { lstat($0, &info) }) == 0 else { throw failed() }
        if !isStaged {
            try makeParent(of: target)
            // Open to this process until what it holds is in, then given the folder's own mode.
            guard FileTree.withCPath(target, { mkdir($0, 0o700) }) == 0 else { throw failed() }
        }
        var children: [Entry] = []
        let listed = FileTree.withCPath(source) { folder in
            FileTree.forEachEntry(in: folder) { name, kind in
                let child = path + [UInt8(ascii: "/")] + name
                children.append((child, kind == DT_UNKNOWN ? FileTree.type(of: from + child) : kind))
            }
        }
        guard listed else { throw failed() }
        for (child, kind) in children {
            try takeAlong(child, kind, from: from, to: to, besides: staged, output: output)
        }
        if !isStaged { copyAttributes(info, to: target) }
    }

    /// Makes the folders above `path` that the staging folder does not have yet (a folder
    /// sheetgen made, where this build writes nothing).
    private static func makeParent(of path: [UInt8]) throws(UserError) {
        guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return }
        let parent = Array(path[..<slash])
        var info = stat()
        if FileTree.withCPath(parent, { lstat($0, &info) }) == 0 { return }
        try FileTree.makeFolders(for: String(decoding: path, as: UTF8.self))
    }

    /// The owner (where this process may give it), mode and times of `info`, given to `path`.
    private static func copyAttributes(_ info: stat, to path: [UInt8]) {
        _ = FileTree.withCPath(path) { target in
            _ = lchown(target, info.st_uid, info.st_gid)  // before the mode: it clears set-group-ID
            _ = chmod(target, info.st_mode & 0o7777)
            return utimensat(AT_FDCWD, target, [info.st_atim, info.st_mtim], AT_SYMLINK_NOFOLLOW)
        }
    }
}
