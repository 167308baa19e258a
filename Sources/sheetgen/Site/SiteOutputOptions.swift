import ArgumentParser
import Foundation
import Site

/// Where `build` and `serve` put the site, and what they may do there; `check`, which keeps no
/// site, has none of it.
struct SiteOutputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the site goes, once the build succeeds; files there that sheetgen did not make stay.",
            valueName: "dir"))
    var output = "Output"
    @Flag(help: "Treat broken internal links as errors.") var strict = false
    @Flag(help: ArgumentHelp(forceHelp)) var force = false

    var url: URL { URL(fileURLWithPath: output) }

    /// What these options ask of a build.
    func apply(to options: inout BuildOptions) {
        options.strict = strict
        options.force = force
    }
}
