import Foundation

/// Listing and writing the files of a folder tree with plain POSIX calls: a site has thousands of
/// files, and Foundation's URL-based walker and `Data.write` (which syncs every file to disk) cost
/// more than rendering the pages.
enum FileTree {
    /// What a walk of the content folder found besides files: errors (a folder that cannot be
    /// read, a name that is not UTF-8 or holds control characters) and warnings (what was left out).
    struct Findings {
        var errors: [SiteError] = []
        var warnings: [String] = []
    }

    /// Calls `body` with the relative path of every regular file below `folder`, in bytewise
    /// order of the paths.
    ///
    /// Left out silently: names starting with a dot (`.git`, `.env`, editor swap files), except
    /// `.well-known/` at the top and `.htaccess` and `.nojekyll`, and backups named `name~` or
    /// `#name#`. Left out with a warning: symbolic links that lead out of `folder` or nowhere,
    /// links to a folder that holds them (loops), and anything neither a file nor a folder
    /// (FIFOs, sockets, devices). Links to files and folders inside `folder` are followed.
    /// Goes a folder at a time, so a site's paths are never all held at once.
    static func forEachFile(under folder: URL, named role: String = "content folder", findings: inout Findings, _ body: (String) -> Void) {
        let root = folder.path
        guard let real = realpath(root, nil) else {
            findings.errors.append(SiteError("cannot read folder: \(String(cString: strerror(errno)))", at: root))
            return
        }
        let walk = Walk(root: root, realRoot: String(cString: real), role: role)
        free(real)
        var info = stat()
        let top = stat(root, &info) == 0 ? [FolderID(info)] : []
        walk.visit(root, prefix: "", ancestors: top, findings: &findings, body)
    }

    /// A folder as the kernel knows it, to notice a link leading back to a folder being walked.
    private struct FolderID: Equatable {
        let device: UInt64, inode: UInt64
        init(_ info: stat) { (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino)) }
    }

    private struct Walk {
        let root: String
        /// The folder's path with every link resolved, to tell where a link leads.
        let realRoot: String
        /// How warnings name the folder.
        let role: String

        func visit(_ folder: String, prefix: String, ancestors: [FolderID], findings: inout Findings, _ body: (String) -> Void) {
            // A folder's name gets its "/": then sorting the names sorts the paths below them too.
            var names: [String] = []
            guard let stream = opendir(folder) else {
                findings.errors.append(SiteError("cannot read folder: \(String(cString: strerror(errno)))", at: prefix.isEmpty ? root : String(prefix.dropLast())))
                return
            }
            while let entry = readdir(stream) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    findings.errors.append(SiteError("the file name is not UTF-8", at: prefix + PathName.escaped(bytes: bytes)))
                    continue
                }
                if name == "." || name == ".." || isLeftOut(name, prefix: prefix) { continue }
                if let flaw = PathName.flaw(in: name) {
                    findings.errors.append(SiteError("the file name \(flaw)", at: PathName.escaped(prefix + name)))
                    continue
                }
                let type = entry.pointee.d_type
                if type == DT_REG {
                    names.append(name)
                } else if type == DT_DIR {
                    names.append(name + "/")
                } else if let kept = kind(of: folder + "/" + name, path: prefix + name, isLink: type == DT_LNK || type == DT_UNKNOWN, ancestors: ancestors, findings: &findings) {
                    names.append(kept ? name + "/" : name)
                }
            }
            closedir(stream)
            names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for name in names {
                if name.hasSuffix("/") {
                    let path = folder + "/" + name.dropLast()
                    var info = stat()
                    let here = stat(path, &info) == 0 ? [FolderID(info)] : []
                    visit(path, prefix: prefix + name, ancestors: ancestors + here, findings: &findings, body)
                } else {
                    body(prefix + name)
                }
            }
        }

        /// Whether what is at `full` (maybe a link) is walked as a folder (true), taken as a file
        /// (false) or left out with a warning (nil).
        private func kind(of full: String, path: String, isLink: Bool, ancestors: [FolderID], findings: inout Findings) -> Bool? {
            var info = stat()
            if lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                guard let real = realpath(full, nil) else {
                    findings.warnings.append("\(path): skipped: a symbolic link that leads nowhere")
                    return nil
                }
                let target = String(cString: real)
                free(real)
                guard target == realRoot || target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
                    findings.warnings.append("\(path): skipped: a symbolic link to outside the \(role)")
                    return nil
                }
                guard stat(full, &info) == 0 else {
                    findings.warnings.append("\(path): skipped: a symbolic link that leads nowhere")
                    return nil
                }
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return false
            case S_IFDIR:
                if ancestors.contains(FolderID(info)) {
                    findings.warnings.append("\(path): skipped: a symbolic link to a folder that holds it")
                    return nil
                }
                return true
            default:
                findings.warnings.append("\(path): skipped: not a regular file or folder")
                return nil
            }
        }

        /// Names never published: dot files but the few a web server reads, and editor backups.
        private func isLeftOut(_ name: String, prefix: String) -> Bool {
            if name.hasPrefix(".") {
                return !(name == ".htaccess" || name == ".nojekyll" || (name == ".well-known" && prefix.isEmpty))
            }
            return name.hasSuffix("~") || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#"))
        }
    }

    /// The whole file, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        // Non-blocking, so a FIFO put where a file was is refused rather than waited on.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
            let count = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 { if errno == EINTR { continue } else { return nil } }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Asks the kernel to start reading a file into memory, without waiting for the data.
    static func prefetch(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
        close(descriptor)
    }

    /// What tells a written file from one edited or replaced since, without reading it.
    struct Stamp: Equatable, Sendable {
        let size: Int64
        let modified: Int64
        let inode: UInt64

        init(size: Int64, modified: Int64, inode: UInt64) {
            (self.size, self.modified, self.inode) = (size, modified, inode)
        }

        init(_ info: stat) {
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            inode = UInt64(info.st_ino)
        }

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }
    }

    /// Writes `bytes` to a new file at `path`, creating folders as needed, and returns its stamp.
    /// A file already there is unlinked first, so a file hard-linked elsewhere is never written
    /// through.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) throws(SiteError) -> Stamp {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
        var descriptor = open(path, flags, 0o644)
        if descriptor < 0 && errno == ENOENT {
            try makeFolders(for: path)
            descriptor = open(path, flags, 0o644)
        } else if descriptor < 0 && errno == EEXIST {
            unlink(path)
            descriptor = open(path, flags, 0o644)
        }
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        guard write(bytes, to: descriptor) else { throw failure(path) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(path) }
        return Stamp(info)
    }

    /// Writes all of `bytes` to an open file; false (with `errno` set) when that failed.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    @discardableResult
    static func write(_ text: String, to path: String) throws(SiteError) -> Stamp {
        try write(Array(text.utf8), to: path)
    }

    /// Creates the folders above `path` that are missing.
    static func makeFolders(for path: String) throws(SiteError) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        let folder = String(path[..<slash])
        var info = stat()
        if folder.isEmpty || stat(folder, &info) == 0 { return }
        try makeFolders(for: folder)
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw failure(folder) }
    }

    /// A hard link at `target` to the file at `source`, falling back to a copy across file systems.
    static func link(_ source: String, to target: String) throws(SiteError) {
        try makeFolders(for: target)
        if Foundation.link(source, target) == 0 { return }
        if errno == EEXIST && unlink(target) == 0 && Foundation.link(source, target) == 0 { return }
        guard let bytes = read(source) else { throw failure(source) }
        try write(bytes, to: target)
    }

    private static func failure(_ path: String) -> SiteError {
        SiteError("cannot write: \(String(cString: strerror(errno)))", at: path)
    }
}
