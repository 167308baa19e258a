import Foundation

/// A build's output is written into a fresh folder beside the target and swapped in only when the
/// whole build succeeded, so a failed build leaves the previous output exactly as it was.
struct StagingFolder {
    let target: URL
    let url: URL

    init(for target: URL) {
        self.target = target.standardizedFileURL
        self.url = self.target.deletingLastPathComponent().appendingPathComponent(
            ".\(self.target.lastPathComponent).building-\(getpid())")
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

    /// Staging and old folders of builds that were killed midway (their process is gone). A build
    /// killed between its two renames left no output but its old one: that is put back, not removed.
    private func removeLeftovers() {
        let parent = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent)."
        for name in FileTree.names(in: parent.path) ?? [] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.lastIndex(of: "-"), ["building", "old"].contains(rest[..<dash]),
                let pid = Int32(rest[rest.index(after: dash)...]),
                pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
            else { continue }
            let leftover = parent.appendingPathComponent(name)
            let isOld = rest[..<dash] == "old"
            let restored = isOld && !FileTree.exists(target.path) && rename(leftover.path, target.path) == 0
            if !restored { FileTree.remove(leftover.path) }
        }
    }

    func discard() {
        FileTree.remove(url.path)
    }
}
