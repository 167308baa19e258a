import Foundation

/// The first 100 bytes of a file, read without SQLite: enough to tell a SQLite database, and
/// whose it is, before anything may write to it.
struct VaultHeader {
    let bytes: [UInt8]

    /// The header of the file at `path`, or nil when it cannot be read or is too short.
    init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 100), data.count == 100 else { return nil }
        bytes = Array(data)
    }

    var isSQLite: Bool { bytes.starts(with: Array("SQLite format 3\0".utf8)) }

    /// `PRAGMA application_id`: four bytes, big-endian, at offset 68.
    var applicationID: Int32 {
        Int32(bitPattern: bytes[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }

    /// A SQLite file marked as a vault, or not marked by any program (a vault being created).
    var mayBeOurs: Bool { isSQLite && (applicationID == Vault.applicationID || applicationID == 0) }
}
