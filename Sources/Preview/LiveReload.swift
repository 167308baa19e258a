import Foundation

/// The script the preview adds to every HTML page it serves.
enum LiveReload {
    /// Asks for the build status; when the generation moves on and the page changed (the server
    /// says its version now, see `PageVersion`; `VERSION` is what this copy was), reloads the
    /// page, or when the new build failed, shows its error in a banner (the old output stays on
    /// screen). Reconnects quietly while the server restarts.
    private static let script = """
        <script>
        (() => {
          const version = "VERSION", page = encodeURIComponent(location.pathname);
          let seen = -1;
          const show = (error) => {
            let banner = document.getElementById("sheetgen-error");
            if (!error) { if (banner) banner.remove(); return; }
            if (!banner) {
              banner = document.createElement("pre");
              banner.id = "sheetgen-error";
              banner.style.cssText = "position:fixed;left:0;right:0;bottom:0;margin:0;padding:1em;z-index:9999;" +
                "background:#7a1010;color:#fff;font:14px/1.4 monospace;white-space:pre-wrap;" +
                "max-height:40vh;overflow:auto";
              document.body.appendChild(banner);
            }
            banner.textContent = "sheetgen build failed:\\n" + error;
          };
          const poll = () => fetch("/_sheetgen/status?since=" + seen + "&page=" + page, { cache: "no-store" })
            .then((response) => response.json())
            .then((status) => {
              // A build that finished before the first answer counts too (seen is then -1).
              if (status.generation !== seen && !status.error && status.page !== version) {
                location.reload();
                return;
              }
              seen = status.generation;
              show(status.error);
              poll();
            })
            .catch(() => setTimeout(poll, 1000));
          poll();
        })();
        </script>

        """

    /// The page with the script, told the page's `version`, before its last `</body>`, or at the
    /// end when it has none.
    static func inject(into page: Data, version: String) -> Data {
        let bytes = [UInt8](page), tag = Array("</body>".utf8)
        let script = Array(script.replacingOccurrences(of: "VERSION", with: version).utf8)
        var index = bytes.count - tag.count
        while index >= 0 {
            if bytes[index..<(index + tag.count)].elementsEqual(tag) {
                return Data(bytes[..<index] + script + bytes[index...])
            }
            index -= 1
        }
        return Data(bytes + script)
    }
}
