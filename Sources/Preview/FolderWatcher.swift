import Foundation

/// Notices changes below a set of folders and files by polling their sizes and modification
/// times: portable, needs no kernel watch limits, and cheap for a site's few thousand files.
public struct FolderWatcher: Sendable {
    public let paths: [String]

    public init(paths: [String]) {
        self.paths = paths
    }

    /// Path, size and modification time of every file below the watched paths (missing ones
    /// count as absent, so creating one is a change too).
    public func snapshot() -> [String: String] {
        var files: [String: String] = [:]
        for path in paths {
            guard let walker = FileManager.default.enumerator(atPath: path) else {
                if let stamp = Self.stamp(path) { files[path] = stamp }
                continue
            }
            if let stamp = Self.stamp(path) { files[path] = stamp }
            while let relative = walker.nextObject() as? String {
                let full = path + "/" + relative
                if let stamp = Self.stamp(full) { files[full] = stamp }
            }
        }
        return files
    }

    /// Waits until the watched files differ from `last`, checking every `interval` seconds, and
    /// returns the new snapshot once it has stayed the same for one more check (an editor that
    /// saves in several steps triggers one build, not several).
    public func waitForChange(from last: [String: String], interval: Double = 0.3) -> [String: String] {
        var previous = last
        while true {
            Thread.sleep(forTimeInterval: interval)
            let now = snapshot()
            if now != last && now == previous { return now }
            previous = now
        }
    }

    private static func stamp(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size):\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec)"
    }
}
