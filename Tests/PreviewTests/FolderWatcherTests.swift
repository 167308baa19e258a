import Foundation
import Preview
import Synchronization
import Testing

/// The watcher serve waits on: it returns after a change to a watched file, a file in a folder
/// made since, or a watched file replaced the way editors save; and not before. Each test watches
/// a folder of its own, so they run side by side.
@Suite(.tags(.slow)) struct FolderWatcherTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-watch-\(UUID())")
    var content: URL { root.appendingPathComponent("Content") }
    var config: URL { root.appendingPathComponent("sheetgen.yml") }

    init() throws {
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("notes/deep"), withIntermediateDirectories: true)
        try write("notes/deep/page.md", "old")
        try "title: A\n".write(to: config, atomically: false, encoding: .utf8)
    }

    func write(_ path: String, _ text: String) throws {
        try text.write(to: content.appendingPathComponent(path), atomically: false, encoding: .utf8)
    }

    /// A watcher waiting on a thread of its own, again after each change it notices, until stopped.
    /// The tests wait for it without holding one of the test runner's threads (`notices` is async).
    final class Waiting: Sendable {
        private let finished = DispatchSemaphore(value: 0)
        private let stopping = Mutex(false)
        private let release: @Sendable () throws -> Void
        /// What each wait returned: the files changed, or nil for "it cannot say".
        private let changes = Mutex<[Set<String>?]>([])

        /// `release` makes a change, to let the thread's last wait end.
        init(paths: [String], polls: Bool, release: @escaping @Sendable () throws -> Void) {
            self.release = release
            let watching = DispatchSemaphore(value: 0)
            Thread.detachNewThread { [self] in
                let watcher = FolderWatcher(paths: paths, polls: polls)
                watching.signal()
                while !stopping.withLock({ $0 }) {
                    let changed = watcher.waitForChange()
                    changes.withLock { $0.append(changed) }
                }
                finished.signal()
            }
            watching.wait()
        }

        /// Makes `change`; whether the watcher noticed within `seconds`.
        func notices(within seconds: Double = 3, _ change: () throws -> Void) async throws -> Bool {
            // What an earlier change woke (an editor's save can wake it twice) is not this one's;
            // nothing tells when the watcher is done with it.
            try await Task.sleep(for: .milliseconds(150))
            let before = changes.withLock { $0.count }
            try change()
            let deadline = ContinuousClock.now + .seconds(seconds)
            while changes.withLock({ $0.count }) == before {
                guard ContinuousClock.now < deadline else { return false }
                try await Task.sleep(for: .milliseconds(10))
            }
            return true
        }

        /// What the last wait returned, standardized; nil inside when it could not say.
        var lastChange: Set<String>?? {
            changes.withLock { $0.last }.map {
                $0.map { Set($0.map { URL(fileURLWithPath: $0).standardizedFileURL.path }) }
            }
        }

        func stop() {
            stopping.withLock { $0 = true }
            try? release()
            _ = finished.wait(timeout: .now() + 5)
        }
    }

    func waiting(polls: Bool) -> Waiting {
        let page = content.appendingPathComponent("release.md")
        return Waiting(paths: [content.path, config.path], polls: polls) {
            try UUID().uuidString.write(to: page, atomically: false, encoding: .utf8)
        }
    }

    @Test(arguments: [false, true])
    func itPollsOnlyWhenAsked(polls: Bool) {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(FolderWatcher(paths: [content.path, config.path], polls: polls).isPolling == polls)
    }

    /// What no watch hears of (the folder holding them all removed once nothing is left in it to
    /// tell) the caller is asked about while nothing changes, and the wait ends when it says so.
    @Test(arguments: [false, true])
    func theWaitEndsWhenItsCallerGivesUp(polls: Bool) {
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = FolderWatcher(paths: [content.path, config.path], polls: polls)
        var asked = 0
        #expect(
            watcher.waitForChange(orUntil: {
                asked += 1
                return asked == 2
            }) == nil)
        #expect(asked == 2)
    }

    @Test(arguments: [false, true])
    func aChangedFileIsNoticed(polls: Bool) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watch = waiting(polls: polls)
        defer { watch.stop() }
        #expect(try await watch.notices { try write("notes/deep/page.md", "new, and longer") })
        #expect(try await watch.notices { try write("notes/deep/page.md", "newer still, and longer") })
        #expect(try await !watch.notices(within: 1) {})  // and nothing is nothing
    }

    @Test(arguments: [false, true])
    func aFileInAFolderMadeSinceIsNoticed(polls: Bool) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let later = content.appendingPathComponent("later/inner")
        let watch = waiting(polls: polls)
        defer { watch.stop() }
        #expect(
            try await watch.notices {
                try FileManager.default.createDirectory(at: later, withIntermediateDirectories: true)
            })
        // The new folder is watched too: a page written in it is a change of its own.
        #expect(try await watch.notices { try write("later/inner/page.md", "text") })
    }

    @Test(arguments: [false, true])
    func aConfigReplacedAsEditorsSaveIsNoticed(polls: Bool) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watch = waiting(polls: polls)
        defer { watch.stop() }
        // Written to a new file, renamed over the old: the watched file is another one now.
        #expect(
            try await watch.notices { try "title: B, longer\n".write(to: config, atomically: true, encoding: .utf8) })
        #expect(
            try await watch.notices {
                try "title: C, longer still\n".write(to: config, atomically: true, encoding: .utf8)
            })
        // And once: the new file is the config now, not a change still to be found.
        #expect(try await !watch.notices(within: 2.5) {})
    }

    @Test func aContentFolderRemovedAndMadeAgainIsWatchedAgain() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watch = waiting(polls: false)
        defer { watch.stop() }
        #expect(try await watch.notices { try FileManager.default.removeItem(at: content) })
        #expect(
            try await watch.notices {
                try FileManager.default.createDirectory(
                    at: content.appendingPathComponent("notes"), withIntermediateDirectories: true)
            })
        #expect(try await watch.notices { try write("notes/page.md", "in the new folder") })
    }

    @Test func aContentFolderSwappedByRenameIsWatchedWhereItIsNow() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let old = root.appendingPathComponent("old"), next = root.appendingPathComponent("next")
        try FileManager.default.createDirectory(at: next, withIntermediateDirectories: true)
        let watch = waiting(polls: false)
        defer { watch.stop() }
        #expect(
            try await watch.notices {
                try FileManager.default.moveItem(at: content, to: old)
                try FileManager.default.moveItem(at: next, to: content)
            })
        #expect(try await watch.notices { try write("page.md", "in the new content") })
        #expect(
            try await !watch.notices(within: 1) {
                try "x".write(to: old.appendingPathComponent("gone.md"), atomically: false, encoding: .utf8)
            })
    }

    @Test func aConfigThatIsALinkIsWatchedWhereItLeads() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let shared = root.appendingPathComponent("shared/site.yml")
        try FileManager.default.createDirectory(
            at: shared.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "title: Shared\n".write(to: shared, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: config)
        try FileManager.default.createSymbolicLink(at: config, withDestinationURL: shared)
        let watch = waiting(polls: false)
        defer { watch.stop() }
        #expect(
            try await watch.notices {
                try "title: Shared, edited\n".write(to: shared, atomically: true, encoding: .utf8)
            })
    }

    @Test func aFolderLinkedFromTheContentIsNotWatched() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: content.appendingPathComponent("before"), withDestinationURL: outside)
        let watch = waiting(polls: false)
        defer { watch.stop() }
        // A link made later is a change of the content; what it leads to is no part of it.
        #expect(
            try await watch.notices {
                try FileManager.default.createSymbolicLink(
                    at: content.appendingPathComponent("later"), withDestinationURL: outside)
            })
        #expect(
            try await !watch.notices(within: 1) {
                try "x".write(to: outside.appendingPathComponent("file.md"), atomically: false, encoding: .utf8)
            })
    }

    @Test func nothingChangedWaitsAndOtherFilesBesideTheConfigAreNotChanges() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let beside = root.appendingPathComponent("Output/page.html")
        let watch = waiting(polls: false)
        defer { watch.stop() }
        let noticed = try await watch.notices(within: 1) {
            try FileManager.default.createDirectory(
                at: beside.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "built".write(to: beside, atomically: true, encoding: .utf8)
        }
        #expect(!noticed)
        #expect(try await watch.notices { try write("notes/deep/page.md", "and it still listens") })
    }

    /// SQLite opens a vault it only reads for writing, and closes it unwritten: neither the config
    /// (a watched file of its own, as a vault is) nor a page so opened has changed.
    @Test(arguments: [false, true])
    func aFileOpenedForWritingAndClosedUnwrittenIsNoChange(polls: Bool) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("notes/page.md", "as it was")
        let watch = waiting(polls: polls)
        defer { watch.stop() }
        let noticed = try await watch.notices(within: 1) {
            for file in [config.path, content.appendingPathComponent("notes/page.md").path] {
                let handle = try #require(FileHandle(forUpdatingAtPath: file))
                try handle.close()
            }
        }
        #expect(!noticed)
        #expect(
            try await watch.notices { try "title: B, longer\n".write(to: config, atomically: false, encoding: .utf8) })
    }

    /// The path a watcher names a content file by.
    func named(_ path: String) -> String {
        content.appendingPathComponent(path).standardizedFileURL.path
    }

    @Test(arguments: [false, true])
    func theFilesChangedAreNamed(polls: Bool) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("notes/other.md", "other")
        let watch = waiting(polls: polls)
        defer { watch.stop() }
        #expect(try await watch.notices { try write("notes/deep/page.md", "new, and longer") })
        #expect(watch.lastChange == .some([named("notes/deep/page.md")]))
        #expect(
            try await watch.notices {
                try write("notes/deep/page.md", "newer still, and longer")
                try write("notes/other.md", "other, and longer")
            })
        #expect(watch.lastChange == .some([named("notes/deep/page.md"), named("notes/other.md")]))
        // Saved as editors save, through a new file renamed over the old: the page is named.
        #expect(
            try await watch.notices {
                try "saved".write(
                    to: content.appendingPathComponent("notes/other.md"), atomically: true, encoding: .utf8)
            })
        let saved = try #require(watch.lastChange ?? nil)
        #expect(saved.contains(named("notes/other.md")))
        #expect(!saved.contains(named("notes")))
    }

    @Test(arguments: [false, true])
    func aFolderMadeOrRemovedIsMoreThanFiles(polls: Bool) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watch = waiting(polls: polls)
        defer { watch.stop() }
        #expect(
            try await watch.notices {
                try FileManager.default.createDirectory(
                    at: content.appendingPathComponent("later"), withIntermediateDirectories: true)
                try write("later/page.md", "text")
            })
        #expect(watch.lastChange == .some(nil))
        #expect(
            try await watch.notices { try FileManager.default.removeItem(at: content.appendingPathComponent("notes")) })
        #expect(watch.lastChange == .some(nil))
    }
}

extension Tag {
    /// TestSupport's tag of slow suites (a tag is known by its name), which this module does not import.
    @Tag fileprivate static var slow: Self
}
