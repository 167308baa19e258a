import Foundation
@testable import Reports
import Testing

/// The geometry of the line chart (a rating after each game).
@Suite struct LineChartTests {
    static func chart(_ values: [Double]) -> LineChart {
        LineChart(
            id: "r", caption: "R.", table: "games",
            steps: values.enumerated().map { (label: "\($0 + 1)", value: $1) }, baseline: 1500,
            title: { "Game \($0): \(Int($1))" }, valueTitle: "Rating", categoryTitle: "Games played")
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
            Self.chart(Array(repeating: 1500, count: 42)).labels.map(\.text)
                == stride(from: 2, through: 42, by: 2).map(String.init))
        let many = Self.chart(Array(repeating: 1500, count: 120)).labels.map(\.text)
        #expect(many.first == "1" && many.dropFirst().allSatisfy { Int($0)! % 5 == 0 })
        #expect(Self.chart([1516]).ticks.count >= 3)  // one game: still an axis around it and the start
    }
}
