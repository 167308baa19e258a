import Foundation
import Site
import SiteFiles

/// Seconds since `start` (from `DispatchTime.now().uptimeNanoseconds`).
func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Writes a line to stdout at once (not buffered: `serve` talks while it runs).
func say(_ line: String) {
    StandardOutput.write(escapingControls(line, keepingNewlines: true) + "\n")
}

/// Writes a line to stderr, prefixed like every message of the tool. Every error and warning goes
/// out here, so this is where names and file names from outside lose their power over the terminal.
func report(_ line: String) {
    // Nowhere is left to tell of a failure to write to stderr.
    try? OutputFile.writeAll(Data("sheetgen: \(escapingControls(line))\n".utf8), to: STDERR_FILENO)
}

/// `text` with control characters (ESC, BEL, CR, C1 codes…) and bidirectional overrides shown as
/// `\u{1B}`, so a message cannot move the cursor, retitle the terminal or reorder what is shown.
func escapingControls(_ text: String, keepingNewlines: Bool = false) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        let isBidiControl = (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        if (scalar.properties.generalCategory == .control || isBidiControl) && !(keepingNewlines && scalar == "\n") {
            result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
