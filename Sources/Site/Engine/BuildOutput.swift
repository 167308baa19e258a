import Foundation

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
final class BuildOutput: @unchecked Sendable {  // `kept` is behind `lock`; the rest is set before sharing.
    let staging: StagingFolder
    /// The staging folder's path.
    let path: String
    /// The output as the last build left it, when this build updates it in place, and the folder
    /// it was then (device and inode), to tell whether it has been swapped since.
    private var previous: String?
    private var previousFolder: (device: UInt64, inode: UInt64)?
    /// What sheetgen made of the last output, as the build began (path and kind, folders before
    /// what they hold): looked at once, it tells what to remove at the end.
    private var previousEntries: [(path: [UInt8], type: UInt8)] = []
    /// What the output held that sheetgen did not make, folders before what they hold: it stays.
    private var foreign: [(path: [UInt8], type: UInt8)] = []
    /// Whether a file sheetgen did not make may be replaced by one the build writes.
    private let force: Bool
    /// The paths the new output shares with what sheetgen did not make (folders both write in,
    /// files `force`d over), by their hash: once put in place, they are no longer kept as they were.
    private var shared: Set<UInt64> = []
    /// The last output, open: its files are looked at by their path in it, which spares the
    /// kernel the path to it for each (a build with one page changed looks at every other).
    private var previousDescriptor: Int32 = -1
    private let lock = NSLock()
    /// The last build's files this one keeps, by the hash of their path.
    private var kept: Set<UInt64> = []
    /// When the last build was done putting its files in place (nanoseconds since 1970, by the
    /// file system's clock), when known: a file changed after it was edited since, whatever its
    /// stamp says (a program can set the modification time back, never the change time).
    var lastFinished: Int64?

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
    func create() throws(SiteError) {
        try staging.create()
        let target = staging.target.path
        var info = stat()
        guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        var entries: [(path: [UInt8], type: UInt8)] = []
        guard FileTree.forEachEntry(below: target, { entries.append(($0, $1)) }) else {
            throw SiteError("cannot read the output folder: \(String(cString: strerror(errno)))", at: target)
        }
        let marker = FileTree.read("\(target)/\(OutputFolderGuard.markerName)")
        (previousEntries, foreign) = Self.split(entries, made: marker.flatMap(MadeFiles.init(marker:)))
        guard previousEntries.allSatisfy({ $0.type == DT_REG || $0.type == DT_DIR }) else { return }
        (previous, previousFolder) = (target, Self.folder(info))
        previousDescriptor = open(target, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }

    /// The output's entries that sheetgen made (the files its marker lists, the marker, and the
    /// folders it made for them), and the others; both with folders before what they hold.
    private static func split(_ entries: [(path: [UInt8], type: UInt8)], made: MadeFiles?) -> (
        made: [(path: [UInt8], type: UInt8)], foreign: [(path: [UInt8], type: UInt8)]
    ) {
        let marker = Array(OutputFolderGuard.markerName.utf8)
        var own: [(path: [UInt8], type: UInt8)] = [], others: [(path: [UInt8], type: UInt8)] = []
        for entry in entries {
            let mine = entry.path == marker || made?.made(entry.path, isFolder: entry.type == DT_DIR) == true
            if mine { own.append(entry) } else { others.append(entry) }
        }
        return (own, others)
    }

    deinit {
        if previousDescriptor >= 0 { close(previousDescriptor) }
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
    func write(_ bytes: [UInt8], to file: String) throws(SiteError) -> FileTree.Stamp {
        if let stamp = keptIfSame(file, as: bytes) { return stamp }
        return try named(file) { () throws(SiteError) in try FileTree.write(bytes, to: "\(path)/\(file)") }
    }

    /// What `body`, writing the output's `file` into the staging folder, returns; its failure
    /// told as `placed`.
    func named<Result>(_ file: String, _ body: () throws(SiteError) -> Result) throws(SiteError) -> Result {
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
    private func placed(_ error: SiteError, writing file: String) -> SiteError {
        let output = staging.target.path
        guard let code = error.errorNumber, ![ENOSPC, EDQUOT, EFBIG, EROFS, EIO].contains(code) else {
            let reason = error.errorNumber.map { String(cString: strerror($0)) } ?? error.message
            return SiteError("cannot write the output: \(reason)", at: output)
        }
        return SiteError(error.message, at: "\(output)/\(PathName.escaped(file))", errorNumber: code)
    }

    @discardableResult
    func write(_ text: String, to file: String) throws(SiteError) -> FileTree.Stamp {
        try write(Array(text.utf8), to: file)
    }

    /// Writes text given in parts (a file too big to hold whole), then keeps the last build's
    /// file instead when the two are the same.
    @discardableResult
    func write(parts: some Sequence<String>, to file: String) throws(SiteError) -> FileTree.Stamp {
        let stamp = try named(file) { () throws(SiteError) in try FileTree.write(parts: parts, to: "\(path)/\(file)") }
        return settle(file, written: stamp)
    }

    /// For a file staged by other means: keeps the last build's file instead when it is the same.
    @discardableResult
    func settle(_ file: String, written stamp: FileTree.Stamp) -> FileTree.Stamp {
        let staged = "\(path)/\(file)"
        guard previous != nil, let bytes = FileTree.read(staged), let kept = keptIfSame(file, as: bytes) else {
            return stamp
        }
        unlink(staged)
        return kept
    }

    /// Keeps the last build's `file` when it is still as that build wrote it (`stamp`); false
    /// when it must be made again.
    func keep(_ file: String, writtenAs stamp: FileTree.Stamp?) -> Bool {
        guard let stamp, let info = previousFile(file), FileTree.Stamp(info) == stamp else { return false }
        if let lastFinished, SourceFile.look(info).changed > lastFinished { return false }
        register(file)
        return true
    }

    /// The stamp of the last build's `file`, kept, when it holds `bytes`. A link put in its place
    /// is not followed: the output keeps no link sheetgen did not make.
    private func keptIfSame(_ file: String, as bytes: [UInt8]) -> FileTree.Stamp? {
        guard previousDescriptor >= 0,
            let old = FileTree.readWithInfo(file, from: previousDescriptor, followingLinks: false, ifSize: bytes.count),
            ByteOrder.same(old.bytes, bytes)
        else { return nil }
        register(file)
        return FileTree.Stamp(old.info)
    }

    /// What `lstat` says of the last build's `file`, when it is a regular file.
    private func previousFile(_ file: String) -> stat? {
        guard previousDescriptor >= 0 else { return nil }
        var info = stat()
        guard fstatat(previousDescriptor, file, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG
        else { return nil }
        return info
    }

    private func register(_ file: String) {
        let hash = ContentHash.of(file.utf8)
        _ = lock.withLock { kept.insert(hash) }
    }

    // MARK: Putting in place

    /// Puts the new output in place: by the steps of a journal when updating in place, else the
    /// staging folder whole (with the files kept, and those sheetgen did not make, linked into it
    /// first). The marker goes in too, listing every file the output now holds of sheetgen's.
    /// The lock on the output is kept (until `release`, once the cache's manifest is in place).
    func finish() throws(SiteError) {
        if let previous { try checkUnchanged(previous) }
        var staged: [(path: [UInt8], type: UInt8)] = []
        guard FileTree.forEachEntry(below: path, { staged.append(($0, $1)) }) else {
            throw SiteError("cannot read the staged output: \(String(cString: strerror(errno)))")
        }
        let replaced = try foreignReplaced(by: staged)
        if !foreign.isEmpty {
            shared = Set(staged.map { ContentHash.of($0.path) }).intersection(foreign.map { ContentHash.of($0.path) })
        }
        var keptFiles = previousEntries.filter { $0.type == DT_REG && kept.contains(ContentHash.of($0.path)) }
        let marker = MadeFiles.marker(listing: (staged + keptFiles).filter { $0.type != DT_DIR }.map(\.path))
        let markerEntry = (path: Array(OutputFolderGuard.markerName.utf8), type: UInt8(DT_REG))
        if keptIfSame(OutputFolderGuard.markerName, as: marker) != nil {
            keptFiles.append(markerEntry)
        } else {
            try FileTree.write(marker, to: "\(path)/\(OutputFolderGuard.markerName)")
            staged.append(markerEntry)
        }
        if let previous, let steps = try steps(updating: previous, staged: staged, replacing: replaced) {
            try OutputJournal(target: staging.target, staging: staging.url, pid: getpid()).apply(steps)
        } else {
            try linkKeptFiles(keptFiles)
            try linkForeign(skipping: Set(staged.map { ContentHash.of($0.path) }))
            try staging.replaceOutput()
        }
    }

    /// Throws unless the last output is the folder it was when the build began, each of its
    /// folders still a folder: the build updates only that folder, never what a link put in its
    /// place (or one of its folders') since leads to. (Any file there now may be written over or
    /// removed: that takes the file, or the link, itself.)
    private func checkUnchanged(_ previous: String) throws(SiteError) {
        var info = stat()
        guard lstat(previous, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, let folder = previousFolder,
            Self.folder(info) == folder
        else { throw SiteError("the output folder changed while the build ran; build again", at: previous) }
        for (folder, type) in previousEntries where type == DT_DIR {
            guard lstat("\(previous)/\(String(decoding: folder, as: UTF8.self))", &info) == 0,
                info.st_mode & S_IFMT == S_IFDIR
            else { throw SiteError("the output folder changed while the build ran; build again", at: previous) }
        }
    }

    /// The hashes of the files sheetgen did not make that the `staged` output writes over, with
    /// `force`. Throws, naming it, at the first thing sheetgen did not make where the build writes
    /// something else: only a folder may be shared with what is already there.
    private func foreignReplaced(by staged: [(path: [UInt8], type: UInt8)]) throws(SiteError) -> Set<UInt64> {
        guard !foreign.isEmpty else { return [] }
        let theirs = Dictionary(foreign.map { (ContentHash.of($0.path), $0.type) }) { first, _ in first }
        var replaced: Set<UInt64> = []
        for (file, type) in staged {
            let hash = ContentHash.of(file)
            guard let their = theirs[hash], !(type == DT_DIR && their == DT_DIR) else { continue }
            let place = "\(staging.target.path)/\(PathName.escaped(bytes: file))"
            guard type != DT_DIR && their == DT_REG else {
                throw SiteError(
                    "sheetgen did not make what is here, and the build needs to put a \(Self.kind(type)) in its "
                        + "place: move it away", at: place)
            }
            guard force else {
                throw SiteError(
                    "sheetgen did not make this file, and the build writes one in its place: move it away, or "
                        + "build with --force to replace it", at: place)
            }
            replaced.insert(hash)
        }
        return replaced
    }

    private static func kind(_ type: UInt8) -> String {
        type == DT_DIR ? "folder" : "file"
    }

    /// What the output holds that sheetgen did not make and the build left as it was, in path
    /// order: the topmost of each, a folder's path ending in `/`.
    var foreignEntries: [String] {
        var folders: Set<UInt64> = []
        var found: [[UInt8]] = []
        for (path, type) in foreign {
            let hash = ContentHash.of(path)
            let inKeptFolder = MadeFiles.folderHashes(of: path).contains(where: folders.contains)
            guard !shared.contains(hash), !inKeptFolder else { continue }
            if type == DT_DIR { folders.insert(hash) }
            found.append(type == DT_DIR ? path + [UInt8(ascii: "/")] : path)
        }
        return found.sorted { ByteOrder.precedes($0[...], $1[...]) }.map { PathName.escaped(bytes: $0) }
    }

    /// What it takes to make the last output the new one; nil when a whole new folder is simpler:
    /// when most files changed, or a file takes the place of a folder or the other way round.
    /// `replacing` are the files sheetgen did not make that the build writes over.
    private func steps(
        updating previous: String, staged: [(path: [UInt8], type: UInt8)], replacing replaced: Set<UInt64>
    ) throws(SiteError) -> [OutputJournal.Step]? {
        let old = try OldOutput(previousEntries, kept: kept, keeping: foreign, at: previous)
        var stagedFiles: Set<UInt64> = [], stagedFolders: Set<UInt64> = []
        var makeFolders: [OutputJournal.Step] = [], puts: [OutputJournal.Step] = [], clash = false
        for (file, type) in staged {
            let hash = ContentHash.of(file)
            if type == DT_DIR {
                clash = clash || old.files.contains(hash)
                stagedFolders.insert(hash)
                if !old.folders.contains(hash) && !old.foreignFolders.contains(hash) {
                    makeFolders.append(.makeFolder(file))
                }
            } else {
                clash = clash || old.folders.contains(hash)
                stagedFiles.insert(hash)
                puts.append(.put(file, replacing: old.files.contains(hash) || replaced.contains(hash)))
            }
        }
        let removals = old.unkept.filter { !stagedFiles.contains(ContentHash.of($0)) }
        guard !clash, puts.count + removals.count <= kept.count else { return nil }
        let emptied = old.unneededFolders.filter { !stagedFolders.contains(ContentHash.of($0)) }
        return makeFolders + puts + removals.map(OutputJournal.Step.remove)
            + emptied.reversed().map(OutputJournal.Step.removeFolder)
    }

    /// Hard-links the `kept` files of the last output into the staging folder.
    private func linkKeptFiles(_ files: [(path: [UInt8], type: UInt8)]) throws(SiteError) {
        guard let previous else { return }
        guard files.count == kept.count else {
            throw SiteError("the output folder changed while the build ran; build again", at: previous)
        }
        for (file, _) in files {
            let name = String(decoding: file, as: UTF8.self)
            try FileTree.link("\(previous)/\(name)", to: "\(path)/\(name)")
        }
    }

    /// Puts what sheetgen did not make into the staging folder as it is in the output: its
    /// folders made again, everything else hard-linked (a link as the link itself), so the old
    /// output can go whole and they stay. Not what the build put at the same path (`staged`).
    private func linkForeign(skipping staged: Set<UInt64>) throws(SiteError) {
        let target = staging.target.path
        for (file, type) in foreign where !staged.contains(ContentHash.of(file)) {
            let name = String(decoding: file, as: UTF8.self)
            let (from, to) = ("\(target)/\(name)", "\(path)/\(name)")
            try FileTree.makeFolders(for: to)
            var info = stat()
            let done =
                type == DT_DIR
                ? lstat(from, &info) == 0 && mkdir(to, info.st_mode & 0o7777) == 0
                : linkat(AT_FDCWD, from, AT_FDCWD, to, 0) == 0
            guard done else {
                throw SiteError(
                    "cannot keep what sheetgen did not make in the output: \(String(cString: strerror(errno)))",
                    at: from)
            }
        }
    }

    /// The last output as the build began, and what of it the build keeps.
    private struct OldOutput {
        /// Every file and folder, by the hash of its path.
        var files: Set<UInt64> = [], folders: Set<UInt64> = []
        /// The folders sheetgen did not make, which may hold what the build writes too.
        var foreignFolders: Set<UInt64> = []
        /// The files not kept, and the folders that hold no kept file, parents before children.
        var unkept: [[UInt8]] = [], unneededFolders: [[UInt8]] = []

        init(
            _ entries: [(path: [UInt8], type: UInt8)], kept: Set<UInt64>,
            keeping foreign: [(path: [UInt8], type: UInt8)], at root: String
        ) throws(SiteError) {
            var found = 0
            var allFolders: [[UInt8]] = [], needed: Set<UInt64> = []
            // What sheetgen did not make stays, and so do the folders it is in.
            for (path, type) in foreign {
                if type == DT_DIR { foreignFolders.insert(ContentHash.of(path)) }
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
                throw SiteError("the output folder changed while the build ran; build again", at: root)
            }
            unneededFolders = allFolders.filter { !needed.contains(ContentHash.of($0)) }
        }
    }
}

extension SiteError {
    /// A failure to write one file of the output (`BuildOutput`'s), told at what asked for the
    /// file (`origin`: a page's source, an alias); a failure of the whole output as it is.
    func writing(for origin: String) -> SiteError {
        guard let errorNumber, let location else { return self }
        return SiteError("cannot write \(location): \(String(cString: strerror(errorNumber)))", at: origin)
    }
}
