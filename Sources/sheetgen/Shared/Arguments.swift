import ArgumentParser
import Foundation
import GameKit
import Site
import SiteFiles
import SiteModel

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

/// The seed of a command run without `--seed`: the clock's microseconds, which it prints or keeps
/// so the run can be made again. Every draw still comes from `SeededRandom`.
func clockSeed() -> UInt64 {
    UInt64(Date().timeIntervalSince1970 * 1_000_000)
}

/// `--seed S --count K` of a command that makes the things of seeds S to S+K−1: K within `counts`,
/// and every one of those seeds a seed `parseSeed` accepts (so the last, S+K−1, may be the
/// largest seed, and nothing is added that could overflow).
func validateSeedRange(seed: UInt64, count: Int, counts: ClosedRange<Int>, countOption: String = "--count") throws {
    guard counts.contains(count) else {
        throw ValidationError("\(countOption) must be from \(counts.lowerBound) to \(counts.upperBound)")
    }
    guard SeededRandom.seedsFit(from: seed, count: count) else {
        throw ValidationError(
            "--seed \(seed) with \(countOption) \(count) goes past the largest seed, \(SeededRandom.seeds.upperBound)")
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

    func emit(_ text: String, readingFrom inputs: [String] = []) throws {
        try emit(Data(text.utf8), readingFrom: inputs)
    }

    /// Writes to `--output`, or to standard output. Never over a file the command reads (`inputs`,
    /// by whatever path or link) nor over a SQLite database, a vault, whatever the command: all
    /// that would be left of it is what the command made.
    func emit(_ data: Data, readingFrom inputs: [String] = []) throws {
        guard let output else {
            StandardOutput.write(data)
            return
        }
        try refuseToReplace(output, inputs: inputs)
        try OutputFile.write(data, to: URL(fileURLWithPath: output))
    }

    private func refuseToReplace(_ output: String, inputs: [String]) throws {
        var written = stat()
        guard stat(output, &written) == 0 else { return }
        for input in inputs {
            var read = stat()
            if stat(input, &read) == 0 && written.st_dev == read.st_dev && written.st_ino == read.st_ino {
                throw UsageError("\(output): refusing to write over \(input), which this command reads")
            }
        }
        if written.st_mode & S_IFMT == S_IFREG, let file = FileHandle(forReadingAtPath: output) {
            defer { try? file.close() }
            if (try? file.read(upToCount: 16)) == Data("SQLite format 3\u{0}".utf8) {
                throw UsageError("\(output): refusing to write over a SQLite database (a vault?); choose another file")
            }
        }
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

/// `--until DAY` of the simulate commands: the last day simulated games are played on. The
/// default is fixed, not today, so that the same seed and options give the same games.
struct SimulatedDays: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The last day games are played on, YYYY-MM-DD (UTC; default 2026-11-19).", valueName: "day"),
        transform: parseDay)
    var until: CalendarDay = CalendarDay(year: 2026, month: 11, day: 19)

    /// The moment the day begins, in UTC.
    var start: Date { until.start(in: TimeZone(identifier: "UTC")!) }
}

/// A day written `YYYY-MM-DD`.
func parseDay(_ text: String) throws -> CalendarDay {
    guard let day = CalendarDay(text) else { throw UsageError("must be a day written YYYY-MM-DD, such as 2026-11-19") }
    return day
}
