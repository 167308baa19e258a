import Mistakes
import TOMLKit

/// TOML front matter, between `+++` lines, as Hugo and Zola write it. Dates and times, which TOML
/// has as values of their own, become text in the form `DateText` reads (`2026-11-22T10:30:00Z`),
/// so a TOML page's date is a date wherever a YAML page's is.
enum TOMLFrontMatter {
    /// The values of the TOML `toml`, whose first line is line `firstLine` of `file`; `what` the
    /// text is, for errors (front matter, or a site config).
    static func fields(
        _ toml: String, file: String, firstLine: Int, naming what: String = "front matter"
    ) throws(UserError) -> [String: MetadataValue] {
        try checkBeforeParsing(toml, file: file, firstLine: firstLine, naming: what)
        let table: TOMLTable
        do {
            table = try TOMLTable(string: toml)
        } catch let error as TOMLParseError {
            let message = error.description.split(separator: "\n").first.map(String.init) ?? "unreadable"
            throw UserError(
                "invalid TOML: \(message.prefix(200))", at: "\(file):\(error.source.begin.line + firstLine - 1)")
        } catch {
            throw UserError("invalid TOML", at: "\(file):\(firstLine)")
        }
        var fields: [String: MetadataValue] = [:]
        for (key, value) in table {
            if let converted = metadata(value, depth: 0) { fields[key] = converted }
        }
        return fields
    }

    /// What toml++ would not read safely: a NUL, where its C string would end unseen, and a key
    /// of more parts than values may nest (`a.a.a… = 1`), which its parser follows by recursion
    /// past what a thread's stack holds. The parts are counted as the dots of a line's key, or of
    /// a table's header; a dot in a quoted part counts too, which only errs on the safe side.
    private static func checkBeforeParsing(
        _ toml: String, file: String, firstLine: Int, naming what: String
    ) throws(UserError) {
        for (number, line) in toml.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            let at = "\(file):\(firstLine + number)"
            if line.contains(0) { throw UserError("\(what) holds a NUL character", at: at) }
            let key = line.first == UInt8(ascii: "[") ? line[...] : line.prefix { $0 != UInt8(ascii: "=") }
            if key.count(where: { $0 == UInt8(ascii: ".") }) >= FrontMatter.depthLimit {
                throw UserError("\(what) nests deeper than \(FrontMatter.depthLimit) levels", at: at)
            }
        }
    }

    /// A TOML value as metadata; nil past the depth values may nest to (see `FrontMatter`).
    private static func metadata(_ value: TOMLValueConvertible, depth: Int) -> MetadataValue? {
        guard depth < FrontMatter.depthLimit else { return nil }
        switch value.type {
        case .string: return value.string.map(MetadataValue.string)
        case .int: return value.int.map(MetadataValue.int)
        case .double: return value.double.map(MetadataValue.double)
        case .bool: return value.bool.map(MetadataValue.bool)
        case .date: return value.date.map { .string(parts($0, nil, offset: nil).written) }
        case .time: return value.time.map { .string(parts(nil, $0, offset: nil).timeWritten) }
        case .dateTime:
            guard let moment = value.dateTime else { return nil }
            // Typed, or TOMLKit's `date` and `time` of any value (nil for a date and time) are taken.
            let date: TOMLDate = moment.date, time: TOMLTime = moment.time
            return .string(parts(date, time, offset: moment.offset?.offset).written)
        case .array:
            guard let array = value.array else { return nil }
            return .list(array.compactMap { metadata($0, depth: depth + 1) })
        case .table:
            guard let table = value.table else { return nil }
            var values: [String: MetadataValue] = [:]
            for (key, item) in table {
                if let converted = metadata(item, depth: depth + 1) { values[key] = converted }
            }
            return .map(values)
        }
    }

    /// A TOML date, time or both, taken apart as `DateText` writes them; its fraction of a
    /// second as TOML gives it, in milliseconds or finer.
    private static func parts(_ date: TOMLDate?, _ time: TOMLTime?, offset: Int?) -> DateText.Parts {
        var parts = DateText.Parts(year: date?.year ?? 0, month: date?.month ?? 1, day: date?.day ?? 1)
        guard let time else { return parts }
        (parts.hour, parts.minute, parts.second, parts.hasTime) = (time.hour, time.minute, time.second, true)
        if time.nanoSecond > 0 {
            let digits = String(time.nanoSecond)
            parts.fraction = String(repeating: "0", count: 9 - digits.count) + digits
            while parts.fraction.count > 3 && parts.fraction.hasSuffix("0") { parts.fraction.removeLast() }
        }
        (parts.offsetMinutes, parts.zoneIsZ) = (offset, true)
        return parts
    }
}
