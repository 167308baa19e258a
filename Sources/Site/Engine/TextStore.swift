import Foundation

/// Append-only text shared by the threads of a build, kept in blocks of 64 KiB.
///
/// A big site keeps a little text for every page until the end of the build (what its listings
/// show, its unresolved links). As tens of thousands of small strings, or in one buffer that
/// doubles as it grows (leaving each smaller copy behind in the heap), that text costs several
/// times its size; in fixed blocks it costs its bytes. A text longer than a block gets a block
/// of its own.
final class TextStore: @unchecked Sendable {  // Its blocks are behind `lock`.
    /// Where one text is in the store.
    struct Reference: Sendable {
        fileprivate let block: Int32
        fileprivate let start: Int32
        fileprivate let count: Int32
    }

    static let blockSize = 1 << 16
    private let lock = NSLock()
    private var blocks: [[UInt8]] = []

    func append(_ text: String) -> Reference {
        append(bytes: Array(text.utf8))
    }

    func append(bytes: [UInt8]) -> Reference {
        lock.withLock {
            if blocks.isEmpty || blocks[blocks.count - 1].count + bytes.count > Self.blockSize {
                var block: [UInt8] = []
                block.reserveCapacity(max(Self.blockSize, bytes.count))
                blocks.append(block)
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

    /// Lets `body` read a text's bytes where they are, without making a string of them.
    func bytes<Result>(_ reference: Reference, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
        lock.withLock { body(slice(reference)) }
    }

    /// Lets `body` read two texts' bytes at once.
    func bytes<Result>(
        _ first: Reference, _ second: Reference, _ body: (ArraySlice<UInt8>, ArraySlice<UInt8>) -> Result
    ) -> Result {
        lock.withLock { body(slice(first), slice(second)) }
    }

    /// Call with `lock` held.
    private func slice(_ reference: Reference) -> ArraySlice<UInt8> {
        let start = Int(reference.start)
        return blocks[Int(reference.block)][start..<(start + Int(reference.count))]
    }
}
