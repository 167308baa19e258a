import Foundation
import GameKit
import GRDB

/// The players' vault: one SQLite file (through GRDB) that keeps players and the games they
/// played, for Ghost now and for the other games later.
///
/// Safe to point at any file: an existing file is first opened read-only and checked — that it
/// is a SQLite database, that it is intact (`PRAGMA quick_check`), that it is sheetgen's (its
/// `application_id`, or no tables at all), and that no newer sheetgen wrote it — and only then
/// opened for writing and migrated. Every write is one transaction, so a failure leaves the vault
/// as it was.
public final class Vault: Sendable {
    /// "SGNV" in the file header (SQLite's `PRAGMA application_id`), which marks a vault as ours.
    static let applicationID: Int32 = 0x5347_4E56

    let queue: DatabaseQueue
    public let path: String
    /// The time written into records, as ISO 8601 in UTC.
    let now: @Sendable () -> String

    /// A vault in a database made elsewhere — most tests hand in an in-memory `DatabaseQueue()`.
    /// It is checked like a file (sheetgen's or empty, intact, not from a newer sheetgen) and then
    /// migrated. A `DatabaseQueue`, not any `DatabaseWriter`: the vault relies on one connection
    /// that has its `sheetgen_nfc` function and on a rollback journal, which a pool does not use.
    public convenience init(
        queue: DatabaseQueue,
        now: @escaping @Sendable () -> String = Vault.isoNow
    ) throws(VaultError) {
        let path = queue.path
        do {
            try queue.inDatabase { db in
                try Self.prepare(db)
                try Self.checkContents(db, path: path)
            }
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError(path, "not a usable SQLite database (\(VaultError.reason(error))); it was left untouched")
        }
        try self.init(migrating: queue, path: path, now: now)
    }

    /// A vault in `queue`, already checked, brought up to this sheetgen's schema.
    private init(
        migrating queue: DatabaseQueue, path: String,
        now: @escaping @Sendable () -> String
    ) throws(VaultError) {
        do {
            try Self.migrator.migrate(queue)
        } catch {
            throw VaultError(path, "cannot open: \(VaultError.reason(error))")
        }
        self.queue = queue
        self.path = path
        self.now = now
    }

    /// Opens the vault at `path`; a missing file is created only when `create` is true.
    public static func open(
        at path: String, create: Bool,
        now: @escaping @Sendable () -> String = Vault.isoNow
    ) throws(VaultError) -> Vault {
        if FileManager.default.fileExists(atPath: path) {
            try checkIsFile(path)
            if !create, (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int == 0 {
                // SQLite would take an empty file for a new database: a command that only reads must
                // not make it a vault.
                throw VaultError(path, "no vault here yet (the file is empty); it was left untouched")
            }
            try recoverInterruptedCommit(path)
            try check(path)
        } else if !create {
            throw VaultError(path, "no vault here yet (play or simulate a game first, or pass --vault)")
        } else {
            try checkFolder(of: path)
        }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration(readonly: false))
        } catch {
            throw VaultError(path, "cannot open: \(VaultError.reason(error))")
        }
        return try Vault(migrating: queue, path: path, now: now)
    }

    /// Refuses a new vault in a folder that is not there: SQLite would only say it cannot open
    /// the file. (The folder is not made: a mistyped path would leave a stray one.)
    private static func checkFolder(of path: String) throws(VaultError) {
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard folder.isEmpty || FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw VaultError(path, "cannot make a vault here: the folder \(folder) does not exist")
        }
        guard folder.isEmpty || isFolder.boolValue else {
            throw VaultError(path, "cannot make a vault here: \(folder) is not a folder")
        }
    }

    /// Refuses, without writing a byte, a file that is not an intact vault of this sheetgen's.
    private static func check(_ path: String) throws(VaultError) {
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: true))
            try queue.read { db in try checkContents(db, path: path) }
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError(path, "not a usable SQLite database (\(VaultError.reason(error))); it was left untouched")
        }
    }

    /// Refuses a database that is damaged, is not sheetgen's (its `application_id`, or no tables
    /// at all), or was written by a newer sheetgen (a migration this one does not know). Reads only.
    private static func checkContents(_ db: Database, path: String) throws {
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard check == ["ok"] else {
            throw VaultError(path, "the database is damaged (\(check.first ?? "quick_check failed"))")
        }
        let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        guard id == applicationID || (id == 0 && tables == 0) else {
            throw VaultError(path, "this SQLite database is not a sheetgen vault; it was left untouched")
        }
        if tables > 0, try migrator.hasBeenSuperseded(db) {
            throw VaultError(path, "this vault was written by a newer sheetgen; it was left untouched")
        }
    }

    /// Refuses a folder, device or FIFO (`--vault /dev/null`): SQLite would write its pages and
    /// journal through to it.
    private static func checkIsFile(_ path: String) throws(VaultError) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw VaultError(path, "not a regular file (a folder, device or pipe); it was left untouched")
        }
    }

    /// Lets SQLite roll back a commit that a crash interrupted (a "hot" journal beside the file),
    /// which a read-only connection cannot do, so `check` would refuse the vault forever. Only
    /// done for a file whose header says it is a SQLite database of ours (or a fresh one): rolling
    /// back is what any SQLite program would do on opening, but a file that is not ours is left
    /// for its own program, and `check` then refuses it untouched.
    private static func recoverInterruptedCommit(_ path: String) throws(VaultError) {
        let journal = path + "-journal"
        guard let size = (try? FileManager.default.attributesOfItem(atPath: journal))?[.size] as? Int, size > 0,
            VaultHeader(path: path)?.mayBeOurs == true
        else { return }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: false))
            // Any read of the schema makes SQLite find the hot journal and roll it back.
            _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            try queue.close()
        } catch {
            throw VaultError(
                path,
                "cannot roll back the interrupted write its journal records "
                    + "(\(VaultError.reason(error))); it was left as it was")
        }
    }

    private static func configuration(readonly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readonly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in db.add(function: normalizedName) }
        return configuration
    }

    /// What `configuration` gives a vault's connection, for a queue configured elsewhere.
    private static func prepare(_ db: Database) throws {
        db.add(function: normalizedName)
        try db.execute(sql: "PRAGMA foreign_keys = ON")
    }

    /// `sheetgen_nfc(name)`: a stored name in the form names are compared in, so a name kept
    /// before names were normalised (decomposed, NFD) is still found, and shown, as the same player.
    static let normalizedName = DatabaseFunction("sheetgen_nfc", argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).map(PlayerName.normalized)
    }

    /// Runs `body` in one transaction, turning any failure into a `VaultError`.
    func write<T>(_ body: (Database) throws -> T) throws(VaultError) -> T {
        do {
            return try queue.write(body)
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError(path, "cannot write: \(VaultError.reason(error)); nothing was changed")
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws(VaultError) -> T {
        do {
            return try queue.read(body)
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError(path, "cannot read: \(VaultError.reason(error))")
        }
    }

    /// The id SQLite gave a fetched row: an `INTEGER PRIMARY KEY` is never NULL once stored, so
    /// nil would mean the row did not come from the table.
    func stored(_ id: Int64?, _ what: String) throws(VaultError) -> Int64 {
        guard let id else { throw VaultError(path, "\(what) without an id") }
        return id
    }

    public static let isoNow: @Sendable () -> String = { isoTime(Date()) }

    /// A moment as the vault keeps times: ISO 8601 in UTC, to the second (`2026-11-23T20:15:00Z`).
    static func isoTime(_ moment: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: moment)
    }

    /// How a game came into the vault.
    enum Source: String, Codable, DatabaseValueConvertible {
        case played, simulated, imported
    }
}
