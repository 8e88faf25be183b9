// Swift Charts in widget extensions, written as open-source widgets write them (step
// counters, sparklines of prices, hourly temperatures, donuts of screen time, contribution
// grids), compiled unchanged against our `Charts` module and drawn.
import WidgetKit
import SwiftUI
import Charts
import Foundation
import Testing
import DisplayList
import PNGRenderer
import WidgetRendering

// MARK: - A step counter: bars by day, a dashed goal, narrow weekday labels

private struct StepDay: Identifiable {
    let date: Date
    let steps: Int
    var id: Date { date }
}

private struct StepsChartView: View {
    let days: [StepDay]
    let goal: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Steps").font(.caption.bold()).foregroundStyle(.green)
            Chart {
                ForEach(days) { day in
                    BarMark(
                        x: .value("Day", day.date, unit: .day),
                        y: .value("Steps", day.steps)
                    )
                    .foregroundStyle(day.steps >= goal ? Color.green : Color.green.opacity(0.35))
                    .cornerRadius(3)
                }
                RuleMark(y: .value("Goal", goal))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                    .foregroundStyle(.secondary)
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { value in
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            }
            .chartYAxis(.hidden)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

// MARK: - A price sparkline: line over a gradient area, no axes, a tight domain

private struct PriceSparkline: View {
    let prices: [Double]

    private var isUp: Bool { (prices.last ?? 0) >= (prices.first ?? 0) }

    var body: some View {
        let low = prices.min() ?? 0, high = prices.max() ?? 1
        VStack(alignment: .leading) {
            HStack {
                Text("BTC").font(.headline)
                Spacer()
                Text(prices.last ?? 0, format: .currency(code: "USD").precision(.fractionLength(0)))
                    .font(.caption.monospacedDigit())
            }
            Chart {
                ForEach(Array(prices.enumerated()), id: \.offset) { index, price in
                    LineMark(x: .value("Time", index), y: .value("Price", price))
                        .interpolationMethod(.catmullRom)
                        .foregroundStyle(isUp ? Color.green : Color.red)
                        .lineStyle(StrokeStyle(lineWidth: 2))
                    AreaMark(x: .value("Time", index), yStart: .value("Low", low), yEnd: .value("Price", price))
                        .interpolationMethod(.catmullRom)
                        .foregroundStyle(LinearGradient(colors: [(isUp ? Color.green : .red).opacity(0.3), .clear],
                                                        startPoint: .top, endPoint: .bottom))
                }
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartYScale(domain: low...high)
        }
        .padding()
    }
}

// MARK: - Hourly temperatures: points with annotations, an hour axis, no zero

private struct HourlyTemperature: Identifiable {
    let hour: Date
    let celsius: Double
    var id: Date { hour }
}

private struct HourlyForecastChart: View {
    let hours: [HourlyTemperature]

    var body: some View {
        Chart(hours) { item in
            LineMark(x: .value("Hour", item.hour), y: .value("Temperature", item.celsius))
                .foregroundStyle(.orange)
                .symbol(.circle)
            PointMark(x: .value("Hour", item.hour), y: .value("Temperature", item.celsius))
                .foregroundStyle(.orange)
                .annotation(position: .top) {
                    Text("\(Int(item.celsius))°").font(.system(size: 9))
                }
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 3)) { value in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour())
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 3))
        }
        .padding(8)
    }
}

// MARK: - Screen time: a donut of categories with a legend colour scale

private enum AppCategory: String, CaseIterable, Plottable {
    case social = "Social", games = "Games", productivity = "Productivity"
}

private struct UsageSlice: Identifiable {
    let category: AppCategory
    let minutes: Double
    var id: String { category.rawValue }
}

private struct ScreenTimeDonut: View {
    let slices: [UsageSlice]

    var body: some View {
        HStack {
            Chart(slices) { slice in
                SectorMark(angle: .value("Minutes", slice.minutes), innerRadius: .ratio(0.6), angularInset: 1.5)
                    .foregroundStyle(by: .value("Category", slice.category))
                    .cornerRadius(3)
            }
            .chartLegend(.hidden)
            .chartForegroundStyleScale([AppCategory.social: Color.pink, .games: .purple, .productivity: .blue])
            .frame(width: 100, height: 100)
            VStack(alignment: .leading) {
                ForEach(slices) { slice in
                    Text("\(slice.category.rawValue): \(Int(slice.minutes)) min").font(.caption2)
                }
            }
        }
    }
}

// MARK: - A contribution grid of rectangles

private struct Contribution: Identifiable {
    let week: Int
    let weekday: Int
    let count: Int
    var id: Int { week * 7 + weekday }
}

private struct ContributionGrid: View {
    let contributions: [Contribution]

    var body: some View {
        Chart(contributions) { day in
            RectangleMark(
                x: .value("Week", day.week),
                y: .value("Weekday", day.weekday),
                width: .ratio(0.85),
                height: .ratio(0.85)
            )
            .foregroundStyle(Color.green.opacity(day.count == 0 ? 0.1 : min(1, Double(day.count) / 8 + 0.2)))
            .cornerRadius(2)
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartYScale(domain: .automatic(includesZero: false, reversed: true))
    }
}

// MARK: - Budgets: two series, a style scale and its legend; horizontal bars with values

private struct MonthTotal: Identifiable {
    let month: String
    let kind: String
    let amount: Double
    var id: String { month + kind }
}

private struct GoalLine: ChartContent {
    let value: Double
    var body: some ChartContent {
        RuleMark(y: .value("Budget", value))
            .foregroundStyle(.gray)
            .annotation(position: .top, alignment: .leading) {
                Text("Budget").font(.caption2)
            }
    }
}

private struct BudgetChart: View {
    let totals: [MonthTotal]
    var showsBudget = true

    var body: some View {
        Chart {
            ForEach(totals) { total in
                LineMark(x: .value("Month", total.month), y: .value("Amount", total.amount), series: .value("Kind", total.kind))
                    .foregroundStyle(by: .value("Kind", total.kind))
                    .symbol(by: .value("Kind", total.kind))
            }
            if showsBudget {
                GoalLine(value: 1_500)
            }
        }
        .chartForegroundStyleScale(["Income": Color.green, "Expenses": Color.red])
        .chartLegend(position: .bottom)
    }
}

private struct Language: Identifiable {
    let name: String
    let repositories: Int
    var id: String { name }
}

private struct LanguageBars: View {
    let languages: [Language]

    var body: some View {
        Chart(languages, id: \.name) { language in
            BarMark(x: .value("Repositories", language.repositories), y: .value("Language", language.name))
                .foregroundStyle(by: .value("Language", language.name))
                .annotation(position: .trailing) {
                    Text("\(language.repositories)").font(.caption2).foregroundStyle(.secondary)
                }
        }
        .chartLegend(.hidden)
        .chartXAxis(.hidden)
    }
}

// MARK: - Stacked bars by category

private struct SleepStage: Identifiable {
    let night: String
    let stage: String
    let hours: Double
    var id: String { night + stage }
}

private struct SleepChart: View {
    let stages: [SleepStage]

    var body: some View {
        Chart(stages) {
            BarMark(x: .value("Night", $0.night), y: .value("Hours", $0.hours))
                .foregroundStyle(by: .value("Stage", $0.stage))
        }
        .chartYAxis {
            AxisMarks(values: [0, 4, 8]) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                AxisValueLabel {
                    if let hours = value.as(Int.self) { Text("\(hours)h") }
                }
            }
        }
    }
}

/// Glucose-style readings whose axes are built with conditionals: an `if let` as the only
/// statement of an `AxisMarks` closure, an `if`/`else` choosing marks, and an `if` around a
/// whole `AxisMarks` (each builder's `buildIf`/`buildEither`).
struct ConditionalAxesChart: View {
    let readings: [(minute: Int, value: Double)]
    let showsGrid: Bool

    var body: some View {
        Chart(readings.indices, id: \.self) { index in
            PointMark(x: .value("Minute", readings[index].minute), y: .value("Value", readings[index].value))
        }
        .chartXAxis {
            AxisMarks(values: [0, 30, 60]) { value in
                if showsGrid {
                    AxisGridLine()
                } else {
                    AxisTick()
                }
                if let minute = value.as(Int.self) {
                    AxisValueLabel { Text("m\(minute)") }
                }
            }
        }
        .chartYAxis {
            AxisMarks(values: [70.0, 180.0]) {
                if let limit = $0.as(Double.self) {
                    AxisValueLabel {
                        let label = "\(Int(limit)) mg"
                        Text(label).font(.footnote)
                    }
                }
            }
            if showsGrid {
                AxisMarks(values: [120.0]) { _ in AxisGridLine() }
            }
        }
    }
}

/// A custom chart symbol: a right-pointing triangle (its path, not a circle, is drawn).
struct ArrowSymbol: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// Points with hollow and custom symbols, beside a stroked circle that is a plain view.
struct SymbolShapesChart: View {
    var body: some View {
        VStack {
            Chart {
                PointMark(x: .value("x", 1), y: .value("y", 1)).symbol(.circle.strokeBorder(lineWidth: 2))
                PointMark(x: .value("x", 2), y: .value("y", 2)).symbol(Circle().strokeBorder(style: StrokeStyle(lineWidth: 3)))
                PointMark(x: .value("x", 3), y: .value("y", 3)).symbol(ArrowSymbol()).symbolSize(200)
            }
            Circle().strokeBorder(lineWidth: 2).frame(width: 20, height: 20)
        }
    }
}

/// Chart content and axis content chosen by `if`, `if let` and `if`/`else`.
struct ConditionalContentChart: View {
    let flag: Bool
    let goal: Double?

    var body: some View {
        Chart([1, 2, 3], id: \.self) { value in
            if value > 1 {
                BarMark(x: .value("Day", "d\(value)"), y: .value("Count", value))
            } else {
                PointMark(x: .value("Day", "d\(value)"), y: .value("Count", value))
            }
            if let goal {
                RuleMark(y: .value("Goal", goal))
            }
        }
        .chartXAxis {
            if flag { AxisMarks() } else { AxisMarks(values: .automatic(desiredCount: 2)) }
        }
    }
}

// MARK: - Tests

@MainActor
@Suite("Real-world probe: Swift Charts in widgets")
struct ChartsProbeTests {
    private func render<V: View>(_ view: V, _ family: WidgetFamily = .systemSmall) -> DisplayList {
        expectingBinaryRoundTrip(WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: family)))
    }

    private func shapes(_ list: DisplayList) -> [ShapeItem] {
        list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    private func strings(_ list: DisplayList) -> [String] { list.textItems.map(\.string) }

    private func writePNG(_ list: DisplayList, _ name: String) throws {
        guard let directory = ProcessInfo.processInfo.environment["CHARTS_PROBE_PNG_DIR"] else { return }
        try PNGRenderer().render(list).write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
    }

    private static let monday: Date = {
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour) = (2024, 6, 3, 12)
        return Calendar.current.date(from: components)!
    }()

    @Test("Step bars: one bar per day, heights in proportion, a dashed goal, narrow weekday labels")
    func steps() throws {
        let counts = [4_000, 8_000, 12_000, 6_000, 10_000, 2_000, 9_000]
        let days = counts.enumerated().map { StepDay(date: Self.monday.addingTimeInterval(Double($0.offset) * 86_400), steps: $0.element) }
        let list = render(StepsChartView(days: days, goal: 8_000))
        try writePNG(list, "steps")
        let bars = shapes(list).filter { if case .path = $0.outline { $0.fill != nil && $0.frame.width > 4 } else { false } }
        #expect(bars.count == 7, "\(bars.map(\.frame))")
        let heights = bars.sorted { $0.frame.minX < $1.frame.minX }.map(\.frame.height)
        if heights.count == 7 {
            #expect(abs(heights[2] / heights[0] - 3) < 0.05, "12,000 steps draws three times as tall as 4,000: \(heights)")
            let widths = Set(bars.map { ($0.frame.width * 10).rounded() })
            #expect(widths.count == 1, "the bars of a day unit have one width")
        }
        let goal = shapes(list).filter { $0.stroke?.dash.isEmpty == false }
        #expect(goal.count == 1, "the goal rule is dashed")
        let texts = strings(list)
        #expect(texts.contains("Steps"))
        #expect(texts.filter { $0.count == 1 }.sorted() == ["F", "M", "S", "S", "T", "T", "W"], "\(texts)")
    }

    @Test("A sparkline: a stroked line over a filled area, no axis labels")
    func sparkline() throws {
        let prices = [61_200.0, 61_900, 61_500, 62_400, 63_100, 62_800, 64_000]
        let list = render(PriceSparkline(prices: prices), .systemMedium)
        try writePNG(list, "sparkline")
        let all = shapes(list)
        #expect(all.contains { $0.stroke != nil && $0.stroke!.lineWidth == 2 }, "the line")
        #expect(all.contains { if case .linearGradient = $0.fill { true } else { false } }, "the gradient area")
        #expect(strings(list) == ["BTC", "$64,000"], "no axis labels: \(strings(list))")
    }

    @Test("Hourly temperatures: points with annotations, hour labels, a domain without zero")
    func hourly() throws {
        let hours = (0..<8).map { HourlyTemperature(hour: Self.monday.addingTimeInterval(Double($0) * 3_600), celsius: 18 + Double($0 % 4)) }
        let list = render(HourlyForecastChart(hours: hours), .systemMedium)
        try writePNG(list, "hourly")
        let texts = strings(list)
        #expect(texts.contains("18°") && texts.contains("21°"), "annotations: \(texts)")
        #expect(texts.contains { $0.hasSuffix("PM") }, "hour labels: \(texts)")
        #expect(!texts.contains("0"), "the y domain leaves zero out: \(texts)")
    }

    @Test("A donut: one sector per slice in its scale's colour, no legend")
    func donut() throws {
        let slices = [UsageSlice(category: .social, minutes: 90), UsageSlice(category: .games, minutes: 45),
                      UsageSlice(category: .productivity, minutes: 45)]
        let list = render(ScreenTimeDonut(slices: slices), .systemMedium)
        try writePNG(list, "donut")
        let sectors = shapes(list).filter { $0.frame.width > 10 && $0.frame.width <= 100 && $0.fill != nil }
        #expect(sectors.count == 3)
        let widest = sectors.max { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }
        #expect((widest?.frame.height ?? 0) > 90 && (widest?.frame.width ?? 0) < 55, "Social, half the donut, is its right half")
        #expect(!strings(list).contains("Social"), "the legend is hidden; the texts are the view's")
        #expect(strings(list).contains("Social: 90 min"))
    }

    @Test("A contribution grid: one rectangle per day, all the same size")
    func contributions() throws {
        let days = (0..<(8 * 7)).map { Contribution(week: $0 / 7, weekday: $0 % 7, count: ($0 * 7) % 9) }
        let list = render(ContributionGrid(contributions: days), .systemMedium)
        try writePNG(list, "contributions")
        let cells = shapes(list).filter { $0.fill != nil && $0.frame.width < 100 }
        #expect(cells.count == 56)
        let sizes = Set(cells.map { "\(Int($0.frame.width.rounded()))x\(Int($0.frame.height.rounded()))" })
        #expect(sizes.count == 1, "\(sizes)")
        #expect(strings(list).isEmpty)
        // Weeks run left to right, weekdays top to bottom (the y domain is reversed).
        let first = cells.min { ($0.frame.minX, $0.frame.minY) < ($1.frame.minX, $1.frame.minY) }
        #expect(first.map { $0.frame.minX >= 0 && $0.frame.minY >= 0 } == true, "cells fit in the plot: \(String(describing: first?.frame))")
    }

    @Test("Two series with a style scale and a legend; a custom ChartContent annotates its rule")
    func budget() throws {
        let totals = ["Jan", "Feb", "Mar"].enumerated().flatMap { index, month in
            [MonthTotal(month: month, kind: "Income", amount: 2_000 + Double(index) * 100),
             MonthTotal(month: month, kind: "Expenses", amount: 1_200 + Double(index) * 250)]
        }
        let list = render(BudgetChart(totals: totals), .systemMedium)
        try writePNG(list, "budget")
        let texts = strings(list)
        for expected in ["Jan", "Feb", "Mar", "Income", "Expenses", "Budget"] { #expect(texts.contains(expected), "\(expected): \(texts)") }
        let lines = shapes(list).filter { $0.stroke?.lineWidth == 2 }
        #expect(lines.count == 2, "one line per series")
        let green = RGBAColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
        #expect(lines.contains { if case .color(let c) = $0.stroke?.paint { abs(c.green - green.green) < 0.02 && c.red < 0.3 } else { false } },
                "Income is green, as the scale says")
        let withoutBudget = strings(render(BudgetChart(totals: totals, showsBudget: false), .systemMedium))
        #expect(!withoutBudget.contains("Budget"))
    }

    @Test("Horizontal bars by language, each annotated with its value")
    func languages() throws {
        let languages = [Language(name: "Swift", repositories: 12), Language(name: "Rust", repositories: 6),
                         Language(name: "Go", repositories: 3)]
        let list = render(LanguageBars(languages: languages), .systemMedium)
        try writePNG(list, "languages")
        let texts = strings(list)
        for expected in ["Swift", "Rust", "Go", "12", "6", "3"] { #expect(texts.contains(expected), "\(expected): \(texts)") }
        let bars = shapes(list).filter { $0.fill != nil && $0.frame.height > 4 && $0.frame.height < 100 }
            .sorted { $0.frame.minY < $1.frame.minY }
        #expect(bars.count == 3)
        if bars.count == 3 {
            #expect(abs(bars[0].frame.width / bars[1].frame.width - 2) < 0.05, "Swift's bar is twice Rust's")
            #expect(bars[0].frame.height > bars[0].frame.width / 20, "bars are horizontal")
        }
    }

    @Test("Axis builders take if, if let and if/else: the labels each branch builds are drawn")
    func conditionalAxes() throws {
        let readings = [(0, 65.0), (30, 190.0), (60, 110.0)].map { (minute: $0.0, value: $0.1) }
        let list = render(ConditionalAxesChart(readings: readings, showsGrid: true), .systemMedium)
        try writePNG(list, "conditional-axes")
        let texts = strings(list)
        #expect(["m0", "m30", "m60", "70 mg", "180 mg"].allSatisfy(texts.contains), "\(texts)")
        let plain = strings(render(ConditionalAxesChart(readings: readings, showsGrid: false), .systemMedium))
        #expect(plain.contains("m30") && plain.contains("180 mg"), "\(plain)")
        let lines = shapes(list).filter { $0.fill == nil }.count
        let fewer = shapes(render(ConditionalAxesChart(readings: readings, showsGrid: false), .systemMedium)).filter { $0.fill == nil }.count
        #expect(lines != fewer, "the if/else and the optional AxisMarks change what is stroked: \(lines) vs \(fewer)")
    }

    @Test("Chart symbols: strokeBorder draws hollow symbols, a custom ChartSymbolShape draws its own path")
    func symbolShapes() throws {
        let list = render(SymbolShapesChart(), .systemMedium)
        try writePNG(list, "symbol-shapes")
        let all = shapes(list)
        let hollow = all.filter { $0.fill == nil && $0.stroke != nil && $0.frame.width < 12 && $0.frame.width > 2 }
        #expect(hollow.count >= 2, "two stroked symbols: \(all.map { ($0.frame, $0.fill == nil) })")
        let arrows = all.filter { shape in
            guard shape.fill != nil, case .path(let elements) = shape.outline else { return false }
            return elements.count == 4 || elements.count == 5
        }
        #expect(arrows.count == 1, "the arrow's own path (three lines, closed): \(all.map(\.outline))")
        #expect(all.contains { $0.stroke != nil && abs($0.frame.width - 20) < 2.5 }, "Circle().strokeBorder in a view stays a stroked view")
    }

    @Test("Chart content and axis content take if/else and if let (BuilderConditional, Optional)")
    func conditionalContent() throws {
        let with = shapes(render(ConditionalContentChart(flag: true, goal: 2.5), .systemMedium))
        let without = shapes(render(ConditionalContentChart(flag: false, goal: nil), .systemMedium))
        let bars = with.filter { $0.fill != nil && $0.frame.width > 10 && $0.frame.width < 200 && $0.frame.height > 10 }
        #expect(bars.count == 2, "two bars from the if branch: \(with.map(\.frame))")
        #expect(with.count > without.count, "the goal rule only with a goal: \(with.count) vs \(without.count)")
    }

    @Test("Stacked bars by stage, with custom axis values and view labels")
    func stacked() throws {
        let stages = ["Mon", "Tue"].flatMap { night in
            [SleepStage(night: night, stage: "Deep", hours: 2), SleepStage(night: night, stage: "Core", hours: 4),
             SleepStage(night: night, stage: "REM", hours: 1.5)]
        }
        let list = render(SleepChart(stages: stages), .systemMedium)
        try writePNG(list, "sleep")
        let texts = strings(list)
        #expect(texts.contains("0h") && texts.contains("4h") && texts.contains("8h"), "\(texts)")
        #expect(texts.contains("Deep") && texts.contains("REM"), "the legend: \(texts)")
        let bars = shapes(list).filter { $0.fill != nil && $0.frame.width > 20 && $0.frame.width < 200 }
        let monday = bars.filter { abs($0.frame.midX - (bars.first?.frame.midX ?? 0)) < 1 }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(monday.count == 3, "three stacked segments")
        if monday.count == 3 {
            #expect(abs(monday[0].frame.maxY - monday[1].frame.minY) < 0.5 && abs(monday[1].frame.maxY - monday[2].frame.minY) < 0.5,
                    "segments touch: \(monday.map(\.frame))")
        }
    }

    @Test("A Canvas draws each text it is given, where it is given (elements stay alive while it draws)")
    func canvasTexts() throws {
        let canvas = Canvas { context, size in
            for (index, word) in ["one", "two", "three"].enumerated() {
                context.draw(Text(word), at: CGPoint(x: 10, y: 20 + 30 * CGFloat(index)), anchor: .topLeading)
            }
        }
        let list = render(canvas.frame(width: 100, height: 120))
        let items = list.textItems
        #expect(items.map(\.string) == ["one", "two", "three"])
        #expect(Set(items.map(\.frame.minY)).count == 3, "\(items.map(\.frame))")
    }

    @Test("TimelineView draws its content for the moment of the render; ContentUnavailableView fills its space")
    func timelineView() throws {
        let moment = Date(timeIntervalSince1970: 1_700_000_000)
        let view = TimelineView(.everyMinute) { context in
            Text(context.date, format: .dateTime.year())
        }
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemSmall, date: moment))
        #expect(strings(list) == ["2023"])
        let empty = render(ContentUnavailableView("Nothing", systemImage: "tray"))
        let title = try #require(empty.textItems.first { $0.string == "Nothing" })
        #expect(title.frame.minY > 60, "centred below its icon in the 170-point widget: \(title.frame)")
    }

    @Test("Bad data draws what it can: no data, one point, non-finite values, equal dates, huge spans")
    func badData() throws {
        let empty = render(Chart([StepDay]()) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) })
        #expect(shapes(empty).allSatisfy { $0.frame.width.isFinite })
        let one = render(Chart { PointMark(x: .value("x", 1), y: .value("y", 1)) })
        #expect(shapes(one).contains { $0.fill != nil && $0.frame.width < 10 }, "the point")
        let values = [Double.nan, .infinity, -.infinity, 3, 1e300, -1e300]
        let odd = render(Chart(Array(values.enumerated()), id: \.offset) { LineMark(x: .value("i", $0.offset), y: .value("v", $0.element)) })
        let frames = shapes(odd).map(\.frame)
        #expect(frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite }, "\(frames)")
        let now = Date()
        let same = render(Chart { BarMark(x: .value("d", now), y: .value("v", 1)); BarMark(x: .value("d", now), y: .value("v", 2)) })
        #expect(!shapes(same).isEmpty)
        let decades = render(Chart {
            RuleMark(x: .value("d", Date(timeIntervalSince1970: 0)))
            RuleMark(x: .value("d", Date(timeIntervalSince1970: 4_000_000_000)))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .minute)) })
        #expect(decades.textItems.count <= 200, "ticks are capped")
        let pie = render(Chart { SectorMark(angle: .value("v", -1)); SectorMark(angle: .value("v", Double.nan)) })
        #expect(shapes(pie).allSatisfy { $0.frame.width.isFinite })
    }

    @Test("Ranges with fixed positions: rules and areas over x intervals, rectangles spanning the plot")
    func fixedPositions() throws {
        // A sleep chart: a band of the night behind, a rule per sleep phase at a fixed height,
        // a horizontal area band; every form of Apple's that mixes values and points.
        let list = render(Chart {
            RectangleMark(xStart: .value("From", 2), xEnd: .value("To", 4))
                .foregroundStyle(.gray.opacity(0.2))
            RectangleMark(xStart: 0, xEnd: 10, yStart: .value("Low", 1), yEnd: .value("High", 2))
                .foregroundStyle(.yellow)
            RectangleMark(x: .value("Hour", 7), yStart: 5, yEnd: 15)
                .foregroundStyle(.blue)
            RuleMark(xStart: .value("Start", 1), xEnd: .value("End", 5), y: 20)
                .foregroundStyle(.red)
            RuleMark(x: 30, yStart: .value("Start", 0), yEnd: .value("End", 3))
                .foregroundStyle(.green)
            AreaMark(xStart: .value("Min", 1), xEnd: .value("Max", 3), y: .value("Row", 1))
            AreaMark(xStart: .value("Min", 2), xEnd: .value("Max", 6), y: .value("Row", 3))
        }
        .chartXScale(domain: 0...8)
        .chartYScale(domain: 0...4)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden), .systemMedium)
        try writePNG(list, "fixed-positions")
        let all = shapes(list)
        let night = try #require(all.first { $0.fill != nil && $0.frame.width > 0 && $0.frame.height > 100 && $0.frame.width < 150 })
        let yellow = try #require(all.first { $0.fill != nil && $0.frame.width < 12 && $0.frame.height > 20 && $0.frame.minX < night.frame.minX })
        // x from 2 to 4 of 0…8 is a quarter of the plot, spanning its height.
        let plotWidth = night.frame.width * 4
        #expect(abs(night.frame.minX - (yellow.frame.minX + plotWidth / 4)) < 2, "the night starts at 2: \(night.frame), plot \(plotWidth)")
        #expect(abs(yellow.frame.width - 10) < 0.5, "points 0 to 10 across: \(yellow.frame)")
        let blue = try #require(all.first { $0.fill != nil && abs($0.frame.height - 10) < 0.5 })
        #expect(abs(blue.frame.minY - (night.frame.minY + 5)) < 0.5, "points 5 to 15 down the plot: \(blue.frame)")
        let strokes = all.filter { $0.stroke != nil }
        #expect(strokes.count == 2, "two rules: \(strokes.map(\.frame))")
        let horizontal = try #require(strokes.first { $0.frame.width > $0.frame.height })
        #expect(abs(horizontal.frame.width - plotWidth / 2) < 2, "x 1 to 5 of 0…8: \(horizontal.frame)")
        #expect(abs(horizontal.frame.midY - (night.frame.minY + 20)) < 1, "20 points down: \(horizontal.frame)")
        let vertical = try #require(strokes.first { $0.frame.height > $0.frame.width })
        #expect(abs(vertical.frame.midX - (yellow.frame.minX + 30)) < 1, "30 points across: \(vertical.frame)")
        // The band: filled between its starts and ends (1…3 at row 1, 2…6 at row 3).
        let band = try #require(all.first { if case .path = $0.outline { $0.fill != nil && $0.frame.width > plotWidth / 4 + 4 } else { false } })
        #expect(abs(band.frame.minX - (yellow.frame.minX + plotWidth / 8)) < 2, "the band starts at 1: \(band.frame)")
        #expect(abs(band.frame.maxX - (yellow.frame.minX + plotWidth * 6 / 8)) < 2, "and ends at 6: \(band.frame)")
    }

    @Test("A chart reaches HTML and SVG: its labels as text, its goal dashed")
    func markup() throws {
        let days = [3_000, 9_000, 6_000].enumerated().map {
            StepDay(date: Self.monday.addingTimeInterval(Double($0.offset) * 86_400), steps: $0.element)
        }
        let list = render(StepsChartView(days: days, goal: 8_000))
        let html = try #require(String(data: try WidgetRenderer.encode(list, for: RenderRequest(format: .html)), encoding: .utf8))
        let svg = try #require(String(data: try WidgetRenderer.encode(list, for: RenderRequest(format: .svg)), encoding: .utf8))
        if let directory = ProcessInfo.processInfo.environment["CHARTS_PROBE_PNG_DIR"] {
            try html.write(toFile: directory + "/steps.html", atomically: true, encoding: .utf8)
        }
        for weekday in [">M<", ">T<", ">W<"] {
            #expect(html.contains(weekday), "\(weekday) in HTML")
            #expect(svg.contains(weekday), "\(weekday) in SVG")
        }
        #expect(svg.contains("stroke-dasharray"), "the dashed goal")
    }
}

