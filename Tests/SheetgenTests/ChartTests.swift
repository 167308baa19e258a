import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Charts people can read. Every chart is an SVG with axes and round tick labels, a
/// `<title>` on each bar saying its value, a legend where there is more than one kind of bar, and
/// points screen readers to the table on the page that holds its numbers.
@Suite(.tags(.slow)) struct ChartTests {
    /// What an SVG chart holds, read as XML (so it is well-formed, too).
    final class ChartReading: NSObject, XMLParserDelegate {
        var bars: [[String: String]] = [], titles: [String] = [], texts: [(String, String)] = []
        var axes = 0, describedBy: String?
        private var element = "", textClass = "", text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            element = name
            text = ""
            if name == "svg" { describedBy = attributes["aria-describedby"] }
            if name == "line" && attributes["class"] == "axis" { axes += 1 }
            if name == "rect", let kind = attributes["class"], kind.hasPrefix("bar"), !kind.hasSuffix(" key") {
                bars.append(attributes)
            }
            if name == "text" { textClass = attributes["class"] ?? "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if name == "title" { titles.append(text) }
            if name == "text" { texts.append((textClass, text)) }
        }
    }

    /// The charts of a page, read.
    static func charts(in page: String) -> [ChartReading] {
        page.components(separatedBy: "<svg class=\"chart\"").dropFirst().map { rest in
            let svg = "<svg class=\"chart\"" + rest.components(separatedBy: "</svg>")[0] + "</svg>"
            let reading = ChartReading()
            let parser = XMLParser(data: Data(svg.utf8))
            parser.delegate = reading
            #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
            return reading
        }
    }

    private func texts(_ chart: ChartReading, _ kind: String) -> [String] {
        chart.texts.filter { $0.0 == kind }.map(\.1)
    }

    @Test func aSessionChartHasAxesValuesRoundNumbersALegendAndItsTable() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every round a bull's eye, then none (the seeds were picked for that).
        for (seed, skill) in [(1, "100"), (4, "0")] {
            #expect(
                try CLI.run(
                    [
                        "bullseye", "simulate", "--variant", "classic", "--rounds", "8", "--seed", "\(seed)",
                        "--player",
                        "Ally", "--skill", skill, "--vault", "v.sqlite",
                    ], in: folder
                ).status == 0)
        }
        #expect(
            try CLI.run(["bullseye", "summary", "--vault", "v.sqlite", "--output", "pages"], in: folder).status == 0)
        for session in [1, 2] {
            let page = try String(
                contentsOf: folder.appendingPathComponent("pages/session-\(session).html"), encoding: .utf8)
            let chart = try #require(Self.charts(in: page).first)
            #expect(chart.axes == 2)
            #expect(texts(chart, "tick") == ["0", "50", "100", "150", "200"])  // a bull's eye reaches the top
            #expect(texts(chart, "label") == (1...8).map(String.init))
            #expect(texts(chart, "axis-title") == ["Points", "Round"])
            #expect(chart.bars.count == 8 && chart.titles.count == 8)
            #expect(chart.titles.allSatisfy { $0.hasPrefix("Round ") && $0.hasSuffix(" points") })
            let describedBy = try #require(chart.describedBy)
            #expect(page.contains("<table class=\"scores\" id=\"\(describedBy)\">"))
            // The bull's eyes (200 points) are hatched, and then the legend says so.
            let hatched = chart.bars.indices.filter { chart.bars[$0]["class"] == "bar bar-hatched" }
            #expect(hatched.allSatisfy { chart.bars[$0]["fill"]?.hasPrefix("url(#") == true })
            #expect(hatched == chart.titles.indices.filter { chart.titles[$0].hasSuffix("bull's eye: 200 points") })
            #expect(hatched.count == (session == 1 ? 8 : 0))
            #expect(texts(chart, "legend") == (hatched.isEmpty ? [] : ["points", "bull's eye"]))
        }
    }

    /// A BullsEye player's page charts the points of each session; the index holds the
    /// record of each game (the first to score the most) and links every player.
    @Test func aBullsEyePlayerPageChartsTheirSessionsAndTheIndexHoldsEachGamesRecord() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (variant, seed, player, skill) in [
            ("classic", 4, "Ally", "0"), ("classic", 1, "Ally", "100"), ("rgb", 2, "Joey", "60"),
            ("classic", 1, "Joey", "100"),
        ] {
            let arguments = [
                "bullseye", "simulate", "--variant", variant, "--rounds", "8", "--seed", "\(seed)", "--player", player,
                "--skill", skill, "--vault", "v.sqlite",
            ]
            #expect(try CLI.run(arguments, in: folder).status == 0)
        }
        #expect(
            try CLI.run(["bullseye", "summary", "--vault", "v.sqlite", "--output", "pages"], in: folder).status == 0)
        let index = try String(contentsOf: folder.appendingPathComponent("pages/index.html"), encoding: .utf8)
        let records = index.components(separatedBy: "<h2>Records</h2>")[1].components(separatedBy: "</table>")[0]
        // Ally's 1600 in session 2 came before Joey's equal 1600 in session 4.
        #expect(
            records.contains(
                "<td>Bull&#39;s Eye</td><td>1600</td><td><a href=\"players/ally.html\">Ally</a></td>"
                    + "<td><a href=\"session-2.html\">2</a></td>"))
        #expect(records.components(separatedBy: "<tr>").count - 1 == 3)  // the header and two games
        let ally = try String(contentsOf: folder.appendingPathComponent("pages/players/ally.html"), encoding: .utf8)
        let chart = try #require(Self.charts(in: ally).first)
        #expect(texts(chart, "label") == ["1", "2"] && chart.bars.count == 2)
        #expect(chart.titles.allSatisfy { $0.hasPrefix("Session ") && $0.hasSuffix(" points") })
        #expect(chart.titles.last == "Session 2 (Bull's Eye, 8 rounds): 1600 points")
        #expect(ally.contains("<table class=\"scores\" id=\"\(try #require(chart.describedBy))\">"))
    }

    @Test func theCatalogueSummaryHasThreeChartsEachWithItsTable() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["catalogue", "--seed", "1", "--count", "120", "--output", "cat"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("cat/summary.html"), encoding: .utf8)
        let charts = Self.charts(in: page)
        #expect(charts.count == 3)
        for chart in charts {
            #expect(chart.axes == 2 && chart.bars.count == chart.titles.count && !chart.bars.isEmpty)
            #expect(texts(chart, "tick").first == "0")
            #expect(chart.titles.allSatisfy { $0.hasSuffix("%") })
            #expect(page.contains("id=\"\(try #require(chart.describedBy))\""))
        }
        // Rarities against the factory's odds: two series, a legend, three groups of two bars.
        #expect(texts(charts[0], "legend") == ["measured", "factory odds"])
        #expect(texts(charts[0], "label") == ["Common", "Magic", "Rare"] && charts[0].bars.count == 6)
        #expect(texts(charts[1], "legend").isEmpty)
    }
}
