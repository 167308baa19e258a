import Foundation
import SiteFiles
import Synchronization

/// A hash of what a folder holds as the file system tells it, without reading a file: every path
/// below it, and for each file its stamp and change time. A file written, replaced, touched,
/// added or removed since changes it (the change time, which no program can set back, even
/// when the rest is put back as it was).
///
/// Taken of a whole output at the end of every build with the cache on, and again by the next
/// build: so it asks for each file by its name in its folder's descriptor, and makes nothing per
/// file (not even its path, as `FileTree.forEachEntry(below:)` does).
/// The kernel lists a folder's entries in no set order, so each entry is hashed on its own (from
/// the hash of its folder's path, its name and what `lstat` says) and the hashes are added up.
enum FolderFingerprint {
    /// The fingerprint of everything below `root`; nil when a folder cannot be read or something
    /// in it is neither a file nor a folder (a link, say), which no build leaves. The root's
    /// folders are walked on every core, each opened only when its turn comes (a site may have
    /// more of them than a process may keep open): the sum of the entries' hashes is the same in
    /// any order.
    static func of(_ root: String) -> UInt64? {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var total = Total(), later: [Folder]? = []
        guard visit(descriptor, path: ContentHash(), into: &total, leaving: &later) else { return nil }
        let folders = later ?? [], rootBytes = Array(root.utf8)
        let totals = Mutex<Total?>(total)
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            let path = rootBytes + [UInt8(ascii: "/")] + folders[index].name + [0]
            let descriptor = path.withUnsafeBufferPointer { path in
                path.withMemoryRebound(to: CChar.self) {
                    open($0.baseAddress!, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                }
            }
            var part = Total(), none: [Folder]? = nil
            let read = descriptor >= 0 && visit(descriptor, path: folders[index].path, into: &part, leaving: &none)
            totals.withLock { total in
                total = read ? total.map { Total(sum: $0.sum &+ part.sum, count: $0.count + part.count) } : nil
            }
        }
        guard let total = totals.withLock({ $0 }) else { return nil }
        var fingerprint = ContentHash()
        fingerprint.add(total.sum)
        fingerprint.add(total.count)
        return fingerprint.value
    }

    private struct Total {
        var sum: UInt64 = 0, count: UInt64 = 0
    }

    /// A folder of the root left for later: its name, and its path as hashed.
    private struct Folder: Sendable {
        let name: [UInt8]
        let path: ContentHash
    }

    /// Adds what the folder open as `descriptor` (which it closes) holds; false when something
    /// could not be read, or is neither a file nor a folder. Its folders are walked at once when
    /// `later` is nil; otherwise they are added to it, to be walked later.
    private static func visit(
        _ descriptor: Int32, path: ContentHash, into total: inout Total, leaving later: inout [Folder]?
    ) -> Bool {
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return false
        }
        defer { closedir(stream) }
        return FileTree.forEachEntry(of: stream) { name, _ in
            let cName = UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self)
            var info = stat()
            guard fstatat(dirfd(stream), cName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
            var entryHash = path
            entryHash.add(name)
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                entryHash.add(UInt64(bitPattern: Int64(info.st_size)))
                entryHash.add(UInt64(bitPattern: Int64(info.st_mtim.tv_sec)))
                entryHash.add(UInt64(bitPattern: Int64(info.st_mtim.tv_nsec)))
                entryHash.add(UInt64(bitPattern: Int64(info.st_ctim.tv_sec)))
                entryHash.add(UInt64(bitPattern: Int64(info.st_ctim.tv_nsec)))
                entryHash.add(UInt64(info.st_ino))
            case S_IFDIR:
                entryHash.add("/")
                if later != nil {
                    later!.append(Folder(name: Array(name), path: entryHash))
                } else {
                    let folder = openat(dirfd(stream), cName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                    var none: [Folder]? = nil
                    guard folder >= 0, visit(folder, path: entryHash, into: &total, leaving: &none) else {
                        return false
                    }
                }
            default:
                return false
            }
            total.sum &+= entryHash.value
            total.count += 1
            return true
        }
    }
}
