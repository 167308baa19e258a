import Foundation

/// Prints an HTML page to PDF with headless Chromium, the way a person would with the browser's
/// Print dialog: paper size and margins come from the page's CSS `@page` rule, without the
/// browser's headers and footers.
public struct ChromiumPrinter: Sendable {
    /// The names Chromium goes by on PATH, in the order they are looked for.
    public static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    /// A print that takes longer than `timeLimit` seconds (300 unless told) is given up: Chromium
    /// and every process it started are ended and its folder removed.
    public let executable: String
    public let timeLimit: Double

    public init(executable: String, timeLimit: Double = 300) {
        self.executable = executable
        self.timeLimit = timeLimit
    }

    /// The first Chromium on `path` (a PATH value: folders separated by colons).
    public static func find(path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") throws(PrintError)
        -> ChromiumPrinter
    {
        for folder in path.split(separator: ":") {
            for name in names where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return ChromiumPrinter(executable: "\(folder)/\(name)")
            }
        }
        throw PrintError(
            "printing to PDF needs headless Chromium, which is not installed: install the Debian package chromium "
                + "(apt-get install chromium)"
        )
    }

    /// The page as a PDF. The page is printed from a private temporary folder, with a browser
    /// profile of its own there, so prints never share state; the folder is removed afterwards.
    public func pdf(of html: String) throws(PrintError) -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetgen-print-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html"), pdf = folder.appendingPathComponent("page.pdf")
        let log = folder.appendingPathComponent("chromium.log")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in [page, log] {
                guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                    throw CocoaError(.fileWriteUnknown)
                }
            }
            let handle = try FileHandle(forWritingTo: page)
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(html.utf8))
        } catch {
            throw PrintError("cannot prepare the page for printing in \(folder.path): \(error.localizedDescription)")
        }
        let outcome = try GroupedProcess(
            executable,
            [
                // The page is sheetgen's own, every text in it escaped, its one script a paper switch:
                // Chromium's sandbox, which cannot start as root or in many containers, stays off.
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--user-data-dir=\(folder.path)/profile",
                "--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)", page.absoluteString,
            ], output: log.path
        ).wait(limit: timeLimit)
        let status: Int32
        switch outcome {
        case .exited(let code): status = code
        case .timedOut: throw PrintError("Chromium did not finish printing in \(Self.seconds(timeLimit)) s")
        case .interrupted(let signal):
            try? FileManager.default.removeItem(at: folder)
            Interruption.stop(by: signal)
        }
        guard status == 0, let data = FileManager.default.contents(atPath: pdf.path),
            data.starts(with: Array("%PDF-".utf8))
        else {
            let said =
                FileManager.default.contents(atPath: log.path).flatMap {
                    String(decoding: $0, as: UTF8.self).split(separator: "\n").last
                }.map(String.init) ?? ""
            throw PrintError(
                "Chromium could not print the page (\(executable), exit status "
                    + "\(status))\(said.isEmpty ? "" : ": \(said)")"
            )
        }
        return data
    }

    /// A time limit as people write it: `300`, `1.5`.
    private static func seconds(_ limit: Double) -> String {
        limit == limit.rounded() ? String(Int(limit)) : String(limit)
    }
}

/// Why a page could not be printed, in one line.
public struct PrintError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
