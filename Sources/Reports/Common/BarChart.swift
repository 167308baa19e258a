import Foundation

/// A bar chart laid out for the `chart` partial, which draws it as an SVG: bars grouped by
/// category (one bar a series in each group), a value axis with round ticks and grid lines, a
/// label under each group, the axes' titles, and a legend when there is more than one kind of
/// bar (two series, or one with some bars marked). Every bar says its value on hover (`title`).
/// The second kind is hatched, so the two tell apart on paper in black and white too. The numbers are also in a table the page shows beside
/// the chart (`table`, its element id), which screen readers are pointed to.
///
/// All geometry is in the units of the SVG's view box, worked out here so the template only
/// places what it is given.
struct BarChart: Encodable {
    struct Series: Encodable {
        let name: String
        /// Whether its bars are hatched rather than solid.
        let hatched: Bool
        /// Where its swatch and name go in the legend.
        let x: Int, textX: Int
    }

    struct Bar: Encodable {
        let x: Int, y: Int, width: Int, height: Int
        let hatched: Bool
        /// "Round 3, bull's eye: 200 points".
        let title: String
    }

    struct Label: Encodable {
        let x: Int
        let text: String
    }

    struct Tick: Encodable {
        let y: Int
        let label: String
    }

    /// Unique on its page: the ids of the chart's parts start with it.
    let id: String
    let caption: String
    /// The id of the table on the page that holds the chart's numbers.
    let table: String
    let width: Int, height: Int
    /// The most it is drawn wide on screen, in CSS pixels: half as big again as its units, so its
    /// type stays the size of the page's.
    let maxWidth: Int
    /// The plot's edges.
    let left: Int, right: Int, top: Int, bottom: Int
    let bars: [Bar]
    let labels: [Label]
    /// Whether the labels are turned to fit long ones under narrow groups.
    let slanted: Bool
    let labelY: Int
    let ticks: [Tick]
    let valueTitle: String, categoryTitle: String
    /// Where the axes' titles go.
    let valueTitleY: Int, categoryTitleY: Int, middleX: Int
    /// Empty for a single series.
    let legend: [Series]
    let legendY: Int

    /// One group of bars: its label and a value for each series (nil for none).
    struct Group {
        let label: String
        let values: [Double?]
        /// What hovering a bar of the group says, before its value.
        let title: String
        /// For a single series: whether the bar is one of the `marked` ones, hatched.
        var isMarked = false
    }

    /// `unit` follows every value said (" points", "%"); `series` names the series, in the order
    /// of each group's values; `marked` names, for a single series, what its hatched bars are.
    /// `minimumTop` is the least the value axis reaches.
    init(
        id: String, caption: String, table: String, groups: [Group], series: [String], marked: String? = nil,
        unit: String, valueTitle: String, categoryTitle: String, minimumTop: Double = 1
    ) {
        let seriesCount = max(series.count, 1)
        let barWidth = seriesCount == 1 ? 22 : 16
        // Groups share a plot at least 300 wide, so a few of them spread over it.
        let plotWidth = max(groups.count * (barWidth * seriesCount + 10), 300)
        let groupWidth = plotWidth / max(groups.count, 1)
        let longest = groups.map(\.label.count).max() ?? 0
        let legendNames = series.count > 1 ? series : marked.map { series + [$0] } ?? []
        let (left, top, plotHeight) = (54, 12 + (legendNames.isEmpty ? 0 : 22), 170)
        let bottom = top + plotHeight, right = left + plotWidth
        // About 7 units a letter at the chart's type size.
        let slanted = longest * 7 + 6 > groupWidth
        let labelY = bottom + 16
        let categoryTitleY = labelY + (slanted ? min(longest, 24) * 5 + 8 : 20)
        (self.id, self.caption, self.table, self.slanted) = (id, caption, table, slanted)
        (self.valueTitle, self.categoryTitle) = (valueTitle, categoryTitle)
        // The legend's entries side by side: a swatch, the name, a space.
        let legendStarts = legendNames.reduce(into: [left]) { $0.append($0[$0.count - 1] + 18 + $1.count * 7 + 24) }
        let width = max(right, legendStarts[legendStarts.count - 1]) + 12
        (self.left, self.top, self.bottom, self.right, self.width) = (left, top, bottom, right, width)
        maxWidth = width * 3 / 2
        (self.labelY, self.categoryTitleY, self.height) = (labelY, categoryTitleY, categoryTitleY + 10)
        (valueTitleY, middleX, legendY) = (top + plotHeight / 2, (left + right) / 2, 12)

        let scale = NiceScale(maximum: max(groups.flatMap { $0.values.compactMap { $0 } }.max() ?? 0, minimumTop))
        func y(_ value: Double) -> Int { bottom - Int((value / scale.top * Double(plotHeight)).rounded()) }
        ticks = scale.ticks.map { Tick(y: y($0), label: Self.number($0)) }
        var bars: [Bar] = []
        var labels: [Label] = []
        for (index, group) in groups.enumerated() {
            let start = left + index * groupWidth + (groupWidth - barWidth * seriesCount) / 2
            labels.append(Label(x: start + barWidth * seriesCount / 2, text: group.label))
            for (number, value) in group.values.enumerated() {
                guard let value else { continue }
                let barTop = min(y(value), bottom - 1)  // a bar of nothing is a hairline on the axis
                let name =
                    series.count > 1 ? ", \(series[number])" : group.isMarked ? marked.map { ", \($0)" } ?? "" : ""
                bars.append(
                    Bar(
                        x: start + number * barWidth, y: barTop, width: barWidth - 2, height: bottom - barTop,
                        hatched: number == 1 || (series.count == 1 && group.isMarked),
                        title: "\(group.title)\(name): \(Self.number(value))\(unit)"))
            }
        }
        (self.bars, self.labels) = (bars, labels)
        legend = legendNames.enumerated().map { number, name in
            Series(name: name, hatched: number == 1, x: legendStarts[number], textX: legendStarts[number] + 18)
        }
    }

    /// A value as the chart says it: whole numbers without decimals, others to one.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

/// A value axis whose ticks fall on round numbers (1, 2 or 5 times a power of ten apart), four
/// to six of them, from `bottom` at or below the smallest value (0 unless told otherwise) to `top`
/// at or above the largest.
struct NiceScale {
    let step: Double
    let bottom: Double
    let top: Double

    init(minimum: Double = 0, maximum: Double) {
        let rough = max(maximum - minimum, 1e-9) / 5
        let power = pow(10, (log10(rough)).rounded(.down))
        step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= rough } ?? 10 * power
        bottom = (minimum / step).rounded(.down) * step
        top = max((maximum / step).rounded(.up) * step, bottom + step)
    }

    var ticks: [Double] {
        (0...Int(((top - bottom) / step).rounded())).map { bottom + Double($0) * step }
    }
}
