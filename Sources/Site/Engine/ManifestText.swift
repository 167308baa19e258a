import Foundation
import SiteFiles
import Synchronization

/// A field of the build cache's manifest left where it is in the file, read and unescaped only
/// when asked for. Most of a manifest's bytes are the pages' summaries and headings, which a build
/// that changed a page or two never reads: left in the file, they are neither copied out of every
/// line nor kept in memory. What is read is checked against the record's hash, so a manifest
/// written over in place (rather than replaced, as a build does) is noticed.
package struct ManifestText: Sendable {
    /// The manifest as it was read, kept open while a record needs it. A build replaces the
    /// manifest by another file, so the bytes read stay as they were.
    package final class File: Sendable {
        private let descriptor: Int32
        private let failed = Atomic<Bool>(false)

        /// Takes over `descriptor`, and closes it once nothing needs it.
        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// The file at `path`, open, and its stamp; nil when there is none, or it is no file.
        static func open(_ path: String) -> (file: File, stamp: FileTree.Stamp)? {
            // Non-blocking, so a FIFO put where the manifest was is refused rather than waited on.
            let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { return nil }
            let file = File(descriptor: descriptor)  // closes it once let go
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return (file, FileTree.Stamp(info))
        }

        deinit {
            close(descriptor)
        }

        /// Whether a field could not be read back, or was not what it was (and was given as
        /// empty): the disk failed, or the file was written over.
        package var failedToReadBack: Bool { failed.load(ordering: .relaxed) }

        /// The bytes from `offset` on, until `buffer` is full or the file ends: how many were
        /// read; nil when reading failed.
        func read(at offset: Int, filling buffer: UnsafeMutableRawBufferPointer) -> Int? {
            var filled = 0
            while filled < buffer.count {
                let read = pread(
                    descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
                if read < 0 && errno == EINTR { continue }
                guard read >= 0 else { return nil }
                if read == 0 { break }
                filled += read
            }
            return filled
        }

        fileprivate func fail() {
            failed.store(true, ordering: .relaxed)
        }
    }

    private let file: File
    /// Where the field's escaped bytes are in the file.
    private let offset: Int
    private let count: Int

    init(in file: File, at range: Range<Int>) {
        (self.file, offset, count) = (file, range.lowerBound, range.count)
    }

    /// Lets `body` read the field's bytes as they were before the manifest escaped them, when
    /// `isRight` says they are still the ones read from it: a manifest written over in place
    /// (copied onto, say) holds other bytes there. Bytes that cannot be read, or are not right,
    /// are given as none, and the file remembers that it failed.
    func bytes<Result>(checkedBy isRight: (ArraySlice<UInt8>) -> Bool, _ body: (ArraySlice<UInt8>) -> Result) -> Result
    {
        var read = 0
        let escaped = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            read = file.read(at: offset, filling: UnsafeMutableRawBufferPointer(buffer)) ?? 0
            initialized = read
        }
        let bytes = ManifestFormat.unescaped(escaped[...])[...]
        guard read == count, isRight(bytes) else {
            file.fail()
            return body([])
        }
        return body(bytes)
    }
}
