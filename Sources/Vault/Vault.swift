import Foundation
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

    private init(queue: DatabaseQueue, path: String, now: @escaping @Sendable () -> String) {
        self.queue = queue
        self.path = path
        self.now = now
    }

    /// Opens the vault at `path`; a missing file is created only when `create` is true.
    public static func open(at path: String, create: Bool, now: @escaping @Sendable () -> String = Vault.isoNow) throws(VaultError) -> Vault {
        if FileManager.default.fileExists(atPath: path) {
            // A read-only command (export, highscores) must not turn an empty file into a vault.
            if !create, (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0 {
                throw VaultError(path, "the file is empty, not a vault yet; it was left untouched")
            }
            try check(path)
        } else if !create {
            throw VaultError(path, "no vault here yet (play or simulate a game first, or pass --vault)")
        }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: false))
            try migrator.migrate(queue)
            return Vault(queue: queue, path: path, now: now)
        } catch {
            throw VaultError(path, "cannot open: \(VaultError.reason(error))")
        }
    }

    /// Refuses, without writing a byte, a file that is not an intact vault of this sheetgen's.
    private static func check(_ path: String) throws(VaultError) {
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: true))
            try queue.read { db in
                let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
                guard check == ["ok"] else { throw VaultError(path, "the database is damaged (\(check.first ?? "quick_check failed"))") }
                let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                guard id == applicationID || (id == 0 && tables == 0) else {
                    throw VaultError(path, "this SQLite database is not a sheetgen vault; it was left untouched")
                }
                if tables > 0, try migrator.hasBeenSuperseded(db) {
                    throw VaultError(path, "this vault was written by a newer sheetgen; it was left untouched")
                }
            }
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError(path, "not a usable SQLite database (\(VaultError.reason(error))); it was left untouched")
        }
    }

    private static func configuration(readonly: Bool) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readonly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        return configuration
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

    public static let isoNow: @Sendable () -> String = {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }

    /// The id of the player called `name`, who is added when new.
    func playerID(_ db: Database, _ name: String) throws -> Int64 {
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM player WHERE name = ?", arguments: [name]) { return id }
        try db.execute(sql: "INSERT INTO player (name) VALUES (?)", arguments: [name])
        return db.lastInsertedRowID
    }

    /// How a game came into the vault.
    enum Source: String {
        case played, simulated, imported
    }

    /// Every player's name, in the order they joined.
    public func playerNames() throws(VaultError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT name FROM player ORDER BY id") }
    }
}
