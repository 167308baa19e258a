/// Several problems found together — in the files a build or a command read — each with its own
/// file and line, told one to a line.
public struct UserErrors: Error, Sendable, CustomStringConvertible {
    public let errors: [UserError]

    public init(_ errors: [UserError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
