import Foundation

/// A build's output is written into a fresh folder beside the target and swapped in only when the
/// whole build succeeded, so a failed build leaves the previous output exactly as it was.
struct StagingFolder {
    let target: URL
    let url: URL

    init(for target: URL) {
        self.target = target.standardizedFileURL
        url = Self.url(for: self.target, pid: getpid())
    }

    /// The staging folder of the build with process id `pid`.
    static func url(for target: URL, pid: Int32) -> URL {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).building-\(pid)")
    }

    func create() throws(SiteError) {
        removeLeftovers()
        do throws(SiteError) {
            try FileTree.makeFolder(url.path)
        } catch {
            throw SiteError("cannot create the output folder: \(String(cString: strerror(errno)))", at: target.path)
        }
    }

    /// Puts the staged folder where the output was; the old output is removed only afterwards.
    func replaceOutput() throws(SiteError) {
        try OutputFolderGuard.mark(url)
        let old = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).old-\(getpid())")
        let hadOutput = FileTree.exists(target.path)
        if hadOutput {
            guard rename(target.path, old.path) == 0 else {
                throw SiteError(
                    "cannot replace the output folder: \(String(cString: strerror(errno)))", at: target.path)
            }
            // Test hook: dies here, between the two renames, to test the recovery in removeLeftovers.
            if ProcessInfo.processInfo.environment["SHEETGEN_TEST_DIE_BETWEEN_RENAMES"] != nil { _exit(9) }
        }
        guard rename(url.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if hadOutput { _ = rename(old.path, target.path) }
            throw SiteError("cannot move the new output into place: \(reason)", at: target.path)
        }
        if hadOutput { FileTree.remove(old.path) }
    }

    /// What builds that were killed midway (their process is gone) left beside the output. A
    /// build killed between its two renames left no output but its old one: that is put back,
    /// not removed. One killed while updating the output in place left a journal: its steps are
    /// undone first (see `OutputJournal`).
    private func removeLeftovers() {
        let parent = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent)."
        var leftovers: [(kind: Substring, pid: Int32, name: String)] = []
        for name in FileTree.names(in: parent.path) ?? [] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.lastIndex(of: "-"), Self.leftoverKinds.contains(rest[..<dash]),
                let pid = Int32(rest[rest.index(after: dash)...]),
                pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
            else { continue }
            leftovers.append((rest[..<dash], pid, name))
        }
        for (_, pid, _) in leftovers.filter({ $0.kind == "journal" }) {
            OutputJournal(target: target, staging: Self.url(for: target, pid: pid), pid: pid).rollBack()
        }
        for (kind, _, name) in leftovers where kind != "journal" {
            let leftover = parent.appendingPathComponent(name)
            let restored = kind == "old" && !FileTree.exists(target.path) && rename(leftover.path, target.path) == 0
            if !restored { FileTree.remove(leftover.path) }
        }
    }

    private static let leftoverKinds: Set<Substring> = ["building", "old", "backup", "journal", "journalling"]

    func discard() {
        FileTree.remove(url.path)
    }
}
