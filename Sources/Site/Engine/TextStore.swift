import Foundation

/// Append-only text shared by the threads of a build, kept in blocks of 64 KiB.
///
/// A big site keeps a little text for every page until the end of the build (what its listings
/// show, its unresolved links). As tens of thousands of small strings, or in one buffer that
/// doubles as it grows (leaving each smaller copy behind in the heap), that text costs several
/// times its size; in fixed blocks it costs its bytes. A text longer than a block gets a block
/// of its own.
///
/// A store made `spillingInto` a folder keeps only its last block in memory: each full block goes
/// to a file there, which is unlinked as soon as it is made (so nothing is left behind, even by a
/// killed build), and is read back from it. That is for text read rarely and late, as page
/// summaries are; where the file cannot be made or written, blocks stay in memory.
package final class TextStore: @unchecked Sendable {  // Its blocks are behind `lock`.
    /// Where one text is in the store.
    struct Reference: Sendable {
        fileprivate let block: Int32
        fileprivate let start: Int32
        fileprivate let count: Int32

        /// The text of the bytes at `range` of this one.
        func part(_ range: Range<Int>) -> Reference {
            precondition(range.lowerBound >= 0 && range.upperBound <= Int(count), "a part past the text's end")
            return Reference(block: block, start: start + Int32(range.lowerBound), count: Int32(range.count))
        }
    }

    static let blockSize = 1 << 16
    private let lock = NSLock()
    /// The blocks in memory; a spilled block is empty here, and has its offset in `spilledAt`.
    private var blocks: [[UInt8]] = []
    private var spilledAt: [Int64?] = []
    /// The open, unlinked file full blocks go to, and how much of it is written.
    private var spill: (descriptor: Int32, size: Int64)?
    private var failedReading = false
    /// Set once nothing more is appended (`freeze`): then reads need no lock.
    private var frozen = false

    init(spillingInto folder: String? = nil) {
        guard let folder else { return }
        var template = Array("\(folder)/.sheetgen-spill-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        spill = (descriptor, 0)
    }

    deinit {
        if let spill { close(spill.descriptor) }
    }

    func append(_ text: String) -> Reference {
        append(bytes: Array(text.utf8))
    }

    func append(bytes: [UInt8]) -> Reference {
        lock.withLock {
            precondition(!frozen, "a text appended to a frozen store")
            if blocks.isEmpty || spilledAt[blocks.count - 1] != nil
                || blocks[blocks.count - 1].count + bytes.count > Self.blockSize
            {
                spillLastBlock()
                var block: [UInt8] = []
                block.reserveCapacity(max(Self.blockSize, bytes.count))
                blocks.append(block)
                spilledAt.append(nil)
            }
            let index = blocks.count - 1, start = blocks[index].count
            blocks[index].append(contentsOf: bytes)
            return Reference(block: Int32(index), start: Int32(start), count: Int32(bytes.count))
        }
    }

    /// How many blocks hold the texts so far.
    var blockCount: Int {
        lock.withLock { blocks.count }
    }

    func text(_ reference: Reference) -> String {
        bytes(reference) { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of the blocks held in memory: the last one alone, when the store spills.
    var bytesInMemory: Int {
        lock.withLock { blocks.reduce(0) { $0 + $1.count } }
    }

    /// Whether a spilled text could not be read back (and was given as empty): the disk failed.
    package var failedToReadBack: Bool {
        lock.withLock { failedReading }
    }

    /// Says that nothing more will be appended. Call before the store is shared between threads
    /// (what shares it must make sure of that, as starting a thread or waiting on one does): the
    /// threads then find their texts without taking the lock.
    func freeze() {
        lock.withLock { frozen = true }
    }

    /// Lets `body` read a text's bytes, without making a string of them.
    func bytes<Result>(_ reference: Reference, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
        body(read(place(of: reference)))
    }

    /// Where a text is: a slice of a block in memory, which keeps that block's bytes alive
    /// whatever the store does next, or its place in the spill file.
    private enum Place {
        case memory(ArraySlice<UInt8>)
        case file(descriptor: Int32, offset: off_t, count: Int)
    }

    /// The lock is held only to find the text: a build's workers read the store for every listed
    /// page at once, and held while they read (a `pread`, for a spilled text) it made them wait
    /// in turns.
    private func place(of reference: Reference) -> Place {
        // Once frozen, nothing changes the blocks or where they are.
        if frozen { return unlockedPlace(of: reference) }
        return lock.withLock { unlockedPlace(of: reference) }
    }

    /// Call with `lock` held, or once the store is frozen.
    private func unlockedPlace(of reference: Reference) -> Place {
        let block = Int(reference.block), start = Int(reference.start), count = Int(reference.count)
        guard let offset = spilledAt[block], let descriptor = spill?.descriptor else {
            return .memory(blocks[block][start..<(start + count)])
        }
        return .file(descriptor: descriptor, offset: off_t(offset + Int64(start)), count: count)
    }

    private func read(_ place: Place) -> ArraySlice<UInt8> {
        switch place {
        case .memory(let bytes):
            return bytes
        case .file(let descriptor, let offset, let count):
            var bytes = [UInt8](repeating: 0, count: count)
            let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, offset) }
            guard read == count else {
                lock.withLock { failedReading = true }
                return []
            }
            return bytes[...]
        }
    }

    /// Writes the last block to the spill file and lets go of its memory; keeps it when there is
    /// no file or writing fails (a full disk, say). Call with `lock` held.
    private func spillLastBlock() {
        guard let (descriptor, size) = spill, let last = blocks.indices.last else { return }
        let written = blocks[last].withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(size)) }
        guard written == blocks[last].count else { return }
        spilledAt[last] = size
        spill?.size += Int64(written)
        blocks[last] = []
    }
}
