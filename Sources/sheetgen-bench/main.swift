import DefaultTemplates
import Foundation
import GameKit
import Ghost
import OSR
import Reports
import Site
import TemplateEngine

// In-process timings that a command line cannot show: `sheetgen-bench NAME [COUNT]`.
// Prints one line: the name, the count, and the wall time in seconds.

func measure(_ name: String, count: Int, _ body: () throws -> Int) rethrows {
    let start = DispatchTime.now().uptimeNanoseconds
    let checksum = try body()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("\(name) count=\(count) seconds=\(String(format: "%.3f", seconds)) checksum=\(checksum)")
}

let arguments = CommandLine.arguments.dropFirst()
let name = arguments.first ?? "characters-json"
let count = arguments.dropFirst().first.flatMap(Int.init) ?? 10_000

switch name {
case "characters-json":
    // Generate `count` characters and encode each as the JSON `sheetgen character --format json` prints.
    measure(name, count: count) {
        (0..<count).reduce(0) { $0 + CharacterJSON.encode(CharacterGenerator.generate(seed: UInt64($1))).utf8.count }
    }
case "characters-html":
    let renderer = PageRenderer(templates: try TemplateLibrary(defaults: DefaultTemplates.files))
    try measure(name, count: count) {
        try (0..<count).reduce(0) { total, seed in
            total
                + (try renderer.render(CharacterSheet.document(for: CharacterGenerator.generate(seed: UInt64(seed)))))
                .utf8.count
        }
    }
case "templates":
    // Read the built-in templates `count` times: what every build does before its first page.
    try measure(name, count: count) {
        try (0..<count).reduce(0) { total, _ in
            total + (try TemplateLibrary(defaults: DefaultTemplates.files).has("page") ? 1 : 0)
        }
    }
case "ghost-words":
    // Load the English word list, then ask `count` questions: half "is it a word?", half "does a
    // word start with it?", on prefixes of words from all over the list (and a miss for each).
    let path = GhostLanguage.english.wordListPath
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let start = DispatchTime.now().uptimeNanoseconds
    let words = WordList(text: Array(data))
    print(
        "ghost-load words=\(words.count) "
            + "seconds=\(String(format: "%.3f", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))"
    )
    var random = SeededRandom(seed: 1)
    let probes = (0..<count).map { index -> String in
        let word = words.word(at: random.int(in: 0...(words.count - 1)))
        let prefix = String(word.prefix(random.int(in: 1...word.count)))
        return index % 4 == 3 ? prefix + "q" : prefix
    }
    measure("ghost-queries", count: count) {
        probes.enumerated().reduce(0) { total, probe in
            total
                + ((probe.offset % 2 == 0 ? words.isWord(probe.element) : words.hasWord(startingWith: probe.element))
                    ? 1 : 0)
        }
    }
case "ghost-simulate":
    // Simulate `count` bot games on the English list (the list is loaded first, untimed).
    let words = WordList(text: Array(try Data(contentsOf: URL(fileURLWithPath: GhostLanguage.english.wordListPath))))
    measure(name, count: count) {
        (0..<count).reduce(0) { total, index in
            total
                + GhostSimulation.game(index, seed: 1, players: ["Ann", "Bob", "Cy"], language: .english, words: words)
                .rounds.count
        }
    }
default:
    FileHandle.standardError.write(
        Data(
            ("sheetgen-bench: unknown benchmark '\(name)' (characters-json, characters-html, ghost-words, "
                + "ghost-simulate)\n").utf8))
    exit(2)
}
