import Foundation
import Mistakes
import SiteFiles

/// What a build's link check found, left beside the cache's manifest (`site-<hash>.links`) for
/// the next build: every broken link, and which files the links were checked against.
///
/// A page that the next build keeps from this one has the links it had. When the next build
/// writes the very same files, those links lead where they led, so the page's broken links are
/// the ones listed here, and its links need not be looked up again. For a big site with one page
/// changed, looking up every kept page's links and recording the broken ones again was most of
/// the link check. The files are told by how many there are and the sum of the hashes of their
/// paths, as `FolderFingerprint` tells a folder.
///
/// It holds only beside the manifest its build left, as that build left it (the manifest's
/// stamp): a build killed after putting its output and manifest in place, before leaving this,
/// leaves the one of the build before, which then goes unused. Lines: the header; the files'
/// sum in hex and their count; one line per broken link in the report's order, `page`, `target`
/// and the hash of the output path the target names (hex; empty when it leaves the site),
/// tab-separated and escaped as the manifest's fields are; then `end` and the manifest's stamp
/// (`size:modified:inode`), written last, once the manifest is in place (see `Draft`).
package struct LastLinkCheck: Equatable {
    let files: LinkChecker.Files
    /// The lines of the broken links, as the file holds them.
    let lines: [UInt8]

    static let header = "sheetgen link check 2"

    /// Where the link check of the output whose cache manifest is `manifest` is kept.
    static func file(beside manifest: URL) -> String {
        manifest.deletingPathExtension().appendingPathExtension("links").path
    }

    /// The check kept at `path`, when it goes with the manifest stamped `manifest`; nil when there
    /// is none, it goes with another, it was not finished, or it is not one this version wrote.
    /// Its lines are read only when asked (`links`).
    static func read(_ path: String, manifest: FileTree.Stamp) -> LastLinkCheck? {
        guard let bytes = FileTree.read(path), bytes.last == UInt8(ascii: "\n") else { return nil }
        let parts = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        let trailerStart = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        guard parts.count == 3, parts[0].elementsEqual(header.utf8), trailerStart >= parts[2].startIndex,
            bytes[trailerStart..<(bytes.count - 1)].elementsEqual(trailer(manifest).dropLast())
        else { return nil }
        let numbers = parts[1].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        guard numbers.count == 2, let sum = UInt64(numbers[0], radix: 16), let count = Int(numbers[1]) else {
            return nil
        }
        return LastLinkCheck(
            files: LinkChecker.Files(sum: sum, count: count), lines: Array(bytes[parts[2].startIndex..<trailerStart]))
    }

    /// The last line: `end` and the manifest's stamp.
    private static func trailer(_ manifest: FileTree.Stamp) -> [UInt8] {
        Array("end \(ManifestFormat.text(of: manifest))\n".utf8)
    }

    /// A check being left for the next build: its lines are written while the build puts its
    /// output in place (a buffer at a time: at the end of a big site's build, when its memory
    /// peaks, they are megabytes), and its last line once the manifest is in place.
    final class Draft: @unchecked Sendable {  // Written on one thread, then finished on another after it.
        private let path: String
        private var file: FileTree.NewFile?

        /// A draft of the check of `links` (page and target as written, and the hash of the
        /// output path the target names) against `files`, to go to `path`; nil when it cannot be
        /// written.
        init?(
            path: String, files: LinkChecker.Files,
            links: some Sequence<(page: ArraySlice<UInt8>, target: ArraySlice<UInt8>, path: UInt64?)>
        ) {
            self.path = path
            do throws(UserError) {
                let file = try FileTree.NewFile(creating: path + ".new")
                self.file = file
                var buffer = Array("\(LastLinkCheck.header)\n\(String(files.sum, radix: 16)) \(files.count)\n".utf8)
                for link in links {
                    ManifestFormat.escape(link.page, into: &buffer)
                    buffer.append(UInt8(ascii: "\t"))
                    ManifestFormat.escape(link.target, into: &buffer)
                    buffer.append(UInt8(ascii: "\t"))
                    if let path = link.path { LastLinkCheck.appendHex(path, to: &buffer) }
                    buffer.append(UInt8(ascii: "\n"))
                    if buffer.count >= 1 << 16 {
                        try file.write(buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
                try file.write(buffer)
            } catch {
                return nil  // deinit removes what was written
            }
        }

        /// Ends the draft with the stamp of the manifest it goes with, and puts it in place;
        /// leaves the file there as it is when it holds the same (as after a build with nothing
        /// changed).
        func finish(manifest: FileTree.Stamp) {
            guard let file else { return }
            self.file = nil
            do throws(UserError) {
                try file.write(LastLinkCheck.trailer(manifest))
                let written = try file.close()
                if let old = FileTree.readWithInfo(path, ifSize: Int(written.size)),
                    let new = FileTree.read(file.path), ByteOrder.same(old.bytes, new)
                {
                    FileTree.removeFile(file.path)
                    return
                }
                guard rename(file.path, path) == 0 else { throw FileTree.failure(path) }
            } catch {
                FileTree.removeFile(file.path)
            }
        }

        /// A draft never finished leaves nothing behind.
        deinit {
            if let file { FileTree.removeFile(file.path) }
        }
    }

    /// Sixteen hex digits: a line per broken link, tens of thousands for a big site.
    private static func appendHex(_ number: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            bytes.append(hexDigits[Int(number >> UInt64(shift) & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The broken links of the pages whose output file's path hashes to one of `pages`, in their
    /// order, their text kept in `texts`; nil when a line is not one.
    func links(onPages pages: Set<UInt64>, keptIn texts: TextStore) -> [BrokenLinks.Link]? {
        // One text for all the lines, of which most links are parts: a field is stored on its
        // own only when it holds an escape, which a path or link seldom does.
        let all = texts.append(bytes: lines)
        return lines.withUnsafeBufferPointer { buffer -> [BrokenLinks.Link]? in
            func isEscaped(_ field: Range<Int>) -> Bool {
                ByteSearch.firstIndex(of: UInt8(ascii: "\\"), in: UnsafeBufferPointer(rebasing: buffer[field]), from: 0)
                    != nil
            }
            func text(_ field: Range<Int>) -> TextStore.Reference {
                isEscaped(field) ? texts.append(bytes: ManifestFormat.unescaped(lines[field])) : all.part(field)
            }
            func hash(_ field: Range<Int>) -> UInt64 {
                isEscaped(field)
                    ? ContentHash.of(ManifestFormat.unescaped(lines[field]))
                    : ContentHash.of(UnsafeBufferPointer(rebasing: buffer[field]))
            }
            var links: [BrokenLinks.Link] = []
            // A page's links come one after another: its text is stored and hashed once.
            var page: (field: Range<Int>, text: TextStore.Reference, hash: UInt64)?
            let read = ManifestFormat.forEachLine(in: buffer) { fields in
                guard fields.count == 3 else { return false }
                var path: UInt64?
                if !fields[2].isEmpty {
                    guard let hash = ManifestFormat.number(lines[fields[2]], radix: 16) else { return false }
                    path = hash
                }
                if !(page.map { buffer[$0.field].elementsEqual(buffer[fields[0]]) } ?? false) {
                    page = (fields[0], text(fields[0]), hash(fields[0]))
                }
                if let page, pages.contains(page.hash) {
                    links.append(BrokenLinks.Link(page: page.text, target: text(fields[1]), path: path))
                }
                return true
            }
            return read ? links : nil
        }
    }
}
