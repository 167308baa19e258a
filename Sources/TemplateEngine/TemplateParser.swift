/// Reads a template's text into `TemplateNode`s, as the Mustache specification reads it
/// (https://github.com/mustache/spec: comments, delimiters, interpolation, sections, inverted
/// sections, partials and the inheritance module), with the transforms of `TemplateTransforms`
/// (`{{#empty(list)}}`) on top.
///
/// It reads the bytes once, a line's text and then a tag at a time. What it keeps track of is
/// whether the parser is at the start of a line, with only blanks before it: a tag there that
/// ends its line too is standalone, and takes its line away with it (`{{#list}}` on a line of its
/// own shows no empty line). Open sections are kept on a stack of its own rather than by calling
/// itself, so a template nested deeper than the renderer may go is refused with its line rather
/// than run the parser out of stack.
package struct TemplateParser {
    /// How deep sections, blocks, partials and transforms may nest, counted together: in one
    /// template (here) and through the partials it includes (`PartialGraph`). The renderer goes a
    /// level of its stack deeper for each; real templates nest a handful deep.
    package static let deepest = 100

    /// Why a template cannot be read, and the line (from 1) of the tag at fault.
    package struct Failure: Error, Equatable {
        package let message: String
        package let line: Int
    }

    package static func parse(_ text: String) throws(Failure) -> [TemplateNode] {
        var parser = TemplateParser(Array(text.utf8))
        return try parser.parse()
    }

    private let bytes: [UInt8]
    private var position = 0
    /// Whether only blanks, and tags that show nothing, are before `position` on its line.
    private var atLineStart = true
    /// The blanks a line starts with, held until it is known whether a standalone tag takes them.
    private var blanks: ArraySlice<UInt8> = []
    /// The sections, blocks and parents open where the parser is, the template itself first.
    private var open: [Container]
    /// The line of `counted`, the place up to which line feeds have been counted.
    private var line = 1
    private var counted = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        open = [Container(kind: .template, name: "", line: 1, delimiters: .standard, lineStartAfter: true, blanks: [])]
    }

    private struct Delimiters {
        var opening: [UInt8]
        var closing: [UInt8]

        static let standard = Delimiters(opening: Array("{{".utf8), closing: Array("}}".utf8))
    }

    /// A tag that holds what follows it until its closing tag.
    private struct Container {
        enum Kind {
            case template
            case section(TemplateKey, inverted: Bool)
            /// `{{<name}}`: the blocks inside are what it overrides; the rest shows nowhere.
            case parent(indentation: [UInt8])
            /// `{{$name}}` inside a parent: what it puts in place of the parent's block.
            case override
            /// `{{$name}}` elsewhere: the block a parent's includer may override.
            case block(indentation: [UInt8])
        }

        let kind: Kind
        /// The name as its tag gives it, which the closing tag must repeat.
        let name: String
        let line: Int
        /// A delimiter change lasts until the end of the section it is made in.
        var delimiters: Delimiters
        /// Whether the line is taken to start again after the closing tag: when the opening tag
        /// stood alone.
        let lineStartAfter: Bool
        /// The blanks held outside when it opened, held again after it closes.
        let blanks: ArraySlice<UInt8>
        var nodes: [TemplateNode] = []
        /// A parent's blocks, by name (the first of a name counts).
        var overrides: [String: [TemplateNode]] = [:]
        /// An override's own indentation, that of its first line, which each line loses.
        var definitionIndentation: Int? = nil
    }

    private var delimiters: Delimiters {
        get { open[open.count - 1].delimiters }
        set { open[open.count - 1].delimiters = newValue }
    }

    private mutating func parse() throws(Failure) -> [TemplateNode] {
        while true {
            if atLineStart { readBlanks() }
            guard position < bytes.count else { break }
            guard let tagStart = readText() else { continue }
            try readTag(at: tagStart)
        }
        guard open.count == 1 else {
            let unclosed = open[open.count - 1]
            throw Failure(message: "{{\(unclosed.name)}} is opened here and never closed", line: unclosed.line)
        }
        return open[0].nodes
    }

    /// The blanks a line starts with. Inside an override, each line loses the indentation of its
    /// first (the indentation it has where it is written); the parent's block gives it its own.
    private mutating func readBlanks() {
        let start = position
        while position < bytes.count && Self.isBlank(bytes[position]) { position += 1 }
        let found = bytes[start..<position]
        guard case .override = open[open.count - 1].kind else {
            blanks = found
            return
        }
        if let indentation = open[open.count - 1].definitionIndentation {
            blanks = found.dropFirst(indentation)
        } else {
            open[open.count - 1].definitionIndentation = found.count
        }
    }

    /// Reads text up to the next tag, or through the end of its line; returns where the tag
    /// starts, or nil when the line ended first.
    private mutating func readText() -> Int? {
        let tag = find(delimiters.opening, from: position)
        let lineEnd = bytes[position..<(tag ?? bytes.count)].firstIndex(of: UInt8(ascii: "\n"))
        if let lineEnd {
            append(.text(Array(blanks) + bytes[position...lineEnd]))
            (blanks, position, atLineStart) = ([], lineEnd + 1, true)
            return nil
        }
        let end = tag ?? bytes.count
        if end > position {
            append(.text(Array(blanks) + bytes[position..<end]))
            (blanks, atLineStart) = ([], false)
        }
        position = end
        return tag
    }

    // MARK: Tags

    private mutating func readTag(at start: Int) throws(Failure) {
        let line = lineOf(start)
        var index = start + delimiters.opening.count
        let sigil: UInt8? = index < bytes.count && Self.sigils.contains(bytes[index]) ? bytes[index] : nil
        if sigil != nil { index += 1 }
        // `{{{name}}}` ends in a brace before the closing delimiter, whatever the delimiters are.
        let closing = sigil == UInt8(ascii: "{") ? [UInt8(ascii: "}")] + delimiters.closing : delimiters.closing
        guard let contentEnd = find(closing, from: index) else {
            throw Failure(message: "a tag is opened here and never closed", line: line)
        }
        let content = Self.trimmed(bytes[index..<contentEnd])
        position = contentEnd + closing.count
        switch sigil {
        case UInt8(ascii: "!"):
            atLineStart = standsAlone()
        case UInt8(ascii: "="):
            try changeDelimiters(content, line: line)
            atLineStart = standsAlone()
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
            let key = try key(content, line: line)
            let alone = standsAlone()
            if !alone { appendBlanks() }
            try push(.section(key, inverted: sigil == UInt8(ascii: "^")), name: content, line: line, alone: alone)
        case UInt8(ascii: "/"):
            if !standsAlone() { appendBlanks() }
            try close(content, line: line)
        case UInt8(ascii: ">"):
            try partial(content, line: line)
        case UInt8(ascii: "<"):
            let name = try name(content, line: line)
            let indentation = Array(blanks)
            appendBlanks()
            let alone = standsAlone()
            try push(.parent(indentation: indentation), name: name, line: line, alone: alone)
            atLineStart = true  // what a parent holds shows nowhere, so its line starts afresh
        case UInt8(ascii: "$"):
            try block(content, line: line)
        case UInt8(ascii: "%"):
            throw Failure(message: "pragmas ({{%…}}) are not supported", line: line)
        default:
            appendBlanks()
            append(.value(try key(content, line: line), escaped: sigil == nil))
            atLineStart = false
        }
    }

    private static let sigils = Array("#^/!><$=&{%".utf8)

    /// Whether the tag just read stands alone: at the start of its line, and the end of it, where
    /// the line's end is taken away. The end of the text ends a line too.
    private mutating func standsAlone() -> Bool {
        guard atLineStart else { return false }
        if position == bytes.count { return true }
        var next = position
        while next < bytes.count && Self.isBlank(bytes[next]) { next += 1 }
        if next < bytes.count - 1 && bytes[next] == UInt8(ascii: "\r") && bytes[next + 1] == UInt8(ascii: "\n") {
            next += 1
        }
        guard next < bytes.count, bytes[next] == UInt8(ascii: "\n") else { return false }
        position = next + 1
        return true
    }

    private mutating func partial(_ content: String, line: Int) throws(Failure) {
        if content.hasPrefix("*") {
            throw Failure(message: "a partial picked by a value ({{>*…}}) is not supported", line: line)
        }
        let name = try name(content, line: line)
        let indentation = Array(blanks)
        appendBlanks()
        atLineStart = standsAlone()
        append(.partial(name, indentation: atLineStart ? indentation : nil, overrides: nil))
    }

    private mutating func block(_ content: String, line: Int) throws(Failure) {
        let name = try name(content, line: line)
        if case .parent = open[open.count - 1].kind {
            try push(.override, name: name, line: line, alone: standsAlone())
        } else {
            let indentation = Array(blanks)
            appendBlanks()
            try push(.block(indentation: indentation), name: name, line: line, alone: standsAlone())
        }
    }

    /// `{{=<% %>=}}`: two new delimiters, without blanks or `=` in them.
    private mutating func changeDelimiters(_ content: String, line: Int) throws(Failure) {
        let inner = content.utf8.last == UInt8(ascii: "=") ? Self.trimmed(Array(content.utf8.dropLast())[...]) : ""
        let parts = inner.utf8.split(whereSeparator: Self.isBlank)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw Failure(message: "a delimiter change is written {{=<% %>=}}: two delimiters and '='", line: line)
        }
        delimiters = Delimiters(opening: Array(parts[0]), closing: Array(parts[1]))
    }

    private mutating func push(_ kind: Container.Kind, name: String, line: Int, alone: Bool) throws(Failure) {
        guard open.count <= Self.deepest else { throw tooDeep(line) }
        open.append(
            Container(
                kind: kind, name: name, line: line, delimiters: delimiters, lineStartAfter: alone, blanks: blanks))
        blanks = []
        atLineStart = atLineStart && alone
    }

    private mutating func close(_ name: String, line: Int) throws(Failure) {
        let container = open[open.count - 1]
        guard open.count > 1 else { throw Failure(message: "{{/\(name)}} closes nothing", line: line) }
        guard container.name == name else {
            throw Failure(message: "{{/\(name)}} closes {{\(container.name)}} of line \(container.line)", line: line)
        }
        open.removeLast()
        (blanks, atLineStart) = (container.blanks, container.lineStartAfter)
        switch container.kind {
        case .template:
            break
        case .section(let key, let inverted):
            append(inverted ? .invertedSection(key, container.nodes) : .section(key, container.nodes))
        case .parent(let indentation):
            append(.partial(name, indentation: indentation, overrides: container.overrides))
        case .override:
            if open[open.count - 1].overrides[name] == nil { open[open.count - 1].overrides[name] = container.nodes }
        case .block(let indentation):
            append(.block(name, defaults: container.nodes, indentation: indentation))
        }
    }

    // MARK: Names

    /// A partial's or a block's name: anything without blanks.
    private func name(_ content: String, line: Int) throws(Failure) -> String {
        guard !content.isEmpty, !content.utf8.contains(where: Self.isBlank) else {
            throw Failure(message: "'\(content)' is not a name", line: line)
        }
        return content
    }

    /// `a.b`, `.`, `empty(list)`, `first()`: a name inside the transforms applied to it.
    private func key(_ content: String, line: Int) throws(Failure) -> TemplateKey {
        var name = try self.name(content, line: line)[...]
        var transforms: [String] = []
        while name.hasSuffix(")"), let bracket = name.firstIndex(of: "(") {
            transforms.append(String(name[..<bracket]))
            name = name[name.index(after: bracket)..<name.index(before: name.endIndex)]
        }
        guard !transforms.contains(where: \.isEmpty), !name.contains("("), !name.contains(")") else {
            throw Failure(message: "'\(content)' is not a name or a transform of one", line: line)
        }
        guard open.count + transforms.count <= Self.deepest else { throw tooDeep(line) }
        return TemplateKey(name: String(name), transforms: transforms, written: content, line: line)
    }

    private func tooDeep(_ line: Int) -> Failure {
        Failure(message: "sections, blocks and transforms nest more than \(Self.deepest) deep", line: line)
    }

    // MARK: Nodes

    private mutating func append(_ node: TemplateNode) {
        open[open.count - 1].nodes.append(node)
    }

    /// The blanks held at the start of the line, shown after all: a tag that shows something
    /// follows them.
    private mutating func appendBlanks() {
        if !blanks.isEmpty { append(.text(Array(blanks))) }
        blanks = []
    }

    // MARK: Bytes

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            guard let found = bytes[index...last].firstIndex(of: first) else { return nil }
            if bytes[found..<found + needle.count].elementsEqual(needle) { return found }
            index = found + 1
        }
        return nil
    }

    /// The line `index` is on, counting on from the last place asked about (tags come in order).
    private mutating func lineOf(_ index: Int) -> Int {
        line += bytes[counted..<index].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        counted = index
        return line
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// A tag's content without the blanks and line breaks at either end.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let space: (UInt8) -> Bool = { isBlank($0) || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        guard let first = bytes.firstIndex(where: { !space($0) }), let last = bytes.lastIndex(where: { !space($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
