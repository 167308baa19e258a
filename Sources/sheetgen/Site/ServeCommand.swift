import ArgumentParser
import Foundation
import LiveUpdates
import Preview
import Site

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on 127.0.0.1, and rebuild and reload when its files change."
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var target: SiteOutputOptions
    @Option(help: "The port to listen on (0 picks a free one).") var port: UInt16 = 8000
    @Flag(help: "Look for changes every 0.3 s instead of being told by the kernel (inotify).") var poll = false

    func run() throws {
        let inputs = try site.inputs()
        try site.checkOutput(inputs, target: target)
        site.tellOfConfig(inputs)
        let status = BuildStatus()
        let server = PreviewServer(folder: target.url, status: status, sitePath: inputs.config.rootPath)
        // Listen before the first build, so that a port in use is said at once.
        let listening = try server.start(
            port: port, warn: { report($0) },
            stopped: {
                report($0.description)
                Foundation.exit(1)
            })
        let watcher = FolderWatcher(paths: site.watchedPaths(inputs), polls: poll)
        var saidPolling = poll
        let session = SiteSession()
        rebuild(status, session: session)
        say(
            "Serving \(target.output) at http://127.0.0.1:\(listening)/ and rebuilding when "
                + "\(site.watchedPaths(inputs).joined(separator: ", ")) change. Ctrl-C stops."
        )
        while true {
            if watcher.isPolling && !saidPolling {
                say("Looking for changes every 0.3 s: the kernel cannot tell of them all here.")
                saidPolling = true
            }
            // The folder it runs in may go when nothing it watches is left to tell of it.
            let changed = watcher.waitForChange(orUntil: { !Self.workingFolderExists() })
            try stopIfTheWorkingFolderIsGone()
            let started = DispatchTime.now().uptimeNanoseconds
            // Saved pages alone are put in place at once; anything more takes a build.
            if let changed, let result = session.update(changed: changed) {
                finished(result, started: started, status: status)
            } else {
                rebuild(status, session: session)
            }
        }
    }

    /// A deleted working folder leaves nothing to build or serve: stop instead of failing builds
    /// for ever (also a serve left behind by someone else's cleaned-up test).
    private func stopIfTheWorkingFolderIsGone() throws {
        guard Self.workingFolderExists() else { throw UsageError("the folder serve runs in was deleted; stopping") }
    }

    /// Whether the current folder is still linked into the file system.
    private static func workingFolderExists() -> Bool {
        var info = stat()
        return stat(".", &info) == 0 && info.st_nlink > 0
    }

    /// Builds once and tells the open pages; a failed build is reported and leaves the last
    /// good output being served.
    private func rebuild(_ status: BuildStatus, session: SiteSession) {
        let started = DispatchTime.now().uptimeNanoseconds
        do {
            finished(
                try site.build(into: target.url, session: session, adjust: target.apply), started: started,
                status: status)
        } catch {
            Failure.report(error)
            status.finished(error: Failure.lines(for: error).joined(separator: "\n"))
        }
    }

    /// Tells of a build or update that went through, and the open pages.
    private func finished(_ result: BuildReport, started: UInt64, status: BuildStatus) {
        brokenLinkWarnings(result).forEach(report)
        say(site.summary(result, output: target.output, seconds: seconds(since: started)))
        status.finished(error: nil)
    }
}
