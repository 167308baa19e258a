import Foundation
import TestSupport

/// Runs the built `sheetgen` binary, as a user would, and collects what it prints.
enum CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The sheetgen executable SwiftPM built beside this test bundle.
    static let executable: URL = {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [products, products.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("sheetgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("sheetgen")
    }()

    /// `environment` replaces the test's own environment when given; `wrapper` is a command that
    /// runs sheetgen (`setpriv …` to run it as another user).
    static func run(
        _ arguments: [String], stdin: Data = Data(), in folder: URL? = nil, environment: [String: String]? = nil,
        wrapper: [String] = []
    ) throws -> Result {
        let process = Process()
        let command = wrapper + [executable.path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Stdin is fed and stderr drained on threads of their own, so that no pipe fills up while
        // another is waited on (a child writing over 64 KiB to one would otherwise hang the test).
        let feeding = Thread.detached {
            input.fileHandleForWriting.write(stdin)
            try? input.fileHandleForWriting.close()
        }
        let errorsRead = Thread.detached { errors.fileHandleForReading.readDataToEndOfFile() }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errorsRead.wait()
        feeding.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Starts `sheetgen ARGUMENTS` in `folder`, its output thrown away, and returns at once: for a
    /// test that stops it. End it however the test ends (`kill` in a `defer`).
    static func start(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
