import Foundation
@testable import Reports
import Testing

/// The geometry of the line chart (a rating after each game).
@Suite struct LineChartTests {
    static func chart(_ values: [Double]) -> LineChart {
        LineChart(
            id: "r", caption: "R.", table: "games",
            steps: values.enumerated().map { (label: "\($0 + 1)", value: $1) }, baseline: 1500,
            title: { "Game \($0): \(Int($1))" }, valueTitle: "Rating", categoryTitle: "Games played",
            stepsName: "games")
    }

    @Test func everyStepIsAPointInsideThePlotInOrderWithItsTitle() {
        let values = (0..<42).map { 1500 + 60 * sin(Double($0) / 5) }
        let chart = Self.chart(values)
        #expect(chart.points.count == 42 && chart.line.split(separator: " ").count == 42)
        #expect(zip(chart.points, chart.points.dropFirst()).allSatisfy { $0.x < $1.x })
        #expect(chart.points.allSatisfy { (chart.top...chart.bottom).contains($0.y) })
        #expect(chart.points.allSatisfy { (chart.left...chart.right).contains($0.x) })
        #expect(chart.points[0].title == "Game 1: 1500")
        // A higher value stands higher.
        let highest = values.indices.max { values[$0] < values[$1] }!
        #expect(chart.points[highest].y == chart.points.map(\.y).min())
        // The axis is round and holds every value and the start.
        let ticks = chart.ticks.map { Double($0.label)! }
        #expect(ticks.first! <= values.min()! && ticks.last! >= values.max()! && ticks.contains(1500), "\(ticks)")
        #expect(ticks == [1400, 1450, 1500, 1550, 1600])  // 1440 to 1560, fifty apart
    }

    @Test func labelsAreWrittenWhereTheyFit() {
        #expect(Self.chart(Array(repeating: 1500, count: 7)).labels.map(\.text) == (1...7).map(String.init))
        #expect(
            Self.chart(Array(repeating: 1500, count: 30)).labels.map(\.text)
                == stride(from: 2, through: 30, by: 2).map(String.init))
        #expect(
            Self.chart(Array(repeating: 1500, count: 42)).labels.map(\.text)
                == ["1"] + stride(from: 5, through: 40, by: 5).map(String.init))
        #expect(Self.chart([1516]).ticks.count >= 3)  // one game: still an axis around it and the start
    }

    /// However many games, the plot stays as wide as a phone shows legibly: the points draw
    /// closer, and past the closest the latest games are drawn, the caption says.
    @Test func aLongRunOfGamesKeepsTheLatestInAPlotAPhoneShows() {
        for count in [1, 12, 30, 31, 90, 91, 500] {
            let chart = Self.chart((0..<count).map { 1500 + Double($0 % 7) })
            let drawn = min(count, BarChart.widestPlot / LineChart.closestSteps)
            #expect(chart.right - chart.left <= BarChart.widestPlot && chart.points.count == drawn)
            #expect(chart.points.last?.title == "Game \(count): \(1500 + (count - 1) % 7)")
            #expect(zip(chart.points, chart.points.dropFirst()).allSatisfy { $1.x - $0.x >= LineChart.closestSteps })
            #expect(chart.radius <= Double(chart.right - chart.left) / Double(drawn) / 2)
            #expect(
                chart.caption
                    == "R."
                    + (drawn < count
                        ? " Only the latest \(drawn) of \(count) games are drawn; the table has them all." : ""))
        }
        // The labels stay round where the first games are left out.
        let many = Self.chart(Array(repeating: 1500, count: 120)).labels.map(\.text)
        #expect(many == stride(from: 40, through: 120, by: 10).map(String.init))
    }
}
