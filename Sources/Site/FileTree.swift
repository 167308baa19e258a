import Foundation

/// Listing and writing the files of a folder tree with plain POSIX calls: a site has thousands of
/// files, and Foundation's URL-based walker and `Data.write` (which syncs every file to disk) cost
/// more than rendering the pages.
enum FileTree {
    /// Calls `body` with the relative path of every regular file below `folder`, in bytewise
    /// order of the paths; names starting with a dot are left out, and so are symbolic links to
    /// folders (no loops). Goes a folder at a time, so a site's paths are never all held at once.
    static func forEachFile(under folder: URL, _ body: (String) -> Void) {
        visit(folder.path, prefix: "", body)
    }

    private static func visit(_ folder: String, prefix: String, _ body: (String) -> Void) {
        // A folder's name gets its "/": then sorting the names sorts the paths below them too.
        var names: [String] = []
        guard let stream = opendir(folder) else { return }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            let type = entry.pointee.d_type
            var isFolder = type == DT_DIR, isFile = type == DT_REG
            if type == DT_UNKNOWN || type == DT_LNK {
                var info = stat()
                guard stat(folder + "/" + name, &info) == 0 else { continue }
                isFolder = (info.st_mode & S_IFMT) == S_IFDIR && type != DT_LNK
                isFile = (info.st_mode & S_IFMT) == S_IFREG
            }
            if isFolder || isFile { names.append(isFolder ? name + "/" : name) }
        }
        closedir(stream)
        names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in names {
            if name.hasSuffix("/") {
                visit(folder + "/" + name.dropLast(), prefix: prefix + name, body)
            } else {
                body(prefix + name)
            }
        }
    }

    /// The whole file, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
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
