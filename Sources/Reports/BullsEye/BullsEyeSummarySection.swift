import BullsEye
import Mistakes
import Site
import SiteModel

/// `sections: {bullseye: {vault: sheetgen.sqlite}}`: the BullsEye session summaries of a vault
/// under `bullseye/` (see `BullsEyeReports`).
public struct BullsEyeSummarySection: GeneratedSection {
    public let name = "bullseye"
    public let layouts = ["bullseye-index", "bullseye-session", "bullseye-player", "page"]
    /// The sessions of the vault at a path; nil when there is no file there (an error at the
    /// `vault:` line).
    let read: @Sendable (String) throws -> [BullsEyeSession]?

    public init(read: @escaping @Sendable (String) throws -> [BullsEyeSession]?) {
        self.read = read
    }

    public func settings(from raw: SectionSettings) throws(UserError) -> VaultSectionSettings {
        try VaultSectionSettings(raw)
    }

    public func inputs(_ settings: VaultSectionSettings) -> [String] { [settings.vault] }

    public func documents(_ settings: VaultSectionSettings, context: SectionContext) throws(UserError) -> [Document] {
        BullsEyeReports.documents(try settings.read(read), base: name, context: context)
    }
}
