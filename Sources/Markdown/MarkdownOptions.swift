import CCmarkGFM

/// How Markdown is read and written: the switches of the `cmark-gfm` command-line tool.
public struct MarkdownOptions: Hashable, Sendable {
    /// The GFM syntax extensions libcmark-gfm ships. Footnotes are not one of them in this
    /// version: they are an option bit, `footnotes` below.
    public enum Extension: String, CaseIterable, Sendable {
        case table, strikethrough, autolink, tagfilter, tasklist
    }

    /// Extensions in the order they are attached (the order the user named them).
    public var extensions: [Extension] = []
    public var footnotes = false
    /// Let raw HTML and dangerous URLs (javascript:, vbscript:, file:, most data:) through.
    public var unsafe = false
    public var smart = false
    public var hardBreaks = false
    public var noBreaks = false
    public var sourcePositions = false
    public var validateUTF8 = false
    public var githubPreLang = false
    public var fullInfoString = false
    public var tablePreferStyleAttributes = false
    public var strikethroughDoubleTilde = false

    public init() {}

    /// What sheetgen's own pages use: every extension and footnotes, raw HTML filtered.
    public static let site: MarkdownOptions = {
        var options = MarkdownOptions()
        options.extensions = Extension.allCases
        options.footnotes = true
        // `style="text-align: …"` on table cells: HTML5 has no `align` attribute.
        options.tablePreferStyleAttributes = true
        return options
    }()

    /// Adds an extension by the name `cmark-gfm -e` takes; `footnotes` sets the option bit.
    /// Returns false for a name libcmark-gfm does not know.
    public mutating func enable(extensionNamed name: String) -> Bool {
        if name == "footnotes" {
            footnotes = true
            return true
        }
        guard let known = Extension(rawValue: name) else { return false }
        if !extensions.contains(known) { extensions.append(known) }
        return true
    }

    var cmarkFlags: Int32 {
        let switches: [(Bool, Int32)] = [
            (footnotes, CMARK_OPT_FOOTNOTES), (unsafe, CMARK_OPT_UNSAFE), (smart, CMARK_OPT_SMART),
            (hardBreaks, CMARK_OPT_HARDBREAKS), (noBreaks, CMARK_OPT_NOBREAKS),
            (sourcePositions, CMARK_OPT_SOURCEPOS), (validateUTF8, CMARK_OPT_VALIDATE_UTF8),
            (githubPreLang, CMARK_OPT_GITHUB_PRE_LANG), (fullInfoString, CMARK_OPT_FULL_INFO_STRING),
            (tablePreferStyleAttributes, CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES),
            (strikethroughDoubleTilde, CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE),
        ]
        return switches.reduce(CMARK_OPT_DEFAULT) { $1.0 ? $0 | $1.1 : $0 }
    }
}
