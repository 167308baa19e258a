/// What asking another site about a link led to.
public enum LinkOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The status of the last answer, once redirects were followed.
    case answered(Int)
    case timedOut
    case cannotConnect
    /// More redirects than are followed (a loop, most likely).
    case tooManyRedirects
    /// Not an address a request can be sent to (a space in it, say).
    case notAnAddress

    /// Whether the link is fine: the site answered 2xx or 3xx.
    public var isFine: Bool {
        if case .answered(let status) = self { return (200..<400).contains(status) }
        return false
    }

    /// How `check` tells it, in its brackets: `404`, `timed out`.
    public var description: String {
        switch self {
        case .answered(let status): "\(status)"
        case .timedOut: "timed out"
        case .cannotConnect: "cannot connect"
        case .tooManyRedirects: "too many redirects"
        case .notAnAddress: "not an address"
        }
    }

    /// Whether it says something of the link rather than of the moment, and so is worth
    /// remembering for a day: an answer, but a server's trouble (5xx), a request that took too
    /// long (408) or came too often (429).
    var lasts: Bool {
        guard case .answered(let status) = self else { return false }
        return status < 500 && status != 408 && status != 429
    }
}
