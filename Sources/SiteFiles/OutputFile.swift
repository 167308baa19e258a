import Foundation
import Mistakes

/// Writes files whole or not at all: the bytes go to a temporary file beside the target, which is
/// then renamed over it, so a reader never sees half a file and a failure leaves the old one.
public enum OutputFile {
    public static func write(_ text: String, to url: URL) throws {
        try write(parts: CollectionOfOne(text), to: url)
    }

    /// Writes text given in parts, a buffer at a time, for files too big to hold whole in memory.
    public static func write(parts: some Sequence<String>, to url: URL) throws {
        try replace(url) { file throws(UserError) in try file.write(parts: parts) }
    }

    /// Writes bytes: a PDF, say.
    public static func write(_ data: Data, to url: URL) throws {
        try replace(url) { file throws(UserError) in try file.write([UInt8](data)) }
    }

    /// Lets `fill` write a temporary file beside the target, then renames it over the target. The
    /// target is `url`, or what it links to (the link stays a link); anything there that is not a
    /// regular file or folder (a device, a FIFO, /dev/stdout) is written through, never replaced.
    /// Errors name `url`, never the temporary file.
    private static func replace(_ url: URL, fill: (FileTree.NewFile) throws(UserError) -> Void) throws(UserError) {
        let target = followingLinks(url)
        var info = stat()
        if stat(target.path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw UserError("cannot write: it is a folder", at: url.path)
            default:
                return try reported(url) { () throws(UserError) in
                    try fill(FileTree.NewFile(writingThrough: target.path))
                }
            }
        }
        let folder = target.deletingLastPathComponent()
        guard FileTree.isFolder(folder.path) else {
            throw UserError("cannot write: folder \(folder.path) does not exist", at: url.path)
        }
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
        do throws(UserError) {
            let file = try FileTree.NewFile(creating: temporary)
            try fill(file)
            try file.close()
        } catch {
            FileTree.removeFile(temporary)
            throw UserError(error.message, at: url.path)
        }
        guard rename(temporary, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            FileTree.removeFile(temporary)
            throw UserError("cannot write: \(reason)", at: url.path)
        }
    }

    /// Runs `body`, its errors naming `url`.
    private static func reported(_ url: URL, _ body: () throws(UserError) -> Void) throws(UserError) {
        do throws(UserError) { try body() } catch { throw UserError(error.message, at: url.path) }
    }

    /// Where a chain of symbolic links at `url` ends (itself when it is no link); a dangling link
    /// ends at the path it names, which is then created.
    private static func followingLinks(_ url: URL) -> URL {
        var current = url
        for _ in 0..<40 {  // the kernel's own limit on links in a row
            guard let destination = FileTree.linkDestination(current.path) else { return current }
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current
    }

    /// Writes all of `data` to an open descriptor (stdout, say), retrying short and interrupted
    /// writes; throws the system's reason when a write fails.
    public static func writeAll(_ data: Data, to descriptor: Int32) throws(UserError) {
        let failure = data.withUnsafeBytes { FileTree.writeAll($0, to: descriptor) }
        if failure != 0 { throw UserError(String(cString: strerror(failure))) }
    }
}
