import ArgumentParser
import Foundation
import Preview
import Site
import Synchronization

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on 127.0.0.1, and rebuild and reload when its files change."
    )

    @OptionGroup var site: SiteOptions
    @Option(help: "The port to listen on (0 picks a free one).") var port: UInt16 = 8000

    func run() throws {
        let status = BuildStatus()
        let watcher = FolderWatcher(paths: site.watchedPaths)
        var files = watcher.snapshot()
        rebuild(status)
        let listening = try startServer(PreviewServer(folder: URL(fileURLWithPath: site.output), status: status))
        say("Serving \(site.output) at http://127.0.0.1:\(listening)/ and rebuilding when \(site.watchedPaths.joined(separator: ", ")) change. Ctrl-C stops.")
        while true {
            files = watcher.waitForChange(from: files)
            rebuild(status)
        }
    }

    /// Builds once and tells the open pages; a failed build is reported and leaves the last
    /// good output being served.
    private func rebuild(_ status: BuildStatus) {
        let started = DispatchTime.now().uptimeNanoseconds
        do {
            let result = try site.build()
            brokenLinkWarnings(result).forEach(report)
            say(site.summary(result, seconds: seconds(since: started)))
            status.finished(error: nil)
        } catch let failure as BuildFailure {
            failure.errors.forEach { report("\($0)") }
            status.finished(error: failure.description)
        } catch {
            report("\(error)")
            status.finished(error: "\(error)")
        }
    }

    /// Starts the server in the background and returns its port once it listens.
    private func startServer(_ server: PreviewServer) throws -> UInt16 {
        let outcome = Mutex<Result<UInt16, UsageError>?>(nil)
        let settled = DispatchSemaphore(value: 0)
        let port = self.port
        Task {
            do {
                try await server.run(port: port) { listening in
                    outcome.withLock { $0 = .success(listening) }
                    settled.signal()
                }
            } catch {
                outcome.withLock { $0 = $0 ?? .failure(UsageError("cannot serve on 127.0.0.1:\(port): \(error)")) }
                settled.signal()
            }
        }
        settled.wait()
        return try outcome.withLock { $0! }.get()
    }
}
