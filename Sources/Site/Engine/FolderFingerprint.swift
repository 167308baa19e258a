import Foundation

/// A hash of what a folder holds as the file system tells it, without reading a file: every path
/// below it, and for each file its stamp and change time. A file written, replaced, touched,
/// added or removed since changes it (the change time, which no program can set back, even
/// when the rest is put back as it was).
///
/// Taken of a whole output at the end of every build with the cache on, and again by the next
/// build: so it walks on its own, a folder's descriptor at a time, asking for each file by its
/// name in the folder and making nothing per file (`FileTree.forEachEntry` makes each path).
/// The kernel lists a folder's entries in no set order, so each entry is hashed on its own (from
/// the hash of its folder's path, its name and what `lstat` says) and the hashes are added up.
enum FolderFingerprint {
    /// The fingerprint of everything below `root`; nil when a folder cannot be read or something
    /// in it is neither a file nor a folder (a link, say), which no build leaves.
    static func of(_ root: String) -> UInt64? {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var total = Total()
        guard visit(descriptor, path: ContentHash(), into: &total) else { return nil }
        var fingerprint = ContentHash()
        fingerprint.add(total.sum)
        fingerprint.add(total.count)
        return fingerprint.value
    }

    private struct Total {
        var sum: UInt64 = 0, count: UInt64 = 0
    }

    /// Adds what the folder open as `descriptor` (which it closes) holds; false when something
    /// could not be read, or is neither a file nor a folder.
    private static func visit(_ descriptor: Int32, path: ContentHash, into total: inout Total) -> Bool {
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return false
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let found = withUnsafeBytes(of: entry.pointee.d_name) { raw -> Bool in
                let name = raw.bindMemory(to: CChar.self)
                let length = strlen(name.baseAddress!)
                let bytes = UnsafeRawBufferPointer(rebasing: raw[..<length])
                let dot = UInt8(ascii: ".")
                if (length == 1 && bytes[0] == dot) || (length == 2 && bytes[0] == dot && bytes[1] == dot) {
                    return true
                }
                var info = stat()
                guard fstatat(dirfd(stream), name.baseAddress!, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
                var entryHash = path
                entryHash.add(bytes)
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
                    let folder = openat(
                        dirfd(stream), name.baseAddress!, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                    guard folder >= 0, visit(folder, path: entryHash, into: &total) else { return false }
                default:
                    return false
                }
                total.sum &+= entryHash.value
                total.count += 1
                return true
            }
            guard found else { return false }
        }
        return true
    }
}
