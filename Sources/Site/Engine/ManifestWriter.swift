import Foundation
import Mistakes
import SiteFiles
import Synchronization

/// Writes a build's cache manifest while its pages are being built, so a build need not keep
/// every page's key and stamp until the end.
///
/// An entry new or changed since the last manifest is written as a line at once (`record`), to
/// a file beside the manifest; an unchanged one is only named (`keep`). `commit`, called once
/// the new output is in place, then puts the new lines in: when nothing changed and nothing went,
/// the old manifest stays as it is; else the new manifest is made of the old one's lines of the
/// kept entries and the new lines, copied as bytes, and put in place of the old. A failed or
/// killed build leaves the old manifest as it was. Lines come in the order pages finish (the
/// manifest is read into a dictionary). A cache costs only speed when it cannot be written, so
/// write failures just mean no new manifest.
package final class ManifestWriter: Sendable {
    /// What the build read of the last manifest.
    struct Previous {
        /// The manifest's stamp when it was read.
        let stamp: FileTree.Stamp
        /// The hash of each entry's id (see `ManifestFormat.Contents`).
        let ids: Dictionary<UInt64, Int>.Keys

        init(stamp: FileTree.Stamp, contents: ManifestFormat.Contents) {
            (self.stamp, ids) = (stamp, contents.ids)
        }
    }

    private let manifest: String
    /// The last manifest; nil when there was none.
    private let previous: Previous?
    private let lines: Mutex<Lines>
    /// How many bytes are buffered before they are written.
    static let bufferSize = 1 << 16

    /// The new lines, and what they hold.
    private struct Lines {
        /// The file the new lines go to; nil once it is committed or given up.
        var file: FileTree.NewFile?
        var buffer = Array((ManifestFormat.header + "\n").utf8)
        /// How many entries were recorded, and those of the last manifest among them, by the hash
        /// of their id as the manifest writes it (only those: a big site's first build records
        /// every page).
        var recorded = 0
        var recordedAgain: Set<UInt64> = []
        /// Whether writing the new lines failed: the old manifest then stays.
        var failed = false
        /// The entries kept from the old manifest, by the hash of their id as the manifest writes it.
        var kept: Set<UInt64> = []

        /// Drops the written lines.
        mutating func discard() {
            guard let file else { return }
            self.file = nil
            FileTree.removeFile(file.path)
        }

        mutating func flush() {
            guard let file else { return }
            do throws(UserError) { try file.write(buffer) } catch {
                failed = true
                discard()
            }
            buffer.removeAll(keepingCapacity: true)
        }
    }

    init?(manifest: URL, previous: Previous? = nil) {
        self.manifest = manifest.path
        self.previous = previous
        guard let file = try? FileTree.NewFile(creating: manifest.path + ".new") else { return nil }
        lines = Mutex(Lines(file: file))
    }

    /// A writer let go without `commit` leaves no file behind.
    deinit {
        lines.withLock { $0.discard() }
    }

    /// An entry new or changed since the last manifest.
    func record(_ id: String, _ entry: BuildCache.Entry) {
        let line = ManifestFormat.line(id, entry)
        let hash = previous == nil ? nil : ManifestFormat.idHash(id)
        let again = hash.flatMap { previous?.ids.contains($0) == true ? $0 : nil }
        lines.withLock { lines in
            lines.recorded += 1
            if let again { lines.recordedAgain.insert(again) }
            lines.buffer += line
            if lines.buffer.count >= Self.bufferSize { lines.flush() }
        }
    }

    /// An entry of the last manifest that stays as it was.
    func keep(_ id: String) {
        let hash = ManifestFormat.idHash(id)
        _ = lines.withLock { $0.kept.insert(hash) }
    }

    /// Puts the new manifest in place of the old one; false when it could not be written (the
    /// disk full, say), and the old one stays as it was.
    @discardableResult
    func commit() -> Bool {
        lines.withLock { lines in
            lines.flush()
            guard let file = lines.file else { return !lines.failed }
            lines.file = nil
            defer { FileTree.removeFile(file.path) }
            let (kept, recordedAgain) = (lines.kept, lines.recordedAgain)
            let noneWent = previous?.ids.allSatisfy { kept.contains($0) || recordedAgain.contains($0) } ?? true
            if lines.recorded == 0 && noneWent { return true }  // the old manifest says it all
            guard (try? file.close()) != nil else { return false }
            // With nothing kept, the new lines are the whole manifest.
            if kept.isEmpty { return rename(file.path, manifest) == 0 }
            let merged = manifest + ".merged"
            if (try? merge(into: merged, newLines: file.path, kept: kept)) == nil || rename(merged, manifest) != 0 {
                FileTree.removeFile(merged)
                return false
            }
            return true
        }
    }

    /// Writes the header, the old manifest's lines of `kept` entries, then the new lines (after
    /// their file's header). A line the old manifest did not finish is left out.
    private func merge(into merged: String, newLines: String, kept: Set<UInt64>) throws(UserError) {
        let out = try FileTree.NewFile(creating: merged)
        // Kept lines go out a buffer at a time, not a write each: a big site keeps most of them.
        var buffer = Array((ManifestFormat.header + "\n").utf8)
        var isHeader = true
        func take(_ line: UnsafeBufferPointer<UInt8>) throws(UserError) -> Bool {
            if isHeader {
                guard line.elementsEqual(ManifestFormat.header.utf8) else { return false }  // another version's
                isHeader = false
            } else {
                let idLength = ByteSearch.firstIndex(of: UInt8(ascii: "\t"), in: line, from: 0) ?? line.count
                let id = ContentHash.of(UnsafeBufferPointer(rebasing: line[..<idLength]))
                guard kept.contains(id) else { return true }
                buffer.append(contentsOf: line)
                buffer.append(UInt8(ascii: "\n"))
                if buffer.count >= Self.bufferSize {
                    try out.write(buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            return true
        }
        if let old = ManifestText.File.open(manifest) {
            // A line the old manifest did not finish is not given: it is left out.
            _ = try ManifestReader.forEachChunk(
                ofLinesIn: .file(old.file, size: Int(old.stamp.size)), 0..<Int(old.stamp.size)
            ) { (lines, _) throws(UserError) -> Bool in
                try lines.withUnsafeBufferPointer { (bytes) throws(UserError) -> Bool in
                    var start = 0
                    while let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) {
                        guard try take(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return false }
                        start = end + 1
                    }
                    return true
                }
            }
        }
        try out.write(buffer)
        try Self.forEachNewLine(of: newLines) { (lines) throws(UserError) in
            try out.write(Array(lines))
            return true
        }
        _ = try out.close()
    }

    /// Calls `body` with the new lines, past their file's header, a chunk at a time, while it
    /// returns true.
    private static func forEachNewLine(
        of newLines: String, _ body: (ArraySlice<UInt8>) throws(UserError) -> Bool
    ) throws(UserError) {
        var inHeader = true
        try forEachChunk(of: newLines) { (chunk) throws(UserError) in
            var lines = chunk[...]
            if inHeader, let end = lines.firstIndex(of: UInt8(ascii: "\n")) {
                lines = lines[(end + 1)...]
                inHeader = false
            }
            return inHeader || lines.isEmpty ? true : try body(lines)
        }
    }

    /// Calls `body` with the file's bytes a quarter of a megabyte at a time, while it returns true.
    private static func forEachChunk(
        of path: String, _ body: (ArraySlice<UInt8>) throws(UserError) -> Bool
    ) throws(UserError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }  // no old manifest: nothing to keep
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            guard try body(chunk[..<count]) else { return }
        }
    }

}
