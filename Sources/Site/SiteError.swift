/// A problem the user can fix, said in one line: where it is (file and line, or the argument) and what.
public struct SiteError: Error, Hashable, Sendable, CustomStringConvertible {
    public let location: String?
    public let message: String

    public init(_ message: String, at location: String? = nil) {
        self.location = location
        self.message = message
    }

    /// `file:line: message`, or the message alone.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
