import Foundation
import Synchronization

/// Append-only text shared by the threads of a build, kept in blocks of 64 KiB.
///
/// A big site keeps a little text for every page until the end of the build (what its listings
/// show, its unresolved links). As tens of thousands of small strings, or in one buffer that
/// doubles as it grows (leaving each smaller copy behind in the heap), that text costs several
/// times its size; in fixed blocks it costs its bytes. A text longer than a block gets a block
/// of its own.
package final class TextStore: Sendable {
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
    private let blocks = Mutex<[[UInt8]]>([])

    func append(_ text: String) -> Reference {
        append(bytes: Array(text.utf8))
    }

    func append(bytes: [UInt8]) -> Reference {
        blocks.withLock { blocks in
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
        blocks.withLock { $0.count }
    }

    func text(_ reference: Reference) -> String {
        bytes(reference) { String(decoding: $0, as: UTF8.self) }
    }

    /// Lets `body` read a text's bytes, without making a string of them. The lock is held only
    /// to find the text: the slice keeps its block's bytes alive whatever the store does next,
    /// and a build's workers read the store for every listed page at once.
    func bytes<Result>(_ reference: Reference, _ body: (ArraySlice<UInt8>) -> Result) -> Result {
        let start = Int(reference.start)
        let bytes = blocks.withLock { $0[Int(reference.block)][start..<(start + Int(reference.count))] }
        return body(bytes)
    }
}
