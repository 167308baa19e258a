import Foundation
import Mistakes
import SiteFiles
import Synchronization

/// Where a build writes, and how what it wrote is put in place at the end.
///
/// Everything is written into a staging folder beside the output (`StagingFolder`). A build with
/// no earlier output to build on puts that folder in place of the output, whole. A build over an
/// earlier build's output updates that output in place instead: a page the cache knows unchanged
/// since stays where it is (`keep`), a file written with the very bytes already there stays too
/// (with the cache or without it), and only what changed is staged, then moved in by an
/// `OutputJournal`, which also removes what the build no longer writes. So a build that changed
/// one page touches a few files, not every one, and a build without the cache that renders every
/// page again still creates and deletes no file whose bytes are the same: on a file system that
/// looks past recently freed inodes for each new one (ext4 without a journal), making 10,000
/// files again right after deleting 10,000 took seconds. Either way, a build that fails or is
/// killed leaves the old output as it was.
final class BuildOutput: Sendable {
    let staging: StagingFolder
    /// The staging folder's path.
    let path: String
    /// Whether a file sheetgen did not make may be replaced by one the build writes.
    private let force: Bool
    private let state = Mutex(State())

    /// What the build knows of the last output, and what it keeps of it.
    private struct State {
        /// The output as the last build left it, when this build updates it in place, and the
        /// folder it was then (device and inode), to tell whether it has been swapped since.
        var previous: String?
        var previousFolder: (device: UInt64, inode: UInt64)?
        /// What sheetgen made of the last output, as the build began (path and kind, folders
        /// before what they hold): looked at once, it tells what to remove at the end.
        var previousEntries: [(path: [UInt8], type: UInt8)] = []
        /// The hashes of the files among them, the only ones a build may keep.
        var previousFiles: Set<UInt64> = []
        /// What the output held that sheetgen did not make: it stays.
        var foreign = ForeignFiles([])
        /// Where the build meets what sheetgen did not make.
        var overlap = ForeignFiles.Overlap()
        /// The last output, open: its files are looked at by their path in it, which spares the
        /// kernel the path to it for each (a build with one page changed looks at every other).
        var previousDescriptor: Int32 = -1
        /// The last build's files this one keeps, by the hash of their path.
        var kept: Set<UInt64> = []
        /// When the last build was done putting its files in place (nanoseconds since 1970, by
        /// the file system's clock), when known: a file changed after it was edited since,
        /// whatever its stamp says (a program can set the modification time back, never the
        /// change time).
        var lastFinished: Int64?
    }

    /// When the last build was done putting its files in place, when known (see `State`).
    var lastFinished: Int64? {
        get { state.withLock { $0.lastFinished } }
        set { state.withLock { $0.lastFinished = newValue } }
    }

    init(target: URL, force: Bool) {
        staging = StagingFolder(for: target)
        path = staging.url.path
        self.force = force
    }

    /// Makes the staging folder, after undoing what a killed build left, and looks at the last
    /// output: what sheetgen made of it (its marker lists the files, `MadeFiles`) and what it did
    /// not, which stays. The last output is updated in place only when what sheetgen made of it
    /// is files and folders: a link or anything else in their place (which only a hand could
    /// have put there) and the output is made anew, whole.
    func create() throws(UserError) {
        try staging.create()
        let target = staging.target.path
        var info = stat()
        guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        // A link in the marker's place is not followed: it says nothing of what sheetgen made.
        let markerFile = FileTree.readWithInfo("\(target)/\(OutputFolderGuard.markerName)", followingLinks: false)
        let made = markerFile.flatMap { MadeFiles(marker: $0.bytes) }
        let marker = Array(OutputFolderGuard.markerName.utf8)
        var own: [(path: [UInt8], type: UInt8)] = [], others: [(path: [UInt8], type: UInt8)] = []
        var files: Set<UInt64> = []
        // Only sheetgen's own folders are walked: what another made is kept whole, unread.
        let walked = FileTree.forEachEntry(below: target, into: { made?.made($0, type: UInt8(DT_DIR)) == true }) {
            path, type in
            // Whatever is in the marker's place but a folder is its to replace.
            if path == marker && type != DT_DIR || made?.made(path, type: type) == true {
                own.append((path, type))
                if type != DT_DIR { files.insert(ContentHash.of(path)) }
            } else {
                others.append((path, type))
            }
        }
        guard walked else {
            throw UserError("cannot read the output folder: \(String(cString: strerror(errno)))", at: target)
        }
        let inPlace = own.allSatisfy { $0.type == DT_REG || $0.type == DT_DIR }
        let descriptor = inPlace ? open(target, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1
        state.withLock { state in
            (state.previousEntries, state.previousFiles, state.foreign) = (own, files, ForeignFiles(others))
            guard inPlace else { return }
            (state.previous, state.previousFolder) = (target, Self.folder(info))
            state.previousDescriptor = descriptor
        }
    }

    deinit {
        state.withLock { if $0.previousDescriptor >= 0 { close($0.previousDescriptor) } }
    }

    private static func folder(_ info: stat) -> (device: UInt64, inode: UInt64) {
        (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    func discard() {
        staging.discard()
        release()
    }

    /// Lets another build of the output begin: once this one is done, or has failed.
    func release() {
        staging.unlock()
    }

    // MARK: Writing

    /// Writes `bytes` as the output's `file`, or keeps the last build's when it holds these very
    /// bytes; the stamp of the file the output will have.
    @discardableResult
    func write(_ bytes: [UInt8], to file: String) throws(UserError) -> FileTree.Stamp {
        if let stamp = keptIfSame(file, as: bytes) { return stamp }
        return try named(file) { () throws(UserError) in try FileTree.write(bytes, to: "\(path)/\(file)") }
    }

    /// What `body`, writing the output's `file` into the staging folder, returns; its failure
    /// told as `placed`.
    func named<Result>(_ file: String, _ body: () throws(UserError) -> Result) throws(UserError) -> Result {
        do {
            return try body()
        } catch {
            throw placed(error, writing: file)
        }
    }

    /// The failure to write the output's `file` into the staging folder, placed at the file's
    /// path in the output, not the staging folder's (whose name means nothing to the user); or
    /// at the output itself when the whole disk failed it (full, over its quota or the size a
    /// process may write, read-only), which is no one file's fault: then every writer tells the
    /// same error, and it is told once.
    private func placed(_ error: UserError, writing file: String) -> UserError {
        let output = staging.target.path
        guard let code = error.errorNumber, ![ENOSPC, EDQUOT, EFBIG, EROFS, EIO].contains(code) else {
            let reason = error.errorNumber.map { String(cString: strerror($0)) } ?? error.message
            return UserError("cannot write the output: \(reason)", at: output)
        }
        return UserError(error.message, at: "\(output)/\(PathName.escaped(file))", errorNumber: code)
    }

    @discardableResult
    func write(_ text: String, to file: String) throws(UserError) -> FileTree.Stamp {
        try write(Array(text.utf8), to: file)
    }

    /// Writes text given in parts (a file too big to hold whole), then keeps the last build's
    /// file instead when the two are the same.
    @discardableResult
    func write(parts: some Sequence<String>, to file: String) throws(UserError) -> FileTree.Stamp {
        let stamp = try named(file) { () throws(UserError) in try FileTree.write(parts: parts, to: "\(path)/\(file)") }
        return settle(file, written: stamp)
    }

    /// For a file staged by other means: keeps the last build's file instead when it is the same.
    @discardableResult
    func settle(_ file: String, written stamp: FileTree.Stamp) -> FileTree.Stamp {
        let staged = "\(path)/\(file)"
        guard state.withLock({ $0.previous != nil }), let bytes = FileTree.read(staged),
            let kept = keptIfSame(file, as: bytes)
        else {
            return stamp
        }
        unlink(staged)
        return kept
    }

    /// Keeps the last build's `file` when it is still as that build wrote it (`stamp`); false
    /// when it must be made again.
    func keep(_ file: String, writtenAs stamp: FileTree.Stamp?) -> Bool {
        let hash = ContentHash.of(file.utf8)
        let (descriptor, lastFinished) = state.withLock {
            ($0.previousFiles.contains(hash) ? $0.previousDescriptor : -1, $0.lastFinished)
        }
        guard let stamp, let info = Self.regularFile(file, in: descriptor), FileTree.Stamp(info) == stamp
        else { return false }
        if let lastFinished, SourceFile.look(info).changed > lastFinished { return false }
        register(hash)
        return true
    }

    /// The stamp of the last build's `file`, kept, when it holds `bytes`. A link put in its place
    /// is not followed: the output keeps no link sheetgen did not make. Nor is a file of the same
    /// bytes that sheetgen did not make kept as its own.
    private func keptIfSame(_ file: String, as bytes: [UInt8]) -> FileTree.Stamp? {
        let hash = ContentHash.of(file.utf8)
        let descriptor = state.withLock { $0.previousFiles.contains(hash) ? $0.previousDescriptor : -1 }
        guard descriptor >= 0,
            let old = FileTree.readWithInfo(file, from: descriptor, followingLinks: false, ifSize: bytes.count),
            ByteOrder.same(old.bytes, bytes)
        else { return nil }
        register(hash)
        return FileTree.Stamp(old.info)
    }

    /// What `lstat` says of `file` in the folder open as `descriptor` (none when -1), when it
    /// is a regular file.
    private static func regularFile(_ file: String, in descriptor: Int32) -> stat? {
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstatat(descriptor, file, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG
        else { return nil }
        return info
    }

    private func register(_ hash: UInt64) {
        _ = state.withLock { $0.kept.insert(hash) }
    }

    // MARK: Putting in place

    /// Puts the new output in place: by the steps of a journal when updating in place, else the
    /// staging folder whole (with the files kept, and those sheetgen did not make, linked into it
    /// first). The marker goes in too, listing every file the output now holds of sheetgen's.
    /// The lock on the output is kept (until `release`, once the cache's manifest is in place).
    func finish() throws(UserError) {
        try checkUnchanged()
        var staged: [(path: [UInt8], type: UInt8)] = []
        guard FileTree.forEachEntry(below: path, { staged.append(($0, $1)) }) else {
            throw UserError("cannot read the staged output: \(String(cString: strerror(errno)))")
        }
        var keptFiles = state.withLock { state in
            state.previousEntries.filter { $0.type == DT_REG && state.kept.contains(ContentHash.of($0.path)) }
        }
        let marker = MadeFiles.marker(listing: (staged + keptFiles).filter { $0.type != DT_DIR }.map(\.path))
        let markerEntry = (path: Array(OutputFolderGuard.markerName.utf8), type: UInt8(DT_REG))
        if keptIfSame(OutputFolderGuard.markerName, as: marker) != nil {
            keptFiles.append(markerEntry)
        } else {
            _ = try named(OutputFolderGuard.markerName) { () throws(UserError) in
                try FileTree.write(marker, to: "\(path)/\(OutputFolderGuard.markerName)")
            }
            staged.append(markerEntry)
        }
        // Every file is written or kept by now: what the build found and kept is only read from here on.
        let last = state.withLock { $0 }
        let overlap = try last.foreign.overlap(with: staged, force: force, output: staging.target.path)
        state.withLock { $0.overlap = overlap }
        if let previous = last.previous,
            let steps = try steps(updating: previous, staged: staged, last: last, overlap: overlap)
        {
            try OutputJournal(target: staging.target, staging: staging.url, pid: getpid()).apply(steps)
        } else {
            try linkKeptFiles(keptFiles, last)
            let stagedPaths = Set(staged.map { ContentHash.of($0.path) })
            try last.foreign.link(from: staging.target.path, into: path, besides: stagedPaths)
            try staging.replaceOutput()
        }
    }

    /// Throws unless the last output is the folder it was when the build began, each of its
    /// folders still a folder: the build updates only that folder, never what a link put in its
    /// place (or one of its folders') since leads to. (Any file there now may be written over or
    /// removed: that takes the file, or the link, itself.)
    private func checkUnchanged() throws(UserError) {
        let (previous, previousFolder, entries) = state.withLock {
            ($0.previous, $0.previousFolder, $0.previousEntries)
        }
        guard let previous else { return }
        var info = stat()
        guard lstat(previous, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, let folder = previousFolder,
            Self.folder(info) == folder
        else { throw UserError("the output folder changed while the build ran; build again", at: previous) }
        for (folder, type) in entries where type == DT_DIR {
            guard lstat("\(previous)/\(String(decoding: folder, as: UTF8.self))", &info) == 0,
                info.st_mode & S_IFMT == S_IFDIR
            else { throw UserError("the output folder changed while the build ran; build again", at: previous) }
        }
    }

    /// What the output holds that sheetgen did not make and the build left as it was.
    var foreignEntries: [String] { state.withLock { $0.foreign.kept(besides: $0.overlap.replaced) } }

    /// What it takes to make the last output the new one; nil when a whole new folder is simpler:
    /// when most files changed, or a file takes the place of a folder or the other way round.
    private func steps(
        updating previous: String, staged: [(path: [UInt8], type: UInt8)], last: State, overlap: ForeignFiles.Overlap
    ) throws(UserError) -> [OutputJournal.Step]? {
        let (kept, foreign) = (last.kept, last.foreign)
        let old = try OldOutput(last.previousEntries, kept: kept, keeping: foreign.entries, at: previous)
        var stagedFiles: Set<UInt64> = [], stagedFolders: Set<UInt64> = []
        var makeFolders: [OutputJournal.Step] = [], puts: [OutputJournal.Step] = [], clash = false
        for (file, type) in staged {
            let hash = ContentHash.of(file)
            if type == DT_DIR {
                clash = clash || old.files.contains(hash)
                stagedFolders.insert(hash)
                if !old.folders.contains(hash) && !overlap.folders.contains(hash) {
                    makeFolders.append(.makeFolder(file))
                }
            } else {
                clash = clash || old.folders.contains(hash)
                stagedFiles.insert(hash)
                puts.append(.put(file, replacing: old.files.contains(hash) || overlap.replaced.contains(hash)))
            }
        }
        let removals = old.unkept.filter { !stagedFiles.contains(ContentHash.of($0)) }
        // What sheetgen did not make stays where it is, untouched, in an update in place: one is
        // made whenever it can be, however much changed.
        guard !clash, puts.count + removals.count <= kept.count || !foreign.isEmpty else { return nil }
        let emptied = old.unneededFolders.filter { !stagedFolders.contains(ContentHash.of($0)) }
        return makeFolders + puts + removals.map(OutputJournal.Step.remove)
            + emptied.reversed().map(OutputJournal.Step.removeFolder)
    }

    /// Hard-links the `kept` files of the last output into the staging folder.
    private func linkKeptFiles(_ files: [(path: [UInt8], type: UInt8)], _ last: State) throws(UserError) {
        guard let previous = last.previous else { return }
        guard files.count == last.kept.count else {
            throw UserError("the output folder changed while the build ran; build again", at: previous)
        }
        for (file, _) in files {
            let name = String(decoding: file, as: UTF8.self)
            try FileTree.link("\(previous)/\(name)", to: "\(path)/\(name)")
        }
    }

    /// The last output as the build began, and what of it the build keeps.
    private struct OldOutput {
        /// Every file and folder, by the hash of its path.
        var files: Set<UInt64> = [], folders: Set<UInt64> = []
        /// The files not kept, and the folders that hold no kept file, parents before children.
        var unkept: [[UInt8]] = [], unneededFolders: [[UInt8]] = []

        init(
            _ entries: [(path: [UInt8], type: UInt8)], kept: Set<UInt64>,
            keeping foreign: [(path: [UInt8], type: UInt8)], at root: String
        ) throws(UserError) {
            var found = 0
            var allFolders: [[UInt8]] = [], needed: Set<UInt64> = []
            // What sheetgen did not make stays, and so do the folders it is in.
            for (path, _) in foreign {
                needed.formUnion(MadeFiles.folderHashes(of: path))
            }
            for (path, type) in entries {
                let hash = ContentHash.of(path)
                if type == DT_DIR {
                    folders.insert(hash)
                    allFolders.append(path)
                } else {
                    files.insert(hash)
                    guard kept.contains(hash) else {
                        unkept.append(path)
                        continue
                    }
                    found += 1
                    needed.formUnion(MadeFiles.folderHashes(of: path))
                }
            }
            // Every kept file was found in the output as the build began: only another process
            // could have made one there since.
            guard found == kept.count else {
                throw UserError("the output folder changed while the build ran; build again", at: root)
            }
            unneededFolders = allFolders.filter { !needed.contains(ContentHash.of($0)) }
        }
    }
}

extension UserError {
    /// A failure to write one file of the output (`BuildOutput`'s), told at what asked for the
    /// file (`origin`: a page's source, an alias); a failure of the whole output as it is.
    func writing(for origin: String) -> UserError {
        guard let errorNumber, let location else { return self }
        return UserError("cannot write \(location): \(String(cString: strerror(errorNumber)))", at: origin)
    }
}
