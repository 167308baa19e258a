import Foundation
import SiteFiles

/// What `sheetgen check --external` remembers of links to other sites, for a day: the file
/// `external-links` in the build cache folder, a line `URL<tab>seconds since 1970<tab>status` for
/// each link asked about, the answers that last (`LinkOutcome.lasts`) only. Written whole or not
/// at all, and only here: a check writes nothing else.
public struct ExternalLinkMemory: Sendable {
    public static let fileName = "external-links"
    /// How long an answer is trusted.
    public static let lifetime: TimeInterval = 24 * 60 * 60

    private let file: URL
    private let now: Date
    /// Every answer still trusted, with when it was given.
    private var answers: [String: (time: Int, status: Int)] = [:]
    /// Whether anything was learnt since the file was read.
    private var learnt = false

    /// The memory kept in `folder`, as of `now`: answers older than a day (or from after `now`)
    /// are forgotten, and so is a line that is not one.
    public init(folder: URL, now: Date) {
        file = folder.appendingPathComponent(Self.fileName)
        self.now = now
        guard let bytes = FileTree.read(file.path) else { return }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let time = Int(fields[1]), let status = Int(fields[2]),
                LinkOutcome.answered(status).lasts, isFresh(time)
            else { continue }
            answers[String(fields[0])] = (time, status)
        }
    }

    /// What `url` answered within the last day; nil when not asked since.
    public func outcome(of url: String) -> LinkOutcome? {
        answers[url].map { .answered($0.status) }
    }

    /// Keeps `outcome` for `url`, if it lasts (and the URL fits on a line of the file).
    public mutating func remember(_ outcome: LinkOutcome, of url: String) {
        guard case .answered(let status) = outcome, outcome.lasts,
            !url.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return }
        answers[url] = (Int(now.timeIntervalSince1970), status)
        learnt = true
    }

    /// Writes the file again, when something was learnt: whole or not at all, making the
    /// folder if it is not there.
    public func save() throws {
        guard learnt else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lines = answers.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value.time)\t\($0.value.status)\n" }
        try OutputFile.write(lines.joined(), to: file)
    }

    private func isFresh(_ time: Int) -> Bool {
        let age = now.timeIntervalSince1970 - TimeInterval(time)
        return age >= 0 && age < Self.lifetime
    }
}
