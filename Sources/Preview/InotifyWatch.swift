#if canImport(Glibc)
    import Glibc
    import Foundation

    /// Linux's inotify, told of every folder below the watched paths: the kernel says when a file
    /// changes, so waiting costs nothing, however many files the site has.
    ///
    /// Each watched path is watched twice over: its folder (when it is one) and every folder below
    /// it, for any change inside; and its parent folder, for the path itself being made, removed
    /// or renamed (a config file saved by an editor as a new file, a content folder made later).
    /// Folders made later are watched as they appear.
    final class InotifyWatch {
        private let descriptor: Int32
        /// The folder each watch descriptor is for, and the one name it is about, if any (the
        /// parent folder of a watched path is about that path alone).
        private var watches: [Int32: (folder: String, only: Set<String>?)] = [:]
        private let roots: [String]
        /// Whether it can no longer see every change (a folder could not be watched, or a watched
        /// path's folder is gone): the caller polls from then on.
        private(set) var isBlind = false
        /// Whether a watched folder went away since the roots were last watched.
        private var lostAWatch = false
        private static let changes = UInt32(
            IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
                | IN_DELETE_SELF | IN_MOVE_SELF)

        /// nil when the kernel will not watch them all (no inotify, or the per-user limit on
        /// watches is reached): the caller then polls.
        init?(paths: [String]) {
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            roots = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            guard watchRoots() else { return nil }
        }

        deinit { close(descriptor) }

        /// Watches every root and its parent; false when one cannot be (the limit on watches is
        /// reached, or a parent folder is missing, so that a root made there would go unseen).
        private func watchRoots() -> Bool {
            roots.allSatisfy { root in
                let parent = (root as NSString).deletingLastPathComponent
                return watchParent(parent, about: (root as NSString).lastPathComponent) && watchTree(root, isRoot: true)
            }
        }

        /// Waits for a change, then until the files have been quiet for `quiet` (an editor saves
        /// in several steps: one build, not several), at most `longest` in all. Returns at once,
        /// with no change, when it is blind (see `isBlind`).
        func waitForChange(quiet: Double = 0.05, longest: Double = 2) {
            if lostAWatch {
                // A folder went (and perhaps came back): watch afresh what is there now.
                lostAWatch = false
                isBlind = isBlind || !watchRoots()
            }
            guard !isBlind else { return }
            while !read(timeout: -1) {}
            let deadline = Date().addingTimeInterval(longest)
            while Date() < deadline, read(timeout: Int32(quiet * 1000)) {}
        }

        /// Reads the events there are, after waiting up to `timeout` ms (-1: for ever) for one;
        /// whether any of them was a change to a watched path.
        private func read(timeout: Int32) -> Bool {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, timeout) > 0 else { return false }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return false }
            var changed = false, offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
                offset = nameStart + Int(event.len)
                if handle(event, name: String(decoding: nameBytes, as: UTF8.self)) {
                    changed = true
                }
            }
            return changed
        }

        /// What one event means: whether it is a change, watching any folder it made.
        private func handle(_ event: inotify_event, name: String) -> Bool {
            let mask = event.mask
            if mask & UInt32(IN_Q_OVERFLOW) != 0 { return true }  // events were lost: assume a change
            guard let watch = watches[event.wd] else { return false }
            if mask & UInt32(IN_IGNORED) != 0 {
                // The folder is gone: a change, and the roots are watched afresh before the next wait.
                watches[event.wd] = nil
                lostAWatch = true
                return true
            }
            if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { return true }
            if let only = watch.only, !only.contains(name) { return false }
            let made = mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
            if made && (watch.only != nil || mask & UInt32(IN_ISDIR) != 0) {
                isBlind = !watchTree(watch.folder + "/" + name, isRoot: watch.only != nil) || isBlind
            }
            return true
        }

        private func watchParent(_ parent: String, about name: String) -> Bool {
            let id = inotify_add_watch(descriptor, parent, Self.changes | UInt32(IN_ONLYDIR))
            guard id >= 0 else { return false }
            // A folder also watched whole stays so; a parent of several watched paths hears of each.
            if let watch = watches[id], watch.only == nil { return true }
            watches[id] = (parent, (watches[id]?.only ?? []).union([name]))
            return true
        }

        /// Watches `folder` and every folder below it; true when it is not a folder, false at the
        /// limit on watches. Symbolic links below it are not followed: one leading out of the
        /// folder is no part of the site (the build skips it), one leading inside it points at a
        /// folder watched already, and one to `/` would watch the whole disk.
        /// A watched path itself is followed when `isRoot`.
        private func watchTree(_ folder: String, isRoot: Bool = false) -> Bool {
            var pending = [folder]
            while let next = pending.popLast() {
                let follows = isRoot && next == folder
                var info = stat()
                guard (follows ? stat(next, &info) : lstat(next, &info)) == 0, info.st_mode & S_IFMT == S_IFDIR
                else { continue }
                let flags = Self.changes | UInt32(IN_ONLYDIR) | (follows ? 0 : UInt32(IN_DONT_FOLLOW))
                let id = inotify_add_watch(descriptor, next, flags)
                guard id >= 0 else {
                    if errno == ENOSPC { return false }
                    continue
                }
                watches[id] = (next, nil)
                pending += ((try? FileManager.default.contentsOfDirectory(atPath: next)) ?? []).map { next + "/" + $0 }
            }
            return true
        }
    }
#endif
