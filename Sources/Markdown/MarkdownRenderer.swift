import CCmarkGFM
import Foundation
import SiteModel

/// Markdown to HTML through the system libcmark-gfm, with the same bytes as the `cmark-gfm` tool.
///
/// Thread safety: libcmark-gfm 0.29.0.gfm.6 (Debian 12) is not thread-safe once strikethrough or
/// autolink is attached, even with a parser per thread: `cmark_parser_finish` switches
/// process-wide character tables on and off around inline parsing (upstream cmark-gfm PR #176).
/// Concurrent renders then silently drop `<del>` and links. Every `cmark_parser_finish` in the
/// process therefore runs behind `finishLock`; feeding the parser and rendering HTML stay parallel.
public struct MarkdownRenderer: Sendable {
    public let options: MarkdownOptions

    public init(options: MarkdownOptions = .site) {
        self.options = options
    }

    /// The HTML of a whole Markdown document.
    public func html(from markdown: String) -> String {
        String(decoding: html(fromBytes: Array(markdown.utf8)), as: UTF8.self)
    }

    /// The HTML of a document given as bytes, passed through as libcmark-gfm writes them: input that
    /// is not valid UTF-8 comes out as the `cmark-gfm` tool would write it.
    public func html(fromBytes markdown: [UInt8]) -> [UInt8] {
        withDocument(markdown) { document, extensions in
            takeBytes(cmark_render_html(document, options.cmarkFlags, extensions))
        }
    }

    /// The document cut into parts at each level-2 heading, for layouts that place each part in
    /// its own box. Text before the first such heading is a part with an empty title.
    public func sections(from markdown: String) -> [MarkdownSection] {
        sections(from: markdown, shortcodes: nil)
    }

    /// The same, with the HTML of the document's shortcodes put in place.
    package func sections(from markdown: String, shortcodes: ShortcodeHTML?) -> [MarkdownSection] {
        withDocument(Array(markdown.utf8)) { document, extensions in
            let words = shortcodes.map { place($0, in: document, extensions: extensions) } ?? []
            var parts: [(heading: OpaquePointer?, nodes: [OpaquePointer])] = []
            var child = cmark_node_first_child(document)
            while let node = child {
                child = cmark_node_next(node)
                if cmark_node_get_type(node) == CMARK_NODE_HEADING && cmark_node_get_heading_level(node) == 2 {
                    parts.append((node, [node]))
                } else if parts.isEmpty {
                    parts.append((nil, [node]))
                } else {
                    parts[parts.count - 1].nodes.append(node)
                }
            }
            return parts.map { part in
                let title = part.heading.map { takeString(cmark_render_plaintext($0, CMARK_OPT_DEFAULT, 0)) } ?? ""
                let html = Self.putting(
                    words,
                    into: part.nodes.map { takeString(cmark_render_html($0, options.cmarkFlags, extensions)) }
                        .joined())
                return MarkdownSection(title: title.trimmingCharacters(in: .whitespacesAndNewlines), html: html)
            }
        }
    }

    /// Parses `markdown` and hands its tree to `body` (internal, not private: the heading anchors
    /// and summaries in their own files walk the same tree under the same lock).
    func withDocument<Result>(
        _ markdown: [UInt8], _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> Result
    ) -> Result {
        CoreExtensions.registerOnce()
        let flags = options.cmarkFlags
        guard let parser = cmark_parser_new(flags) else { fatalError("libcmark-gfm could not allocate a parser") }
        defer { cmark_parser_free(parser) }
        for name in options.extensions {
            if let syntax = cmark_find_syntax_extension(name.rawValue) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        markdown.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        let document = finishLock.withLock { cmark_parser_finish(parser) }!
        defer { cmark_node_free(document) }
        return body(document, cmark_parser_get_syntax_extensions(parser))
    }
}

/// One part of a document: the plain text of its level-2 heading and its HTML, heading included.
public struct MarkdownSection: Hashable, Sendable {
    public let title: String
    public let html: String

    /// A name for the part fit for a CSS class or fragment: "Saving Throws" gives "saving-throws".
    public var slug: String { Slug.make(title) }
}

/// Registers the GFM core extensions with libcmark-gfm, once per process (a Swift global's
/// initialiser runs exactly once, safely across threads).
private enum CoreExtensions {
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    static func registerOnce() {
        _ = registered
    }
}

private let finishLock = NSLock()

/// The bytes of a C string libcmark-gfm allocated, which is then freed.
func takeBytes(_ pointer: UnsafeMutablePointer<CChar>?) -> [UInt8] {
    guard let pointer else { return [] }
    defer { free(pointer) }
    return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
}

func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
    String(decoding: takeBytes(pointer), as: UTF8.self)
}
