/// A problem the user can fix, said in one line: where it is (file and line, or the argument) and what.
public struct UserError: Error, Hashable, Sendable, CustomStringConvertible {
    public let location: String?
    public let message: String
    /// The system's error number when a system call failed, so that whoever placed the call can
    /// tell a problem of one file (a name too long) from one of the whole disk (full).
    public let errorNumber: Int32?

    public init(_ message: String, at location: String? = nil, errorNumber: Int32? = nil) {
        self.location = location
        self.message = message
        self.errorNumber = errorNumber
    }

    /// `file:line: message`, or the message alone.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
