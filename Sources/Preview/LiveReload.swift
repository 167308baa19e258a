import Foundation

/// The script the preview adds to every HTML page it serves.
enum LiveReload {
    /// Asks for the build status; when the generation moves on, reloads the page, or when the new
    /// build failed, shows its error in a banner (the old output stays on screen). Reconnects
    /// quietly while the server restarts.
    static let script = """
        <script>
        (() => {
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
          const poll = () => fetch("/_sheetgen/status?since=" + seen, { cache: "no-store" })
            .then((response) => response.json())
            .then((status) => {
              if (seen >= 0 && status.generation !== seen && !status.error) { location.reload(); return; }
              seen = status.generation;
              show(status.error);
              poll();
            })
            .catch(() => setTimeout(poll, 1000));
          poll();
        })();
        </script>

        """

    /// The page with the script before its last `</body>`, or at the end when it has none.
    static func inject(into page: Data) -> Data {
        let bytes = [UInt8](page), tag = Array("</body>".utf8)
        var index = bytes.count - tag.count
        while index >= 0 {
            if bytes[index..<(index + tag.count)].elementsEqual(tag) {
                return Data(bytes[..<index] + Array(script.utf8) + bytes[index...])
            }
            index -= 1
        }
        return Data(bytes + Array(script.utf8))
    }
}
