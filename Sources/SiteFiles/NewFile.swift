import Foundation
import Mistakes

extension FileTree {
    /// A file open for writing: the one way the site writes bytes, whether a page of a build, the
    /// cache's manifest, or a file the command line writes (through `OutputFile`).
    ///
    /// Not `Sendable`: whoever shares one between threads guards it (as `ManifestWriter` does).
    package final class NewFile {
        package let path: String
        private var descriptor: Int32

        /// A new file at `path`, creating folders as needed. A file already there is unlinked
        /// first, so a file hard-linked elsewhere, or a link, is never written through.
        package init(creating path: String) throws(UserError) {
            let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
            var descriptor = Self.create(path, flags)
            if descriptor < 0 && errno == ENOENT {
                try FileTree.makeFolders(for: path)
                descriptor = Self.create(path, flags)
            }
            // Another thread may make the file again between the unlink and the open (two
            // writers of one path in a build, which the build then reports as a clash).
            var tries = 0
            while descriptor < 0 && errno == EEXIST && tries < 100 {
                unlink(path)
                descriptor = Self.create(path, flags)
                tries += 1
            }
            guard descriptor >= 0 else { throw FileTree.failure(path) }
            (self.path, self.descriptor) = (path, descriptor)
        }

        /// Files are created one at a time: the kernel creates the files of a folder one at a
        /// time anyway, and a thread waiting on it there spins, burning its core, where one
        /// waiting here sleeps. On a file system that looks past recently freed inodes for each
        /// new one (ext4 without a journal, after a build replaced its output), that spinning
        /// was a sixth of a build's samples.
        private static let creating = NSLock()

        private static func create(_ path: String, _ flags: Int32) -> Int32 {
            let (descriptor, error) = creating.withLock { (open(path, flags, 0o644), errno) }
            errno = error
            return descriptor
        }

        /// What is already at `path` (a device or a FIFO), written into as a shell's `>` would.
        init(writingThrough path: String) throws(UserError) {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileTree.failure(path) }
            (self.path, self.descriptor) = (path, descriptor)
        }

        /// A file let go without `close` is closed all the same.
        deinit {
            if descriptor >= 0 { Foundation.close(descriptor) }
        }

        package func write(_ bytes: [UInt8]) throws(UserError) {
            let failure = bytes.withUnsafeBytes { FileTree.writeAll($0, to: descriptor) }
            if failure != 0 { throw FileTree.failure(path, errorNumber: failure) }
        }

        /// Writes text given in parts, a buffer of 64 KiB at a time.
        package func write(parts: some Sequence<String>) throws(UserError) {
            var buffer: [UInt8] = []
            for part in parts {
                buffer.append(contentsOf: part.utf8)
                if buffer.count >= 1 << 16 {
                    try write(buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            try write(buffer)
        }

        /// Closes the file and returns its stamp; a second call throws.
        @discardableResult
        package func close() throws(UserError) -> Stamp {
            guard descriptor >= 0 else { throw UserError("cannot write: the file is closed", at: path) }
            var info = stat()
            let stamped = fstat(descriptor, &info) == 0
            let closed = Foundation.close(descriptor) == 0
            descriptor = -1
            guard stamped && closed else { throw FileTree.failure(path) }
            return Stamp(info)
        }
    }

    /// Writes all of `bytes` to an open file, retrying short and interrupted writes; returns 0, or
    /// the `errno` of the write that failed.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, base + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            offset += count
        }
        return 0
    }
}
