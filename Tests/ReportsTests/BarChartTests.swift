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

    /// Bars of values that differ little and stand high start their axis at a round number
    /// below the smallest, leaving the shortest bar some height; others start at 0.
    @Test func theAxisOfBarsFitsTheirValues() {
        #expect(NiceScale(bars: [92, 95, 96, 94], atLeast: 1).ticks == [90, 92, 94, 96])
        #expect(NiceScale(bars: [1480, 1600, 1523], atLeast: 1).ticks == [1400, 1450, 1500, 1550, 1600])
        // From 0: the smallest is half the largest or less, or every value is the same.
        #expect(NiceScale(bars: [85, 149, 200], atLeast: 1).ticks == [0, 50, 100, 150, 200])
        #expect(NiceScale(bars: [100, 200], atLeast: 1).bottom == 0)
        #expect(NiceScale(bars: [95, 95], atLeast: 1).ticks == [0, 20, 40, 60, 80, 100])
        #expect(NiceScale(bars: [], atLeast: 10).ticks == [0, 2, 4, 6, 8, 10])
        // The least top counts as a value.
        #expect(NiceScale(bars: [4, 7], atLeast: 1).bottom > 0 && NiceScale(bars: [4, 7], atLeast: 10).bottom == 0)
        var random = SeededRandom(seed: 23)
        for _ in 0..<3_000 {
            let scale = Double(random.int(in: 1...100_000)) / 100
            let values = (0..<random.int(in: 1...12)).map { _ in scale * Double(random.int(in: 1...1_000)) / 1_000 }
            let (smallest, largest) = (values.min()!, values.max()!)
            let axis = NiceScale(bars: values, atLeast: 0)
            let ticks = axis.ticks
            #expect(axis.bottom <= smallest && axis.top >= largest && (3...7).contains(ticks.count), "\(values)")
            let mantissa = axis.step / pow(10, log10(axis.step).rounded(.down))
            #expect([1, 2, 5].contains { abs(mantissa - $0) < 1e-6 }, "\(values): step \(axis.step)")
            if smallest <= largest / 2 || smallest == largest {
                #expect(axis.bottom == 0, "\(values)")
            } else if axis.bottom > 0 {
                // The shortest bar stands at least half the spread of the values above the axis.
                #expect(smallest - axis.bottom >= (largest - smallest) / 2 - 1e-9, "\(values): \(ticks)")
            }
        }
    }

    @Test func barsStandOnTheAxisAsTallAsTheirValuesInsideAPlotAPhoneShows() {
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
            let scale = NiceScale(bars: groups.flatMap { $0.values.compactMap { $0 } }, atLeast: 1)
            #expect(chart.bars.count == count * series)
            #expect(chart.right - chart.left <= BarChart.widestPlot)
            for (index, bar) in chart.bars.enumerated() {
                let value = groups[index / series].values[index % series]!
                #expect(bar.y + bar.height == chart.bottom && bar.height >= 1 && bar.width >= 3)
                #expect(bar.x >= chart.left && bar.x + bar.width <= chart.right && bar.y >= chart.top)
                let expected = (value - scale.bottom) / (scale.top - scale.bottom) * Double(chart.bottom - chart.top)
                #expect(abs(Double(bar.height) - max(expected, 1)) <= 1, "\(value) of \(scale.top)")
                #expect(bar.hatched == (index % series == 1) && bar.mark == nil)
                #expect(
                    bar.title == "Group \(index / series)\(series == 2 ? index % 2 == 0 ? ", a" : ", b" : ""): "
                        + "\(BarChart.number(value)) u")
            }
            #expect(chart.legend.map(\.name) == (series == 2 ? ["a", "b"] : []))
            #expect(chart.width > chart.right && chart.legend.allSatisfy { $0.textX < chart.width })
            // Where the axis does not start at 0, the chart says so, in words and on the axis.
            #expect((chart.axisBreak != nil) == (scale.bottom != 0))
            #expect(
                chart.caption
                    == "C."
                    + (scale.bottom == 0 ? "" : " The axis starts at \(BarChart.number(scale.bottom)) u, not at 0."))
        }
    }

    @Test func labelsStandUnderTheirGroupsOrUnderEveryFewCountedBackFromTheLast() {
        func labels(_ names: [String]) -> BarChart {
            BarChart(
                id: "c", caption: "C.", table: "t",
                groups: names.map { BarChart.Group(label: $0, values: [1], title: $0) }, series: ["a"], unit: "",
                valueTitle: "V", categoryTitle: "K")
        }
        let few = labels((1...8).map(String.init))
        #expect(few.labels.map(\.text) == (1...8).map(String.init) && !few.slanted)
        let long = labels(["Keen", "Vampiric", "of the Unbroken Oath"])
        #expect(long.labels.count == 3 && long.slanted)
        let many = labels((1...40).map(String.init))
        #expect(!many.slanted && many.labels.last?.text == "40")
        let every = Int(many.labels[many.labels.count - 1].text)! - Int(many.labels[many.labels.count - 2].text)!
        #expect([2, 5].contains(every) && many.labels.count == (40 + every - 1) / every)
    }

    /// Groups in time order: more than a phone shows, and the latest are drawn, the caption says.
    @Test func aChartOfTooManySessionsDrawsTheLatest() {
        let groups = (1...100).map { BarChart.Group(label: "\($0)", values: [Double($0)], title: "Session \($0)") }
        let chart = BarChart(
            id: "c", caption: "Points.", table: "t", groups: groups, series: ["points"], unit: " points",
            valueTitle: "Points", categoryTitle: "Session", latest: "sessions")
        let drawn = BarChart.widestPlot / 6
        #expect(chart.bars.count == drawn && chart.bars.last?.title == "Session 100: 100 points")
        #expect(chart.bars.first?.title == "Session \(100 - drawn + 1): \(100 - drawn + 1) points")
        #expect(chart.labels.last?.text == "100" && chart.right - chart.left <= BarChart.widestPlot)
        #expect(
            chart.caption.hasPrefix(
                "Points. Only the latest \(drawn) of 100 sessions are drawn; the table has them all."))
        // Without an order in time, every group is drawn.
        let categories = BarChart(
            id: "c", caption: "C.", table: "t", groups: groups, series: ["points"], unit: "", valueTitle: "V",
            categoryTitle: "K")
        #expect(categories.bars.count == 100 && categories.caption == "C.")
    }

    /// A round's bonus is the hatched top of its bar, named in the legend and in what the bar says.
    @Test func theMarkedPartOfABarIsHatchedOnItsTopAndKeyed() throws {
        let groups = [
            BarChart.Group(label: "1", values: [85], title: "Round 1"),
            BarChart.Group(label: "2", values: [149], title: "Round 2", marked: 50),
            BarChart.Group(label: "3", values: [200], title: "Round 3", marked: 100),
        ]
        let chart = BarChart(
            id: "c", caption: "C.", table: "t", groups: groups, series: ["points"], marked: "bonus",
            unit: " points", valueTitle: "Points", categoryTitle: "Round")
        #expect(chart.legend.map(\.name) == ["points", "bonus"] && chart.legend.map(\.hatched) == [false, true])
        #expect(chart.bars.map(\.hatched) == [false, false, false])
        #expect(
            chart.bars.map(\.title) == [
                "Round 1: 85 points", "Round 2: 149 points, 50 of them bonus", "Round 3: 200 points, 100 of them bonus",
            ])
        #expect(chart.ticks.map(\.label) == ["0", "50", "100", "150", "200"])
        let plot = Double(chart.bottom - chart.top)
        #expect(chart.bars[0].mark == nil)
        for (bar, bonus) in zip(chart.bars.dropFirst(), [50.0, 100]) {
            let mark = try #require(bar.mark)
            #expect(mark.y == bar.y && abs(Double(mark.height) - bonus / 200 * plot) <= 1)
        }
        // Bars all of 149 points or more stand on an axis from 0 where they are marked, so that
        // their unmarked part shows: 99 points and a bonus of 50 is not a bar of bonus alone.
        let bonuses = [149.0, 200, 149].map { BarChart.Group(label: "", values: [$0], title: "", marked: $0 - 99) }
        let stacked = BarChart(
            id: "c", caption: "C.", table: "t", groups: bonuses, series: ["points"], marked: "bonus",
            unit: " points", valueTitle: "Points", categoryTitle: "Round")
        #expect(stacked.ticks.first?.label == "0" && stacked.axisBreak == nil)
        #expect(stacked.bars.allSatisfy { $0.height - $0.mark!.height >= Int(99 / 200 * plot) - 1 })
        // Without a mark, no legend.
        let plain = BarChart(
            id: "c", caption: "C.", table: "t", groups: [groups[0]], series: ["points"], marked: "bonus",
            unit: " points", valueTitle: "Points", categoryTitle: "Round")
        #expect(plain.legend.isEmpty && plain.bars[0].mark == nil)
    }
}
