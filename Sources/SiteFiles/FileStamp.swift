import Foundation

extension FileTree {
    /// What tells a written file from one edited or replaced since, without reading it.
    package struct Stamp: Equatable, Sendable {
        package let size: Int64
        package let modified: Int64
        package let inode: UInt64

        package init(size: Int64, modified: Int64, inode: UInt64) {
            (self.size, self.modified, self.inode) = (size, modified, inode)
        }

        package init(_ info: stat) {
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            inode = UInt64(info.st_ino)
        }

        package init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }
    }
}
