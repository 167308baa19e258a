import Foundation

/// A file the build copies into the output as it is, at its path below the folder it was found
/// in: the content folder (a page's picture beside it), or the static folder (Hugo's and Zola's
/// `static/`), whose files go to the site's root in the same way.
struct StaticFile: Sendable {
    /// Its path below its folder, and in the output.
    let path: String
    /// Whether it was found in the static folder rather than the content folder.
    let inStaticFolder: Bool

    /// The file to copy it from.
    func source(_ options: BuildOptions) -> String? {
        (inStaticFolder ? options.staticFolder : options.content).map { "\($0.path)/\(path)" }
    }

    /// How errors name it: as pages are named, by its path in the content folder; a file of the
    /// static folder by the folder as it was given and its path there, as both may hold one path.
    func origin(_ options: BuildOptions) -> String {
        guard inStaticFolder, let folder = options.staticFolder else { return path }
        return "\(folder.relativePath)/\(path)"
    }
}
