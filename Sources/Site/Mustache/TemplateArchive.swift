import Foundation

/// A library's templates as parsed, kept in a file of the build cache, so that a build that
/// renders a page or two does not parse every template again: swift-mustache's parser, and the
/// reading of what it made (`TemplateNodes`), took a tenth of the CPU of such a build.
///
/// The file holds the key of the texts it was parsed from and of the sheetgen binary that parsed
/// them (`key`): another text, or another sheetgen, and it is not read; the templates are parsed,
/// and the file is written anew for them. One that is cut short, written over or not one this
/// version wrote reads as none; the file's bytes are checked against the hash written in front
/// of them.
enum TemplateArchive {
    /// The key of a library's parsed templates: the binary, this format, and every file's path
    /// and text.
    static func key(of files: [String: String]) -> UInt64 {
        var hash = ContentHash()
        hash.add("\(header) \(BuildCache.program)")
        hash.add(files: files)
        return hash.value
    }

    /// The templates kept at `path` under `key`; nil when there are none, or others, or the file
    /// is bigger than `largest` (and then not read).
    static func read(_ path: String, key: UInt64) -> [String: [TemplateNode]]? {
        guard let size = FileTree.Stamp(path: path)?.size, size <= largest,
            let bytes = FileTree.readWithInfo(path, ifSize: Int(size))?.bytes
        else { return nil }
        var reader = Reader(bytes: bytes)
        guard reader.bytes(count: header.utf8.count)?.elementsEqual(header.utf8) == true, reader.number() == key,
            let hash = reader.number(), ContentHash.of(bytes[reader.offset...]) == hash,
            let templates = reader.library(), reader.isAtEnd
        else { return nil }
        return templates
    }

    /// Writes `templates` (parsed from the files of `key`) to `path`, whole or not at all: the
    /// file is only ever a shortcut. Templates that cannot be kept (with a content type other
    /// than HTML) are not.
    static func write(_ templates: [String: [TemplateNode]], key: UInt64, to path: String) {
        var payload: [UInt8] = []
        guard Writer.library(templates, into: &payload) else { return }
        var bytes = Array(header.utf8)
        Writer.number(key, into: &bytes)
        Writer.number(ContentHash.of(payload), into: &bytes)
        bytes += payload
        // A name of this process's own: two builds writing at once each put a whole file in place.
        let draft = "\(path).\(getpid()).new"
        do throws(SiteError) {
            try FileTree.write(bytes, to: draft)
            guard rename(draft, path) == 0 else { throw FileTree.failure(path) }
        } catch {
            FileTree.removeFile(draft)
        }
    }

    /// Where a build cache keeps the parsed templates of the output whose manifest is `manifest`.
    static func file(beside manifest: URL) -> String {
        manifest.deletingPathExtension().appendingPathExtension("templates").path
    }

    private static let header = "sheetgen parsed templates 1\n"

    /// How big a file of templates may be: a site's templates take a few hundred KiB as parsed.
    static let largest: Int64 = 1 << 26

    /// How deep sections, partial overrides and blocks may nest in a kept template: as deep as a
    /// library lets them (deeper ones are refused when parsed). Reading is recursive, and this
    /// bounds its stack whatever the file holds.
    private static let deepest = TemplateNesting.deepest

    // MARK: Bytes

    /// The tag before each node.
    private enum Kind: UInt8 {
        case text, value, escapedValue, section, invertedSection, partial, pickedPartial, block, htmlEscaping
    }

    /// How a key's names start (`TemplateKey.Start`).
    private enum Start: UInt8 {
        case current, position, inScope, anywhere
    }

    private enum Writer {
        static func library(_ templates: [String: [TemplateNode]], into bytes: inout [UInt8]) -> Bool {
            count(templates.count, into: &bytes)
            for (name, nodes) in templates.sorted(by: { $0.key < $1.key }) {
                text(Array(name.utf8), into: &bytes)
                guard self.nodes(nodes, depth: 0, into: &bytes) else { return false }
            }
            return true
        }

        static func nodes(_ nodes: [TemplateNode], depth: Int, into bytes: inout [UInt8]) -> Bool {
            guard depth <= deepest else { return false }
            count(nodes.count, into: &bytes)
            return nodes.allSatisfy { node($0, depth: depth, into: &bytes) }
        }

        private static func node(_ node: TemplateNode, depth: Int, into bytes: inout [UInt8]) -> Bool {
            switch node {
            case .text(let text):
                bytes.append(Kind.text.rawValue)
                self.text(text, into: &bytes)
            case .value(let key, let escaped):
                bytes.append((escaped ? Kind.escapedValue : Kind.value).rawValue)
                self.key(key, into: &bytes)
            case .section(let key, let nodes), .invertedSection(let key, let nodes):
                if case .section = node {
                    bytes.append(Kind.section.rawValue)
                } else {
                    bytes.append(Kind.invertedSection.rawValue)
                }
                self.key(key, into: &bytes)
                return self.nodes(nodes, depth: depth + 1, into: &bytes)
            case .partial(let name, let indentation, let overrides):
                bytes.append(Kind.partial.rawValue)
                text(Array(name.utf8), into: &bytes)
                optional(indentation, into: &bytes)
                guard let overrides else {
                    bytes.append(0)
                    return true
                }
                bytes.append(1)
                count(overrides.count, into: &bytes)
                for (block, nodes) in overrides.sorted(by: { $0.key < $1.key }) {
                    text(Array(block.utf8), into: &bytes)
                    guard self.nodes(nodes, depth: depth + 1, into: &bytes) else { return false }
                }
            case .pickedPartial(let name):
                bytes.append(Kind.pickedPartial.rawValue)
                text(Array(name.utf8), into: &bytes)
            case .block(let name, let defaults, let indentation):
                bytes.append(Kind.block.rawValue)
                text(Array(name.utf8), into: &bytes)
                optional(indentation, into: &bytes)
                return nodes(defaults, depth: depth + 1, into: &bytes)
            case .escaping(.html):
                bytes.append(Kind.htmlEscaping.rawValue)
            case .escaping(.other):
                return false
            }
            return true
        }

        private static func key(_ key: TemplateKey, into bytes: inout [UInt8]) {
            switch key.start {
            case .current: bytes.append(Start.current.rawValue)
            case .position: bytes.append(Start.position.rawValue)
            case .inScope(let names):
                bytes.append(Start.inScope.rawValue)
                texts(names, into: &bytes)
            case .anywhere(let names):
                bytes.append(Start.anywhere.rawValue)
                texts(names, into: &bytes)
            }
            texts(key.transforms, into: &bytes)
        }

        private static func texts(_ texts: [String], into bytes: inout [UInt8]) {
            count(texts.count, into: &bytes)
            for text in texts { self.text(Array(text.utf8), into: &bytes) }
        }

        private static func optional(_ text: [UInt8]?, into bytes: inout [UInt8]) {
            guard let text else { return bytes.append(0) }
            bytes.append(1)
            self.text(text, into: &bytes)
        }

        private static func text(_ text: [UInt8], into bytes: inout [UInt8]) {
            count(text.count, into: &bytes)
            bytes += text
        }

        private static func count(_ count: Int, into bytes: inout [UInt8]) {
            number(UInt64(count), into: &bytes)
        }

        static func number(_ number: UInt64, into bytes: inout [UInt8]) {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: number >> shift)) }
        }
    }

    /// Reads what `Writer` wrote; every read is nil past the end or at what `Writer` never writes.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func library() -> [String: [TemplateNode]]? {
            guard let count = count() else { return nil }
            var templates: [String: [TemplateNode]] = [:]
            for _ in 0..<count {
                guard let name = string(), let nodes = nodes(depth: 0) else { return nil }
                templates[name] = nodes
            }
            return templates
        }

        private mutating func nodes(depth: Int) -> [TemplateNode]? {
            guard depth <= deepest, let count = count() else { return nil }
            var nodes: [TemplateNode] = []
            nodes.reserveCapacity(count)
            for _ in 0..<count {
                guard let node = node(depth: depth) else { return nil }
                nodes.append(node)
            }
            return nodes
        }

        private mutating func node(depth: Int) -> TemplateNode? {
            guard let tag = byte(), let kind = Kind(rawValue: tag) else { return nil }
            switch kind {
            case .text:
                return text().map { .text($0) }
            case .value, .escapedValue:
                return key().map { .value($0, escaped: kind == .escapedValue) }
            case .section, .invertedSection:
                guard let key = key(), let nodes = nodes(depth: depth + 1) else { return nil }
                return kind == .section ? .section(key, nodes) : .invertedSection(key, nodes)
            case .partial:
                guard let name = string(), let indentation = optional(), let hasOverrides = byte() else { return nil }
                guard hasOverrides == 1 else {
                    return hasOverrides == 0 ? .partial(name, indentation: indentation, overrides: nil) : nil
                }
                guard let count = count() else { return nil }
                var overrides: [String: [TemplateNode]] = [:]
                for _ in 0..<count {
                    guard let block = string(), let nodes = nodes(depth: depth + 1) else { return nil }
                    overrides[block] = nodes
                }
                return .partial(name, indentation: indentation, overrides: overrides)
            case .pickedPartial:
                return string().map { .pickedPartial($0) }
            case .block:
                guard let name = string(), let indentation = optional(), let defaults = nodes(depth: depth + 1) else {
                    return nil
                }
                return .block(name, defaults: defaults, indentation: indentation)
            case .htmlEscaping:
                return .escaping(.html)
            }
        }

        private mutating func key() -> TemplateKey? {
            guard let tag = byte(), let start = Start(rawValue: tag) else { return nil }
            let keyStart: TemplateKey.Start
            switch start {
            case .current: keyStart = .current
            case .position: keyStart = .position
            case .inScope:
                guard let names = strings() else { return nil }
                keyStart = .inScope(names)
            case .anywhere:
                guard let names = strings() else { return nil }
                keyStart = .anywhere(names)
            }
            return strings().map { TemplateKey(start: keyStart, transforms: $0) }
        }

        private mutating func strings() -> [String]? {
            guard let count = count() else { return nil }
            var strings: [String] = []
            for _ in 0..<count {
                guard let string = string() else { return nil }
                strings.append(string)
            }
            return strings
        }

        /// Some bytes (an indentation), or none: nil inside when none, nil outside when unreadable.
        private mutating func optional() -> [UInt8]?? {
            switch byte() {
            case 0: return .some(nil)
            case 1: return text().map { .some($0) }
            default: return nil
            }
        }

        private mutating func string() -> String? {
            text().flatMap { String(validating: $0, as: UTF8.self) }
        }

        private mutating func text() -> [UInt8]? {
            count().flatMap { bytes(count: $0).map(Array.init) }
        }

        /// A count, no greater than the bytes left: each thing counted takes one at least.
        private mutating func count() -> Int? {
            guard let number = number(), number <= UInt64(bytes.count - offset) else { return nil }
            return Int(number)
        }

        mutating func number() -> UInt64? {
            guard let eight = bytes(count: 8) else { return nil }
            return eight.reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }

        private mutating func byte() -> UInt8? {
            bytes(count: 1)?.first
        }

        mutating func bytes(count: Int) -> ArraySlice<UInt8>? {
            guard count <= bytes.count - offset else { return nil }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }
    }
}
