import Foundation
import GameKit
@testable import Reports
import Testing

/// The geometry of the charts the `chart` partial draws.
@Suite struct BarChartTests {
    /// Over thousands of largest values, from thousandths to millions: the axis starts at 0, ends
    /// at or above the largest value, and has three to six ticks a round step apart (1, 2 or 5
    /// times a power of ten).
    @Test func theValueAxisHasFewRoundTicksReachingTheLargestValue() {
        var random = SeededRandom(seed: 19)
        for _ in 0..<3_000 {
            let maximum = Double(random.int(in: 1...999_999)) * pow(10, Double(random.int(in: -9...0)))
            let scale = NiceScale(maximum: maximum)
            let ticks = scale.ticks
            #expect(ticks.first == 0 && (3...6).contains(ticks.count), "\(maximum): \(ticks)")
            #expect(scale.top >= maximum && scale.top - scale.step < maximum, "\(maximum)")
            let mantissa = scale.step / pow(10, log10(scale.step).rounded(.down))
            #expect([1, 2, 5].contains { abs(mantissa - $0) < 1e-9 }, "\(maximum): step \(scale.step)")
        }
        #expect(NiceScale(maximum: 200).ticks == [0, 50, 100, 150, 200])
        #expect(NiceScale(maximum: 74.7).ticks == [0, 20, 40, 60, 80])
    }

    @Test func barsStandOnTheAxisAsTallAsTheirValuesInsideThePlot() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let series = random.int(in: 1...2), count = random.int(in: 1...30)
            let groups = (0..<count).map { index in
                BarChart.Group(
                    label: String(repeating: "w", count: random.int(in: 1...20)),
                    values: (0..<series).map { _ in Double(random.int(in: 0...500)) }, title: "Group \(index)")
            }
            let chart = BarChart(
                id: "c", caption: "C.", table: "t", groups: groups, series: series == 1 ? ["a"] : ["a", "b"],
                unit: " u", valueTitle: "V", categoryTitle: "K")
            let top = Double(NiceScale(maximum: max(groups.flatMap { $0.values.compactMap { $0 } }.max()!, 1)).top)
            #expect(chart.bars.count == count * series && chart.labels.count == count)
            for (index, bar) in chart.bars.enumerated() {
                let value = groups[index / series].values[index % series]!
                #expect(bar.y + bar.height == chart.bottom && bar.height >= 1)
                #expect(bar.x >= chart.left && bar.x + bar.width <= chart.right && bar.y >= chart.top)
                let expected = value / top * Double(chart.bottom - chart.top)
                #expect(abs(Double(bar.height) - max(expected, 1)) <= 1, "\(value) of \(top)")
                #expect(bar.hatched == (index % series == 1))
                #expect(
                    bar.title == "Group \(index / series)\(series == 2 ? index % 2 == 0 ? ", a" : ", b" : ""): "
                        + "\(BarChart.number(value)) u")
            }
            #expect(chart.legend.map(\.name) == (series == 2 ? ["a", "b"] : []))
            #expect(chart.width > chart.right && chart.legend.allSatisfy { $0.textX < chart.width })
        }
    }

    @Test func oneSeriesWithMarkedBarsGetsALegendOfTwo() {
        let groups = [
            BarChart.Group(label: "1", values: [150], title: "Round 1"),
            BarChart.Group(label: "2", values: [200], title: "Round 2", isMarked: true),
        ]
        let chart = BarChart(
            id: "c", caption: "C.", table: "t", groups: groups, series: ["points"], marked: "bull's eye",
            unit: " points", valueTitle: "Points", categoryTitle: "Round", minimumTop: 200)
        #expect(chart.legend.map(\.name) == ["points", "bull's eye"])
        #expect(chart.bars.map(\.hatched) == [false, true])
        #expect(chart.bars.map(\.title) == ["Round 1: 150 points", "Round 2, bull's eye: 200 points"])
        #expect(chart.ticks.map(\.label) == ["0", "50", "100", "150", "200"])
    }
}
