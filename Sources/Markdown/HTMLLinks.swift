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
}
