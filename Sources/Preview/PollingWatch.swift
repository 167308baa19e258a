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
    /// saves in several steps triggers one build, not several).
    func waitForChange(interval: Double = 0.3) {
        var previous = last
        while true {
            Thread.sleep(forTimeInterval: interval)
            let now = Self.snapshot(of: paths)
            if now != last && now == previous {
                last = now
                return
            }
            previous = now
        }
    }

    private static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size):\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec)"
    }
}
