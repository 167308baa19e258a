import Markdown
import Mistakes

/// ```` ```statblock ```` with a monster's YAML between the fences, as the Fantasy Statblocks
/// Obsidian plugin takes it: shown as a printed stat block, laid out as the Old-School Essentials
/// books print a monster when the block is one of theirs (`Statblock.isOldSchoolEssentials`),
/// else as the plugin's default layout. Every key is shown, those the layout does not know after
/// it; the plugin's settings (`layout`, `columns`, …) are not. Inline rolls in its text
/// (`` `dice: 2d6` ``) are rolled as a page's are (`DiceBlock.inlineHTML`), numbered within the block.
public struct StatblockBlock: BlockRenderer {
    public let name = "statblock"

    public init() {}

    public func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
        try block.allowOnly([])
        let statblock = try Statblock.read(block)
        var text = StatblockText { formula, number in
            DiceBlock.inlineHTML(formula: formula, site: site, page: block.page, number: number, block: block.number)
        }
        if statblock.isOldSchoolEssentials {
            return RenderedBlock(
                html: try site.render("block-statblock-ose", OSEStatblockFields(statblock, text: &text)))
        }
        let fields = try StatblockFields(statblock, text: &text, block: block)
        return RenderedBlock(html: try site.render("block-statblock", fields))
    }
}
