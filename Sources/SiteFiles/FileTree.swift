import Foundation
import Mistakes

/// The one seam between the site and the file system: reading files, walking folders (see
/// `FolderWalk.swift`) and writing files (every byte goes through `NewFile`), with plain POSIX
/// calls. A site has thousands of files, and Foundation's URL-based walker and `Data.write` (which
/// syncs every file to disk) cost more than rendering the pages.
package enum FileTree {
    // MARK: Reading

    /// The whole file, or nil (with `errno` set) when it cannot be read.
    package static func read(_ path: String) -> [UInt8]? {
        readStamped(path)?.bytes
    }

    /// The whole file and its stamp as it was opened, or nil (with `errno` set) when it cannot be read.
    static func readStamped(_ path: String) -> (bytes: [UInt8], stamp: Stamp)? {
        readWithInfo(path).map { ($0.bytes, Stamp($0.info)) }
    }

    /// The whole regular file at `path`, and what `fstat` said of it as it was opened; nil (with
    /// `errno` set) when it cannot be read, is no regular file, or its size is not `size` (when
    /// given: it is then not read). `path` is taken from the folder open as `folder`, when given;
    /// `followingLinks: false` refuses a link at its end. No more than `limit` bytes are read,
    /// when given.
    package static func readWithInfo(
        _ path: String, from folder: Int32 = AT_FDCWD, followingLinks: Bool = true, ifSize size: Int? = nil,
        upTo limit: Int = .max
    ) -> (bytes: [UInt8], info: stat)? {
        // Non-blocking, so a FIFO put where a file was is refused rather than waited on.
        let descriptor = openat(folder, path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            size.map({ $0 == info.st_size }) ?? true
        else { return nil }
        guard let bytes = readAll(descriptor, size: min(Int(info.st_size), limit)) else { return nil }
        return (bytes, info)
    }

    /// What is left to read of a file `size` bytes long when it was opened: up to that size, so
    /// that no read is made only to find the end. A file grown since has a new stamp, and is read
    /// again by the next build to look at it. A file that tells no size (as the kernel's own do) is
    /// read to its end.
    private static func readAll(_ descriptor: Int32, size: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var room = size > 0 ? size : 4096
        while size == 0 || bytes.count < size {
            guard let count = readOn(descriptor, into: &bytes, upTo: room) else { return nil }
            if count == 0 { break }
            room = size > 0 ? size - bytes.count : 4096
        }
        return bytes
    }

    /// Reads up to `count` bytes onto the end of `bytes`, into room not cleared first (a big
    /// site's manifest has megabytes, and clearing them takes as long as reading them). How many
    /// it read, 0 at the end of the file; nil when reading failed.
    private static func readOn(_ descriptor: Int32, into bytes: inout [UInt8], upTo count: Int) -> Int? {
        var read = 0
        let more = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            repeat {
                read = Foundation.read(descriptor, buffer.baseAddress, count)
            } while read < 0 && errno == EINTR
            initialized = max(read, 0)
        }
        guard read >= 0 else { return nil }
        if bytes.isEmpty { bytes = more } else { bytes += more }
        return read
    }

    /// Asks the kernel to start reading a file into memory, without waiting for the data.
    package static func prefetch(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
        close(descriptor)
    }

    /// Whether `path` is a folder, or a link to one.
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything is at `path` (at a link: where it leads).
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// What the symbolic link at `path` names, as it is written; nil when no link is there.
    static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Writing

    /// Writes `bytes` to a new file at `path`, creating folders as needed, and returns its stamp.
    /// A file already there is unlinked first, so a file hard-linked elsewhere is never written
    /// through.
    @discardableResult
    package static func write(_ bytes: [UInt8], to path: String) throws(UserError) -> Stamp {
        let file = try NewFile(creating: path)
        try file.write(bytes)
        return try file.close()
    }

    @discardableResult
    static func write(_ text: String, to path: String) throws(UserError) -> Stamp {
        try write(Array(text.utf8), to: path)
    }

    /// Writes text given in parts, a buffer at a time, for files too big to hold whole in memory.
    @discardableResult
    package static func write(parts: some Sequence<String>, to path: String) throws(UserError) -> Stamp {
        let file = try NewFile(creating: path)
        try file.write(parts: parts)
        return try file.close()
    }

    /// Creates the folders above `path` that are missing.
    package static func makeFolders(for path: String) throws(UserError) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        try makeFolder(String(path[..<slash]))
    }

    /// Creates the folder at `path` and those above it that are missing.
    package static func makeFolder(_ folder: String) throws(UserError) {
        var info = stat()
        if folder.isEmpty || stat(folder, &info) == 0 { return }
        try makeFolders(for: folder)
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw failure(folder) }
    }

    /// A hard link at `target` to the file at `source`, falling back to a copy across file systems.
    package static func link(_ source: String, to target: String) throws(UserError) {
        try makeFolders(for: target)
        if Foundation.link(source, target) == 0 { return }
        if errno == EEXIST && unlink(target) == 0 && Foundation.link(source, target) == 0 { return }
        guard let bytes = read(source) else { throw failure(source) }
        try write(bytes, to: target)
    }

    /// Whether every folder `file` (a path relative to `root`) lies in is a folder, not a link to
    /// one: a file written there then lands inside `root`, never where a link put in a folder's
    /// place leads.
    package static func liesInFolders(_ file: String, of root: String) -> Bool {
        var folder = root, info = stat()
        for name in file.split(separator: "/").dropLast() {
            folder += "/\(name)"
            guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        }
        return true
    }

    /// Swaps what is at `first` and at `second` in one step (`renameat2` with `RENAME_EXCHANGE`);
    /// false where the C library or the file system cannot.
    package static func exchange(_ first: String, _ second: String) -> Bool {
        // Found at run time: Swift's Glibc module does not declare `renameat2`.
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameExchange: UInt32 = 2  // RENAME_EXCHANGE in <linux/fs.h>
        return unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
    }

    /// Removes the file at `path`, or the link itself if it is one, and never a folder: for a name
    /// sheetgen writes in a folder where something else may have taken it since.
    @discardableResult
    package static func removeFile(_ path: String) -> Bool {
        unlink(path) == 0 || errno == ENOENT
    }

    /// Removes the file at `path`, or the folder with everything in it. Links are removed, never
    /// followed. Returns false when something could not be removed.
    @discardableResult
    package static func remove(_ path: String) -> Bool {
        remove(path: Array(path.utf8))
    }

    /// Works on the path's bytes: a name below may not be UTF-8.
    private static func remove(path: [UInt8]) -> Bool {
        let terminated = (path + [0]).map { CChar(bitPattern: $0) }
        var info = stat()
        guard lstat(terminated, &info) == 0 else { return errno == ENOENT }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return unlink(terminated) == 0 }
        var removed = true
        let listed = forEachEntry(in: terminated) { name, _ in
            removed = remove(path: path + [UInt8(ascii: "/")] + name) && removed
        }
        return listed && rmdir(terminated) == 0 && removed
    }

    package static func failure(_ path: String, errorNumber: Int32 = errno) -> UserError {
        UserError("cannot write: \(String(cString: strerror(errorNumber)))", at: path, errorNumber: errorNumber)
    }
}
