import Mistakes
import OSR
import Yams

/// A file of characters as the commands that take either read it: a character archive (what
/// `character export` writes, its characters under `characters:`) or a single character file.
/// Which one it is, is told by the document itself: only an archive has `characters:`.
public enum CharacterDocument: Sendable {
    case file(CharacterChoices)
    case archive([ArchivedCharacter])

    /// The characters it holds, as an archive holds them.
    public var characters: [ArchivedCharacter] {
        switch self {
        case .file(let choices): [ArchivedCharacter(choices: choices)]
        case .archive(let characters): characters
        }
    }

    /// The document at `path`, or every problem with it, each at its line. Opened as an archive
    /// is (`CharacterArchive.load`), which is the larger of the two.
    public static func load(_ path: String) -> Result<CharacterDocument, UserErrors> {
        CharacterFile.text(at: path, sizeLimit: CharacterArchive.sizeLimit, what: "character archive").flatMap {
            read($0, file: path)
        }
    }

    public static func read(_ text: String, file: String) -> Result<CharacterDocument, UserErrors> {
        CharacterFile.compose(text, file: file, what: "a character archive").flatMap { root in
            guard case .mapping(let settings)? = root else {
                let problem = UserError(
                    "is neither a character file (name:, class:, rolled: …) nor a character archive "
                        + "(characters: a list of them)", at: "\(file):\(root?.mark?.line ?? 1)")
                return .failure(UserErrors([problem]))
            }
            if settings["characters"] != nil {
                return CharacterArchive.read(root: root, file: file).map(CharacterDocument.archive)
            }
            return CharacterFile.read(root: root, file: file).map(CharacterDocument.file)
        }
    }
}
