import Foundation

/// Python's feedparser, as a feed reader reads feeds: runs `script` (Python, with `sys` and
/// `feedparser` imported) on the feed files `paths`, its arguments; its exit status and what it
/// printed, errors included.
public enum FeedReader {
    public static func run(_ script: String, on paths: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import sys, feedparser\n" + script] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
