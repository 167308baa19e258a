import ArgumentParser
import Mistakes
import Site

/// How any failure is told: one line per problem on stderr. Errors keep their own types on the
/// way up (a vault's, a site's, a build's); only here do they become text.
enum Failure {
    /// The lines of a failure: each problem of a failed build, else the error's first line
    /// (an argument error's usage, below its first line, is left out).
    static func lines(for error: any Error) -> [String] {
        if let failure = error as? BuildFailure, !failure.errors.isEmpty {
            return failure.errors.map { "\($0)" }
        }
        if let problems = error as? UserErrors, !problems.errors.isEmpty {
            return problems.errors.map { "\($0)" }
        }
        let message = Sheetgen.message(for: error)
        return [message.split(separator: "\n").first.map(String.init) ?? "failed"]
    }

    /// Tells a failure on stderr.
    static func report(_ error: any Error) {
        lines(for: error).forEach(sheetgen.report)
    }
}
