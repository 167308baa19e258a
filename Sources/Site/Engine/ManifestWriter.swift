import Foundation

/// Writes a build's cache manifest while its pages are being built, a line as each page is done,
/// so a build need not keep every page's key and stamp until the end. The lines go to a file
/// beside the manifest, which replaces the manifest only when `commit` is called, after the new
/// output is in place; a failed build leaves the old manifest as it was. Lines come in the order
/// pages finish (the manifest is read into a dictionary). A cache costs only speed when it
/// cannot be written, so write failures just mean no new manifest.
final class ManifestWriter: @unchecked Sendable {  // Its state is behind `lock`.
    private let lock = NSLock()
    private let manifest: String
    /// The file the lines go to; nil once it is committed or given up.
    private var file: FileTree.NewFile?
    private var buffer: [UInt8] = []
    /// How many bytes are buffered before they are written.
    static let bufferSize = 1 << 16

    init?(manifest: URL) {
        self.manifest = manifest.path
        guard let file = try? FileTree.NewFile(creating: manifest.path + ".new") else { return nil }
        self.file = file
        buffer = Array((ManifestFormat.header + "\n").utf8)
    }

    /// A writer let go without `commit` leaves no file behind.
    deinit {
        discard()
    }

    func record(_ id: String, _ entry: BuildCache.Entry) {
        let line = ManifestFormat.line(id, entry).utf8
        lock.withLock {
            buffer += line
            if buffer.count >= Self.bufferSize { flush() }
        }
    }

    /// Puts the written lines in place of the old manifest.
    func commit() {
        lock.withLock {
            flush()
            guard let file else { return }
            self.file = nil
            guard (try? file.close()) != nil, rename(file.path, manifest) == 0 else {
                FileTree.remove(file.path)
                return
            }
        }
    }

    /// Drops the written lines. Call with `lock` held (or from `deinit`).
    private func discard() {
        guard let file else { return }
        self.file = nil
        FileTree.remove(file.path)
    }

    /// Call with `lock` held.
    private func flush() {
        guard let file else { return }
        do throws(SiteError) { try file.write(buffer) } catch { discard() }
        buffer.removeAll(keepingCapacity: true)
    }
}
