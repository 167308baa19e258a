import DefaultTemplates
import Foundation
import OSR
import Reports
import Site

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
            total + (try renderer.render(CharacterSheet.document(for: CharacterGenerator.generate(seed: UInt64(seed))))).utf8.count
        }
    }
default:
    FileHandle.standardError.write(Data("sheetgen-bench: unknown benchmark '\(name)' (characters-json, characters-html)\n".utf8))
    exit(2)
}
