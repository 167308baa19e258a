import GRDB

/// A vault problem, said in one line with the vault's path.
public struct VaultError: Error, CustomStringConvertible {
    public let path: String
    public let message: String

    init(_ path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }

    /// SQLite's own words for what went wrong, without GRDB's SQL echo.
    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}
