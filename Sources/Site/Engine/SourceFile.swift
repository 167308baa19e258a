import Foundation
import SiteFiles
import SiteModel

/// A page's source file as the build cache remembers it: its stamp and change time, the hash of
/// its bytes, and what a look through them found. While the file keeps that stamp and change
/// time, a build takes the rest from here instead of reading the file again. The change time is
/// what makes this safe: a program may set a file's modification time back, but not that.
package struct SourceFile: Equatable, Sendable {
    let stamp: FileTree.Stamp
    /// The inode's change time, in nanoseconds.
    let changed: Int64
    /// The hash of the file's bytes.
    let digest: UInt64
    /// What the bytes may hold (a page that might name a key is treated as naming it).
    package let namesPublishingDates: Bool, namesAliases: Bool, mayHoldBlocks: Bool
    /// Whether they may call `ref` or `relref`, whose link depends on which pages are there.
    package let mayReferToPages: Bool

    /// The file at `path` as it is now, read; nil (with `errno` set) when it cannot be read.
    static func read(_ path: String, blockNames: Set<String>) -> (file: SourceFile, bytes: [UInt8])? {
        guard let (bytes, info) = ContentPage.read(path) else { return nil }
        let look = look(info)
        var digest = ContentHash()
        digest.add(bytes)
        // A key written with an escape (`"expiry\u0044ate"`) hides from a look for its name.
        let escaped = FrontMatter.mayHoldEscapes(bytes)
        let file = SourceFile(
            stamp: look.stamp, changed: look.changed, digest: digest.value,
            namesPublishingDates: escaped || PublishingWindow.mayBeNamed(in: bytes),
            namesAliases: escaped || AliasPage.mayBeNamed(in: bytes),
            mayHoldBlocks: BlockPages.mayHoldBlocks(bytes, named: blockNames),
            // An embed (`![[Note]]`) shows another page as it is now.
            mayReferToPages: PageShortcodes.mayReferToPages(bytes) || NoteBody.mayEmbed(bytes))
        return (file, bytes)
    }

    /// This file, when it was last changed a while before `moment` (the build's): a file changed
    /// within the second before it is read, or after, may change again with the same times (the
    /// clock the file system keeps them by moves in steps), so it is not remembered and is read
    /// again next time.
    func settled(before moment: Date) -> SourceFile? {
        Self.isSettled((stamp, changed), before: moment) ? self : nil
    }

    /// Whether a file with these times was last changed a while before `moment`.
    static func isSettled(_ look: (stamp: FileTree.Stamp, changed: Int64), before moment: Date) -> Bool {
        let limit = Int64((moment.timeIntervalSince1970 - 1) * 1_000_000_000)
        return look.stamp.modified < limit && look.changed < limit
    }

    /// This remembered file, when the file at `path` still has its stamp and change time (as
    /// `seen` just now, by their hash, when it was).
    func ifUnchanged(at path: String, seen: UInt64? = nil) -> SourceFile? {
        if let seen { return seen == Self.hash((stamp, changed)) ? self : nil }
        guard let look = Self.look(path), look.stamp == stamp, look.changed == changed else { return nil }
        return self
    }

    /// A file's stamp and change time (nanoseconds).
    typealias Look = (stamp: FileTree.Stamp, changed: Int64)

    /// The file's stamp and change time.
    static func look(_ path: String) -> Look? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return look(info)
    }

    /// The hash of a stamp and change time.
    static func hash(_ look: Look) -> UInt64 {
        var hash = ContentHash()
        for number in [look.stamp.size, look.stamp.modified, Int64(bitPattern: look.stamp.inode), look.changed] {
            hash.add(UInt64(bitPattern: number))
        }
        return hash.value
    }

    /// The stamp and change time in what `stat` said.
    static func look(_ info: stat) -> Look {
        (FileTree.Stamp(info), Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
    }
}
