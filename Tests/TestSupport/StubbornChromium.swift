import Foundation

/// A fake Chromium for the tests of what happens when it will not stop.
public enum StubbornChromium {
    /// A folder with a fake `chromium` that notes its profile folder and the process it starts,
    /// then ignores TERM (as that process does) and waits ten minutes, as good as for ever to a test.
    public static func make() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stubborn-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("chromium")
        try """
        #!/bin/sh
        trap '' TERM
        for argument in "$@"; do
          case "$argument" in
            --user-data-dir=*) echo "${argument#--user-data-dir=}" > "\(folder.path)/profile.tmp" ;;
          esac
        done
        sleep 600 &
        echo $! > "\(folder.path)/child.tmp"
        mv "\(folder.path)/profile.tmp" "\(folder.path)/profile"
        mv "\(folder.path)/child.tmp" "\(folder.path)/child"
        wait

        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return folder
    }

    /// Whether process `id` still runs (a zombie waiting to be reaped counts as ended).
    public static func isRunning(_ id: pid_t) -> Bool {
        guard kill(id, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8) else {
            return false
        }
        return !(stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? false)
    }

    /// Whether process `id` has ended within `seconds`.
    public static func ends(_ id: pid_t, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning(id) {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    /// Whether the temporary folder that held the fake's profile is gone, as a clean-up leaves it.
    public static func profileFolderIsGone(_ folder: URL) throws -> Bool {
        let profile = try String(contentsOf: folder.appendingPathComponent("profile"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return !FileManager.default.fileExists(atPath: URL(fileURLWithPath: profile).deletingLastPathComponent().path)
    }
}
