#if canImport(Glibc)
    import Glibc
    import Foundation

    /// Linux's inotify, told of every folder below the watched paths: the kernel says when a file
    /// changes, so waiting costs nothing, however many files the site has.
    ///
    /// Each watched path (a root) is watched twice over: its folder (when it is one) and every
    /// folder below it, for any change inside; and its parent folder, for the path itself being
    /// made, removed or renamed (a config file saved by an editor as a new file, a content folder
    /// made later). A root that is a symbolic link is watched where it leads as well. Folders made
    /// later are watched as they appear; when a watched folder goes, moves, or events were lost,
    /// the roots are watched afresh before the next wait. Every two seconds it checks that each
    /// root is still the file it was (a link swapped higher up sends no event).
    final class InotifyWatch {
        private let descriptor: Int32
        /// The folder each watch descriptor is for, and the names it is about, if only some (the
        /// parent folder of a root is about that root alone).
        private var watches: [Int32: (folder: String, only: Set<String>?)] = [:]
        private let roots: [String]
        /// What each root was (device and inode, following links) when last watched.
        private var identities: [String: [UInt64]] = [:]
        /// Whether it can no longer see every change (a folder could not be watched, or a root's
        /// folder is gone): the caller polls from then on.
        private(set) var isBlind = false
        /// Whether the roots must be watched afresh before the next wait.
        private var lostAWatch = false
        /// The files the events of this wait were about; nil once one was about something else (a
        /// folder, a root, lost events), which could be anything.
        private var changed: Set<String>? = []
        /// The files made or written to and not yet closed: while there are none, a save is
        /// taken to be over sooner, and a file closed that is not among them was not written.
        private var beingWritten: Set<String> = []
        private static let changes = UInt32(
            IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
                | IN_DELETE_SELF | IN_MOVE_SELF)

        /// nil when the kernel will not or cannot watch them all: no inotify, the per-user limit on
        /// watches reached, or a root on a network or FUSE file system, whose changes made by other
        /// machines inotify never hears of. The caller then polls.
        init?(paths: [String]) {
            roots = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            guard !roots.contains(where: Self.isRemote) else { return nil }
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            guard watchRoots() else { return nil }  // deinit closes the descriptor
        }

        deinit { close(descriptor) }

        /// Waits for a change, then until the files have been quiet for `quiet` (an editor saves
        /// in several steps: one build, not several), or for `settled` once every file written
        /// to was closed again, at most `longest` in all. Returns the files
        /// that changed (made, written, removed or renamed; their paths below the roots as
        /// given), or nil when what changed could be more than files: a folder, a root, or events
        /// lost. Returns at once, with nil, when it is blind (see `isBlind`).
        func waitForChange(
            quiet: Double = 0.05, settled: Double = 0.01, longest: Double = 2, orUntil giveUp: () -> Bool = { false }
        ) -> Set<String>? {
            if lostAWatch {
                lostAWatch = false
                isBlind = isBlind || !watchRoots()
            }
            guard !isBlind else { return nil }
            changed = []
            while read(timeout: 2000) != .changed {
                if identities != Self.identities(of: roots) {
                    lostAWatch = true
                    return nil
                }
                if giveUp() { return nil }
            }
            let deadline = Date().addingTimeInterval(longest)
            while Date() < deadline,
                read(timeout: Int32((beingWritten.isEmpty && changed != nil ? settled : quiet) * 1000)) == .changed
            {}
            return changed
        }

        // MARK: Events

        private enum Events { case quiet, unrelated, changed }

        /// Reads the events there are, after waiting up to `timeout` ms for one.
        private func read(timeout: Int32) -> Events {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, timeout) > 0 else { return .quiet }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return .quiet }
            var result = Events.unrelated, offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
                offset = nameStart + Int(event.len)
                let name = String(validating: nameBytes, as: UTF8.self)
                if handle(event, name: name ?? String(decoding: nameBytes, as: UTF8.self)) {
                    result = .changed
                    // A name that is not UTF-8 cannot be named as it is: say it could be anything.
                    if name == nil { changed = nil }
                }
            }
            return result
        }

        /// What one event means: whether it is a change, watching any folder it made.
        private func handle(_ event: inotify_event, name: String) -> Bool {
            let mask = event.mask
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost, folders made among them too: a change, and watch afresh.
                lostAWatch = true
                changed = nil
                return true
            }
            guard let watch = watches[event.wd] else { return false }
            if mask & UInt32(IN_IGNORED) != 0 {
                watches[event.wd] = nil
                lostAWatch = true
                changed = nil
                return true
            }
            if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                // The folder went or moved: what is at its path now is watched afresh.
                lostAWatch = true
                changed = nil
                return true
            }
            if let only = watch.only, !only.contains(name) { return false }
            // Opened for writing and closed unwritten, as SQLite does a vault it only reads (the
            // build reading the players' vault would otherwise call for the next build).
            if mask & ~UInt32(IN_ISDIR) == UInt32(IN_CLOSE_WRITE), !beingWritten.contains(watch.folder + "/" + name) {
                return false
            }
            let isRoot = watch.only != nil
            if isRoot || name.isEmpty || mask & UInt32(IN_ISDIR) != 0 {
                changed = nil
            } else {
                let path = watch.folder + "/" + name
                changed?.insert(path)
                if mask & UInt32(IN_CREATE | IN_MODIFY) != 0 { beingWritten.insert(path) }
                if mask & UInt32(IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM) != 0 { beingWritten.remove(path) }
            }
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 && (isRoot || mask & UInt32(IN_ISDIR) != 0) {
                // Watched at once, so that what is written in it next is heard of too.
                var fresh: Set<Int32> = []
                isBlind = !watchTree(watch.folder + "/" + name, isRoot: isRoot, into: &fresh) || isBlind
            }
            // A root itself made, removed or replaced (an editor saves a config as a new file):
            // watched afresh before the next wait, which also notes what it is now.
            if isRoot { lostAWatch = true }
            return true
        }

        // MARK: Watches

        /// Watches every root, its parent, and where it leads when it is a link, and lets go of
        /// watches on folders no longer among them; false when one cannot be watched (the limit on
        /// watches is reached, or a root's folder is missing, so that a root made there would go
        /// unseen).
        private func watchRoots() -> Bool {
            var fresh: Set<Int32> = []
            var watched = true
            for root in roots where watched {
                watched = watchParent(of: root, into: &fresh) && watchTree(root, isRoot: true, into: &fresh)
                if watched, let target = PreviewServer.realPath(root), target != root {
                    watched = watchParent(of: target, into: &fresh)
                }
            }
            for stale in watches.keys where !fresh.contains(stale) {
                inotify_rm_watch(descriptor, stale)
                watches[stale] = nil
            }
            identities = Self.identities(of: roots)
            return watched
        }

        private func watchParent(of path: String, into fresh: inout Set<Int32>) -> Bool {
            let parent = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
            let id = inotify_add_watch(descriptor, parent, Self.changes | UInt32(IN_ONLYDIR))
            guard id >= 0 else { return false }
            // A folder also watched whole stays so; a parent of several roots hears of each.
            let only = fresh.contains(id) ? watches[id]?.only.map { $0.union([name]) } : [name]
            watches[id] = (parent, only)
            fresh.insert(id)
            return true
        }

        /// Watches `folder` and every folder below it; true when it is not a folder, false at the
        /// limit on watches. Symbolic links are not followed, but to a root itself (`isRoot`): one
        /// leading out of the folder is no part of the site (the build skips it), one leading
        /// inside it points at a folder watched already, and one to `/` would watch the whole disk.
        private func watchTree(_ folder: String, isRoot: Bool, into fresh: inout Set<Int32>) -> Bool {
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
                fresh.insert(id)
                pending += ((try? FileManager.default.contentsOfDirectory(atPath: next)) ?? []).map { next + "/" + $0 }
            }
            return true
        }

        /// Device and inode of each root, following links; empty for a missing one.
        private static func identities(of roots: [String]) -> [String: [UInt64]] {
            Dictionary(
                uniqueKeysWithValues: roots.map { root in
                    var info = stat()
                    return (root, stat(root, &info) == 0 ? [UInt64(info.st_dev), UInt64(info.st_ino)] : [])
                })
        }

        /// Whether `path` (or, when it is missing, its folder) lies on a file system whose changes
        /// inotify may not hear of: NFS, SMB/CIFS, 9p (WSL's Windows drives), FUSE (sshfs),
        /// vboxsf. Read from the mount table: the mount point that holds it, the longest.
        private static func isRemote(_ path: String) -> Bool {
            guard let table = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8),
                let real = PreviewServer.realPath(path)
                    ?? PreviewServer.realPath((path as NSString).deletingLastPathComponent)
            else { return false }
            var holder = (point: "", type: "")
            for line in table.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count >= 3 else { continue }
                // The table writes a space in a mount point as \040.
                let point = fields[1].replacingOccurrences(of: "\\040", with: " ")
                let holds = real == point || real.hasPrefix(point == "/" ? "/" : point + "/")
                if holds && point.count >= holder.point.count { holder = (point, String(fields[2])) }
            }
            return ["nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "vboxsf"].contains(holder.type)
                || holder.type.hasPrefix("fuse")
        }
    }
#endif
