import DefaultTemplates
import Foundation
import Markdown
import Mistakes
import TemplateEngine

/// Blocks rendered as a build renders them, through the public block API: a `FencedBlock` read
/// from a fence's info string and text, on a page of a site of the default templates.
enum BlockFixtures {
    /// `Statblocks/`, the fixtures' folder (see its NOTICE).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Statblocks")

    static let templates: TemplateLibrary = {
        do {
            return try TemplateLibrary(defaults: DefaultTemplates.files)
        } catch {
            preconditionFailure("the default templates do not load: \(error)")
        }
    }()

    /// The first fenced block of fixture `name`: its info string, its text, and the line of its
    /// opening fence in the file.
    static func block(in name: String) throws -> (info: String, body: String, line: Int) {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(where: { $0.hasPrefix("```") }),
            let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
        else { throw UserError("\(name) holds no fenced block") }
        let body = lines[(open + 1)..<close].map { $0 + "\n" }.joined()
        return (String(lines[open].dropFirst(3)), body, open + 1)
    }

    /// The block `info` holding `body`, fenced at `line` of `file`, the `number`th of page `page`.
    static func fenced(
        _ info: String, _ body: String, file: String = "notes.md", line: Int = 1, page: String = "notes",
        number: Int = 1
    ) throws(UserError) -> FencedBlock {
        try FencedBlock(info: info, body: body, file: file, line: line, page: page, number: number)
    }

    static func site(seed: UInt64 = 5, page: String = "notes") -> BlockSite {
        BlockSite(seed: seed, templates: templates, page: page)
    }

    /// The HTML `renderer` makes of the block.
    static func render(
        _ renderer: some BlockRenderer, _ body: String, info: String? = nil, file: String = "notes.md", line: Int = 1,
        seed: UInt64 = 5, page: String = "notes", number: Int = 1
    ) throws(UserError) -> String {
        let block = try fenced(info ?? renderer.name, body, file: file, line: line, page: page, number: number)
        return try renderer.render(block, in: site(seed: seed, page: page)).html
    }

    /// The HTML of fixture `name`'s block, rendered at its line of its file.
    static func render(fixture name: String, with renderer: some BlockRenderer, seed: UInt64 = 5, number: Int = 1)
        throws -> String
    {
        let (info, body, line) = try block(in: name)
        return try render(renderer, body, info: info, file: name, line: line, seed: seed, number: number)
    }

    /// The error `renderer` gives for the block, as the command line prints it.
    static func error(_ renderer: some BlockRenderer, _ body: String, info: String? = nil, line: Int = 1) -> String? {
        do {
            _ = try render(renderer, body, info: info, line: line)
            return nil
        } catch {
            return error.description
        }
    }
}

extension String {
    /// How many times `part` occurs.
    func occurrences(of part: String) -> Int {
        components(separatedBy: part).count - 1
    }
}
