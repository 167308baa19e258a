/// Dates as front matter gives them: `2026-11-22`, optionally followed by `T` or a space and a
/// time `10:30`, `10:30:15` or `10:30:15.250`, optionally followed by `Z` or an offset `+01:00`.
/// Nothing else may follow: the date is shown in pages as it is written.
package enum DateText {
    package static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ count: Int, _ range: ClosedRange<Int>) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return range.contains(value) ? value : nil
        }
        func take(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(4, 0...9999), take("-"), let month = number(2, 1...12), take("-"),
            let day = number(2, 1...31)
        else { return false }
        let days = [
            31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
        ]
        guard day <= days[month - 1] else { return false }
        if index == bytes.count { return true }
        guard take("T") || take(" "), number(2, 0...23) != nil, take(":"), number(2, 0...59) != nil else {
            return false
        }
        if take(":") {
            guard number(2, 0...60) != nil else { return false }
            if take(".") {
                let start = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                guard index > start else { return false }
            }
        }
        if take("Z") { return index == bytes.count }
        if take("+") || take("-") {
            guard number(2, 0...23) != nil, take(":"), number(2, 0...59) != nil else { return false }
        }
        return index == bytes.count
    }
}
