import SiteFiles

/// A name the builder writes into a page as text and later finds again in the page's HTML (the
/// marks of shortcodes, the words that stand for HTML in a table cell): a prefix and four letters
/// that never follow the prefix in any of the page's texts, so that no text of the page can pass
/// for it. A page of a megabyte holds too few to use all 456,976.
enum UnusedName {
    static func make(_ prefix: String, avoiding texts: [[UInt8]]) -> String {
        let start = Array(prefix.utf8), letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        var taken: Set<UInt32> = []
        for text in texts {
            var from = 0
            while let found = ByteSearch.firstIndex(of: start, in: text, from: from) {
                from = found + start.count
                guard from + 4 <= text.count, text[from..<from + 4].allSatisfy(letters.contains) else { continue }
                taken.insert(text[from..<from + 4].reduce(0) { $0 << 8 | UInt32($1) })
            }
        }
        var suffix: [UInt8] = Array(repeating: UInt8(ascii: "a"), count: 4)
        while taken.contains(suffix.reduce(0) { $0 << 8 | UInt32($1) }) {
            var place = 3
            while suffix[place] == UInt8(ascii: "z") {
                suffix[place] = UInt8(ascii: "a")
                place -= 1
            }
            suffix[place] += 1
        }
        return prefix + String(decoding: suffix, as: UTF8.self)
    }
}
