import Testing

extension Tag {
    /// Suites that start processes (sheetgen itself, Chromium, a server), wait on the file system's
    /// watchers, or build many pages or sites: `swift test --skip tag:slow` leaves them out.
    @Tag public static var slow: Self
}
