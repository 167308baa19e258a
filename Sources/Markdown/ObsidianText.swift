/// A note's text as Obsidian reads it before its Markdown: `%%comments%%` (inline or across lines,
/// to the note's end when never closed) taken out, and its wikilinks and embeds found, both only
/// outside code. Read in one pass over the bytes, since both stand where Markdown does not look:
/// a comment may hide half a paragraph, and a link holds text Markdown would read as its own.
package enum ObsidianText {
    /// The text without its comments, each comment's line ends kept so that every line stays
    /// where it was; and the links in it, in order, their ranges in that text.
    package static func read(_ text: [UInt8]) -> (text: [UInt8], links: [WikiLink]) {
        var reader = Reader(text)
        reader.run()
        return (reader.out, reader.links)
    }

    /// Whether `text` may hold a comment or a wikilink, for the price of a look for `[[` and `%%`.
    package static func mayHoldSyntax(_ text: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for byte in text {
            if byte == previous && (byte == UInt8(ascii: "[") || byte == UInt8(ascii: "%")) { return true }
            previous = byte
        }
        return false
    }

    private struct Reader {
        let bytes: [UInt8]
        var out: [UInt8] = []
        var links: [WikiLink] = []
        var index = 0, line = 1
        var lineStartOut = 0
        var atLineStart = true
        var fence: (byte: UInt8, length: Int, container: (quotes: Int, indent: Int))?
        var inComment = false
        /// Where the last look for a link's `]]` stopped without one.
        var unclosedBefore = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            out.reserveCapacity(bytes.count)
        }

        mutating func run() {
            while index < bytes.count {
                if atLineStart {
                    atLineStart = false
                    lineStartOut = out.count
                    if leavesFence() { fence = nil }
                    if !inComment, readsFenceLine() || fence != nil {
                        copyRestOfLine()
                        continue
                    }
                }
                step()
            }
        }

        /// The bytes at which something may start: a line's end, a comment, code, an escape, a link.
        private static let special: [Bool] = (0...255).map { Array("\n%`\\[!".utf8).contains(UInt8($0)) }

        private mutating func step() {
            let byte = bytes[index]
            if !Self.special[Int(byte)] {
                // Most of a note is plain text: taken (or, in a comment, passed over) a run at a time.
                var end = index + 1
                while end < bytes.count, !Self.special[Int(bytes[end])] { end += 1 }
                if inComment { index = end } else { copy(end - index) }
            } else if byte == UInt8(ascii: "\n") {
                out.append(byte)
                (index, line, atLineStart) = (index + 1, line + 1, true)
            } else if inComment {
                if starts("%%") { inComment = false }
                index += starts("%%") ? 2 : 1
            } else if starts("%%") {
                (inComment, index) = (true, index + 2)
            } else if byte == UInt8(ascii: "`") {
                copyCodeSpan()
            } else if byte == UInt8(ascii: "\\") {
                // An escape, but of a line's end, which is counted as any.
                let escapes = index + 1 < bytes.count && bytes[index + 1] != UInt8(ascii: "\n")
                copy(escapes ? 2 : 1)
            } else if starts("[[") || starts("![[") {
                readLink()
            } else {
                copy(1)
            }
        }

        private func starts(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
        }

        private mutating func copy(_ count: Int) {
            out += bytes[index..<index + count]
            index += count
        }

        private mutating func copyRestOfLine() {
            let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            copy(end - index)
        }

        /// Whether the line at `index` opens or closes a fenced code block (inside a quote or a
        /// list too), noting which.
        private mutating func readsFenceLine() -> Bool {
            var start = index
            while start < bytes.count, [0x20, 0x09, UInt8(ascii: ">")].contains(bytes[start]) { start += 1 }
            guard start < bytes.count, bytes[start] == UInt8(ascii: "`") || bytes[start] == UInt8(ascii: "~") else {
                return false
            }
            let mark = bytes[start]
            var end = start
            while end < bytes.count, bytes[end] == mark { end += 1 }
            let length = end - start, lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            guard length >= 3 else { return false }
            let rest = bytes[end..<lineEnd]
            if let open = fence {
                guard mark == open.byte, length >= open.length, rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 })
                else { return false }
                fence = nil
                return true
            }
            guard mark == UInt8(ascii: "~") || !rest.contains(UInt8(ascii: "`")) else { return false }
            fence = (mark, length, container(of: index))
            return true
        }

        /// The marks of quotes and the indent a line at `start` begins with: a fence opened in a
        /// quote or a list item ends with it, where a line has fewer marks or less indent.
        private func container(of start: Int) -> (quotes: Int, indent: Int) {
            var quotes = 0, indent = 0, at = start
            while at < bytes.count, [0x20, 0x09, UInt8(ascii: ">")].contains(bytes[at]) {
                if bytes[at] == UInt8(ascii: ">") { (quotes, indent) = (quotes + 1, 0) } else { indent += 1 }
                at += 1
            }
            return (quotes, indent)
        }

        /// Whether the line at `index` ends the container the open fence stands in (so the fence too).
        private func leavesFence() -> Bool {
            guard let open = fence else { return false }
            let lineEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            guard bytes[index..<lineEnd].contains(where: { ![0x20, 0x09, 0x0D, UInt8(ascii: ">")].contains($0) }) else {
                return false  // a blank line: the fence goes on
            }
            let here = container(of: index)
            return here.quotes < open.container.quotes
                || (open.container.indent > 3 && here.indent < open.container.indent - 3)
        }

        /// A code span, copied whole: its run of backticks, to the next run as long before a
        /// blank line; a run that closes nothing is text.
        private mutating func copyCodeSpan() {
            var runEnd = index
            while runEnd < bytes.count, bytes[runEnd] == UInt8(ascii: "`") { runEnd += 1 }
            let length = runEnd - index
            var look = runEnd
            // Looked for on its line alone: a span Markdown closes on a later line may be cut by a
            // list item or a quote's end first, and a comment taken for code would be shown. A
            // comment in a span over lines is taken out, which keeps more than Obsidian does.
            while look < bytes.count, bytes[look] != UInt8(ascii: "\n") {
                guard bytes[look] == UInt8(ascii: "`") else {
                    look += 1
                    continue
                }
                var close = look
                while close < bytes.count, bytes[close] == UInt8(ascii: "`") { close += 1 }
                if close - look == length {
                    copy(close - index)
                    return
                }
                look = close
            }
            copy(length)
        }

        /// `[[…]]` or `![[…]]` closed on its line, noted as a link; else its first byte is text.
        private mutating func readLink() {
            let isEmbed = bytes[index] == UInt8(ascii: "!")
            let open = index + (isEmbed ? 3 : 2)
            guard open >= unclosedBefore else {  // its `]]` was looked for, and is not there
                copy(1)
                return
            }
            var close = open
            // A comment ends no link: a link is what stands before one, or nothing.
            while close + 1 < bytes.count, bytes[close] != UInt8(ascii: "\n"),
                !(bytes[close] == UInt8(ascii: "]") && bytes[close + 1] == UInt8(ascii: "]")),
                !(bytes[close] == UInt8(ascii: "%") && bytes[close + 1] == UInt8(ascii: "%"))
            {
                close += 1
            }
            guard close + 1 < bytes.count, bytes[close] == UInt8(ascii: "]"),
                bytes[close + 1] == UInt8(ascii: "]")
            else {
                // No `]]` before the line's end or a comment: no `[[` before there opens a link either.
                unclosedBefore = max(unclosedBefore, close)
                copy(1)
                return
            }
            let start = out.count, end = close + 2
            let before = out[lineStartOut..<start].allSatisfy { [0x20, 0x09, UInt8(ascii: ">")].contains($0) }
            let lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let after = bytes[end..<lineEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            let link = WikiLink(
                inner: bytes[open..<close], isEmbed: isEmbed, standsAlone: before && after,
                range: start..<start + (end - index), line: line)
            copy(end - index)
            if let link { links.append(link) }
        }
    }
}
