import Foundation
import TemplateEngine

/// A bar chart laid out for the `chart` partial, which draws it as an SVG: bars grouped by
/// category (one bar a series in each group), a value axis with round ticks and grid lines, a
/// label under each group (or under every few, counted back from the last, where they do not
/// fit), the axes' titles, and a legend when there is more than one kind of bar (two series, or
/// one whose bars have a marked part). Every bar says its value on hover (`title`). The second
/// series and the marked parts are hatched, so they tell apart on paper in black and white too.
/// The numbers are also in a table the page shows beside the chart (`table`, its element id),
/// which screen readers are pointed to.
///
/// All geometry is in the units of the SVG's view box, worked out here so the template only
/// places what it is given. The chart is drawn as wide as its page allows, so its plot is at
/// most `widestPlot` units wide: on a phone its type stays legible. Bars narrow to fit more
/// groups; a chart of groups in time order keeps the latest where even the narrowest do not fit.
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
        /// The part of the bar at its top that is of the marked kind (a round's bonus), hatched.
        @OrFalse var mark: Mark?
        /// "Round 3: 149 points, 50 of them bonus".
        let title: String
    }

    /// The marked top of a bar: from `y` down `height` units.
    struct Mark: Encodable {
        let y: Int, height: Int
    }

    struct Label: Encodable {
        let x: Int
        let text: String
    }

    struct Tick: Encodable {
        let y: Int
        let label: String
    }

    /// The most units the plot is wide: about 420 units in all, which a phone (some 360 pixels
    /// for the page) shows with the chart's type still some 9 pixels high.
    static let widestPlot = 360
    /// The least: a few groups spread over it.
    static let narrowestPlot = 300

    /// Unique on its page: the ids of the chart's parts start with it.
    let id: String
    /// What the chart shows, and what it leaves out or where its axis does not start at 0.
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
    /// Where the value axis does not start at 0: a zigzag across its foot (an SVG path).
    @OrFalse var axisBreak: String?
    let valueTitle: String, categoryTitle: String
    /// Where the axes' titles go.
    let valueTitleY: Int, categoryTitleY: Int, middleX: Int
    /// Empty for a single series without marks.
    let legend: [Series]
    let legendY: Int

    /// One group of bars: its label and a value for each series (nil for none).
    struct Group {
        let label: String
        let values: [Double?]
        /// What hovering a bar of the group says, before its value.
        let title: String
        /// For a single series: how much of the bar's value, at its top, is of the `marked` kind
        /// (all of it for a bar wholly of that kind, 0 for none).
        var marked: Double = 0
    }

    /// `unit` follows every value said (" points", "%"); `series` names the series, in the order
    /// of each group's values; `marked` names, for a single series, what the marked parts of its
    /// bars are. `minimumTop` is the least the value axis reaches. `latest` names the groups
    /// (`sessions`) when they are in the order they happened: then, where there are more than
    /// fit, the latest are drawn and the caption says so.
    init(
        id: String, caption: String, table: String, groups allGroups: [Group], series: [String],
        marked: String? = nil, unit: String, valueTitle: String, categoryTitle: String, minimumTop: Double = 1,
        latest: String? = nil
    ) {
        let seriesCount = max(series.count, 1)
        let most = Self.widestPlot / Self.narrowestGroup(seriesCount)
        let groups = latest != nil && allGroups.count > most ? Array(allGroups.suffix(most)) : allGroups
        let (plotWidth, groupWidth, barWidth) = Self.widths(groups: groups.count, series: seriesCount)
        let isMarked = series.count == 1 && groups.contains { $0.marked > 0 }
        let legendNames = series.count > 1 ? series : isMarked ? series + [marked ?? "marked"] : []
        let (left, top, plotHeight) = (54, 12 + (legendNames.isEmpty ? 0 : 22), 170)
        let bottom = top + plotHeight, right = left + plotWidth
        let labelling = Self.labelling(groups.map(\.label), groupWidth: groupWidth)
        let labelY = bottom + 16
        let categoryTitleY = labelY + (labelling.slanted ? min(labelling.longest, 24) * 5 + 8 : 20)
        (self.id, self.table, self.slanted) = (id, table, labelling.slanted)
        (self.valueTitle, self.categoryTitle) = (valueTitle, categoryTitle)
        // The legend's entries side by side: a swatch, the name, a space.
        let legendStarts = legendNames.reduce(into: [left]) { $0.append($0[$0.count - 1] + 18 + $1.count * 7 + 24) }
        let width = max(right, legendStarts[legendStarts.count - 1]) + 12
        (self.left, self.top, self.bottom, self.right, self.width) = (left, top, bottom, right, width)
        maxWidth = width * 3 / 2
        (self.labelY, self.categoryTitleY, self.height) = (labelY, categoryTitleY, categoryTitleY + 10)
        (valueTitleY, middleX, legendY) = (top + plotHeight / 2, (left + right) / 2, 12)

        // A marked part stands on the rest of its bar, which the axis shows too.
        let values = groups.flatMap { group in
            group.values.compactMap { $0 }.flatMap { group.marked > 0 ? [$0, $0 - group.marked] : [$0] }
        }
        let scale = NiceScale(bars: values, atLeast: minimumTop)
        func y(_ value: Double) -> Int {
            bottom - Int(((value - scale.bottom) / (scale.top - scale.bottom) * Double(plotHeight)).rounded())
        }
        ticks = scale.ticks.map { Tick(y: y($0), label: Self.number($0)) }
        axisBreak = scale.bottom == 0 ? nil : "M\(left - 6) \(bottom - 5)l4 -4l4 4l4 -4"
        var notes: [String] = []
        if let latest, groups.count < allGroups.count {
            notes.append(Self.onlyTheLatest(groups.count, of: allGroups.count, latest))
        }
        if scale.bottom != 0 { notes.append("The axis starts at \(Self.number(scale.bottom))\(unit), not at 0.") }
        self.caption = ([caption] + notes).joined(separator: " ")
        var bars: [Bar] = []
        var labels: [Label] = []
        for (index, group) in groups.enumerated() {
            let start = left + index * groupWidth + (groupWidth - barWidth * seriesCount) / 2
            if labelling.shown(index, of: groups.count) {
                labels.append(Label(x: start + barWidth * seriesCount / 2, text: group.label))
            }
            for (number, value) in group.values.enumerated() {
                guard let value else { continue }
                let barTop = min(y(value), bottom - 1)  // a bar of nothing is a hairline on the axis
                let markName = isMarked && group.marked > 0 ? marked ?? "marked" : nil
                let said = "\(Self.number(value))\(unit)"
                bars.append(
                    Bar(
                        x: start + number * barWidth, y: barTop, width: barWidth - 2, height: bottom - barTop,
                        hatched: number == 1,
                        mark: markName.map { _ in
                            Mark(y: barTop, height: min(max(y(value - group.marked), barTop), bottom) - barTop)
                        },
                        title: series.count > 1
                            ? "\(group.title), \(series[number]): \(said)"
                            : "\(group.title): \(said)"
                                + (markName.map { ", \(Self.number(group.marked)) of them \($0)" } ?? "")))
            }
        }
        (self.bars, self.labels) = (bars, labels)
        legend = legendNames.enumerated().map { number, name in
            Series(name: name, hatched: number == 1, x: legendStarts[number], textX: legendStarts[number] + 18)
        }
    }

    /// The least a group is wide: bars of 3 units with a unit or two between them.
    static func narrowestGroup(_ series: Int) -> Int { 6 * series }

    /// The plot's width, each group's and each bar's (a bar is drawn 2 units narrower): bars 22
    /// units wide (16 for two series) while they fit, narrower for more groups.
    static func widths(groups: Int, series: Int) -> (plot: Int, group: Int, bar: Int) {
        let count = max(groups, 1), naturalBar = series == 1 ? 22 : 16
        let natural = naturalBar * series + 10
        guard count * natural > widestPlot else {
            let plot = max(count * natural, narrowestPlot)
            return (plot, plot / count, naturalBar)
        }
        let group = max(widestPlot / count, narrowestGroup(series))
        let bar = min((group - max(group / 5, 1)) / series, naturalBar)
        return (group * count, group, bar)
    }

    /// Which labels are written and how: all of them upright while they fit under their groups
    /// (about 7 units a letter); turned, for a few groups with long names; else upright under
    /// every second, fifth, tenth… group counted back from the last, so the latest keeps its own.
    struct Labelling {
        let slanted: Bool
        let every: Int
        let longest: Int

        func shown(_ index: Int, of count: Int) -> Bool { (count - 1 - index) % every == 0 }
    }

    static func labelling(_ labels: [String], groupWidth: Int) -> Labelling {
        let longest = labels.map(\.count).max() ?? 0
        let room = longest * 7 + 6
        if room <= groupWidth { return Labelling(slanted: false, every: 1, longest: longest) }
        if labels.count <= 16 { return Labelling(slanted: true, every: 1, longest: longest) }
        let every = [2, 5, 10, 20, 50, 100].first { $0 * groupWidth >= room } ?? 100
        return Labelling(slanted: false, every: every, longest: longest)
    }

    /// What a caption adds where a chart leaves out the first of its groups or steps.
    static func onlyTheLatest(_ drawn: Int, of all: Int, _ name: String) -> String {
        "Only the latest \(drawn) of \(all) \(name) are drawn; the table has them all."
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

    /// The axis of bars of `values`, reaching at least `minimumTop`: from 0, unless the values
    /// differ and the smallest is more than half the largest, when bars from 0 would differ by a
    /// sliver; then from a round number below the smallest, by half the values' spread (a
    /// fiftieth of the largest at least), so that the shortest bar still shows.
    init(bars values: [Double], atLeast minimumTop: Double) {
        let largest = max(values.max() ?? 0, minimumTop), smallest = values.min() ?? 0
        let room = max((largest - smallest) / 2, largest / 50)
        let fitted = NiceScale(minimum: smallest - room, maximum: largest)
        let standsHigh = smallest < largest && smallest > largest / 2 && fitted.bottom > 0
        self = standsHigh ? fitted : NiceScale(maximum: largest)
    }

    var ticks: [Double] {
        (0...Int(((top - bottom) / step).rounded())).map { bottom + Double($0) * step }
    }
}
