/// What a name in the output may hold. Control characters would end up in file names that
/// messages, manifests and the clash check cannot show or tell apart; a colon in a page's path
/// would let a relative link read as a URL scheme (`javascript:…`).
package enum PathName {
    /// Why `name` cannot be (part of) a page's path, or nil when it can. Nor may a page or an
    /// alias be a hidden file or lie in a hidden folder: sheetgen publishes none (and keeps its
    /// own marker, `.sheetgen-output`, there).
    package static func flaw(inPage name: String) -> String? {
        if let flaw = flaw(in: name) { return flaw }
        // By byte: `String.contains` goes through Foundation, a while for every page of a build.
        if name.utf8.contains(UInt8(ascii: ":")) { return "must not contain ':' ('\(name)')" }
        let hidden = name.utf8.split(separator: UInt8(ascii: "/")).contains { $0.first == UInt8(ascii: ".") }
        return hidden ? "must not name a hidden file or folder, one starting with '.' ('\(name)')" : nil
    }

    /// Why `name` cannot be (part of) any output path, or nil when it can.
    package static func flaw(in name: String) -> String? {
        name.unicodeScalars.contains(where: isControl)
            ? "must not contain control characters ('\(escaped(name))')" : nil
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `name` with control characters shown as `\u{…}`, safe to print.
    package static func escaped(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: isControl) else { return name }
        return name.unicodeScalars.map {
            isControl($0) ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0)
        }.joined()
    }

    /// Bytes of a file name that are not UTF-8, shown as `\xFF`; the rest as it is.
    package static func escaped(bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            var end = index + 1
            while end <= bytes.count, String(validating: bytes[index..<end], as: UTF8.self) == nil, end - index < 4 {
                end += 1
            }
            if end <= bytes.count, let valid = String(validating: bytes[index..<end], as: UTF8.self) {
                text += escaped(valid)
                index = end
            } else {
                let hex = String(bytes[index], radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                index += 1
            }
        }
        return text
    }
}
