import Foundation
import Mistakes
import SiteFiles
import Synchronization

/// A build's output is written into a fresh folder beside the target and swapped in only when the
/// whole build succeeded, so a failed build leaves the previous output exactly as it was.
///
/// One build of an output at a time: `create` takes a lock beside it (`.Output.lock`, an `flock`
/// that the kernel lets go when the process ends, however it ends), held until the build is
/// done, when the lock file is removed. So whatever else lies beside the output was left by a
/// build that is over.
package final class StagingFolder: Sendable {
    package let target: URL
    package let url: URL
    /// The open lock file, while the build holds it; else -1.
    private let lock = Atomic<Int32>(-1)

    /// `target` with its links resolved: an output that is a link to a folder (`Output` to
    /// `/srv/www/site`) is that folder, built beside it, and the link stays as it is.
    package init(for target: URL) {
        self.target = URL(fileURLWithPath: OutputFolderGuard.realPath(target.path))
        url = Self.url(for: self.target, pid: getpid())
    }

    /// The staging folder of the build with process id `pid`.
    static func url(for target: URL, pid: Int32) -> URL {
        leftover("building", of: target, pid: pid)
    }

    /// What the build with process id `pid` keeps beside the output `target` while it runs, of
    /// a `kind` the next build removes (or undoes) should this one be killed: named so that no
    /// one's own `.Output.backup-2024` is taken for one.
    static func leftover(_ kind: String, of target: URL, pid: Int32) -> URL {
        let name = ".\(target.lastPathComponent).sheetgen-\(kind)-\(pid)"
        return target.deletingLastPathComponent().appendingPathComponent(name)
    }

    deinit {
        unlock()
    }

    package func create() throws(UserError) {
        try takeLock()
        try removeLeftovers()
        do throws(UserError) {
            try FileTree.makeFolder(url.path)
        } catch {
            throw UserError("cannot create the output folder: \(String(cString: strerror(errno)))", at: target.path)
        }
    }

    /// Takes the lock to look at the output, staging nothing: false when another build holds it,
    /// or a killed build left something beside the output (which only a build cleans up).
    func lockToLook() -> Bool {
        guard (try? takeLock()) != nil else { return false }
        guard leftovers().isEmpty else {
            unlock()
            return false
        }
        return true
    }

    /// Puts the staged folder where the output was, in one step where the file system can
    /// exchange two folders (so no reader ever finds no output, or half of one); the old output
    /// is removed only afterwards.
    func replaceOutput() throws(UserError) {
        // Test hook: the two renames of a file system that cannot exchange, dying between them.
        let dyingBetweenRenames = ProcessInfo.processInfo.environment["SHEETGEN_TEST_DIE_BETWEEN_RENAMES"] != nil
        if !dyingBetweenRenames && FileTree.isFolder(target.path) && FileTree.exchange(url.path, target.path) {
            // The old output has the staging folder's name now: one killed here is removed as such.
            FileTree.remove(url.path)
            return
        }
        let old = Self.leftover("old", of: target, pid: getpid())
        let hadOutput = FileTree.exists(target.path)
        if hadOutput {
            guard rename(target.path, old.path) == 0 else {
                throw UserError(
                    "cannot replace the output folder: \(String(cString: strerror(errno)))", at: target.path)
            }
            if dyingBetweenRenames { _exit(9) }  // to test the recovery in removeLeftovers
        }
        guard rename(url.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if hadOutput { _ = rename(old.path, target.path) }
            throw UserError("cannot move the new output into place: \(reason)", at: target.path)
        }
        if hadOutput { FileTree.remove(old.path) }
    }

    private var lockPath: String {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).lock").path
    }

    private func takeLock() throws(UserError) {
        while true {
            var descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            if descriptor < 0 && errno == ENOENT {  // the folder the output goes in is still to make
                try? FileTree.makeFolders(for: lockPath)
                descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            }
            guard descriptor >= 0 else {
                throw UserError("cannot create the output folder: \(String(cString: strerror(errno)))", at: target.path)
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                throw UserError("another sheetgen is building this output; wait for it to finish", at: target.path)
            }
            // The build that held it may have removed the file meanwhile: then lock the new one.
            var held = stat(), there = stat()
            if fstat(descriptor, &held) == 0, stat(lockPath, &there) == 0, held.st_ino == there.st_ino,
                held.st_dev == there.st_dev
            {
                lock.store(descriptor, ordering: .relaxed)
                return
            }
            close(descriptor)
        }
    }

    /// Lets another build of the output begin; the lock file goes while it is still held.
    package func unlock() {
        let descriptor = lock.exchange(-1, ordering: .relaxed)
        guard descriptor >= 0 else { return }
        unlink(lockPath)
        close(descriptor)
    }

    /// What builds that were killed midway left beside the output (with the lock held, no other
    /// build is running). A build killed between its two renames left no output but its old one:
    /// that is put back, not removed. One killed while updating the output in place left a
    /// journal: its steps are undone first (see `OutputJournal`), the latest build's first; when
    /// they cannot all be undone, the journal and the backups stay, and the build stops.
    private func removeLeftovers() throws(UserError) {
        let parent = target.deletingLastPathComponent()
        let leftovers = leftovers()
        let journals = leftovers.filter { $0.kind == "journal" }
        for (_, pid, name) in journals.sorted(by: { journalTime($0.name) > journalTime($1.name) }) {
            let journal = OutputJournal(target: target, staging: Self.url(for: target, pid: pid), pid: pid)
            guard journal.rollBack() else {
                throw UserError(
                    "a killed build's changes to the output could not all be undone; its journal and backups are "
                        + "kept beside it (\(name)): see to them, then build again",
                    at: target.path)
            }
        }
        for (kind, _, name) in leftovers where kind != "journal" {
            let leftover = parent.appendingPathComponent(name)
            let restored = kind == "old" && !FileTree.exists(target.path) && rename(leftover.path, target.path) == 0
            if !restored { FileTree.remove(leftover.path) }
        }
    }

    /// What builds left beside the output: what each is, the process that left it, and its name.
    private func leftovers() -> [(kind: Substring, pid: Int32, name: String)] {
        let prefix = ".\(target.lastPathComponent).sheetgen-"
        var leftovers: [(kind: Substring, pid: Int32, name: String)] = []
        for name in FileTree.names(in: target.deletingLastPathComponent().path) ?? [] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.lastIndex(of: "-"), Self.leftoverKinds.contains(rest[..<dash]),
                let pid = Int32(rest[rest.index(after: dash)...])
            else { continue }
            leftovers.append((rest[..<dash], pid, name))
        }
        return leftovers
    }

    private static let leftoverKinds: Set<Substring> = ["building", "old", "backup", "journal", "journalling"]

    /// When the journal named `name` beside the output was last changed.
    private func journalTime(_ name: String) -> Int64 {
        FileTree.Stamp(path: target.deletingLastPathComponent().appendingPathComponent(name).path)?.modified ?? 0
    }

    package func discard() {
        FileTree.remove(url.path)
    }
}
