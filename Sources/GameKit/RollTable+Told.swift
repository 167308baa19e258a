extension RollTable.Roll {
    /// The result with each table it names replaced by what that table gave: each name in turn
    /// takes the first `[Name]` still in the text, else the first `[ Name ]`.
    public var told: String {
        let names = RollTable.references(in: result), tolds = nested.map(\.told)
        // Where neither a name nor what was put in holds a bracket, the first `[Name]` still in
        // the text is the first of the result not yet replaced: each found in one pass, rather
        // than every text searched again from its start, which a roll of a thousand tables
        // would make slow.
        guard names.allSatisfy({ !$0.contains("[") }), tolds.allSatisfy({ !$0.contains("[") && !$0.contains("]") })
        else { return Self.replacingOneByOne(names, with: tolds, in: result) }
        let brackets = Self.brackets(in: result)
        var waiting: [Substring: [Int]] = [:]  // the brackets holding each text, the first last
        for (index, bracket) in brackets.enumerated().reversed() { waiting[bracket.inside, default: []].append(index) }
        var replacements = [String?](repeating: nil, count: brackets.count)
        for (name, told) in zip(names, tolds) {
            let key = waiting[Substring(name)]?.isEmpty == false ? Substring(name) : Substring(" \(name) ")
            if let index = waiting[key]?.popLast() { replacements[index] = told }
        }
        var text = "", start = result.startIndex
        for (bracket, replacement) in zip(brackets, replacements) {
            guard let replacement else { continue }
            text += result[start..<bracket.range.lowerBound] + replacement
            start = bracket.range.upperBound
        }
        return text + result[start...]
    }

    /// Each `[…]` of `text`, as `references(in:)` finds them: where it stands and what it holds.
    private static func brackets(in text: String) -> [(range: Range<String.Index>, inside: Substring)] {
        var brackets: [(range: Range<String.Index>, inside: Substring)] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            brackets.append((open..<text.index(after: close), text[text.index(after: open)..<close]))
            rest = text[text.index(after: close)...]
        }
        return brackets
    }

    /// Each name in turn replacing the first `[Name]` (else `[ Name ]`) of the text as it
    /// stands, what was put in for earlier names included.
    private static func replacingOneByOne(_ names: [String], with tolds: [String], in result: String) -> String {
        var text = result
        for (name, told) in zip(names, tolds) {
            if let range = text.range(of: "[\(name)]") ?? text.range(of: "[ \(name) ]") {
                text.replaceSubrange(range, with: told)
            }
        }
        return text
    }
}
