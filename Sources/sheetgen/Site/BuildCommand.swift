import ArgumentParser
import Foundation
import Site

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build Content/ and the generated sections of sheetgen.yml into a static site."
    )

    @OptionGroup var site: SiteOptions
    @Flag(help: "Print nothing but errors.") var quiet = false

    func run() throws {
        let started = DispatchTime.now().uptimeNanoseconds
        let showsProgress = !quiet && isatty(STDERR_FILENO) == 1
        let result: BuildReport
        do {
            defer { if showsProgress { ProgressLine.clear() } }
            result = try site.build(progress: showsProgress ? ProgressLine.show : nil)
        }
        guard !quiet else { return }
        brokenLinkWarnings(result).forEach(report)
        say(site.summary(result, seconds: seconds(since: started)))
    }
}

/// The one-line progress display on a terminal.
enum ProgressLine {
    @Sendable static func show(done: Int, total: Int) {
        guard done == total || done % 250 == 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[Krendering pages \(done)/\(total)".utf8))
    }

    static func clear() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
