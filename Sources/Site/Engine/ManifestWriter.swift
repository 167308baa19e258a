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
    private let file: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    init?(manifest: URL) {
        try? FileManager.default.createDirectory(at: manifest.deletingLastPathComponent(), withIntermediateDirectories: true)
        self.manifest = manifest.path
        file = manifest.path + ".new"
        descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        buffer = Array((ManifestFormat.header + "\n").utf8)
    }

    /// A writer let go without `commit` leaves no file behind.
    deinit {
        if descriptor >= 0 { discard() }
    }

    func record(_ id: String, _ entry: BuildCache.Entry) {
        let line = ManifestFormat.line(id, entry).utf8
        lock.withLock {
            buffer += line
            if buffer.count >= 1 << 16 { flush() }
        }
    }

    /// Puts the written lines in place of the old manifest.
    func commit() {
        lock.withLock {
            flush()
            guard descriptor >= 0, close(descriptor) == 0 else { return discard() }
            descriptor = -1
            if rename(file, manifest) != 0 { unlink(file) }
        }
    }

    /// Drops the written lines. Call with `lock` held (or from `deinit`).
    private func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(file)
    }

    /// Call with `lock` held.
    private func flush() {
        guard descriptor >= 0 else { return }
        if !FileTree.write(buffer, to: descriptor) { discard() }
        buffer.removeAll(keepingCapacity: true)
    }
}
