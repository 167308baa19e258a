import Foundation
import Mistakes
import OSR
import Site
import Yams

/// A character as an archive holds it: its choices, the seed it was generated from (nil for one
/// made at the table), the rolls of its making and, from a vault, the id it had there, by which
/// its retainers name it (`retainer.employerID`).
public struct ArchivedCharacter: Hashable, Sendable {
    public var choices: CharacterChoices
    public var seed: UInt64?
    public var history: [CharacterCreation.RollRecord]
    public var id: Int64?

    public init(
        choices: CharacterChoices, seed: UInt64? = nil, history: [CharacterCreation.RollRecord] = [], id: Int64? = nil
    ) {
        self.choices = choices
        self.seed = seed
        self.history = history
        self.id = id
    }

    /// For each retainer of `characters` whose employer is among them too (by the ids they had in
    /// their vault), the employer's place in the list, by the retainer's place.
    public static func employers(in characters: [ArchivedCharacter]) -> [Int: Int] {
        var places: [Int64: Int] = [:]
        for (place, character) in characters.enumerated() {
            if let id = character.id, character.choices.retainer == nil { places[id] = place }
        }
        var employers: [Int: Int] = [:]
        for (place, character) in characters.enumerated() {
            if let employer = character.choices.retainer?.employerID.flatMap({ places[$0] }) {
                employers[place] = employer
            }
        }
        return employers
    }
}

/// Many characters in one YAML document, to move them from one vault to another or keep them
/// elsewhere: `sheetgen character export` writes it, `sheetgen character import` reads it.
///
/// ```yaml
/// characters:
/// - name: Brannoc                # each entry is what a character file holds…
///   class: Fighter
///   alignment: Neutral
///   method: 3d6
///   rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
///   abilities: {strength: 13, intelligence: 11, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
///   hitPoints: 8
///   gold: 90
///   languages: []
///   purchases:
///   - Sword
///   - {item: Torches (6), quantity: 2}
///   spells: []
///   seed: 7                      # …and, optionally, the seed it was generated from
///   history:                     # and the rolls of its making
///   - {what: STR, result: 12}
/// ```
///
/// Reading checks every entry as `CharacterFile` checks a file (with the same reader) and tells
/// every problem of every entry at once, at its line: `file:14: characters.2.class: …`. JSON
/// is YAML too, so an archive may be written as JSON (`export --format json` does).
public enum CharacterArchive {
    /// An entry's settings: a character file's, the seed, the rolls and the vault's id.
    public static let keys = ["id"] + CharacterFile.keys + ["seed", "history"]

    /// Ten thousand characters with long histories fit; more is no archive of characters.
    public static let sizeLimit = 16 << 20

    /// The most characters one import adds, so that a document of tiny entries cannot keep the
    /// check and the vault busy for long.
    public static let countLimit = 10_000

    // MARK: Writing

    /// The archive of `characters` as YAML, after a comment saying what it is. Strings are quoted
    /// by Yams wherever YAML would otherwise read them as something else (`O'Hara: #1`, `Yes`, `12`).
    public static func yaml(_ characters: [ArchivedCharacter]) throws -> String {
        let count = characters.count == 1 ? "1 character" : "\(characters.count) characters"
        let header =
            "# A sheetgen character archive (\(count)): `sheetgen character import FILE` adds them to a vault.\n"
        return header + (try Yams.serialize(node: document(characters), indent: 2, width: -1, allowUnicode: true))
    }

    /// The same archive as JSON, its keys sorted.
    public static func json(_ characters: [ArchivedCharacter]) throws -> String {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try JSONSerialization.data(withJSONObject: jsonObject(document(characters)), options: options)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func document(_ characters: [ArchivedCharacter]) -> Node {
        Node([(Node("characters"), Node(characters.map(entry), .implicit, .block))], .implicit, .block)
    }

    /// One character's entry: the vault's id, a character file's settings (a retainer's with its
    /// employer's id), then the seed and the rolls.
    static func entry(_ character: ArchivedCharacter) -> Node {
        var pairs = CharacterFile.settings(character.choices, withEmployerID: true)
        if let id = character.id { pairs.insert(("id", Node(String(id))), at: 0) }
        if let seed = character.seed { pairs.append(("seed", Node(String(seed)))) }
        pairs.append(("history", Node(character.history.map(roll), .implicit, .block)))
        return Node(pairs.map { (Node($0.0), $0.1) }, .implicit, .block)
    }

    static func roll(_ roll: CharacterCreation.RollRecord) -> Node {
        Node(
            [(Node("what"), CharacterFile.text(roll.what)), (Node("result"), CharacterFile.number(roll.result))],
            .implicit, .flow)
    }

    /// The document as JSON values: whole numbers as numbers, every other scalar as text.
    static func jsonObject(_ node: Node) -> Any {
        switch node {
        case .scalar(let scalar):
            if node.tag == Tag(.int), let number = Int(scalar.string) { return number }
            return scalar.string
        case .sequence(let items):
            return items.map(jsonObject)
        case .mapping(let pairs):
            return Dictionary(
                pairs.map { ($0.key.string ?? "", jsonObject($0.value)) }, uniquingKeysWith: { first, _ in first })
        case .alias:
            return NSNull()
        }
    }

    // MARK: Reading

    /// The characters of the archive at `path`, or every problem with it. Opened as safely as a
    /// character file (`CharacterFile.load`), with a larger size limit.
    public static func load(_ path: String) -> Result<[ArchivedCharacter], UserErrors> {
        CharacterFile.text(at: path, sizeLimit: sizeLimit, what: "character archive").flatMap { read($0, file: path) }
    }

    /// The characters of an archive's text, or every problem of every entry as `file:line` errors,
    /// in the order of the file. None is given unless all of them keep every rule.
    public static func read(_ text: String, file: String) -> Result<[ArchivedCharacter], UserErrors> {
        CharacterFile.compose(text, file: file, what: "a character archive").flatMap { read(root: $0, file: file) }
    }

    /// The characters of an archive's YAML nodes.
    static func read(root: Node?, file: String) -> Result<[ArchivedCharacter], UserErrors> {
        var archive = CharacterFileReader(file: file)
        let entries = entries(of: root, &archive)
        var problems = archive.problems
        var characters: [(reader: CharacterFileReader, character: ArchivedCharacter)] = []
        for (index, entry) in entries.enumerated() {
            var reader = CharacterFileReader(
                file: file, prefix: "characters.\(index + 1).", firstLine: entry.mark?.line ?? 1)
            if let character = reader.archivedCharacter(from: entry) { characters.append((reader, character)) }
            problems += reader.problems
        }
        guard problems.isEmpty else { return .failure(CharacterFileReader.inFileOrder(problems)) }
        problems = retainerProblems(characters)
        guard problems.isEmpty else { return .failure(CharacterFileReader.inFileOrder(problems)) }
        return .success(characters.map(\.character))
    }

    /// The rule between retainers and their employer, where the archive holds the employer (by the
    /// id it had in its vault): no more retainers than the employer's CHA allows, told at the terms
    /// of the one too many. (A retainer's level is no higher than its employer's when hired; it may
    /// rise past it since.)
    private static func retainerProblems(
        _ characters: [(reader: CharacterFileReader, character: ArchivedCharacter)]
    ) -> [(line: Int, error: UserError)] {
        var problems: [(line: Int, error: UserError)] = []
        var hired: [Int: [String]] = [:]
        let employers = ArchivedCharacter.employers(in: characters.map(\.character))
        for (place, (reader, character)) in characters.enumerated() {
            guard let employerPlace = employers[place] else { continue }
            let employer = characters[employerPlace].character.choices
            let refusal = RetainerRules.limitRefusal(
                employer: employer.name, charisma: employer.abilities[.charisma],
                current: hired[employerPlace, default: []])
            hired[employerPlace, default: []].append(character.choices.name)
            if let refusal {
                let line = reader.line(of: "retainer")
                problems.append((line, reader.error(refusal, at: "retainer", line: line)))
            }
        }
        return problems
    }

    /// The list under `characters:`; none when the document is no archive, which `reader` is told.
    private static func entries(of root: Node?, _ reader: inout CharacterFileReader) -> [Node] {
        guard let settings = reader.settings(of: root, form: .archive) else { return [] }
        guard let list = settings["characters"] else {
            reader.problem("is missing (the list of characters)", at: "characters")
            return []
        }
        guard case .sequence(let entries) = list else {
            reader.problem("must be a list of characters", at: "characters")
            return []
        }
        guard entries.count <= countLimit else {
            reader.problem(
                "holds \(entries.count) characters; at most \(countLimit) are imported at a time", at: "characters")
            return []
        }
        return Array(entries)
    }
}

extension CharacterFileReader.Form {
    static let archive = Self(
        name: "a character archive", shape: "a mapping whose characters: is the list of characters",
        keys: ["characters"])

    static let archivedCharacter = Self(
        name: "an archived character", shape: "a mapping of settings (name:, class:, rolled: …)",
        keys: CharacterArchive.keys)
}

extension CharacterFileReader {
    /// The character of one archive entry; nil when it has any problem, all of them told.
    mutating func archivedCharacter(from node: Node) -> ArchivedCharacter? {
        guard let settings = settings(of: node, form: .archivedCharacter) else { return nil }
        readsEmployerID = true
        let choices = checkedChoices(from: settings)
        let seed = seed(settings["seed"])
        let history = history(settings["history"])
        let id = settings["id"] == nil ? nil : number(settings["id"], "id", in: 1...Int(Int64.max))
        guard let choices, problems.isEmpty else { return nil }
        return ArchivedCharacter(choices: choices, seed: seed, history: history, id: id.map(Int64.init))
    }

    /// A seed as `--seed` takes it, from 0 to the largest a vault keeps.
    mutating func seed(_ node: Node?) -> UInt64? {
        guard let typed = text(node, "seed", required: false) else { return nil }
        guard let seed = Int64(typed), seed >= 0 else {
            problem("must be a whole number from 0 to \(Int64.max)", at: "seed")
            return nil
        }
        return UInt64(seed)
    }

    /// The rolls of the making, each `{what: STR, result: 12}`.
    mutating func history(_ node: Node?) -> [CharacterCreation.RollRecord] {
        guard let node else { return [] }
        guard case .sequence(let items) = node else {
            problem("must be a list of rolls ({what: STR, result: 12})", at: "history")
            return []
        }
        var rolls: [CharacterCreation.RollRecord] = []
        for (index, item) in items.enumerated() {
            let field = "history.\(index + 1)"
            lines[field] = item.mark?.line
            guard case .mapping(let roll) = item else {
                problem("a roll is {what: …, result: …}", at: field)
                continue
            }
            for key in roll.keys where key.string != "what" && key.string != "result" {
                problem("'\(String((key.string ?? "").prefix(40)))' is not part of a roll (what, result)", at: field)
            }
            let what = text(roll["what"], "\(field).what", required: true)
            // A level's seed is a roll of the history too, and seeds run to Int64.max.
            let result = number(roll["result"], "\(field).result", in: Int(Int64.min)...Int(Int64.max))
            if let what, let result { rolls.append(.init(what: what, result: result)) }
        }
        return rolls
    }
}
