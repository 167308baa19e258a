import ArgumentParser
import Vault

/// `--vault PATH`, shared by every command that keeps records.
struct VaultOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The players' vault, a SQLite file.", valueName: "path"))
    var vault = "sheetgen.sqlite"

    func open(create: Bool) throws -> Vault {
        try Vault.open(at: vault, create: create)
    }
}
