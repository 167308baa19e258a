import Foundation

/// Reads a build cache's manifest (see `ManifestFormat`) a chunk at a time, into one buffer used
/// again and again. Read whole, a big site's manifest took a fresh megabyte of memory for every
/// thousand pages; the pages' details are left in the file (`ManifestText`), so nothing needs
/// the bytes once their line is taken apart.
enum ManifestReader {
    /// Where a manifest's bytes come from: its file, left open for the records' details, or
    /// bytes in hand.
    enum Source: Sendable {
        case file(ManifestText.File, size: Int)
        case bytes([UInt8])

        var size: Int {
            switch self {
            case .file(_, let size): size
            case .bytes(let bytes): bytes.count
            }
        }

        /// Copies the bytes from `offset` on into `buffer`, as many as fit; how many it copied,
        /// 0 at the end; nil when reading failed.
        func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
            let count = min(buffer.count, size - offset)
            guard count > 0 else { return 0 }
            switch self {
            case .file(let file, _):
                let read = file.read(at: offset, filling: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]))
                return read == count ? read : nil
            case .bytes(let bytes):
                bytes.withUnsafeBytes {
                    buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<(offset + count)]))
                }
                return count
            }
        }

        var file: ManifestText.File? {
            if case .file(let file, _) = self { file } else { nil }
        }
    }

    /// How big a chunk is; a longer line gets a bigger buffer.
    static let chunkSize = 1 << 18

    /// How long a line may be: a longer one makes the manifest one that is not read.
    static let longestLine = 1 << 28

    /// What the manifest holds, its records and links kept in `store`; nothing when it is not one
    /// this version wrote, or a line is mangled, unfinished or longer than `longestLine`. Gives
    /// up, with nothing, as soon as `stop` says so. The records' details, read from a file, are
    /// left there until they are read.
    static func read(_ source: Source, store: TextStore, stoppingWhen stop: () -> Bool = { false })
        -> ManifestFormat.Contents
    {
        let header = Array((ManifestFormat.header + "\n").utf8)
        var first = [UInt8](repeating: 0, count: header.count)
        guard first.withUnsafeMutableBytes({ source.read(at: 0, into: $0) }) == header.count, first == header,
            let contents = readLines(source, header.count..<source.size, store: store, stop)
        else {
            return ManifestFormat.Contents()
        }
        return contents
    }

    /// The entries of the lines in `range` of `source` (whole lines), read a chunk at a time;
    /// nil when a line is mangled or unfinished, reading fails, or `stop` said so.
    private static func readLines(
        _ source: Source, _ range: Range<Int>, store: TextStore, _ stop: () -> Bool
    ) -> ManifestFormat.Contents? {
        var contents = ManifestFormat.Contents()
        // Room for the entries a manifest of this size has, as far as a big site's go (a file
        // that only says it is huge gets no more).
        contents.entries = EntryTable(reservingCapacity: min(range.count / 512, 1 << 20))
        let read = forEachChunk(ofLinesIn: source, range) { lines, base in
            lines.withUnsafeBufferPointer { buffer in
                ManifestFormat.forEachLine(in: buffer) { fields in
                    if contents.lines % 256 == 0 && stop() { return false }
                    guard let entry = ManifestFormat.entry(fields, of: lines, at: base, store: store, file: source.file)
                    else { return false }
                    contents.add(entry, idHash: ContentHash.of(lines[fields[0]]))
                    return true
                }
            }
        }
        return read ? contents : nil
    }

    /// Calls `body` with the whole lines of `source` in `range`, a chunk at a time read into one
    /// buffer used again and again, and the offset in `source` of the chunk's first byte, while
    /// it returns true. True when every line was given; false when `body` said so, reading
    /// failed, the last line is unfinished, or a line is longer than `longestLine`. How the
    /// manifest is read, and merged with a build's new lines (`ManifestWriter`).
    static func forEachChunk<Failure: Error>(
        ofLinesIn source: Source, _ range: Range<Int>,
        _ body: (_ lines: ArraySlice<UInt8>, _ base: Int) throws(Failure) -> Bool
    ) throws(Failure) -> Bool {
        var buffer = [UInt8](repeating: 0, count: min(chunkSize, range.count))
        // The buffer holds the bytes from `base` on; `held` of them are read.
        var base = range.lowerBound, held = 0
        while base + held < range.upperBound {
            if held == buffer.count {  // a long line
                guard held < longestLine else { return false }
                buffer.append(contentsOf: repeatElement(0, count: buffer.count))
            }
            let room = min(buffer.count - held, range.upperBound - base - held)
            let read = buffer.withUnsafeMutableBytes {
                source.read(at: base + held, into: UnsafeMutableRawBufferPointer(rebasing: $0[held..<(held + room)]))
            }
            guard let read, read > 0 else { return false }
            held += read
            // The whole lines read so far go to `body`; the rest waits for the next chunk.
            guard let whole = buffer[..<held].lastIndex(of: UInt8(ascii: "\n")) else { continue }
            guard try body(buffer[...whole], base) else { return false }
            let rest = held - (whole + 1)
            buffer.withUnsafeMutableBytes {
                $0.baseAddress!.copyMemory(from: $0.baseAddress! + whole + 1, byteCount: rest)
            }
            (base, held) = (base + whole + 1, rest)
        }
        return held == 0  // else an unfinished last line
    }
}
