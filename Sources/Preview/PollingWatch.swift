import Foundation

/// Notices changes below a set of folders and files by polling their sizes and modification
/// times: what the watcher falls back to where inotify is not to be had.
final class PollingWatch {
    let paths: [String]
    private var last: [String: String]

    /// Takes the first look at once: a change from now on is one.
    init(paths: [String]) {
        self.paths = paths
        last = Self.snapshot(of: paths)
    }

    /// Path, size and modification time of every file below `paths` (missing ones count as
    /// absent, so creating one is a change too).
    static func snapshot(of paths: [String]) -> [String: String] {
        var files: [String: String] = [:]
        for path in paths {
            if let stamp = Self.stamp(path) { files[path] = stamp }
            guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
            while let relative = walker.nextObject() as? String {
                let full = path + "/" + relative
                if let stamp = Self.stamp(full) { files[full] = stamp }
            }
        }
        return files
    }

    /// Waits until the watched files differ from the last look, checking every `interval`
    /// seconds, and returns once they have stayed the same for one more check (an editor that
    /// saves in several steps triggers one build, not several). Returns the files that changed,
    /// or nil when a folder was made or removed.
    func waitForChange(interval: Double = 0.3, orUntil giveUp: () -> Bool = { false }) -> Set<String>? {
        var previous = last
        while true {
            Thread.sleep(forTimeInterval: interval)
            if giveUp() { return nil }
            let now = Self.snapshot(of: paths)
            if now != last && now == previous {
                defer { last = now }
                return Self.changes(from: last, to: now)
            }
            previous = now
        }
    }

    /// The files whose stamps differ between two looks; nil when a folder came or went. (A
    /// folder's own time changes with every file made in it: that is no change of its own.)
    static func changes(from before: [String: String], to after: [String: String]) -> Set<String>? {
        var changed: Set<String> = []
        for path in Set(before.keys).union(after.keys) where before[path] != after[path] {
            let wasFolder = before[path]?.hasPrefix(folderMark) ?? false
            let isFolder = after[path]?.hasPrefix(folderMark) ?? false
            if wasFolder && isFolder { continue }
            if wasFolder || isFolder { return nil }
            changed.insert(path)
        }
        return changed
    }

    /// What a folder's stamp begins with.
    private static let folderMark = "folder "

    private static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let mark = info.st_mode & S_IFMT == S_IFDIR ? folderMark : ""
        return "\(mark)\(info.st_size):\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec)"
    }
}
