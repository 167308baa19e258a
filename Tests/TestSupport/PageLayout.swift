import Foundation
import Printing

/// How headless Chromium lays a page out on a screen of a given width: how wide the page is,
/// what is cut off, which boxes scroll sideways inside it and where its charts end.
///
/// Chromium's own window is never narrower than about 500 pixels, so each page is laid out in an
/// iframe of the width asked for, on a page of ours whose script measures them all and writes what
/// it found into the document Chromium dumps (`--dump-dom`). Chromium runs in a process group of
/// its own (`GroupedProcess`, as printing starts it), ended however the measuring ends.
public struct PageLayout: Sendable {
    public let page: URL
    /// The screen's width, in CSS pixels.
    public let width: Int
    /// How wide the page is: more than `width` where the page itself scrolls sideways.
    public let scrollWidth: Int
    /// What cannot be seen whole: an element that hides what is wider than it, or one that reaches
    /// past the screen's right edge outside a box that scrolls.
    public let cutOff: [String]
    /// The boxes inside the page that scroll sideways (a table wider than the screen).
    public let scrollingBoxes: [ScrollingBox]
    public let charts: [Chart]

    public struct ScrollingBox: Sendable, Decodable, CustomStringConvertible {
        /// `table.scores`: its tag and classes.
        public let element: String
        /// Whether the first cell of its rows stays in view as it scrolls (`position: sticky`).
        public let keepsFirstColumn: Bool

        public var description: String { element + (keepsFirstColumn ? " (first column kept)" : "") }
    }

    public struct Chart: Sendable, Decodable {
        /// How wide the chart is drawn, and the box it stands in.
        public let width: Double, boxWidth: Double
        /// Where its last bar or point (the latest game) ends, from the screen's left edge.
        public let lastMarkRight: Double
    }

    /// The layouts of `pages` (HTML files) on a screen `width` pixels wide, in their order.
    public static func measure(_ pages: [URL], width: Int, timeLimit: Double = 180) throws -> [PageLayout] {
        let chromium = try ChromiumPrinter.find()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-layout-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = pages.map { page in
            "<iframe src=\"\(page.absoluteString)\" style=\"display: block; width: \(width)px; height: 900px\"></iframe>"
        }
        let measuring = folder.appendingPathComponent("measure.html"), dump = folder.appendingPathComponent("dom.txt")
        try
            ("<!DOCTYPE html><html><body>\n" + frames.joined(separator: "\n") + "\n<script>\(script)</script>"
            + "</body></html>\n").write(to: measuring, atomically: true, encoding: .utf8)
        try Data().write(to: dump)
        let chromiumProcess = try GroupedProcess(
            chromium.executable,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--user-data-dir=\(folder.path)/profile", "--hide-scrollbars",
                // The pages are files: their documents are the measuring page's to read only so.
                "--allow-file-access-from-files", "--dump-dom", measuring.absoluteString,
            ], output: dump.path)
        // Whatever the outcome, nothing Chromium started outlives the measuring.
        defer { chromiumProcess.endGroup(grace: 0) }
        let outcome = chromiumProcess.wait(limit: timeLimit)
        let said = String(decoding: (try? Data(contentsOf: dump)) ?? Data(), as: UTF8.self)
        guard outcome == .exited(status: 0), let start = said.range(of: "<pre id=\"layout\">"),
            let end = said.range(of: "</pre>", range: start.upperBound..<said.endIndex)
        else {
            throw PageLayoutError(message: "Chromium did not lay the pages out (\(outcome)): \(said.suffix(2_000))")
        }
        let json = said[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let found = try JSONDecoder().decode([Found].self, from: Data(json.utf8))
        guard found.count == pages.count else {
            throw PageLayoutError(message: "\(found.count) layouts for \(pages.count) pages")
        }
        return zip(pages, found).map { page, found in
            PageLayout(
                page: page, width: width, scrollWidth: found.scrollWidth, cutOff: found.cutOff,
                scrollingBoxes: found.scrollingBoxes, charts: found.charts)
        }
    }

    /// What the script found of one page.
    private struct Found: Decodable {
        let scrollWidth: Int
        let cutOff: [String]
        let scrollingBoxes: [ScrollingBox]
        let charts: [Chart]
    }

    /// Runs once every frame has loaded, and writes what it found, as JSON, into the page.
    private static let script = """
        window.addEventListener("load", () => {
          const layouts = [...document.querySelectorAll("iframe")].map((frame) => {
            const page = frame.contentDocument, view = page.defaultView, root = page.documentElement;
            const width = root.clientWidth;
            const name = (e) => [e.tagName.toLowerCase(), ...e.classList].join(".");
            const scrolls = (e) => ["auto", "scroll"].includes(view.getComputedStyle(e).overflowX);
            const inScrollingBox = (e) => {
              for (let above = e.parentElement; above && above !== page.body; above = above.parentElement) {
                if (scrolls(above)) return true;
              }
              return false;
            };
            const cutOff = [], scrollingBoxes = [], charts = [];
            for (const e of page.body.querySelectorAll("*")) {
              const box = e.getBoundingClientRect(), wider = e.scrollWidth > e.clientWidth + 1;
              if (["hidden", "clip"].includes(view.getComputedStyle(e).overflowX) && wider) {
                cutOff.push(name(e) + " hides what is wider than it");
              } else if (box.width > 0 && box.right > width + 1 && !inScrollingBox(e)) {
                cutOff.push(name(e) + " reaches past the right edge, to " + Math.round(box.right));
              }
              if (scrolls(e) && wider) {
                const first = e.querySelector("tr > :first-child");
                const kept = first !== null && view.getComputedStyle(first).position === "sticky";
                scrollingBoxes.push({ element: name(e), keepsFirstColumn: kept });
              }
            }
            for (const chart of page.querySelectorAll("svg.chart")) {
              const marks = chart.querySelectorAll(".bar, .point"), last = marks[marks.length - 1];
              charts.push({
                width: chart.getBoundingClientRect().width, boxWidth: chart.parentElement.clientWidth,
                lastMarkRight: last ? last.getBoundingClientRect().right : 0,
              });
            }
            return { scrollWidth: root.scrollWidth, cutOff, scrollingBoxes, charts };
          });
          const found = document.createElement("pre");
          found.id = "layout";
          found.textContent = JSON.stringify(layouts);
          document.body.append(found);
        });
        """
}

public struct PageLayoutError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
