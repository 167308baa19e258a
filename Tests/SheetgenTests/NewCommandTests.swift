import Foundation
import TestSupport
import Testing

/// `sheetgen new site` and `sheetgen new note`, run as a game master runs them.
@Suite(.tags(.slow)) struct NewCommandTests {
    @Test func aNewSiteBuildsAtOnce() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = try CLI.run(["new", "site", "campaign", "--date", "2026-11-27"], in: folder)
        #expect(started.status == 0, "\(started.stderr)")
        let site = folder.appendingPathComponent("campaign")
        for file in [
            "sheetgen.yml", "sheetgen.sqlite", "Content/_index.md", "Content/sessions/session-1.md",
            "Content/characters/_index.md",
        ] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(file).path), "\(file)")
        }
        let built = try CLI.run(["build"], in: site)
        #expect(built.status == 0 && built.stderr.isEmpty, "\(built.stderr)")
        let session = try String(
            contentsOf: site.appendingPathComponent("Output/sessions/session-1.html"), encoding: .utf8)
        // The note's game blocks were rendered, not left as code.
        #expect(!session.contains("```") && !session.contains("language-character"))
        #expect(session.contains("2026"))
    }

    @Test func aNewSiteNeverGoesIntoAFolderThatHoldsFiles() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = folder.appendingPathComponent("notes.md")
        try "my notes".write(to: mine, atomically: true, encoding: .utf8)
        let refused = try CLI.run(["new", "site", folder.path])
        #expect(refused.status != 0 && refused.stderr.contains("is not empty"), "\(refused.stderr)")
        #expect(try String(contentsOf: mine, encoding: .utf8) == "my notes")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.md"])
        let onAFile = try CLI.run(["new", "site", mine.path])
        #expect(onAFile.status != 0 && onAFile.stderr.contains("is a file"), "\(onAFile.stderr)")
        #expect(try String(contentsOf: mine, encoding: .utf8) == "my notes")
    }

    @Test func aNewNoteIsDatedTitledAndFollowsItsFolder() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sessions = folder.appendingPathComponent("Content/sessions")
        try FileManager.default.createDirectory(at: sessions, withIntermediateDirectories: true)
        try "---\ntitle: Old\ndate: 2026-10-01\ntags: [old]\n---\n".write(
            to: sessions.appendingPathComponent("session-9.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: Session 10\ndate: 2026-11-20\ntags: [session]\nsummary: At the inn.\n---\nBody.\n".write(
            to: sessions.appendingPathComponent("session-10.md"), atomically: true, encoding: .utf8)
        let made = try CLI.run(["new", "note", "sessions/session-11", "--date", "2026-11-27"], in: folder)
        #expect(made.status == 0, "\(made.stderr)")
        let note = try String(contentsOf: sessions.appendingPathComponent("session-11.md"), encoding: .utf8)
        #expect(note == "---\ntitle: \"Session 11\"\ndate: 2026-11-27\ntags: [\"session\"]\nsummary:\n---\n\n")
        let built = try CLI.run(["build"], in: folder)
        #expect(built.status == 0 && built.stderr.isEmpty, "\(built.stderr)")
    }

    @Test func aNewNoteNeverReplacesOneAndStaysInTheContentFolder() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CLI.run(["new", "note", "ideas", "--date", "2026-11-27"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let file = folder.appendingPathComponent("Content/ideas.md")
        try "---\ntitle: Mine\n---\nKeep me.\n".write(to: file, atomically: true, encoding: .utf8)
        let again = try CLI.run(["new", "note", "Content/ideas.md"], in: folder)
        #expect(again.status != 0 && again.stderr.contains("exists already"), "\(again.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "---\ntitle: Mine\n---\nKeep me.\n")
        for outside in ["../escape", "/tmp/escape", "a/../../escape"] {
            let refused = try CLI.run(["new", "note", outside], in: folder)
            #expect(refused.status != 0 && refused.stderr.contains("within the content folder"), "\(outside)")
        }
        let badDate = try CLI.run(["new", "note", "other", "--date", "27-11-2026"], in: folder)
        #expect(badDate.status != 0 && badDate.stderr.contains("--date"), "\(badDate.stderr)")
    }
}
