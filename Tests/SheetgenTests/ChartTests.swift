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
        var bars: [[String: String]] = [], marks: [[String: String]] = [], titles: [String] = []
        var texts: [(String, String)] = [], axes = 0, axisBreaks = 0, describedBy: String?
        private var element = "", textClass = "", text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            element = name
            text = ""
            if name == "svg" { describedBy = attributes["aria-describedby"] }
            if name == "line" && attributes["class"] == "axis" { axes += 1 }
            if name == "path" && attributes["class"] == "axis-break" { axisBreaks += 1 }
            if name == "rect", let kind = attributes["class"], kind.hasPrefix("bar"), !kind.hasSuffix(" key") {
                if kind == "bar-mark" { marks.append(attributes) } else { bars.append(attributes) }
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
            #expect(texts(chart, "label") == (1...8).map(String.init))
            #expect(texts(chart, "axis-title") == ["Points", "Round"])
            #expect(chart.bars.count == 8 && chart.titles.count == 8)
            #expect(chart.titles.allSatisfy { $0.hasPrefix("Round ") && $0.contains(" points") })
            let describedBy = try #require(chart.describedBy)
            #expect(page.contains("<table class=\"scores\" id=\"\(describedBy)\">"))
            // Each bonus is the hatched top of its bar, which says so, and then the legend keys it.
            #expect(chart.marks.allSatisfy { $0["fill"]?.hasPrefix("url(#") == true })
            #expect(
                chart.marks.map { $0["x"] }
                    == chart.bars.indices.filter { chart.titles[$0].hasSuffix(" of them bonus") }.map {
                        chart.bars[$0]["x"]
                    })
            #expect(texts(chart, "legend") == (chart.marks.isEmpty ? [] : ["points", "bonus"]))
            #expect(page.contains("The hatched top of a bar is its bonus") == !chart.marks.isEmpty)
        }
        // Eight bull's eyes: bars of 200 points on an axis from 0, each half bonus.
        let bullsEyes = try #require(Self.charts(in: try page(1, in: folder)).first)
        #expect(texts(bullsEyes, "tick") == ["0", "50", "100", "150", "200"] && bullsEyes.axisBreaks == 0)
        #expect(
            bullsEyes.marks.count == 8
                && bullsEyes.titles.allSatisfy { $0.hasSuffix(": 200 points, 100 of them bonus") })
        // None: near misses of 75 to 100 points stand on an axis that starts above 0, and says so.
        let misses = try #require(Self.charts(in: try page(2, in: folder)).first)
        let ticks = texts(misses, "tick").map { Int($0)! }
        #expect(ticks.first! > 0 && ticks.last! <= 150 && misses.axisBreaks == 1)
        #expect(try page(2, in: folder).contains("The axis starts at \(ticks.first!) points, not at 0."))
    }

    private func page(_ session: Int, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("pages/session-\(session).html"), encoding: .utf8)
    }

    /// The demo's RGB session (points of 92 to 96 a round): its axis fits them, not 0 to 200.
    @Test func anRGBSessionsAxisFitsItsPoints() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let simulate = [
            "bullseye", "simulate", "--variant", "rgb", "--rounds", "8", "--seed", "2", "--player", "Joey", "--skill",
            "60", "--vault", "v.sqlite",
        ]
        #expect(try CLI.run(simulate, in: folder).status == 0)
        #expect(
            try CLI.run(["bullseye", "summary", "--vault", "v.sqlite", "--output", "pages"], in: folder).status == 0)
        let page = try self.page(1, in: folder)
        let chart = try #require(Self.charts(in: page).first)
        let points = chart.titles.map { Int($0.split(separator: " ")[2])! }
        #expect(points.min()! >= 92 && points.max()! <= 96, "\(points)")
        #expect(texts(chart, "tick") == ["90", "92", "94", "96"] && chart.axisBreaks == 1)
        #expect(page.contains("The axis starts at 90 points, not at 0."))
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
