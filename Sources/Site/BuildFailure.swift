import Mistakes
/// Every problem a build found, each with its file and line, and the phase the build stopped in;
/// the output folder was left untouched.
public struct BuildFailure: Error, CustomStringConvertible {
    public let errors: [UserError]
    public let phase: BuildPhase

    /// An error with no file to name is placed by the phase instead (`while writing the
    /// sitemap: …`), so that no message leaves the reader wondering where it came from. An error
    /// found more than once (a full disk, met by every page) is told once.
    public init(errors: [UserError], phase: BuildPhase) {
        var seen: Set<String> = []
        self.errors = errors.map { error in
            error.location == nil ? UserError(error.message, at: "while \(phase)") : error
        }.filter { seen.insert($0.description).inserted }
        self.phase = phase
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
