import Mistakes
import Site
import SiteModel

/// The settings of a section made from what players recorded: `vault:`, the path of a players'
/// vault from the config file's folder. Reading it goes through a closure the command line
/// hands in, so reports never open a database themselves.
public struct VaultSectionSettings: Sendable {
    public let vault: String
    let raw: SectionSettings

    init(_ raw: SectionSettings) throws(UserError) {
        try raw.allowOnly(["vault"])
        vault = try raw.required(try raw.path("vault"), "vault", "the path of a players' vault")
        self.raw = raw
    }

    /// What `read` finds in the vault; its failure, or no file there, is an error at the `vault:`
    /// line.
    func read<Records>(_ read: (String) throws -> Records?) throws(UserError) -> Records {
        try Self.read(vault, of: raw, with: read)
    }

    /// What `read` finds in the vault at `path`, which the `vault:` setting of `settings` names.
    /// `read` gives nil when there is no file there: an error too, as a typo in the path would
    /// otherwise show a vault without games.
    static func read<Records>(
        _ path: String, of settings: SectionSettings, with read: (String) throws -> Records?
    ) throws(UserError) -> Records {
        let found: Records?
        do {
            found = try read(path)
        } catch {
            throw UserError("sections.\(settings.section).vault: \(error)", at: settings.location(of: "vault"))
        }
        guard let found else {
            throw settings.error(SiteConfig.missingVault(settings.values["vault"]?.string ?? path), at: "vault")
        }
        return found
    }
}
