import ArgumentParser
import Foundation
import Vault

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a campaign site, or a note in one.",
        subcommands: [NewSiteCommand.self, NewNoteCommand.self]
    )
}

struct NewSiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Lay out a new campaign site in DIR that builds at once.",
        discussion: """
            Writes a commented sheetgen.yml, an empty players' vault (sheetgen.sqlite), a home page, a sessions folder with a first note that uses \
            the game blocks, and a characters folder. DIR must not exist yet or be empty: nothing is ever \
            written over.
            """
    )

    @Argument(help: ArgumentHelp("The site's folder.", valueName: "dir")) var folder: String
    @OptionGroup var day: NoteDate

    func run() throws {
        let root = URL(fileURLWithPath: folder)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("\(folder) is a file: give a new folder for the site")
        }
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        guard existing.isEmpty else {
            throw ValidationError("\(folder) is not empty: give a new folder, so that nothing is written over")
        }
        for file in StarterSite.files(today: try day.text()) {
            try NewFile.write(file.text, to: root.appendingPathComponent(file.path))
        }
        _ = try Vault.open(at: root.appendingPathComponent("sheetgen.sqlite").path, create: true)
        say("Started a campaign site in \(folder): `cd \(folder) && sheetgen serve` to see it.")
    }
}

struct NewNoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "note",
        abstract: "Write a new dated note, such as sessions/session-2, in the content folder.",
        discussion: """
            The note's title comes from its name (session-2 is "Session 2") and its date is today's. It \
            follows its folder's pattern: the front matter keys of the folder's latest note (by date, \
            then name) come along, its tags as they were and every other key empty, ready to fill in. An \
            existing file is never written over.
            """
    )

    @Argument(help: ArgumentHelp("The note's path in the content folder, without .md.", valueName: "path"))
    var path: String
    @Option(help: ArgumentHelp("The content folder.", valueName: "dir")) var content = "Content"
    @OptionGroup var day: NoteDate

    func run() throws {
        let relative = try NotePath.relative(path, content: content)
        let shown = (content as NSString).appendingPathComponent(relative + ".md")
        let file = URL(fileURLWithPath: shown)
        let title = NotePath.title(of: file.deletingPathExtension().lastPathComponent)
        let pattern = NotePattern.latest(in: file.deletingLastPathComponent())
        try NewFile.write(pattern.note(title: title, date: try day.text()), to: file)
        say("Wrote \(shown).")
    }
}

/// The day a new note carries: today's, or --date.
struct NoteDate: ParsableArguments {
    @Option(help: ArgumentHelp("The note's date (YYYY-MM-DD; default: today).", valueName: "date"))
    var date: String?

    func text() throws -> String {
        guard let date else {
            let format = DateFormatter()
            format.locale = Locale(identifier: "en_US_POSIX")
            format.dateFormat = "yyyy-MM-dd"
            return format.string(from: Date())
        }
        guard date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil else {
            throw ValidationError("--date must be a day written YYYY-MM-DD, not '\(date)'")
        }
        return date
    }
}

/// A file written only where none is: a user's file is never replaced.
enum NewFile {
    static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try Data(text.utf8).write(to: file, options: .withoutOverwriting)
        } catch CocoaError.fileWriteFileExists {
            throw ValidationError("\(file.path) exists already: it is left as it is")
        }
    }
}
