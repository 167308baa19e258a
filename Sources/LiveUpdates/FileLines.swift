/// A file's lines, for changing a few of many: the search index and the sitemap hold a line a
/// page, and an update changes one or two of ten thousand. The lines kept are ranges of the bytes
/// as read, so neither splitting nor joining copies or counts references line by line.
struct FileLines {
    private let bytes: [UInt8]
    private var lines: [Line]

    private enum Line {
        case kept(Range<Int>)
        case new([UInt8])
    }

    /// The lines of `bytes`, without their line breaks; a file that ends with one has an empty
    /// last line.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Line] = [], start = 0
        lines.reserveCapacity(bytes.count / 64)
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                lines.append(.kept(start..<index))
                start = index + 1
            }
        }
        lines.append(.kept(start..<bytes.count))
        self.lines = lines
    }

    var count: Int { lines.count }

    subscript(index: Int) -> ArraySlice<UInt8> {
        switch lines[index] {
        case .kept(let range): bytes[range]
        case .new(let line): line[...]
        }
    }

    /// The first line from `start` on that `matches`.
    func firstIndex(from start: Int = 0, where matches: (ArraySlice<UInt8>) -> Bool) -> Int? {
        (start..<lines.count).first { matches(self[$0]) }
    }

    mutating func replace(at index: Int, with line: some Sequence<UInt8>) { lines[index] = .new(Array(line)) }
    mutating func insert(_ line: some Sequence<UInt8>, at index: Int) { lines.insert(.new(Array(line)), at: index) }
    mutating func remove(at index: Int) { lines.remove(at: index) }

    /// The lines joined by line breaks again.
    var joined: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        for index in lines.indices {
            if index > 0 { out.append(UInt8(ascii: "\n")) }
            switch lines[index] {
            case .kept(let range): out.append(contentsOf: bytes[range])
            case .new(let line): out.append(contentsOf: line)
            }
        }
        return out
    }
}
