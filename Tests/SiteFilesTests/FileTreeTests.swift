import Foundation
@testable import Mistakes
@testable import SiteFiles
import Testing

@Suite struct FileTreeTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-filetree-\(UUID())").path

    func make(_ path: String, _ text: String = "x") throws {
        try FileTree.write(text, to: root + "/" + path)
    }

    func walk(_ folder: String? = nil) -> (files: [String], findings: FileTree.Findings) {
        var findings = FileTree.Findings(), files: [String] = []
        FileTree.forEachFile(under: URL(fileURLWithPath: folder ?? root), findings: &findings) { files.append($0) }
        return (files, findings)
    }

    @Test func theWalkListsFilesInByteOrderLeavingOutHiddenFilesAndBackups() throws {
        defer { FileTree.remove(root) }
        let paths = [
            "b.md", "a/z.md", "a-b.md", "A.md", "é.md", ".git/config", ".htaccess", ".well-known/x", "d/.well-known/y",
            "notes.md~", "#draft#", "#", "d/e/f.txt",
        ]
        for path in paths {
            try make(path)
        }
        let (files, findings) = walk()
        #expect(files == ["#", ".htaccess", ".well-known/x", "A.md", "a-b.md", "a/z.md", "b.md", "d/e/f.txt", "é.md"])
        #expect(findings.errors.isEmpty && findings.warnings.isEmpty)
    }

    @Test func linksAreFollowedInsideAndLeftOutWithAWarningOtherwise() throws {
        defer { FileTree.remove(root) }
        try make("real/a.md")
        try make("outside.txt")
        let content = root + "/content"
        try FileTree.makeFolder(content + "/in")
        try FileTree.write("inside", to: content + "/in/b.md")
        symlink(content + "/in", content + "/alias")
        symlink(content + "/in/b.md", content + "/file-alias.md")
        symlink(root + "/outside.txt", content + "/out.txt")
        symlink(content + "/nowhere", content + "/dangling")
        symlink(content, content + "/in/loop")
        mkfifo(content + "/pipe", 0o644)
        let (files, findings) = walk(content)
        #expect(files == ["alias/b.md", "file-alias.md", "in/b.md"])
        #expect(
            findings.warnings.sorted()
                == [
                    "alias/loop: skipped: a symbolic link to a folder that holds it",
                    "dangling: skipped: a symbolic link that leads nowhere",
                    "in/loop: skipped: a symbolic link to a folder that holds it",
                    "out.txt: skipped: a symbolic link to outside the content folder",
                    "pipe: skipped: not a regular file or folder",
                ].sorted())
    }

    @Test func aNameThatIsNotUTF8IsAnErrorNamingItEscaped() throws {
        defer { FileTree.remove(root) }
        try make("ok.md")
        let bad = (Array((root + "/bad").utf8) + [0xFF, 0]).map { CChar(bitPattern: $0) }
        close(open(bad, O_CREAT | O_WRONLY, 0o644))
        let (files, findings) = walk()
        #expect(files == ["ok.md"])
        #expect(findings.errors.map(\.description) == ["bad\\xFF: the file name is not UTF-8"])
        #expect(FileTree.names(in: root)?.sorted() == ["bad\u{FFFD}", "ok.md"])
        #expect(FileTree.remove(root))  // a name that is not UTF-8 goes too
        #expect(!FileTree.exists(root))
    }

    /// A folder entry's record is as long as its name needs, and the last one `readdir` holds
    /// may end where its memory does: here, right before a page nothing may read.
    @Test func anEntrysNameIsReadWithinItsRecord() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let memory: UnsafeMutableRawPointer = mmap(
            nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        try #require(memory != MAP_FAILED)
        defer { munmap(memory, 2 * page) }
        try #require(mprotect(memory + page, page, PROT_NONE) == 0)  // else the test proves nothing
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = Array("a.md".utf8) + [0]
        let length = (nameOffset + name.count + 7) / 8 * 8
        let record = memory + page - length
        let lengthOffset = MemoryLayout<dirent>.offset(of: \dirent.d_reclen)!
        record.storeBytes(of: UInt16(length), toByteOffset: lengthOffset, as: UInt16.self)
        for (index, byte) in name.enumerated() {
            record.storeBytes(of: byte, toByteOffset: nameOffset + index, as: UInt8.self)
        }
        let read = FileTree.name(of: record.assumingMemoryBound(to: dirent.self))
        #expect(Array(read) == Array("a.md".utf8))
    }

    @Test func aWriteNeverGoesThroughAHardLinkOrASymbolicLink() throws {
        defer { FileTree.remove(root) }
        try make("original", "kept")
        link(root + "/original", root + "/hard")
        symlink(root + "/original", root + "/soft")
        let stamp = try FileTree.write("new", to: root + "/hard")
        try FileTree.write("new too", to: root + "/soft")
        #expect(FileTree.read(root + "/original") == Array("kept".utf8))
        #expect(FileTree.read(root + "/hard") == Array("new".utf8))
        #expect(FileTree.linkDestination(root + "/soft") == nil)
        #expect(stamp == FileTree.Stamp(path: root + "/hard") && stamp.size == 3)
    }

    /// Two folders swapped in one step: how a new output takes the place of the old one.
    @Test func twoFoldersAreExchangedInOneStep() throws {
        defer { FileTree.remove(root) }
        try make("new/index.html", "new")
        try make("old/index.html", "old")
        #expect(FileTree.exchange(root + "/new", root + "/old"))
        #expect(FileTree.read(root + "/old/index.html") == Array("new".utf8))
        #expect(FileTree.read(root + "/new/index.html") == Array("old".utf8))
        #expect(!FileTree.exchange(root + "/new", root + "/nothing"))
    }

    @Test func partsAreWrittenWholePastTheBuffer() throws {
        defer { FileTree.remove(root) }
        let parts = (0..<10_000).map { "line \($0) ünïcødé\n" }
        let stamp = try FileTree.write(parts: parts, to: root + "/deep/down/big.txt")
        let bytes = try #require(FileTree.read(root + "/deep/down/big.txt"))
        #expect(bytes.count > 1 << 17 && Int64(bytes.count) == stamp.size)
        #expect(bytes == Array(parts.joined().utf8))
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 65_536, 200_001])
    func aFileIsReadWholeWhateverItsSize(size: Int) throws {
        defer { FileTree.remove(root) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        try FileTree.write(bytes, to: root + "/file")
        #expect(FileTree.read(root + "/file") == bytes)
    }

    @Test func aFileThatTellsNoSizeIsReadToItsEnd() throws {
        // The kernel's own files say they are empty; this one has a line for each of the process's maps.
        let maps = try #require(FileTree.read("/proc/self/maps"))
        #expect(maps.count > 4096 && maps.last == UInt8(ascii: "\n"))
    }

    @Test func aLinkedFileIsTheSameFileAndAFIFOIsNotRead() throws {
        defer { FileTree.remove(root) }
        try make("a", "text")
        try FileTree.link(root + "/a", to: root + "/b/c")
        #expect(FileTree.Stamp(path: root + "/a")?.inode == FileTree.Stamp(path: root + "/b/c")?.inode)
        mkfifo(root + "/pipe", 0o644)
        #expect(FileTree.read(root + "/pipe") == nil)  // refused at once, not waited on
        #expect(FileTree.read(root + "/missing") == nil)
    }

    @Test func aFileIsReadFromAFolderOnlyAtItsSizeAndNeverThroughALinkWhenAsked() throws {
        defer { FileTree.remove(root) }
        try make("dir/page.html", "<p>kept</p>")
        try #require(symlink(root + "/dir/page.html", root + "/dir/link.html") == 0)
        let folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(folder >= 0)
        defer { close(folder) }
        let read = try #require(FileTree.readWithInfo("dir/page.html", from: folder, followingLinks: false, ifSize: 11))
        #expect(
            read.bytes == Array("<p>kept</p>".utf8)
                && FileTree.Stamp(read.info) == FileTree.Stamp(path: root + "/dir/page.html"))
        #expect(FileTree.readWithInfo("dir/page.html", from: folder, ifSize: 10) == nil)
        #expect(FileTree.readWithInfo("dir/link.html", from: folder, followingLinks: false) == nil)
        #expect(FileTree.readWithInfo("dir/link.html", from: folder)?.bytes == Array("<p>kept</p>".utf8))
    }

    @Test func aFileIsClosedOnceAndAFailedWriteNamesItsFile() throws {
        defer { FileTree.remove(root) }
        let file = try FileTree.NewFile(creating: root + "/f")
        try file.write(Array("x".utf8))
        #expect(try file.close().size == 1)
        #expect(throws: UserError.self) { try file.close() }
        #expect(throws: UserError("cannot write: No space left on device", at: "/dev/full", errorNumber: ENOSPC)) {
            let full = try FileTree.NewFile(writingThrough: "/dev/full")
            try full.write(Array("x".utf8))
        }
    }

    @Test func removeTakesAWholeTreeButNeverFollowsALink() throws {
        defer { FileTree.remove(root) }
        try make("keep/precious")
        try make("gone/a/b/c")
        symlink(root + "/keep", root + "/gone/link")
        #expect(FileTree.remove(root + "/gone"))
        #expect(!FileTree.exists(root + "/gone") && FileTree.read(root + "/keep/precious") == Array("x".utf8))
        #expect(FileTree.remove(root + "/never-there"))
    }
}
