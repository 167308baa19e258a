import ArgumentParser
import Foundation
import Site

/// A problem with what the user typed, said in one line.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `--seed N`: a whole number from 0 to 2^63-1, the range every platform's integers can hold.
/// Seed options take their value unconditionally, so `--seed -1` reaches this check (and is
/// told the range) instead of being read as an unknown option.
func parseSeed(_ text: String) throws -> UInt64 {
    guard let value = Int64(text), value >= 0 else {
        throw UsageError("must be a whole number from 0 to \(Int64.max)")
    }
    return UInt64(value)
}

/// `--seed S --count K` of a command that makes the things of seeds S to S+K−1: K within `counts`,
/// and every one of those seeds a seed `parseSeed` accepts (so the last, S+K−1, may be the
/// largest seed, and nothing is added that could overflow).
func validateSeedRange(seed: UInt64, count: Int, counts: ClosedRange<Int>, countOption: String = "--count") throws {
    guard counts.contains(count) else {
        throw ValidationError("\(countOption) must be from \(counts.lowerBound) to \(counts.upperBound)")
    }
    guard seed <= UInt64(Int64.max) - UInt64(count - 1) else {
        throw ValidationError("--seed \(seed) with \(countOption) \(count) goes past the largest seed, \(Int64.max)")
    }
}

/// Output formats of commands that make one document.
enum DocumentFormat: String, ExpressibleByArgument, CaseIterable {
    case html, markdown, json
}

/// `--output FILE`, or standard output when absent.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    func emit(_ text: String) throws {
        try emit(Data(text.utf8))
    }

    /// Refuses an `--output` that is the file at `input`, by whatever path or link: writing there
    /// would replace what the command reads with what it made of it.
    func refuseToReplace(_ input: String, which what: String) throws {
        var written = stat(), read = stat()
        guard let output, stat(output, &written) == 0, stat(input, &read) == 0,
            written.st_dev == read.st_dev && written.st_ino == read.st_ino
        else { return }
        throw UsageError("\(output): refusing to write over \(what) (\(input)), which this command reads")
    }

    func emit(_ data: Data) throws {
        guard let output else {
            StandardOutput.write(data)
            return
        }
        try OutputFile.write(data, to: URL(fileURLWithPath: output))
    }
}

/// `--templates DIR`: the folder whose files override the built-in templates. Without it, a
/// Templates/ folder in the working directory does.
struct TemplateOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of templates that override the built-in ones.", valueName: "dir"))
    var templates: String?

    var overrides: URL? {
        if let templates { return URL(fileURLWithPath: templates) }
        var isFolder: ObjCBool = false
        let local = FileManager.default.currentDirectoryPath + "/Templates"
        return FileManager.default.fileExists(atPath: local, isDirectory: &isFolder) && isFolder.boolValue
            ? URL(fileURLWithPath: local) : nil
    }
}
