import Foundation

/// Writes files whole or not at all: the bytes go to a temporary file beside the target, which is
/// then renamed over it, so a reader never sees half a file and a failure leaves the old one.
public enum OutputFile {
    public static func write(_ text: String, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SiteError("cannot write: folder \(folder.path) does not exist", at: url.path)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8)) else {
            throw SiteError("cannot write: permission denied or disk full", at: url.path)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw SiteError("cannot write: \(reason)", at: url.path)
        }
    }
}
