import Foundation
import Mistakes

/// Walking folders: the one loop over a folder's entries (`forEachEntry`), the names of one
/// folder, and the filtered walk of a whole content or templates folder.
extension FileTree {
    /// What a walk of the content folder found besides files: errors (a folder that cannot be
    /// read, a name that is not UTF-8 or holds control characters) and warnings (what was left out).
    package struct Findings {
        package var errors: [UserError] = []
        package var warnings: [String] = []
        /// Whether a symbolic link was followed: then one file may be reached by two paths.
        package var followedLinks = false
        /// The paths left out with a warning.
        package var skipped: [String] = []
        /// What goes before a path of the walk where an error or warning names it: nothing for the
        /// content folder, whose paths name its pages; `static/` for a second folder of files.
        package var naming: String

        package init(naming: String = "") {
            self.naming = naming
        }

        mutating func skip(_ path: String, _ why: String) {
            warnings.append("\(naming)\(path): skipped: \(why)")
            skipped.append(path)
        }

        /// An error at `path`, a path of the walk (its name escaped already).
        mutating func fail(_ message: String, at path: String) {
            errors.append(UserError(message, at: naming + path))
        }
    }

    /// Calls `body` with the name (bytes, maybe not UTF-8) and `d_type` of every entry of
    /// `folder` but `.` and `..`, in the order the kernel lists them; false (with `errno` set)
    /// when the folder cannot be read.
    @discardableResult
    package static func forEachEntry(
        in folder: UnsafePointer<CChar>, _ body: (_ name: [UInt8], _ type: UInt8) -> Void
    ) -> Bool {
        guard let stream = opendir(folder) else { return false }
        defer { closedir(stream) }
        return forEachEntry(of: stream) { name, type in
            body(Array(name), type)
            return true
        }
    }

    /// Calls `body` with the name and `d_type` of every entry of the folder open as `stream` but
    /// `.` and `..`, until it returns false; false then. The name is where `readdir` keeps it,
    /// followed by its NUL, and only good during the call.
    package static func forEachEntry(
        of stream: OpaquePointer, _ body: (_ name: UnsafeBufferPointer<UInt8>, _ type: UInt8) -> Bool
    ) -> Bool {
        let dot = UInt8(ascii: ".")
        while let entry = readdir(stream) {
            let name = name(of: entry)
            if name.count <= 2 && name.allSatisfy({ $0 == dot }) { continue }
            guard body(name, entry.pointee.d_type) else { return false }
        }
        return true
    }

    /// The name of a folder entry `readdir` gave, read where it is, up to its NUL. Not through
    /// `entry.pointee.d_name`: that copies the field's full 256 bytes, and the kernel's record
    /// of a shorter name is shorter, so the copy of the last record `readdir` holds could read
    /// past the end of its memory.
    static func name(of entry: UnsafePointer<dirent>) -> UnsafeBufferPointer<UInt8> {
        let start = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let length = strlen(start.assumingMemoryBound(to: CChar.self))
        return UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: length)
    }

    /// Calls `body` with the path (bytes, relative to `root`) and kind of everything below `root`,
    /// folders before what they hold, following no link: a link is reported as what it is
    /// (`DT_LNK`), never walked into; nor is a folder `into` says no to. False when a folder
    /// could not be read.
    package static func forEachEntry(
        below root: String, into: (_ folder: [UInt8]) -> Bool = { _ in true },
        _ body: (_ path: [UInt8], _ type: UInt8) -> Void
    ) -> Bool {
        func visit(_ prefix: [UInt8]) -> Bool {
            var folders: [[UInt8]] = []
            let full = Array(root.utf8) + (prefix.isEmpty ? [] : [UInt8(ascii: "/")] + prefix)
            let listed = withCPath(full) { name in
                forEachEntry(in: name) { entry, kind in
                    let path = prefix.isEmpty ? entry : prefix + [UInt8(ascii: "/")] + entry
                    let type = kind == DT_UNKNOWN ? Self.type(of: full + [UInt8(ascii: "/")] + entry) : kind
                    body(path, type)
                    if type == DT_DIR && into(path) { folders.append(path) }
                }
            }
            return folders.reduce(listed) { $0 && visit($1) }
        }
        return visit([])
    }

    /// `body` given `path` as a C string, whatever its bytes (a name need not be UTF-8).
    package static func withCPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// What `lstat` says is at `path`, as a `d_type`: `DT_UNKNOWN` when nothing is.
    package static func type(of path: [UInt8]) -> UInt8 {
        var info = stat()
        guard withCPath(path, { lstat($0, &info) }) == 0 else { return UInt8(DT_UNKNOWN) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return UInt8(DT_REG)
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFLNK: return UInt8(DT_LNK)
        case S_IFIFO: return UInt8(DT_FIFO)
        case S_IFSOCK: return UInt8(DT_SOCK)
        case S_IFCHR: return UInt8(DT_CHR)
        case S_IFBLK: return UInt8(DT_BLK)
        default: return UInt8(DT_UNKNOWN)
        }
    }

    /// The names in `folder` (a name that is not UTF-8 with U+FFFD in place of the bad bytes),
    /// unsorted; nil when it cannot be read.
    package static func names(in folder: String) -> [String]? {
        var names: [String] = []
        let listed = forEachEntry(in: folder) { name, _ in names.append(String(decoding: name, as: UTF8.self)) }
        return listed ? names : nil
    }

    /// Calls `body` with the relative path of every regular file below `folder`, in bytewise
    /// order of the paths.
    ///
    /// Left out silently: names starting with a dot (`.git`, `.env`, editor swap files), except
    /// `.well-known/` at the top and `.htaccess` and `.nojekyll`, and backups named `name~` or
    /// `#name#`. Left out with a warning: symbolic links that lead out of `folder` or nowhere,
    /// links to a folder that holds them (loops) or that another link leads to (the first link in
    /// the order of the paths is followed), and anything neither a file nor a folder (FIFOs,
    /// sockets, devices). Links to files and folders inside `folder` are followed.
    /// A folder more than `deepestFolder` levels down is an error, and not walked.
    /// Goes a folder at a time, so a site's paths are never all held at once.
    package static func forEachFile(
        under folder: URL, named role: String = "content folder", findings: inout Findings, _ body: (String) -> Void
    ) {
        forEachFile(under: folder, named: role, stating: false, findings: &findings) { path, _ in body(path) }
    }

    /// The same walk, telling `body` also what `stat` says of each file (nil when it cannot),
    /// when `stating`: asked of a folder's files on `jobs` threads at once.
    package static func forEachFile(
        under folder: URL, named role: String = "content folder", stating: Bool, jobs: Int = 1,
        findings: inout Findings, _ body: (String, stat?) -> Void
    ) {
        let root = folder.path
        guard let real = realpath(root, nil) else {
            findings.errors.append(UserError("cannot read folder: \(String(cString: strerror(errno)))", at: root))
            return
        }
        var walk = Walk(root: root, stating: stating, jobs: jobs, realRoot: String(cString: real), role: role)
        free(real)
        var info = stat()
        let top = stat(root, &info) == 0 ? [FolderID(info)] : []
        walk.visit(root, prefix: "", depth: 0, ancestors: top, findings: &findings, body)
    }

    /// How many levels of folders a walk goes down. Every page shows a breadcrumb trail with a
    /// relative link to each folder above it, each link as long as the page is deep, so a page's
    /// chrome grows with the square of its depth and a chain of folders with the cube: 800 folders
    /// deep made 1.4 GB of pages. Sixty-four is far deeper than any site goes, and its deepest page
    /// shows a trail of about 20 KB.
    static let deepestFolder = 64

    /// Names never published: dot files but the few a web server reads (`.well-known` only at the
    /// top, `atTop`), and editor backups.
    package static func isLeftOut(_ name: String, atTop: Bool) -> Bool {
        if name.hasPrefix(".") {
            return !(name == ".htaccess" || name == ".nojekyll" || (name == ".well-known" && atTop))
        }
        return name.hasSuffix("~") || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#"))
    }

    /// A folder as the kernel knows it, to notice a link leading back to a folder being walked,
    /// or to one walked through a link already.
    private struct FolderID: Hashable {
        let device: UInt64, inode: UInt64
        init(_ info: stat) { (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino)) }
    }

    private enum Kind {
        case file, folder, linkToFolder
    }

    private struct Walk {
        let root: String
        /// Whether each file is looked at (`stat`, following a link) for `body`, and on how
        /// many threads.
        let stating: Bool
        let jobs: Int
        /// The folder's path with every link resolved, to tell where a link leads.
        let realRoot: String
        /// How warnings name the folder.
        let role: String
        /// The folders a link was followed into, with the first such link's path. Each is walked
        /// through one link only: links fanning out (two in each folder to the one before, a few
        /// dozen deep) would otherwise make a path for every way through them, 2 to the power of
        /// their depth.
        var linkedFolders: [FolderID: String] = [:]

        /// Walks `folder`, `depth` levels below the root, at `prefix` ("" or a path ending in "/").
        mutating func visit(
            _ folder: String, prefix: String, depth: Int, ancestors: [FolderID], findings: inout Findings,
            _ body: (String, stat?) -> Void
        ) {
            // A folder's name gets its "/": then sorting the names sorts the paths below them too.
            var names: [String] = [], links: Set<String> = []
            let listed = FileTree.forEachEntry(in: folder) { bytes, type in
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    let escaped = prefix + PathName.escaped(bytes: bytes)
                    findings.fail("the file name is not UTF-8", at: escaped)
                    return
                }
                if FileTree.isLeftOut(name, atTop: prefix.isEmpty) { return }
                if let flaw = PathName.flaw(in: name) {
                    findings.fail("the file name \(flaw)", at: PathName.escaped(prefix + name))
                    return
                }
                if type == DT_REG {
                    names.append(name)
                } else if type == DT_DIR {
                    names.append(name + "/")
                } else if let kind = kind(
                    of: folder + "/" + name, path: prefix + name, ancestors: ancestors, findings: &findings)
                {
                    names.append(kind == .file ? name : name + "/")
                    if kind == .linkToFolder { links.insert(name + "/") }
                }
            }
            guard listed else {
                let reason = String(cString: strerror(errno))
                if prefix.isEmpty {
                    findings.errors.append(UserError("cannot read folder: \(reason)", at: root))
                } else {
                    findings.fail("cannot read folder: \(reason)", at: String(prefix.dropLast()))
                }
                return
            }
            // By key slots: a big folder's names compared as strings were a tenth of the scan.
            let order = ByteOrder.order(
                count: names.count, width: 32, keys: { $1 += names[$0].utf8 },
                precedes: { ByteOrder.precedes(names[$0], names[$1]) })
            names = order.map { names[$0] }
            let looks = stating ? Self.looks(at: names, in: folder, jobs: jobs) : []
            for (index, name) in names.enumerated() {
                if name.hasSuffix("/") {
                    enter(
                        name.dropLast(), of: folder, prefix: prefix, depth: depth, isLink: links.contains(name),
                        ancestors: ancestors, findings: &findings, body)
                } else {
                    body(prefix + name, looks.isEmpty ? nil : looks[index])
                }
            }
        }

        /// Walks the folder `name` of `folder` (`depth` levels down, at `prefix`), or the folder a
        /// link of that name leads to, unless it is too deep or another link led there already.
        private mutating func enter(
            _ name: Substring, of folder: String, prefix: String, depth: Int, isLink: Bool, ancestors: [FolderID],
            findings: inout Findings, _ body: (String, stat?) -> Void
        ) {
            let path = prefix + name
            guard depth < FileTree.deepestFolder else {
                findings.fail("folder more than \(FileTree.deepestFolder) levels deep in the \(role)", at: path)
                return
            }
            var info = stat()
            let here = stat(folder + "/" + name, &info) == 0 ? [FolderID(info)] : []
            // Told here, in the order of the paths rather than the order the kernel lists a
            // folder's entries in, so that the same link is followed on every machine.
            if isLink, let target = here.first {
                if let first = linkedFolders[target] {
                    findings.skip(path, "a symbolic link to a folder another link already leads to (\(first))")
                    return
                }
                linkedFolders[target] = path
            }
            visit(
                folder + "/" + name, prefix: path + "/", depth: depth + 1, ancestors: ancestors + here,
                findings: &findings, body)
        }

        /// What `stat` says of each file of `names` in `folder` (nil for a folder's name, or when
        /// it cannot say). Asked by name in the folder, which spares the kernel the path, and a
        /// share of the names on each of `jobs` threads: the kernel's answers were most of a
        /// big site's scan, and a build with nothing changed is little more than its scan.
        private static func looks(at names: [String], in folder: String, jobs: Int) -> [stat?] {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return [] }
            defer { close(descriptor) }
            @Sendable func look(_ range: Range<Int>) -> [stat?] {
                range.map { index in
                    var info = stat()
                    let name = names[index]
                    return !name.hasSuffix("/") && fstatat(descriptor, name, &info, 0) == 0 ? info : nil
                }
            }
            let share = 256
            guard jobs > 1, names.count > share else { return look(names.indices) }
            let shares = stride(from: 0, to: names.count, by: share).map { $0..<min($0 + share, names.count) }
            return ParallelMap.run(shares, jobs: jobs, progress: nil, look).flatMap { $0 }
        }

        /// What is at `full` (not a file or folder `readdir` could tell: a link, or a file system
        /// that does not say), to be taken as a file or walked as a folder; nil when it is left out
        /// with a warning.
        private func kind(
            of full: String, path: String, ancestors: [FolderID], findings: inout Findings
        ) -> Kind? {
            var info = stat()
            let isLink = lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
            if isLink {
                guard let real = realpath(full, nil) else {
                    findings.skip(path, "a symbolic link that leads nowhere")
                    return nil
                }
                let target = String(cString: real)
                free(real)
                guard target == realRoot || target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
                    findings.skip(path, "a symbolic link to outside the \(role)")
                    return nil
                }
                guard stat(full, &info) == 0 else {
                    findings.skip(path, "a symbolic link that leads nowhere")
                    return nil
                }
                findings.followedLinks = true
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .file
            case S_IFDIR:
                if ancestors.contains(FolderID(info)) {
                    findings.skip(path, "a symbolic link to a folder that holds it")
                    return nil
                }
                return isLink ? .linkToFolder : .folder
            default:
                findings.skip(path, "not a regular file or folder")
                return nil
            }
        }
    }
}
