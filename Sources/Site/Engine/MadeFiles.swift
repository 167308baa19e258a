import Foundation
import SiteFiles

/// The files of an output folder that sheetgen made, as the folder's marker (`.sheetgen-output`)
/// lists them. A build replaces or removes only these: anything else in the output (a publishing
/// branch's `.git/`, a `CNAME` for the host, a file put there by hand) was made by someone else and
/// stays where it is.
package struct MadeFiles {
    static let header =
        "This folder was made by sheetgen. It made the files listed below; a build replaces or "
        + "removes only those, and keeps every other file.\n"

    /// The hashes of the listed paths, and of the folders they are in; nil for a marker of an
    /// earlier sheetgen, which listed nothing.
    private let listed: Set<UInt64>?, folders: Set<UInt64>?

    /// What the marker `bytes` says; nil when they are no marker of sheetgen's. Its lines may end
    /// in CR LF, as a checkout may have made them (no path sheetgen writes holds a CR).
    init?(marker text: [UInt8]) {
        let bytes = text.contains(UInt8(ascii: "\r")) ? text.filter { $0 != UInt8(ascii: "\r") } : text
        if bytes.elementsEqual(Self.unlistedMarker.utf8) {
            (listed, folders) = (nil, nil)
            return
        }
        let header = Array(Self.header.utf8)
        guard bytes.starts(with: header) else { return nil }
        let paths = bytes[header.count...].split(separator: UInt8(ascii: "\n"))
        listed = Set(paths.map(ContentHash.of))
        folders = Set(paths.flatMap(Self.folderHashes))
    }

    /// Whether sheetgen made what is at `path` (relative to the output), of `type` (a `d_type`):
    /// a file it listed, a folder it made for them, or a link put where it made a folder (which
    /// replacing loses nothing). An earlier sheetgen's marker listed nothing: its output is
    /// taken to be all sheetgen's but the dot files it never wrote (it copied only these three).
    func made(_ path: [UInt8], type: UInt8) -> Bool {
        guard let listed, let folders else {
            return path.split(separator: UInt8(ascii: "/")).allSatisfy { name in
                name.first != UInt8(ascii: ".") || Self.publishedDotNames.contains(Array(name))
            }
        }
        let hash = ContentHash.of(path)
        switch type {
        case UInt8(DT_DIR): return folders.contains(hash)
        case UInt8(DT_LNK): return listed.contains(hash) || folders.contains(hash)
        default: return listed.contains(hash)
        }
    }

    /// The marker of an output holding `files` (paths relative to it, the marker's own left out).
    static func marker(listing files: [[UInt8]]) -> [UInt8] {
        var text = Array(header.utf8)
        text.reserveCapacity(text.count + files.reduce(0) { $0 + $1.count + 1 })
        for file in files.sorted(by: { ByteOrder.precedes($0[...], $1[...]) }) {
            text += file
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }

    /// The marker's name in the output folder.
    package static let markerFile = OutputFolderGuard.markerName

    /// The marker `text` (one that lists files) with `adding` listed and `removing` not, for an
    /// output a `serve` session changed without a build; nil when it is no such marker.
    package static func marker(_ text: [UInt8], adding: [String], removing: [String]) -> [UInt8]? {
        let header = Array(Self.header.utf8)
        guard text.starts(with: header), !text.contains(UInt8(ascii: "\r")) else { return nil }
        // A line break in a name would list another file: one the user's, which a build would remove.
        guard !adding.contains(where: { $0.utf8.contains { $0 == 10 || $0 == 13 } }) else { return nil }
        // The lines are in order already: a site's thousands are not sorted again for a few.
        var lines = text[header.count...].split(separator: UInt8(ascii: "\n"))
        let removed = removing.map { Array($0.utf8) }
        if !removed.isEmpty { lines.removeAll { line in removed.contains { line.elementsEqual($0) } } }
        for file in adding.map({ Array($0.utf8)[...] }) {
            var low = 0, high = lines.count
            while low < high {
                let middle = (low + high) / 2
                if ByteOrder.precedes(lines[middle], file) { low = middle + 1 } else { high = middle }
            }
            if low == lines.count || !lines[low].elementsEqual(file) { lines.insert(file, at: low) }
        }
        var marker = header
        marker.reserveCapacity(text.count + adding.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            marker += line
            marker.append(UInt8(ascii: "\n"))
        }
        return marker
    }

    /// The hashes of the folders `path` lies in, outermost first.
    static func folderHashes(of path: some Collection<UInt8>) -> [UInt64] {
        path.indices.filter { path[$0] == UInt8(ascii: "/") }.map { ContentHash.of(path[..<$0]) }
    }

    /// What the marker said before it listed the files.
    private static let unlistedMarker = "This folder was made by sheetgen; the next build replaces it whole.\n"
    private static let publishedDotNames = Set([".well-known", ".htaccess", ".nojekyll"].map { Array($0.utf8) })
}
