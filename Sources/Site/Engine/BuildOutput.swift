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
    /// What the last output held when the build began (path and kind, folders before what they
    /// hold): looked at once, it tells what to remove at the end.
    private var previousEntries: [(path: [UInt8], type: UInt8)] = []
    /// The last output, open: its files are looked at by their path in it, which spares the
    /// kernel the path to it for each (a build with one page changed looks at every other).
    private var previousDescriptor: Int32 = -1
    private let lock = NSLock()
    /// The last build's files this one keeps, by the hash of their path.
    private var kept: Set<UInt64> = []

    init(target: URL) {
        staging = StagingFolder(for: target)
        path = staging.url.path
    }

    /// Makes the staging folder, after undoing what a killed build left. The last output is
    /// updated in place only when it is a folder of files and folders: a link or anything else
    /// in it (which only a hand could have put there) and the output is made anew, whole.
    func create() throws(SiteError) {
        try staging.create()
        let target = staging.target.path
        var info = stat()
        guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        var plain = true, entries: [(path: [UInt8], type: UInt8)] = []
        let listed = FileTree.forEachEntry(below: target) { path, type in
            if type != DT_REG && type != DT_DIR { plain = false }
            entries.append((path, type))
        }
        guard listed && plain else { return }
        (previous, previousFolder, previousEntries) = (target, Self.folder(info), entries)
        previousDescriptor = open(target, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
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
        return try FileTree.write(bytes, to: "\(path)/\(file)")
    }

    @discardableResult
    func write(_ text: String, to file: String) throws(SiteError) -> FileTree.Stamp {
        try write(Array(text.utf8), to: file)
    }

    /// Writes text given in parts (a file too big to hold whole), then keeps the last build's
    /// file instead when the two are the same.
    @discardableResult
    func write(parts: some Sequence<String>, to file: String) throws(SiteError) -> FileTree.Stamp {
        settle(file, written: try FileTree.write(parts: parts, to: "\(path)/\(file)"))
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
    /// staging folder whole (with the files kept linked into it first).
    /// The lock on the output is kept (until `release`, once the cache's manifest is in place).
    func finish() throws(SiteError) {
        guard let previous else { return try staging.replaceOutput() }
        // Only the same folder is updated in place: never what a link put there since leads to.
        var info = stat()
        guard lstat(previous, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, let folder = previousFolder,
            Self.folder(info) == folder
        else { throw SiteError("the output folder changed while the build ran; build again", at: previous) }
        // Nor what a link put in the place of one of its folders leads to. (Any file there now may
        // be written over or removed: that takes the file, or the link, itself.)
        for (folder, type) in previousEntries where type == DT_DIR {
            guard lstat("\(previous)/\(String(decoding: folder, as: UTF8.self))", &info) == 0,
                info.st_mode & S_IFMT == S_IFDIR
            else { throw SiteError("the output folder changed while the build ran; build again", at: previous) }
        }
        try write(OutputFolderGuard.markerText, to: OutputFolderGuard.markerName)
        if let steps = try steps(updating: previous) {
            try OutputJournal(target: staging.target, staging: staging.url, pid: getpid()).apply(steps)
        } else {
            try linkKeptFiles(from: previous)
            try staging.replaceOutput()
        }
    }

    /// What it takes to make the last output the new one; nil when a whole new folder is simpler:
    /// when most files changed, or a file takes the place of a folder or the other way round.
    private func steps(updating previous: String) throws(SiteError) -> [OutputJournal.Step]? {
        let old = try OldOutput(previousEntries, kept: kept, at: previous)
        var staged: Set<UInt64> = [], stagedFolders: Set<UInt64> = []
        var makeFolders: [OutputJournal.Step] = [], puts: [OutputJournal.Step] = [], clash = false
        let listed = FileTree.forEachEntry(below: path) { file, type in
            let hash = ContentHash.of(file)
            if type == DT_DIR {
                clash = clash || old.files.contains(hash)
                stagedFolders.insert(hash)
                if !old.folders.contains(hash) { makeFolders.append(.makeFolder(file)) }
            } else {
                clash = clash || old.folders.contains(hash)
                staged.insert(hash)
                puts.append(.put(file, replacing: old.files.contains(hash)))
            }
        }
        guard listed else { throw SiteError("cannot read the staged output: \(String(cString: strerror(errno)))") }
        let removals = old.unkept.filter { !staged.contains(ContentHash.of($0)) }
        guard !clash, puts.count + removals.count <= kept.count else { return nil }
        let emptied = old.unneededFolders.filter { !stagedFolders.contains(ContentHash.of($0)) }
        return makeFolders + puts + removals.map(OutputJournal.Step.remove)
            + emptied.reversed().map(OutputJournal.Step.removeFolder)
    }

    /// Hard-links every kept file of the last output into the staging folder.
    private func linkKeptFiles(from previous: String) throws(SiteError) {
        var linked = 0
        for (file, type) in previousEntries where type == DT_REG && kept.contains(ContentHash.of(file)) {
            let name = String(decoding: file, as: UTF8.self)
            try FileTree.link("\(previous)/\(name)", to: "\(path)/\(name)")
            linked += 1
        }
        guard linked == kept.count else {
            throw SiteError("the output folder changed while the build ran; build again", at: previous)
        }
    }

    /// The last output as the build began, and what of it the build keeps.
    private struct OldOutput {
        /// Every file and folder, by the hash of its path.
        var files: Set<UInt64> = [], folders: Set<UInt64> = []
        /// The files not kept, and the folders that hold no kept file, parents before children.
        var unkept: [[UInt8]] = [], unneededFolders: [[UInt8]] = []

        init(_ entries: [(path: [UInt8], type: UInt8)], kept: Set<UInt64>, at root: String) throws(SiteError) {
            var found = 0
            var allFolders: [[UInt8]] = [], needed: Set<UInt64> = []
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
                    for (index, byte) in path.enumerated() where byte == UInt8(ascii: "/") {
                        needed.insert(ContentHash.of(path[..<index]))
                    }
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
