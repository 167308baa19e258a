import Site

/// The settings of a section made from what players recorded: `vault:`, the path of a players'
/// vault from the config file's folder. Reading it goes through a closure the command line
/// hands in, so reports never open a database themselves.
public struct VaultSectionSettings: Sendable {
    public let vault: String
    let raw: SectionSettings

    init(_ raw: SectionSettings) throws(SiteError) {
        try raw.allowOnly(["vault"])
        vault = try raw.required(try raw.path("vault"), "vault", "the path of a players' vault")
        self.raw = raw
    }

    /// What `read` finds in the vault (nil when there is no vault file yet); its failure is an
    /// error at the `vault:` line.
    func read<Records>(_ read: (String) throws -> Records?) throws(SiteError) -> Records? {
        try Self.read(vault, of: raw.section, at: raw.location(of: "vault"), with: read)
    }

    /// What `read` finds in the vault at `path`, named by section `section` at `location`.
    static func read<Records>(
        _ path: String, of section: String, at location: String, with read: (String) throws -> Records?
    ) throws(SiteError) -> Records? {
        do {
            return try read(path)
        } catch {
            throw SiteError("sections.\(section).vault: \(error)", at: location)
        }
    }
}
