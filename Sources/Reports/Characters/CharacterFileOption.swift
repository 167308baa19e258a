import Foundation
import Markdown
import Mistakes
import OSR

/// `file=characters/aldous.yml` in a character block: a character file of the site, its path
/// taken from the content folder (as a page's `@/` link is), so that the same block shows the
/// same character from any page, and the file, being the content folder's, is among the build's
/// inputs. A path that leaves the content folder (`/…`, `..`, or a link out of it) is refused.
enum CharacterFileOption {
    /// The character of the file `path` names, checked by the rules; every problem is an error at
    /// the block's fence, the first one told with its line in the file.
    static func character(_ path: String, for block: FencedBlock, in site: BlockSite) throws(UserError)
        -> PlayerCharacter
    {
        let file = try location(of: path, for: block, in: site)
        let text: String
        switch CharacterFile.text(at: file, sizeLimit: CharacterFile.sizeLimit, what: "character file") {
        case .success(let read): text = read
        case .failure(let problems): throw block.error("file \(path): \(problems.errors.first?.message ?? "")")
        }
        switch CharacterFile.read(text, file: path) {
        case .success(let choices): return PlayerCharacter(choices)
        case .failure(let problems):
            let first = problems.errors.first ?? UserError("cannot read it", at: path)
            let more = problems.errors.count - 1
            throw block.error(first.description + (more > 0 ? " (and \(more) more)" : ""))
        }
    }

    /// The path as the content folder has it, without `./`.
    static func pathInContent(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// The file's path on disk, once it is known to be in the content folder.
    private static func location(of path: String, for block: FencedBlock, in site: BlockSite) throws(UserError)
        -> String
    {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !components.contains(".."), !components.contains("") else {
            throw block.error(
                "file '\(path.prefix(60))' is not a path in the content folder (write one such as "
                    + "characters/aldous.yml, from the content folder)")
        }
        guard let folder = site.contentFolder else { throw block.error("file= needs a content folder") }
        let file = (folder as NSString).appendingPathComponent(path)
        // A link may lead anywhere: only what lies in the content folder once links are followed
        // is read. (A file that is not there is told as such when it is read.)
        if let real = realPath(file), let root = realPath(folder), !real.hasPrefix(root + "/") {
            throw block.error("file \(path) leads out of the content folder")
        }
        return file
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
