/// `text` as one word for a POSIX shell, so that a command the terminal suggests can be typed as
/// shown: plain words as they are, the rest in single quotes.
func shellWord(_ text: String) -> String {
    let isPlain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
    return isPlain ? text : "'\(text.replacingOccurrences(of: "'", with: "'\\''"))'"
}
