/// The languages Ghost is played in, and where Debian keeps their word lists.
public enum GhostLanguage: String, CaseIterable, Sendable, Codable {
    case english, dutch

    /// The system word list (installed by `debianPackage`).
    public var wordListPath: String {
        switch self {
        case .english: "/usr/share/dict/american-english"
        case .dutch: "/usr/share/dict/nederlands"
        }
    }

    public var debianPackage: String {
        switch self {
        case .english: "wamerican"
        case .dutch: "wdutch"
        }
    }

    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
