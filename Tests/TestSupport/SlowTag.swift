import Testing

extension Tag {
    /// Suites that start processes (sheetgen itself, Chromium, a server) or wait on the file
    /// watcher. All of them are in SheetgenTests, PrintingTests and PreviewTests, but for
    /// ExternalLinkCheckTests (a server on the loopback), so that `swift test --skip
    /// 'SheetgenTests|PrintingTests|PreviewTests|ExternalLinkCheckTests'` leaves them out where
    /// `swift test --skip tag:slow` does not work yet (Swift 6.3).
    @Tag public static var slow: Self
}
