/// A line chart laid out for the `line-chart` partial, which draws it as an SVG: a value that
/// moves step by step (a rating after each game), each step a point that says its value on hover
/// (`title`), on a value axis with round ticks that need not start at 0, the steps numbered
/// underneath. Like `BarChart`, it names the table on its page that holds its numbers, and its
/// plot is at most `BarChart.widestPlot` units wide: points draw closer together for more
/// steps, and where even the closest do not fit, the latest steps are drawn and the caption says so.
struct LineChart: Encodable {
    struct Point: Encodable {
        let x: Int, y: Int
        /// "Game 12: 1532".
        let title: String
    }

    let id: String
    let caption: String
    let table: String
    let width: Int, height: Int, maxWidth: Int
    let left: Int, right: Int, top: Int, bottom: Int
    let points: [Point]
    /// The points' radius: smaller where they stand close.
    let radius: Double
    /// The points as an SVG polyline's `points`.
    let line: String
    let labels: [BarChart.Label]
    let labelY: Int
    let ticks: [BarChart.Tick]
    let valueTitle: String, categoryTitle: String
    let valueTitleY: Int, categoryTitleY: Int, middleX: Int

    /// The least units between two steps.
    static let closestSteps = 4

    /// `steps` are each point's label and value, in order; `baseline` is a value the axis always
    /// shows (the rating everyone starts from); `stepsName` names the steps in the caption
    /// (`games`). Labels are written under every step while they fit, else under every second,
    /// fifth, tenth….
    init(
        id: String, caption: String, table: String, steps allSteps: [(label: String, value: Double)],
        baseline: Double, title: (String, Double) -> String, valueTitle: String, categoryTitle: String,
        stepsName: String
    ) {
        let steps = Array(allSteps.suffix(BarChart.widestPlot / Self.closestSteps))
        let values = steps.map(\.value) + [baseline]
        let scale = NiceScale(minimum: values.min()!, maximum: values.max()!)
        let (left, top, plotHeight) = (54, 12, 170)
        let plotWidth = min(max(steps.count * 12, BarChart.narrowestPlot), BarChart.widestPlot)
        let bottom = top + plotHeight, right = left + plotWidth
        let spacing = Double(plotWidth) / Double(max(steps.count, 1))
        radius = min(3.5, max(1.5, (spacing / 3 * 2).rounded() / 2))
        (self.id, self.table) = (id, table)
        self.caption =
            steps.count < allSteps.count
            ? "\(caption) \(BarChart.onlyTheLatest(steps.count, of: allSteps.count, stepsName))" : caption
        (self.valueTitle, self.categoryTitle) = (valueTitle, categoryTitle)
        (self.left, self.top, self.bottom, self.right) = (left, top, bottom, right)
        (width, maxWidth, labelY) = (right + 12, (right + 12) * 3 / 2, bottom + 16)
        (categoryTitleY, height) = (bottom + 36, bottom + 46)
        (valueTitleY, middleX) = (top + plotHeight / 2, (left + right) / 2)
        func y(_ value: Double) -> Int {
            bottom - Int(((value - scale.bottom) / (scale.top - scale.bottom) * Double(plotHeight)).rounded())
        }
        func x(_ index: Int) -> Int { left + (plotWidth * (2 * index + 1)) / (2 * max(steps.count, 1)) }
        ticks = scale.ticks.map { BarChart.Tick(y: y($0), label: BarChart.number($0)) }
        points = steps.enumerated().map { Point(x: x($0), y: y($1.value), title: title($1.label, $1.value)) }
        line = points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
        let longest = steps.map(\.label.count).max() ?? 1
        let room = Double(plotWidth) / Double(max(steps.count, 1))  // per step
        let every =
            [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].first { room * Double($0) >= Double(longest * 7 + 8) } ?? 1000
        // The first step too, where it stands clear of the next label (1, 5, 10…; not 1, 2, 4…).
        // Counted from the first step of all, so that the labels stay round where early ones are left out.
        let first = allSteps.count - steps.count
        labels = steps.indices.filter { (first + $0 + 1) % every == 0 || (first + $0 == 0 && every >= 5) }.map {
            BarChart.Label(x: x($0), text: steps[$0].label)
        }
    }
}
