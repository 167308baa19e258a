import Foundation

/// Notices changes below a set of folders and files. On Linux the kernel says when (inotify), so
/// an idle preview costs no CPU whatever the site's size; elsewhere, or past the kernel's limit on
/// watches, it polls sizes and modification times (`PollingWatch`).
public final class FolderWatcher {
    public let paths: [String]
    #if canImport(Glibc)
        private var kernel: InotifyWatch?
    #endif
    private var polling: PollingWatch?

    /// Starts watching at once: a change from now on is one. `polls` asks for polling even where
    /// inotify is to be had.
    public init(paths: [String], polls: Bool = false) {
        self.paths = paths
        #if canImport(Glibc)
            kernel = polls ? nil : InotifyWatch(paths: paths)
            if kernel != nil { return }
        #endif
        polling = PollingWatch(paths: paths)
    }

    /// Whether it polls rather than hearing from the kernel.
    public var isPolling: Bool { polling != nil }

    /// Returns after a change, once the files have been quiet for a moment, with the files that
    /// changed; nil when it cannot tell which (a folder changed, events were lost, or it has just
    /// gone over to polling), or when `giveUp` says so, which it asks every few seconds while
    /// nothing changes: a change no watch can hear of (the folder that holds them all removed).
    public func waitForChange(orUntil giveUp: () -> Bool = { false }) -> Set<String>? {
        #if canImport(Glibc)
            if let kernel {
                let changed = kernel.waitForChange(orUntil: giveUp)
                guard kernel.isBlind else { return changed }
                // It can no longer see every change: poll from here on (after this change, if
                // there was one: a build too many is better than one too few).
                self.kernel = nil
                polling = PollingWatch(paths: paths)
                return nil
            }
        #endif
        return polling?.waitForChange(orUntil: giveUp)
    }
}
