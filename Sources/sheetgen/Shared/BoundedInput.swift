import Foundation

/// Input read with a bound, so a huge file, `/dev/zero` or a line that never ends costs a
/// known amount of memory and gets one line of error instead of exhausting the machine.
enum BoundedInput {
    /// An export of 100000 games is about 30 MB.
    static let importLimit = 256 << 20
    /// The largest system word list (Dutch) is about 4 MB.
    static let wordListLimit = 64 << 20
    /// Markdown on standard input: more than any document, less than would exhaust memory.
    static let markdownLimit = 256 << 20
    /// A character file: a page of YAML.
    static let characterFileLimit = 1 << 20
    /// A typed answer: a letter, a number or three.
    static let lineLimit = 4096

    /// The bytes of the file at `path`; nil when it cannot be read (missing, a folder, no
    /// permission); an error naming the file when it holds more than `limit` bytes.
    static func contents(of path: String, atMost limit: Int, what: String) throws -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1) else { return nil }
        guard data.count <= limit else {
            throw UsageError("\(path): \(what) is larger than \(limit >> 20) MiB; refused")
        }
        return data
    }

    /// All of standard input, refused when it holds more than `limit` bytes (or never ends).
    static func standardInput(atMost limit: Int, what: String) throws -> Data {
        let data: Data
        do { data = try FileHandle.standardInput.read(upToCount: limit + 1) ?? Data() } catch {
            throw UsageError("cannot read standard input (\(error.localizedDescription))")
        }
        guard data.count <= limit else {
            throw UsageError("standard input: \(what) larger than \(limit >> 20) MiB; refused")
        }
        return data
    }
}

/// Lines of standard input, like `readLine()` but keeping at most `BoundedInput.lineLimit`
/// bytes of each: the rest of an over-long line is read and dropped, so the answer is simply
/// not a valid one. Reads stdin in chunks; nothing else in the process may read it.
final class StandardInputLines {
    private var buffer: [UInt8] = []
    private var atEnd = false

    /// The next line, or nil at the end of input; a line that is not UTF-8 is `notText` instead
    /// (told, say, so that it is typed again), never read with U+FFFD in place of its bad bytes.
    func next(notText: () -> Void = {}) -> String? {
        while let line = nextLine() {
            if let text = text(line) { return text }
            notText()
        }
        return nil
    }

    private func nextLine() -> [UInt8]? {
        var line: [UInt8] = []
        var overflowed = false
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                if !overflowed { line += buffer[..<newline].prefix(BoundedInput.lineLimit - line.count) }
                buffer.removeSubrange(...newline)
                return line
            }
            if !overflowed {
                line += buffer.prefix(BoundedInput.lineLimit - line.count)
                overflowed = line.count >= BoundedInput.lineLimit
            }
            buffer.removeAll(keepingCapacity: true)
            if atEnd || !fill() { return line.isEmpty && !overflowed ? nil : line }
        }
    }

    /// Reads one chunk; false at the end of input (or on a read error, which ends it too).
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                atEnd = true
                return false
            }
            buffer += chunk[..<count]
            return true
        }
    }

    private func text(_ bytes: [UInt8]) -> String? {
        String(validating: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
