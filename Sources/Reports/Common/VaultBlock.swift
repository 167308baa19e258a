import Markdown
import Mistakes
import Site

/// How a block reads the vault the site config names: an error at the block's fence when the
/// config names none or the vault cannot be read; nil when there is no vault file yet.
enum VaultBlock {
    static func read<Records>(
        _ vault: String?, for block: FencedBlock, with read: (String) throws -> Records?
    ) throws(UserError) -> Records? {
        guard let vault else { throw block.error("reads the players' vault: name it in the site config (vault: PATH)") }
        do {
            return try read(vault)
        } catch {
            throw block.error("\(error)")
        }
    }
}
