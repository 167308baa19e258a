import Foundation

/// Writes files whole or not at all: the bytes go to a temporary file beside the target, which is
/// then renamed over it, so a reader never sees half a file and a failure leaves the old one.
public enum OutputFile {
    public static func write(_ text: String, to url: URL) throws {
        try write(parts: CollectionOfOne(text), to: url)
    }

    /// Writes text given in parts, a buffer at a time, for files too big to hold whole in memory.
    public static func write(parts: some Sequence<String>, to url: URL) throws {
        try replace(url) { handle in
            var buffer: [UInt8] = []
            for part in parts {
                buffer.append(contentsOf: part.utf8)
                if buffer.count >= 1 << 16 {
                    try handle.write(contentsOf: buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            try handle.write(contentsOf: buffer)
        }
    }

    /// Writes bytes: a PDF, say.
    public static func write(_ data: Data, to url: URL) throws {
        try replace(url) { try $0.write(contentsOf: data) }
    }

    /// Lets `fill` write a temporary file beside the target, then renames it over the target. The
    /// target is `url`, or what it links to (the link stays a link); anything there that is not a
    /// regular file or folder (a device, a FIFO, /dev/stdout) is written through, never replaced.
    private static func replace(_ url: URL, fill: (FileHandle) throws -> Void) throws {
        let target = followingLinks(url)
        var info = stat()
        if stat(target.path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw SiteError("cannot write: it is a folder", at: url.path)
            default: return try writeThrough(target, reported: url, fill: fill)
            }
        }
        let folder = target.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SiteError("cannot write: folder \(folder.path) does not exist", at: url.path)
        }
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw SiteError("cannot write: permission denied or disk full", at: url.path)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try fill(handle)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw (error as? SiteError) ?? SiteError("cannot write: \(error.localizedDescription)", at: url.path)
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw SiteError("cannot write: \(reason)", at: url.path)
        }
    }

    /// Where a chain of symbolic links at `url` ends (itself when it is no link); a dangling link
    /// ends at the path it names, which is then created.
    private static func followingLinks(_ url: URL) -> URL {
        var current = url
        for _ in 0..<40 {  // the kernel's own limit on links in a row
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else { return current }
            current = destination.hasPrefix("/") ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current
    }

    /// Writes into what is already there (a device or FIFO), as a shell's `>` would.
    private static func writeThrough(_ target: URL, reported url: URL, fill: (FileHandle) throws -> Void) throws {
        let descriptor = open(target.path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SiteError("cannot write: \(String(cString: strerror(errno)))", at: url.path) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do { try fill(handle) } catch { throw (error as? SiteError) ?? SiteError("cannot write: \(error.localizedDescription)", at: url.path) }
    }

    /// Writes all of `data` to an open descriptor (stdout, say), retrying short and interrupted
    /// writes; throws the system's reason when a write fails.
    public static func writeAll(_ data: Data, to descriptor: Int32) throws(SiteError) {
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure != 0 { throw SiteError(String(cString: strerror(failure))) }
    }
}
