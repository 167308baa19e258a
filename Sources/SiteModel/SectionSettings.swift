import Foundation
import Mistakes
import Yams

/// The settings the site config gives one generated section (`sections: {items: {seed: 1}}`),
/// read through typed accessors whose errors name the config file and the line of the setting:
/// `sheetgen.yml:9: sections.items.count must be a whole number from 1 to 100000`.
public struct SectionSettings: Sendable {
    /// The section's name, its key under `sections:`.
    public let section: String
    /// The settings as written; an empty mapping when the section has none (`rules: {}`).
    public let values: [String: MetadataValue]
    /// The config file, which relative paths start from.
    public let configFile: String
    /// The line of the section's key, and the line of each setting's key.
    let line: Int
    let lines: [String: Int]

    public init(
        section: String, values: [String: MetadataValue] = [:], configFile: String = "sheetgen.yml",
        line: Int = 1, lines: [String: Int] = [:]
    ) {
        self.section = section
        self.values = values
        self.configFile = configFile
        self.line = line
        self.lines = lines
    }

    /// `file:line` of a setting, or of the section itself.
    public func location(of key: String? = nil) -> String {
        "\(configFile):\(key.flatMap { lines[$0] } ?? line)"
    }

    /// An error at a setting (or the section), its message starting with the setting's full name.
    public func error(_ problem: String, at key: String? = nil) -> UserError {
        UserError("sections.\(section)\(key.map { ".\($0)" } ?? "") \(problem)", at: location(of: key))
    }

    /// Refuses a setting the section does not know (a typo would otherwise be silently ignored).
    public func allowOnly(_ known: [String]) throws(UserError) {
        for key in values.keys.sorted() where !known.contains(key) {
            let expected = known.isEmpty ? "it takes no settings" : "known: \(known.joined(separator: ", "))"
            throw error("is not a setting of this section (\(expected))", at: key)
        }
    }

    /// A whole number within `range`; nil when the setting is absent.
    public func int(_ key: String, in range: ClosedRange<Int>) throws(UserError) -> Int? {
        guard let value = values[key] else { return nil }
        guard let number = value.int, range.contains(number) else {
            throw error("must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: key)
        }
        return number
    }

    /// A list of whole numbers, each within `range`; nil when the setting is absent.
    public func ints(_ key: String, in range: ClosedRange<Int>) throws(UserError) -> [Int]? {
        guard let value = values[key] else { return nil }
        guard case .list(let items) = value else {
            throw error("must be a list of whole numbers from \(range.lowerBound) up", at: key)
        }
        var numbers: [Int] = []
        for item in items {
            guard let number = item.int, range.contains(number) else {
                throw error("must be a list of whole numbers from \(range.lowerBound) up", at: key)
            }
            numbers.append(number)
        }
        return numbers
    }

    /// A path, relative to the config file's folder unless absolute; nil when absent.
    public func path(_ key: String) throws(UserError) -> String? {
        guard let value = values[key] else { return nil }
        guard let path = value.string, !path.isEmpty else { throw error("must be a path", at: key) }
        if path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: configFile).deletingLastPathComponent().appendingPathComponent(path).path
    }

    /// A setting that must be there.
    public func required<Value>(_ value: Value?, _ key: String, _ what: String) throws(UserError) -> Value {
        guard let value else { throw error("needs \(key) (\(what))") }
        return value
    }
}

extension SectionSettings {
    /// The settings of every section in `sections` (read from the config's YAML `source`), each
    /// with the lines of its keys, found by reading the YAML's structure once more.
    static func all(
        _ sections: [String: MetadataValue], source: String, configFile: String, sectionsLine: Int
    ) throws(UserError) -> [String: SectionSettings] {
        let nodes = (try? Yams.compose(yaml: source, .basic, .default, .utf8))?.mapping?["sections"]?.mapping
        var keyNodes: [String: (key: Node, value: Node)] = [:]
        for (key, value) in nodes ?? Node.Mapping([]) {
            if let name = key.string { keyNodes[name] = (key, value) }
        }
        var result: [String: SectionSettings] = [:]
        // A section named with nothing after it (`rules:`) reads as null, which the fields leave out.
        let named = keyNodes.filter { $0.value.value.scalar.map { PlainScalar.value(of: $0.string) == nil } ?? false }
        for name in Set(sections.keys).union(named.keys) {
            let value = sections[name] ?? .map([:])
            let line = keyNodes[name]?.key.mark?.line ?? sectionsLine
            var lines: [String: Int] = [:]
            for (key, _) in keyNodes[name]?.value.mapping ?? Node.Mapping([]) {
                if let setting = key.string { lines[setting] = key.mark?.line ?? line }
            }
            let values: [String: MetadataValue]
            switch value {
            case .map(let map): values = map
            default:
                throw UserError("sections.\(name) must be a mapping of settings", at: "\(configFile):\(line)")
            }
            result[name] = SectionSettings(
                section: name, values: values, configFile: configFile, line: line, lines: lines)
        }
        return result
    }
}
