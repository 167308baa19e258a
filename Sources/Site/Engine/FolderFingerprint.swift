import Foundation

/// A hash of what a folder holds as the file system tells it, without reading a file: every path
/// below it, and for each file its stamp and change time. A file written, replaced, touched,
/// added or removed since changes it (the change time, which no program can set back, even
/// when the rest is put back as it was).
///
/// The kernel lists a folder's entries in no set order, so each entry is hashed on its own and
/// the hashes are added up; their number goes in too.
enum FolderFingerprint {
    /// The fingerprint of everything below `root`; nil when a folder cannot be read or something
    /// in it is neither a file nor a folder (a link, say), which no build leaves.
    static func of(_ root: String) -> UInt64? {
        let prefix = Array(root.utf8) + [UInt8(ascii: "/")]
        var sum: UInt64 = 0, count: UInt64 = 0, plain = true
        let listed = FileTree.forEachEntry(below: root) { path, type in
            var entry = ContentHash()
            entry.add(path, CollectionOfOne(type))
            if type == DT_REG {
                var info = stat()
                let found = (prefix + path + [0]).withUnsafeBufferPointer { terminated in
                    terminated.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
                }
                guard found, info.st_mode & S_IFMT == S_IFREG else { return plain = false }
                let stamp = FileTree.Stamp(info)
                for number in [stamp.size, stamp.modified, Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec)] {
                    entry.add(UInt64(bitPattern: number))
                }
                entry.add(stamp.inode)
            } else if type != DT_DIR {
                plain = false
            }
            sum &+= entry.value
            count += 1
        }
        guard listed, plain else { return nil }
        var fingerprint = ContentHash()
        fingerprint.add(sum)
        fingerprint.add(count)
        return fingerprint.value
    }
}
