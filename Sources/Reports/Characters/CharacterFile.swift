import Foundation
import GameKit
import Mistakes
import OSR
import Site
import SiteModel
import Yams

/// A character written by hand, as YAML: what was rolled and chosen, never what follows from it.
///
/// ```yaml
/// name: Brannoc
/// title: the Bold                # optional
/// class: Fighter
/// alignment: Neutral             # Lawful (the default), Neutral or Chaotic
/// method: 3d6                    # or 4d6-drop-lowest, 3d6-reroll-below-8
/// rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
/// adjustments: {strength: +1, intelligence: -2}   # or abilities: the scores after adjusting
/// hitPoints: 8
/// gold: 90                       # the 3d6 × 10 rolled, before shopping
/// languages: [Orcish]            # beyond the class's own and the alignment language
/// purchases: [Sword, Chainmail, Shield, {item: Torches (6), quantity: 2}]
/// spells: [Sleep]                # a magic-user's or an elf's spell book
/// level: 3                       # 1 unless given, with
/// experience: 5200               # 0 unless given
/// memorised: [Sleep, Web]        # the spells memorised for the day
/// retainer: {employer: Brannoc, loyalty: 7, wage: 1, share: half}   # for a retainer
/// ```
///
/// Reading checks every rule (`CreationCheck`) and reports every problem at once, each with the
/// line of the setting it is about.
public enum CharacterFile {
    public static let keys = [
        "name", "title", "class", "level", "experience", "alignment", "method", "rolled", "adjustments", "abilities",
        "hitPoints", "gold", "languages", "purchases", "spells", "memorised", "retainer",
    ]

    /// A character file is a page of YAML; more is no character file.
    public static let sizeLimit = 1 << 20

    /// The character of the file at `path`, or every problem with it.
    public static func load(_ path: String) -> Result<CharacterChoices, UserErrors> {
        text(at: path, sizeLimit: sizeLimit, what: "character file").flatMap { read($0, file: path) }
    }

    /// The characters of the files at `paths` that keep every rule, and every problem of the others.
    public static func loadAll(_ paths: [String]) -> (
        loaded: [(path: String, choices: CharacterChoices)], problems: [UserError]
    ) {
        var loaded: [(path: String, choices: CharacterChoices)] = []
        var problems: [UserError] = []
        for path in paths {
            switch load(path) {
            case .success(let choices): loaded.append((path, choices))
            case .failure(let found): problems += found.errors
            }
        }
        return (loaded, problems)
    }

    /// The character's choices, or every problem with them as `file:line` errors.
    public static func read(_ text: String, file: String) -> Result<CharacterChoices, UserErrors> {
        compose(text, file: file, what: "a character file").flatMap { read(root: $0, file: file) }
    }

    /// The character's choices of a character file's YAML nodes.
    static func read(root: Node?, file: String) -> Result<CharacterChoices, UserErrors> {
        var reader = CharacterFileReader(file: file)
        let choices = reader.settings(of: root, form: .characterFile).flatMap { reader.checkedChoices(from: $0) }
        guard let choices, reader.problems.isEmpty else {
            return .failure(CharacterFileReader.inFileOrder(reader.problems))
        }
        return .success(choices)
    }

    /// The text of the file at `path`. Only a regular file (or a link to one) is opened — a FIFO
    /// would block for ever — and only its first `sizeLimit` bytes read.
    static func text(at path: String, sizeLimit: Int, what: String) -> Result<String, UserErrors> {
        func problem(_ message: String) -> Result<String, UserErrors> {
            .failure(UserErrors([UserError(message, at: path)]))
        }
        var info = stat()
        guard stat(path, &info) == 0 else { return problem("cannot read the file") }
        guard info.st_mode & S_IFMT == S_IFREG else { return problem("is not a file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { return problem("cannot read the file") }
        defer { try? handle.close() }
        // An empty file reads as nil, not as an error: it is told as the empty document it is.
        guard let data = try? handle.read(upToCount: sizeLimit + 1) ?? Data() else {
            return problem("cannot read the file")
        }
        guard data.count <= sizeLimit else { return problem("is larger than \(sizeLimit >> 20) MiB; no \(what) is") }
        guard let text = String(data: data, encoding: .utf8) else { return problem("is not UTF-8 text") }
        return .success(text)
    }

    /// The YAML of `text` as nodes (nil when empty), or the one problem that keeps it from being
    /// read: invalid YAML, or aliases that stand for more than `what` could hold.
    static func compose(_ text: String, file: String, what: String) -> Result<Node?, UserErrors> {
        let root: Node?
        do {
            root = try FrontMatter.compose(text, file: file, firstLine: 1)
        } catch {
            return .failure(UserErrors([error]))
        }
        if let root, !FrontMatter.isWithinAliasBudget(root, text: text) {
            return .failure(
                UserErrors([UserError("YAML aliases expand into too much (\(what) needs none)", at: "\(file):1")]))
        }
        return .success(root)
    }
}

/// Reads a character's settings from a YAML mapping — a character file's whole document, or
/// one entry of a character archive — remembering the line of every key and list entry for
/// the errors. The nodes' marks are lines of the whole file, so an entry deep in a larger
/// document is told at its own lines.
struct CharacterFileReader {
    let file: String
    /// Put before every field in messages: nothing in a character file, `characters.2.` in an archive.
    let prefix: String
    /// The line told for a setting that is missing: the mapping's own.
    let firstLine: Int
    var problems: [(line: Int, error: UserError)] = []
    /// Lines by field: `class`, `rolled.strength`, `languages.2`.
    var lines: [String: Int] = [:]
    /// Whether a retainer's terms may name its employer's id: in an archive, whose entries carry
    /// the ids of their vault, but not in a character file, which has no vault.
    var readsEmployerID = false

    init(file: String, prefix: String = "", firstLine: Int = 1) {
        self.file = file
        self.prefix = prefix
        self.firstLine = firstLine
    }

    /// What a mapping read by a `CharacterFileReader` is, for its messages, and the settings it may hold.
    struct Form {
        let name: String
        let shape: String
        let keys: [String]

        static let characterFile = Form(
            name: "a character file", shape: "a mapping of settings (name:, class:, rolled: …)",
            keys: CharacterFile.keys)
    }

    /// Problems of one file, in the order of the file, so that it can be put right from top to bottom.
    static func inFileOrder(_ problems: [(line: Int, error: UserError)]) -> UserErrors {
        let sorted = problems.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        return UserErrors(sorted.map(\.element.error))
    }

    /// `field: message` at the field's line (or at `line`); the mapping itself is field "".
    func error(_ message: String, at field: String, line: Int? = nil) -> UserError {
        let name = prefix + field
        let said = name.isEmpty ? message : "\(name.hasSuffix(".") ? String(name.dropLast()) : name): \(message)"
        return UserError(said, at: "\(file):\(line ?? self.line(of: field))")
    }

    /// The line of a field, else of the nearest field it belongs to, else of the mapping.
    func line(of field: String) -> Int {
        var path = field
        while true {
            if let line = lines[path] { return line }
            if path == "abilities", let line = lines["adjustments"] { return line }
            if path.hasPrefix("abilities."), let line = lines["adjustments" + path.dropFirst("abilities".count)] {
                return line
            }
            guard let dot = path.lastIndex(of: ".") else { return firstLine }
            path = String(path[..<dot])
        }
    }

    mutating func problem(_ message: String, at field: String, line: Int? = nil) {
        let line = line ?? self.line(of: field)
        problems.append((line, error(message, at: field, line: line)))
    }

    /// The settings of `node` by name, every one `form` does not know told; nil when it is no mapping.
    mutating func settings(of node: Node?, form: Form) -> [String: Node]? {
        guard case .mapping(let mapping)? = node else {
            problem("\(form.name) is \(form.shape)", at: "")
            return nil
        }
        var settings: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.string else {
                problem("settings are named by text", at: "", line: key.mark?.line)
                continue
            }
            lines[name] = key.mark?.line
            settings[name] = value
            if !form.keys.contains(name) {
                problem(
                    "is not a setting of \(form.name) (known: \(form.keys.joined(separator: ", ")))", at: name)
            }
        }
        return settings
    }

    /// The choices of `settings`, every rule they break told too (nil when they cannot even be read).
    mutating func checkedChoices(from settings: [String: Node]) -> CharacterChoices? {
        guard let choices = build(settings) else { return nil }
        for broken in CreationCheck.problems(in: choices) { problem(broken.message, at: broken.field) }
        return choices
    }

    mutating func build(_ settings: [String: Node]) -> CharacterChoices? {
        // Kept as they are checked: trimmed and composed, like every player's name.
        let name = text(settings["name"], "name", required: true).map(PlayerName.normalized)
        let title = text(settings["title"], "title", required: false).map(PlayerName.normalized).flatMap {
            $0.isEmpty ? nil : $0
        }
        let characterClass = named(
            settings["class"], "class", CharacterClass.init(named:),
            choices: CharacterClass.allCases.map(\.name), required: true)
        let alignment =
            named(
                settings["alignment"], "alignment", Alignment.init(named:),
                choices: ["Lawful", "Neutral", "Chaotic"], required: false) ?? .lawful
        let method =
            named(
                settings["method"], "method", { RollMethod(rawValue: $0.lowercased()) },
                choices: RollMethod.allCases.map(\.rawValue), required: false) ?? .threeD6
        let rolled = scores(settings["rolled"], "rolled", complete: true).flatMap {
            $0.count == 6 ? AbilityScores($0) : nil
        }
        let abilities = finalScores(settings, rolled: rolled)
        let hitPoints = number(settings["hitPoints"], "hitPoints")
        let gold = number(settings["gold"], "gold")
        let languages = texts(settings["languages"], "languages").map { Self.canonical($0, in: Languages.d20Table) }
        let purchases = purchases(settings["purchases"])
        let spells = texts(settings["spells"], "spells").map { Self.canonicalSpell($0, .arcane) }
        let level =
            settings["level"] == nil ? characterClass?.minimumLevel ?? 1 : number(settings["level"], "level")
        let experience =
            settings["experience"] == nil
            ? 0 : number(settings["experience"], "experience", in: 0...CharacterClass.mostExperience)
        let memorised = texts(settings["memorised"], "memorised").map {
            Self.canonicalSpell($0, characterClass?.spellKind ?? .arcane)
        }
        var terms: RetainerTerms?? = .some(nil)
        if let node = settings["retainer"] { terms = retainer(node) }
        guard let name, let characterClass, let rolled, let abilities, let hitPoints, let gold, let level,
            let experience, let terms
        else {
            return nil
        }
        return CharacterChoices(
            method: method, rolled: rolled, characterClass: characterClass, abilities: abilities,
            hitPoints: hitPoints, startingGold: gold, alignment: alignment, name: name, title: title,
            extraLanguages: languages, purchases: purchases, spells: spells, level: level, experience: experience,
            memorised: memorised, retainer: terms)
    }

    /// A spell's own spelling when it was typed in another case.
    static func canonicalSpell(_ typed: String, _ kind: SpellKind) -> String {
        SpellList.named(typed, kind: kind)?.name ?? typed
    }

    /// A retainer's terms: `{employer: Brannoc, loyalty: 7, wage: 1, share: half}`; nil when they
    /// cannot be read, each problem told.
    mutating func retainer(_ node: Node) -> RetainerTerms?? {
        guard case .mapping(let mapping) = node else {
            problem("must map employer, loyalty, wage and share", at: "retainer")
            return nil
        }
        let known = ["employer", "loyalty", "wage", "share"] + (readsEmployerID ? ["employerID"] : [])
        var entries: [String: Node] = [:]
        for (key, value) in mapping {
            let name = String((key.string ?? "").prefix(40))
            lines["retainer.\(name)"] = key.mark?.line
            guard known.contains(name) else {
                problem("is not part of a retainer's terms (\(known.joined(separator: ", ")))", at: "retainer.\(name)")
                continue
            }
            entries[name] = value
        }
        let employer = text(entries["employer"], "retainer.employer", required: true).map(PlayerName.normalized)
        let loyalty = number(entries["loyalty"], "retainer.loyalty")
        let wage = entries["wage"] == nil ? 1 : number(entries["wage"], "retainer.wage")
        let share =
            named(
                entries["share"], "retainer.share", { ["half": 1, "full": 2][$0.lowercased()] },
                choices: ["half", "full"],
                required: false) ?? 1
        let employerID =
            entries["employerID"] == nil
            ? nil : number(entries["employerID"], "retainer.employerID", in: 1...Int(Int64.max))
        guard let employer, let loyalty, let wage else { return nil }
        return .some(
            RetainerTerms(
                employer: employer, employerID: employerID.map(Int64.init), loyalty: loyalty, wage: wage,
                shareInHalves: share))
    }

    /// The list's own spelling of `typed` when they differ only in case: `orcish` is Orcish.
    static func canonical(_ typed: String, in list: [String]) -> String {
        list.first { $0.lowercased() == typed.lowercased() } ?? typed
    }

    // MARK: Values

    mutating func text(_ node: Node?, _ field: String, required: Bool) -> String? {
        guard let node else {
            if required { problem("is missing", at: field) }
            return nil
        }
        guard case .scalar(let scalar) = node else {
            problem("must be text", at: field)
            return nil
        }
        // `title: ~` or `title:` with nothing after it is no title, not the text "~".
        if scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
            if required { problem("is missing", at: field) }
            return nil
        }
        // Nothing in a character file is longer; a longer text is echoed shortened in messages.
        return String(scalar.string.prefix(1000))
    }

    mutating func named<Value>(
        _ node: Node?, _ field: String, _ make: (String) -> Value?, choices: [String], required: Bool
    ) -> Value? {
        guard let typed = text(node, field, required: required) else { return nil }
        guard let value = make(typed) else {
            problem("'\(typed)' is not one of \(choices.joined(separator: ", "))", at: field)
            return nil
        }
        return value
    }

    /// What any number of a character could sensibly be, but its experience and the seeds it
    /// records of its levels.
    static let numbers = -999_999...999_999

    /// A whole number (`+1` and `-2` for adjustments), within `numbers` or `range`.
    mutating func number(_ node: Node?, _ field: String, in range: ClosedRange<Int> = numbers) -> Int? {
        guard let typed = text(node, field, required: true) else { return nil }
        switch WholeNumber.read(typed, in: range) {
        case .success(let value): return value
        case .failure(.notANumber): problem("'\(typed.echoed)' is not a whole number", at: field)
        case .failure(let outOfRange): problem(outOfRange.description, at: field)
        }
        return nil
    }

    /// Scores by ability name; `complete` needs all six.
    mutating func scores(_ node: Node?, _ field: String, complete: Bool) -> [Ability: Int]? {
        guard let node else {
            if complete { problem("is missing (the six scores rolled: strength, intelligence, …)", at: field) }
            return nil
        }
        guard case .mapping(let mapping) = node else {
            problem(
                "must map abilities (strength, intelligence, wisdom, dexterity, constitution, charisma) to scores",
                at: field)
            return nil
        }
        var scores: [Ability: Int] = [:], given: Set<Ability> = []
        for (key, value) in mapping {
            let name = String((key.string ?? "").prefix(40))
            let entry = "\(field).\(name)"
            lines[entry] = key.mark?.line
            let ability = Ability.allCases.first { $0.key == name.lowercased() || $0.rawValue == name.uppercased() }
            guard let ability else {
                problem(
                    "is not an ability (strength, intelligence, wisdom, dexterity, constitution, charisma)", at: entry)
                continue
            }
            guard given.insert(ability).inserted else {
                problem("\(ability.key) is given twice", at: entry)
                continue
            }
            if let score = number(value, entry) { scores[ability] = score }
        }
        // A score given but not a number is told where it is given, not also as missing.
        if complete {
            for ability in Ability.allCases where !given.contains(ability) {
                problem("needs \(ability.key)", at: field)
            }
        }
        return scores
    }

    mutating func finalScores(_ settings: [String: Node], rolled: AbilityScores?) -> AbilityScores? {
        if settings["abilities"] != nil && settings["adjustments"] != nil {
            problem("give the adjustments or the adjusted abilities, not both", at: "adjustments")
        }
        let final = scores(settings["abilities"], "abilities", complete: false)
        let changes = scores(settings["adjustments"], "adjustments", complete: false)
        guard let rolled else { return nil }
        var abilities = rolled
        for (ability, score) in final ?? [:] { abilities[ability] = score }
        for (ability, change) in changes ?? [:] {
            abilities[ability] += change
            lines["abilities.\(ability.key)"] = lines["adjustments.\(ability.key)"]
        }
        return abilities
    }

    mutating func texts(_ node: Node?, _ field: String) -> [String] {
        guard let node else { return [] }
        guard case .sequence(let items) = node else {
            problem("must be a list", at: field)
            return []
        }
        return items.enumerated().compactMap { index, item in
            lines["\(field).\(index + 1)"] = item.mark?.line
            return text(item, "\(field).\(index + 1)", required: true)
        }
    }

    mutating func purchases(_ node: Node?) -> [CharacterChoices.Purchase] {
        guard let node else { return [] }
        guard case .sequence(let items) = node else {
            problem("must be a list of things bought", at: "purchases")
            return []
        }
        var purchases: [CharacterChoices.Purchase] = []
        for (index, item) in items.enumerated() {
            let field = "purchases.\(index + 1)"
            lines[field] = item.mark?.line
            if case .mapping(let entry) = item {
                for key in entry.keys where key.string != "item" && key.string != "quantity" {
                    problem(
                        "'\(String((key.string ?? "").prefix(40)))' is not part of a purchase (item, quantity)",
                        at: field)
                }
                guard entry["item"] != nil else {
                    problem("needs item (what was bought), and may give a quantity", at: field)
                    continue
                }
                guard let name = text(entry["item"], field, required: true) else { continue }
                let quantity = entry["quantity"].map { number($0, field) } ?? 1
                if let quantity { purchases.append(.init(name, quantity: quantity)) }
            } else if let name = text(item, field, required: true) {
                purchases.append(.init(name))
            }
        }
        return purchases
    }
}
