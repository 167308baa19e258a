/// The links of builder-made HTML, read and rewritten where they stand: the value of every `href`
/// and `src` attribute.
package enum HTMLLinks {
    /// `html` with the value of every `href` and `src` given by `transform` (with whether it is a
    /// `src`), as it is written (escaped); where `transform` gives nil, the value stays.
    package static func rewritten(_ html: String, _ transform: (_ link: String, _ isSource: Bool) -> String?) -> String
    {
        // `="` is only ever an attribute's start: quotes in text are written `&quot;`.
        let bytes = Array(html.utf8), quote = UInt8(ascii: "\""), equals = UInt8(ascii: "=")
        var out: [UInt8] = [], copied = 0, index = 0
        out.reserveCapacity(bytes.count + 64)
        while let open = bytes[index...].firstIndex(of: quote) {
            index = open + 1
            guard open >= 1, bytes[open - 1] == equals, let close = bytes[index...].firstIndex(of: quote) else {
                continue
            }
            let name = bytes[..<(open - 1)].reversed()
            let isSource = name.starts(with: "crs".utf8)
            guard isSource || name.starts(with: "ferh".utf8),
                let link = transform(String(decoding: bytes[index..<close], as: UTF8.self), isSource)
            else { continue }
            out += bytes[copied..<index]
            out += link.utf8
            // The closing quote is looked at again, as any quote is: it may open an attribute.
            (copied, index) = (close, close)
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a link's value (as written in an attribute, escaped or not) would run or open
    /// something a page without `unsafe` may not: a `javascript:`, `vbscript:` or `file:` URL, or
    /// `data:` but for an image, as libcmark-gfm's safe mode judges its own links. Read as a
    /// browser reads it: character references decoded, controls and blanks anywhere dropped, in
    /// any case.
    package static func isUnsafe(_ value: String) -> Bool {
        var read = decodingReferences(value).unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
            .map(String.init).joined().lowercased()
        if read.hasPrefix("data:image/") {
            read.removeFirst("data:image/".count)
            return !["png", "gif", "jpeg", "webp"].contains { read.hasPrefix($0) }
        }
        return ["javascript:", "vbscript:", "file:", "data:"].contains { read.hasPrefix($0) }
    }

    /// `value` with its numeric character references, and the named ones a scheme can hide
    /// behind, decoded.
    private static func decodingReferences(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var out = "", rest = Substring(value)
        let named = ["amp": "&", "colon": ":", "tab": "\t", "newline": "\n", "nbsp": " "]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[rest.index(after: amp)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "#" }
            var decoded: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(String.init)
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map(String.init)
            } else {
                decoded = named[name.lowercased()]
            }
            guard let decoded else {
                out += "&"
                continue
            }
            out += decoded
            rest = rest.dropFirst(name.count)
            if rest.first == ";" { rest = rest.dropFirst() }
        }
        return out + rest
    }
}
