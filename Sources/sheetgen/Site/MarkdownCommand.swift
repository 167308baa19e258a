import ArgumentParser
import Foundation
import Markdown
import Site

/// Markdown on stdin to HTML on stdout, with the flags and the bytes of the `cmark-gfm` tool.
struct MarkdownCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markdown",
        abstract: "Convert Markdown on standard input to HTML, exactly as cmark-gfm does."
    )

    @Flag(help: "Render raw HTML and dangerous URLs.") var unsafe = false
    @Option(
        name: [.customShort("e"), .customLong("extension")],
        help: "Enable an extension: table, strikethrough, autolink, tagfilter, tasklist or footnotes.")
    var extensions: [String] = []
    @Flag(help: "Use smart punctuation.") var smart = false
    @Flag(name: .customLong("hardbreaks"), help: "Treat newlines as hard line breaks.") var hardBreaks = false
    @Flag(name: .customLong("nobreaks"), help: "Render soft line breaks as spaces.") var noBreaks = false
    @Flag(name: .customLong("sourcepos"), help: "Include source position attributes.") var sourcePositions = false
    @Flag(name: .customLong("validate-utf8"), help: "Replace invalid UTF-8 with U+FFFD.") var validateUTF8 = false
    @Flag(name: .customLong("github-pre-lang"), help: "Use GitHub-style <pre lang> for code blocks.")
    var githubPreLang = false
    @Flag(name: .customLong("full-info-string"), help: "Keep the rest of a code block's info string.")
    var fullInfoString = false
    @Flag(name: .customLong("table-prefer-style-attributes"), help: "Align table cells with style attributes.")
    var tablePreferStyleAttributes = false
    @Flag(name: .customLong("strikethrough-double-tilde"), help: "Strike through only with two tildes.")
    var strikethroughDoubleTilde = false

    func run() throws {
        var options = MarkdownOptions()
        for name in extensions where !options.enable(extensionNamed: name) {
            throw UsageError(
                "unknown extension '\(name)'; known: footnotes, "
                    + MarkdownOptions.Extension.allCases.map(\.rawValue).joined(separator: ", "))
        }
        options.unsafe = unsafe
        options.smart = smart
        options.hardBreaks = hardBreaks
        options.noBreaks = noBreaks
        options.sourcePositions = sourcePositions
        options.validateUTF8 = validateUTF8
        options.githubPreLang = githubPreLang
        options.fullInfoString = fullInfoString
        options.tablePreferStyleAttributes = tablePreferStyleAttributes
        options.strikethroughDoubleTilde = strikethroughDoubleTilde

        let input = try BoundedInput.standardInput(atMost: BoundedInput.markdownLimit, what: "Markdown")
        let html = MarkdownRenderer(options: options).html(fromBytes: Array(input))
        StandardOutput.write(Data(html))
    }
}
