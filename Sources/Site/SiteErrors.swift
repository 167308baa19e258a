/// Several problems found together — in the files a build or a command read — each with its own
/// file and line, told one to a line.
public struct SiteErrors: Error, Sendable, CustomStringConvertible {
    public let errors: [SiteError]

    public init(_ errors: [SiteError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
