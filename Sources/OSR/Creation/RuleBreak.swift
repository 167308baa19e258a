/// One rule a character breaks: the setting it is about (`abilities.strength`, `class`,
/// `purchases.2`) and what is wrong, in words that name the rule.
public struct RuleBreak: Hashable, Sendable, CustomStringConvertible {
    /// Where in a character file the problem is: a key, or a key and an entry (`languages.1`).
    public let field: String
    public let message: String

    public init(_ field: String, _ message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "\(field): \(message)" }
}

extension Ability {
    /// The ability's key in a character file: `strength`.
    public var key: String { name.lowercased() }
}
