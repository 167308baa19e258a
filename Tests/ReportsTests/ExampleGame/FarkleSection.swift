@testable import Reports  // a real game's reports are in Reports itself
import Mistakes
import Site
import SiteModel

/// `sections: {farkle: {vault: sheetgen.sqlite}}`: the Farkle games of a vault under `farkle/`.
public struct FarkleSection: GeneratedSection {
    public let name = "farkle"  // the key under `sections:` in sheetgen.yml
    public let layouts = ["farkle-index", "farkle-game"]
    /// The games of the vault at a path; nil when there is no file there (an error at the
    /// `vault:` line). The command line hands it in: reports never open a database.
    let read: @Sendable (String) throws -> [FarkleGame]?

    public init(read: @escaping @Sendable (String) throws -> [FarkleGame]?) {
        self.read = read
    }

    public func settings(from raw: SectionSettings) throws(UserError) -> VaultSectionSettings {
        try VaultSectionSettings(raw)  // or a Settings struct of the section's own
    }

    public func inputs(_ settings: VaultSectionSettings) -> [String] { [settings.vault] }

    public func documents(_ settings: VaultSectionSettings, context: SectionContext) throws(UserError) -> [Document] {
        FarkleReports.documents(try settings.read(read), base: name)
    }
}
