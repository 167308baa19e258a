import Mistakes
/// A fenced code block of a page whose info string names a block, such as
/// ```` ```character seed=7 class=fighter ````: its name, its options (`key=value`, a value in
/// double quotes when it has spaces), its flags (a word alone, `party all`), its text, and where
/// it is. Options are read through typed accessors whose errors name the page's file and the
/// fence's line.
public struct FencedBlock: Sendable {
    public let name: String
    public let options: [String: String]
    /// The words written alone, in order; a block refuses those it does not know (`allowOnly`).
    public let flags: [String]
    /// The lines between the fences.
    public let body: String
    /// The page's file, and the line of the opening fence in it.
    public let file: String
    public let line: Int
    /// `file:line` of the opening fence.
    public var location: String { "\(file):\(line)" }
    /// The page the block is on, and its number among the page's blocks (from 1): a roll is
    /// seeded from both, so each block of each page rolls its own dice.
    public let page: String
    public let number: Int

    /// Reads the info string; an option or flag that comes twice is an error.
    package init(info: String, body: String, file: String, line: Int, page: String, number: Int) throws(UserError) {
        let location = "\(file):\(line)"
        var words = try Self.words(of: info, location: location)
        name = words.isEmpty ? "" : words.removeFirst()
        var options: [String: String] = [:], flags: [String] = []
        for word in words {
            guard let equals = word.firstIndex(of: "=") else {
                guard !flags.contains(word) else {
                    throw UserError("block \(name): \(word.prefix(40)) is given twice", at: location)
                }
                flags.append(word)
                continue
            }
            guard equals != word.startIndex else {
                throw UserError("block \(name): '\(word.prefix(40))' is not an option (write key=value)", at: location)
            }
            let key = String(word[..<equals]), value = String(word[word.index(after: equals)...])
            guard options.updateValue(Self.unquoted(value), forKey: key) == nil else {
                throw UserError("block \(name): \(key.prefix(40)) is given twice", at: location)
            }
        }
        self.options = options
        self.flags = flags
        self.body = body
        self.file = file
        self.line = line
        self.page = page
        self.number = number
    }

    /// The info string cut at spaces outside double quotes.
    private static func words(of info: String, location: String) throws(UserError) -> [String] {
        var words: [String] = [], word = "", quoted = false
        for character in info {
            if character == "\"" { quoted.toggle() }
            if character.isWhitespace && !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        guard !quoted else { throw UserError("block: a quote is not closed", at: location) }
        if !word.isEmpty { words.append(word) }
        return words
    }

    private static func unquoted(_ value: String) -> String {
        let isQuoted = value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"")
        return isQuoted ? String(value.dropFirst().dropLast()) : value
    }

    // MARK: Reading options

    /// An error about the block, at its fence.
    public func error(_ message: String) -> UserError {
        UserError("block \(name): \(message)", at: location)
    }

    /// An error about line `textLine` of the block's text (the line after the fence is 1), at that line of the page.
    public func error(_ message: String, atTextLine textLine: Int) -> UserError {
        UserError("block \(name): \(message)", at: "\(file):\(line + textLine)")
    }

    /// Refuses an option or a flag the block does not know: a typo would otherwise be silently ignored.
    public func allowOnly(_ known: [String], flags knownFlags: [String] = []) throws(UserError) {
        for flag in flags where !knownFlags.contains(flag) {
            throw error("'\(flag.prefix(40))' is not an option (write key=value)")
        }
        for key in options.keys.sorted() where !known.contains(key) {
            let expected = known.isEmpty ? "it takes none" : "known: \(known.joined(separator: ", "))"
            throw error("\(key.prefix(40)) is not an option (\(expected))")
        }
    }

    /// Whether the flag `name` is written.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// A whole number within `range`; nil when the option is absent.
    public func int(_ key: String, in range: ClosedRange<Int>) throws(UserError) -> Int? {
        guard let text = options[key] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw error("\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// An option that must be there.
    public func required<Value>(_ value: Value?, _ key: String) throws(UserError) -> Value {
        guard let value else { throw error("needs \(key)=…") }
        return value
    }

    /// A block that takes no text between its fences says so rather than ignore it.
    public func refuseBody() throws(UserError) {
        guard body.allSatisfy(\.isWhitespace) else { throw error("takes no text between its fences, only options") }
    }
}
