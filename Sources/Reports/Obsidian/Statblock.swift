import Markdown
import Mistakes
import SiteModel
import Yams

/// The YAML of a ```` ```statblock ```` (the Fantasy Statblocks plugin's block) read as its keys
/// in the order written, without the plugin's settings, which say how to draw it, not what it is.
/// Nothing is looked up: sheetgen has no bestiary, so a block shows exactly what it holds.
struct Statblock {
    /// The monster's keys, settings left out.
    let entries: [StatblockEntry]
    /// The `layout:` the block names, as text; nil when it names none.
    let layout: String?

    /// Keys the plugin reads as settings of the drawing: never shown.
    static let settings: Set<String> = ["layout", "columns", "image", "statblock", "source", "dice", "render"]

    /// Reads the block's YAML. Bad YAML is an error at the line Yams names; YAML that is not a
    /// mapping, or has no `name`, is an error too.
    static func read(_ block: FencedBlock) throws(UserError) -> Statblock {
        guard let node = try compose(block) else {
            throw block.error("holds no statblock: write its keys between the fences (name: …, ac: …)")
        }
        guard case .mapping = node else {
            throw block.error("must be keys with values (name: …, ac: …)", atTextLine: node.mark?.line ?? 1)
        }
        guard FrontMatter.isWithinAliasBudget(node, text: block.body) else {
            throw block.error("expands YAML aliases into too many values (or nests too deep)")
        }
        let value: StatblockValue?
        do {
            value = try StatblockValue.read(node)
        } catch {
            throw block.error(error.message, atTextLine: error.line)
        }
        guard case .mapping(let all) = value else { throw block.error("must be keys with values (name: …)") }
        let statblock = Statblock(
            entries: all.filter { !settings.contains($0.key) }, layout: all.first { $0.key == "layout" }?.value.compact)
        try statblock.checkName(block)
        return statblock
    }

    /// The block's text as YAML nodes; nil when it is empty.
    private static func compose(_ block: FencedBlock) throws(UserError) -> Node? {
        do {
            // The encoding is named because Yams otherwise reads the whole environment on every call.
            return try Yams.compose(yaml: block.body, .basic, .default, .utf8)
        } catch let error as YamlError {
            let message = FrontMatter.problem(error).split(separator: "\n").first.map(String.init) ?? "unreadable"
            // Yams may name the line after the last, where the text ended too soon.
            let lines = block.body.count { $0 == "\n" } + (block.body.hasSuffix("\n") ? 0 : 1)
            let line = min(max(FrontMatter.line(error) ?? 1, 1), max(lines, 1))
            throw block.error("invalid YAML: \(message.prefix(200))", atTextLine: line)
        } catch {
            throw block.error("invalid YAML")
        }
    }

    /// What a block that names a monster of the plugin's bestiary, and no more, is told.
    static let bestiaryHint =
        " (monster: names one of the plugin's bestiary, which a site does not have: write the monster's keys out)"

    /// A statblock is named: without a name there is nothing to head it with.
    private func checkName(_ block: FencedBlock) throws(UserError) {
        guard let entry = entries.first(where: { $0.key == "name" }) else {
            let hint = entries.contains { $0.key == "monster" } ? Self.bestiaryHint : ""
            throw block.error("has no name: write name: …\(hint)")
        }
        guard let name = entry.value.text, !name.allSatisfy(\.isWhitespace) else {
            throw block.error("name must be text", atTextLine: entry.line)
        }
    }

    /// The monster's name (`read` makes sure it has one).
    var name: String { entries.first { $0.key == "name" }?.value.text ?? "" }

    /// Whether it is to be shown as Old-School Essentials prints a monster: its `layout:` says so
    /// (`OSE` as a word, or `Old-School Essentials`, in any case), or it holds OSE's own keys
    /// (`hd` or `thac0`, with `ml`, `morale` or `tt`), which no other game's statblock has together.
    var isOldSchoolEssentials: Bool {
        if let layout {
            let lowered = layout.lowercased()
            let words = lowered.split { !$0.isLetter && !$0.isNumber }
            if words.contains("ose") || lowered.contains("old-school essentials")
                || lowered.contains("old school essentials")
            {
                return true
            }
        }
        let keys = Set(entries.map(\.key))
        return !keys.isDisjoint(with: ["hd", "thac0"]) && !keys.isDisjoint(with: ["ml", "morale", "tt"])
    }
}
