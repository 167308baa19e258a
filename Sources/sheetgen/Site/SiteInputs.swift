import Foundation
import SiteFiles
import SiteModel

/// What a build reads, as the command line and the site's config say: the settings, the
/// folders, and the config's file (none, sheetgen.yml, or a Hugo or Zola config).
struct SiteInputs {
    var config = SiteConfig()
    var content: String
    /// The folder whose files go to the site's root beside the content folder's (Hugo's and
    /// Zola's `static/`); nil for none.
    var staticFolder: String?
    /// The config read; nil when there is none.
    var configFile: String?
    /// The Hugo or Zola config the settings came from, when they came from one.
    var foreign: ForeignSiteConfig?

    /// The inputs of a site made for Hugo or Zola: the folders its config names, unless
    /// `content` (--content) names another.
    init(_ foreign: ForeignSiteConfig, content: String?) {
        (config, self.content, staticFolder) = (foreign.config, content ?? foreign.content, foreign.staticFolder)
        (configFile, self.foreign) = (foreign.file, foreign)
    }

    init(config: SiteConfig, content: String, configFile: String?) {
        (self.config, self.content, self.configFile) = (config, content, configFile)
    }

    /// The most unused keys one warning names.
    static let unusedShown = 40

    /// What is said of a Hugo or Zola config before a build from it: which file it read and what
    /// that made of the site, then (a warning) the settings sheetgen did not use; nothing for
    /// any other config.
    var foreignConfigNotes: (read: String, unused: String?)? {
        guard let foreign else { return nil }
        let statics = staticFolder.map { "static files from \(shown($0))" } ?? "no static folder"
        let html = config.unsafeHTML ? ", raw HTML kept" : ""
        let read =
            "Read \(PathName.escaped(foreign.file)) (\(foreign.tool.rawValue)) as the site's config: content from "
            + "\(shown(content)), \(statics), \(config.urls.rawValue) URLs\(html)."
        guard !foreign.unused.isEmpty else { return (read, nil) }
        let more = foreign.unused.count - Self.unusedShown
        let names =
            foreign.unused.prefix(Self.unusedShown).map { PathName.escaped(String($0.prefix(100))) }
            .joined(separator: ", ") + (more > 0 ? ", and \(more) more" : "")
        return (read, "warning: \(PathName.escaped(foreign.file)): not used by sheetgen: \(names)")
    }

    /// A folder as the notes name it, ending in `/`.
    private func shown(_ folder: String) -> String {
        PathName.escaped(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
