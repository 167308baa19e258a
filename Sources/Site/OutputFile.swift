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

    /// Lets `fill` write a temporary file beside `url`, then renames it over `url`.
    private static func replace(_ url: URL, fill: (FileHandle) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SiteError("cannot write: folder \(folder.path) does not exist", at: url.path)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
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
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw SiteError("cannot write: \(reason)", at: url.path)
        }
    }
}
