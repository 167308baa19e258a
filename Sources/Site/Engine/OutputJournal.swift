import Foundation
import Mistakes
import SiteFiles

/// Puts a build's changed files into its output folder in place, so that a build that changed
/// little touches little, and that one killed midway can be undone: every step is written down
/// before the first is taken, in a journal beside the output, and the next build of that output
/// undoes whatever a dead one left half done (`rollBack`).
///
/// The changed files wait in the staging folder; what they replace or what goes is moved to a
/// backup folder. Both, like the journal, sit beside the output, named after it and the process
/// (`.Output.sheetgen-building-123`, `.Output.sheetgen-backup-123`, `.Output.sheetgen-journal-123`).
/// The journal's removal
/// is the moment the new output counts as done.
struct OutputJournal {
    enum Step: Equatable {
        /// A folder the new files need.
        case makeFolder([UInt8])
        /// A staged file moved into the output, over the last build's (`replacing`) or not.
        case put([UInt8], replacing: Bool)
        /// A file of the last build that this one does not write.
        case remove([UInt8])
        /// A folder left empty by the removals.
        case removeFolder([UInt8])
    }

    let output: String, staging: String, backup: String, file: String
    /// Where the journal is written before it is moved to `file`, whole.
    private let draft: String

    /// The journal of the build with process id `pid` of the output `target`.
    init(target: URL, staging: URL, pid: Int32) {
        output = target.path
        self.staging = staging.path
        backup = StagingFolder.leftover("backup", of: target, pid: pid).path
        file = StagingFolder.leftover("journal", of: target, pid: pid).path
        draft = StagingFolder.leftover("journalling", of: target, pid: pid).path
    }

    /// Writes the steps down, takes them, and removes the journal and the backups. A step that
    /// fails undoes the ones before it and throws, leaving the output as it was.
    func apply(_ steps: [Step]) throws(UserError) {
        // Its own name means nothing to the user: a failure is told at the output.
        do {
            try FileTree.write(Self.encoded(steps), to: draft)
        } catch {
            FileTree.removeFile(draft)
            let reason = error.errorNumber.map { String(cString: strerror($0)) } ?? error.message
            throw UserError("cannot update the output in place: \(reason); it was left as it was", at: output)
        }
        guard rename(draft, file) == 0 else { throw FileTree.failure(file) }
        let dieAfter = ProcessInfo.processInfo.environment["SHEETGEN_TEST_DIE_AFTER_JOURNAL_STEPS"].flatMap { Int($0) }
        for (index, step) in steps.enumerated() {
            if index == dieAfter { _exit(9) }  // test hook: a build killed in the middle of its steps
            guard take(step) else {
                let reason = String(cString: strerror(errno))
                let place = "\(output)/\(PathName.escaped(bytes: step.path))"
                guard rollBack(steps) else {
                    throw UserError(
                        "cannot update the output in place (\(reason)), nor undo what was done; the journal and "
                            + "backups are kept beside the output", at: place)
                }
                finish()
                throw UserError("cannot update the output in place: \(reason); it was left as it was", at: place)
            }
        }
        if dieAfter == steps.count { _exit(9) }  // killed with every step taken, the journal still there
        finish()
    }

    /// Undoes the steps of the journal a killed build left, then removes the journal, the backups
    /// and the staging folder. False, leaving them all, when the journal cannot be read or a step
    /// cannot be undone: the backups may hold the only copy of the old files.
    func rollBack() -> Bool {
        guard let bytes = FileTree.read(file), let steps = Self.decoded(bytes), rollBack(steps) else { return false }
        finish()
        return true
    }

    private func finish() {
        unlink(file)
        FileTree.removeFile(draft)
        FileTree.remove(backup)
        FileTree.remove(staging)
    }

    /// Undoes the steps, last first; each undoing looks at what is there, so it is right however
    /// far the build got. False when one could not be undone (the others are still tried).
    private func rollBack(_ steps: [Step]) -> Bool {
        var undone = true
        for step in steps.reversed() {
            let old = Path(output, step.path), saved = Path(backup, step.path), new = Path(staging, step.path)
            switch step {
            case .makeFolder:
                undone = (rmdir(old.c) == 0 || errno == ENOENT || errno == ENOTEMPTY) && undone
            case .put(_, replacing: true), .remove:
                if saved.isThere { undone = rename(saved.c, old.c) == 0 && undone }
            case .put(_, replacing: false):
                if !new.isThere { undone = (unlink(old.c) == 0 || errno == ENOENT) && undone }
            case .removeFolder:
                if !old.isThere { undone = mkdir(old.c, 0o755) == 0 && undone }
            }
        }
        return undone
    }

    /// Takes one step; false (with `errno` set) when it failed.
    private func take(_ step: Step) -> Bool {
        let old = Path(output, step.path), saved = Path(backup, step.path), new = Path(staging, step.path)
        switch step {
        case .makeFolder:
            if mkdir(old.c, 0o755) == 0 { return true }
            // A folder already there is taken; a link there (put since the build began) is not
            // followed: what it leads to is not the output's.
            guard errno == EEXIST, old.isFolder else { return false }
            return true
        case .put(_, let replacing):
            if replacing {
                // The old file is linked, not moved, into the backup, so the output never lacks
                // it; where the file system has no hard links (FAT, some network shares), moved.
                guard saved.makeFolders(from: backup),
                    link(old.c, saved.c) == 0
                        || ([EPERM, ENOTSUP, EOPNOTSUPP, EMLINK].contains(errno) && rename(old.c, saved.c) == 0)
                else { return false }
            } else if old.isThere {
                // Where the last build had no file, something is there: a file system that does
                // not tell upper from lower case. Never written over.
                errno = EEXIST
                return false
            }
            return rename(new.c, old.c) == 0
        case .remove: return saved.makeFolders(from: backup) && rename(old.c, saved.c) == 0
        case .removeFolder: return rmdir(old.c) == 0
        }
    }

    /// A path as the system calls take it: bytes (a name the last build's output holds need not
    /// be UTF-8), NUL-terminated.
    private struct Path {
        let c: [CChar]

        init(_ root: String, _ relative: [UInt8]) {
            c = (Array(root.utf8) + [UInt8(ascii: "/")] + relative + [0]).map { CChar(bitPattern: $0) }
        }

        var isThere: Bool {
            var info = stat()
            return lstat(c, &info) == 0
        }

        /// Whether a folder is there, not a link to one. Leaves `errno` as it was.
        var isFolder: Bool {
            let error = errno
            defer { errno = error }
            var info = stat()
            return lstat(c, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }

        /// Makes the folders between `root` (made if missing) and this path.
        func makeFolders(from root: String) -> Bool {
            let start = root.utf8.count
            for index in c.indices where index >= start && c[index] == CChar(bitPattern: UInt8(ascii: "/")) {
                let folder = Array(c[..<index]) + [0]
                guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { return false }
            }
            return true
        }
    }

    // MARK: The journal's bytes

    private static let header = Array("sheetgen output journal 1\n".utf8)

    /// The header, then each step: a letter, the path, a NUL (a path holds no NUL).
    static func encoded(_ steps: [Step]) -> [UInt8] {
        var bytes = header
        for step in steps {
            bytes.append(step.letter)
            bytes += step.path
            bytes.append(0)
        }
        return bytes
    }

    /// The steps of a journal; nil when it is not one this version wrote.
    static func decoded(_ bytes: [UInt8]) -> [Step]? {
        guard bytes.starts(with: header) else { return nil }
        var steps: [Step] = []
        for record in bytes.dropFirst(header.count).split(separator: 0) {
            guard let letter = record.first, let step = Step(letter: letter, path: Array(record.dropFirst())) else {
                return nil
            }
            steps.append(step)
        }
        return steps
    }
}

extension OutputJournal.Step {
    var path: [UInt8] {
        switch self {
        case .makeFolder(let path), .put(let path, _), .remove(let path), .removeFolder(let path): path
        }
    }

    fileprivate var letter: UInt8 {
        switch self {
        case .makeFolder: UInt8(ascii: "d")
        case .put(_, replacing: true): UInt8(ascii: "R")
        case .put(_, replacing: false): UInt8(ascii: "P")
        case .remove: UInt8(ascii: "x")
        case .removeFolder: UInt8(ascii: "X")
        }
    }

    fileprivate init?(letter: UInt8, path: [UInt8]) {
        switch letter {
        case UInt8(ascii: "d"): self = .makeFolder(path)
        case UInt8(ascii: "R"): self = .put(path, replacing: true)
        case UInt8(ascii: "P"): self = .put(path, replacing: false)
        case UInt8(ascii: "x"): self = .remove(path)
        case UInt8(ascii: "X"): self = .removeFolder(path)
        default: return nil
        }
    }
}
