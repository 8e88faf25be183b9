// Swift Charts' plottable types as real widget code uses them: `Decimal` readings (glucose,
// money) in marks, ranges, scale domains and axis values, and every primitive type Apple declares.
import WidgetKit
import SwiftUI
import Charts
import Foundation
import Testing
import DisplayList
import PNGRenderer
import WidgetRendering

// MARK: - A glucose chart over Decimal readings, as a Live Activity's chart writes it

private struct Reading: Identifiable {
    let date: Date
    let glucose: Decimal
    var id: Date { date }
}

private struct GlucoseChart: View {
    let readings: [Reading]
    let low: Decimal
    let high: Decimal

    var body: some View {
        Chart {
            // The target band: a rule per bound over the whole span of readings.
            RuleMark(
                xStart: .value("Start", readings.first!.date),
                xEnd: .value("End", readings.last!.date),
                y: .value("Low", low)
            )
            .foregroundStyle(.green)
            RuleMark(
                xStart: .value("Start", readings.first!.date),
                xEnd: .value("End", readings.last!.date),
                y: .value("High", high)
            )
            .foregroundStyle(.orange)
            ForEach(readings) { reading in
                PointMark(x: .value("Time", reading.date), y: .value("Glucose", reading.glucose))
                    .foregroundStyle(reading.glucose > high ? Color.orange : reading.glucose < low ? Color.red : Color.green)
                    .symbolSize(20)
            }
        }
        .chartYScale(domain: Decimal(40)...Decimal(300))
        .chartYAxis {
            AxisMarks(values: [Decimal(70), Decimal(180)]) { value in
                AxisGridLine()
                AxisValueLabel { Text(NSDecimalNumber(decimal: value.as(Decimal.self) ?? 0).stringValue) }
            }
        }
        .chartXAxis(.hidden)
        .containerBackground(.black, for: .widget)
    }
}

/// Compiles only if `P` is plottable and is its own primitive.
private func primitive<P: PrimitivePlottableProtocol>(_ type: P.Type, _ value: P) -> P? {
    P(primitivePlottable: value.primitivePlottable)
}

private enum Meal: String, Plottable { case breakfast, lunch }

@MainActor
@Suite("Charts: the plottable types Apple declares")
struct ChartsPlottableTests {
    private func render<V: View>(_ view: V, _ family: WidgetFamily = .systemMedium) -> DisplayList {
        expectingBinaryRoundTrip(WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: family)))
    }

    private func shapes(_ list: DisplayList) -> [ShapeItem] {
        list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    @Test("Every primitive plottable type round-trips through its primitive value")
    func primitives() {
        #expect(primitive(Double.self, 1.5) == 1.5)
        #expect(primitive(Float.self, 2) == 2)
        #expect(primitive(CGFloat.self, 3) == 3)
        #expect(primitive(Int.self, 4) == 4)
        #expect(primitive(Int8.self, 5) == 5)
        #expect(primitive(Int16.self, 6) == 6)
        #expect(primitive(Int32.self, 7) == 7)
        #expect(primitive(Int64.self, 8) == 8)
        #expect(primitive(UInt.self, 9) == 9)
        #expect(primitive(UInt8.self, 10) == 10)
        #expect(primitive(UInt16.self, 11) == 11)
        #expect(primitive(UInt32.self, 12) == 12)
        #expect(primitive(UInt64.self, 13) == 13)
        #expect(primitive(Decimal.self, Decimal(string: "5.55")!) == Decimal(string: "5.55")!)
        #expect(primitive(String.self, "a") == "a")
        #expect(primitive(Date.self, Date(timeIntervalSinceReferenceDate: 0)) == Date(timeIntervalSinceReferenceDate: 0))
        #expect(Meal(primitivePlottable: "lunch") == .lunch, "a String enum maps to its raw value")
        #expect(Meal.breakfast.primitivePlottable == "breakfast")
    }

    @Test("Decimal readings plot where the same Double values do: rules, points, a Decimal domain and axis values")
    func decimalGlucose() throws {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let values: [Decimal] = [60, 95, 140, 210, 250, 170]
        let readings = values.enumerated().map { Reading(date: start.addingTimeInterval(Double($0.offset) * 300), glucose: $0.element) }
        let list = render(GlucoseChart(readings: readings, low: 70, high: 180))
        if let directory = ProcessInfo.processInfo.environment["CHARTS_PROBE_PNG_DIR"] {
            try PNGRenderer().render(list).write(to: URL(fileURLWithPath: directory).appendingPathComponent("decimal-glucose.png"))
        }
        let all = shapes(list)
        let rules = all.filter { $0.stroke != nil && $0.frame.width > 100 && $0.frame.height < 2 }
        // Two target rules plus the two grid lines at 70 and 180 (the same heights).
        let ruleYs = Set(rules.map { ($0.frame.midY * 2).rounded() / 2 })
        #expect(ruleYs.count == 2, "the rules and grid lines at 70 and 180 share two heights: \(rules.map(\.frame))")
        let points = all.filter { $0.fill != nil && $0.frame.width < 8 && abs($0.frame.width - $0.frame.height) < 0.01 }
        #expect(points.count == 6, "one point per reading: \(points.map(\.frame))")
        if points.count == 6, let top = ruleYs.min(), let bottom = ruleYs.max() {
            // y is linear in the value over 40…300: 70 and 180 are the rules, 250 lies above 180.
            let byX = points.sorted { $0.frame.midX < $1.frame.midX }
            let scale = (bottom - top) / 110   // points per mg/dL between 180 and 70
            let expected250 = top - 70 * scale
            #expect(abs(byX[4].frame.midY - expected250) < 1.5, "250 is 70 above 180: \(byX[4].frame.midY) vs \(expected250)")
            #expect(byX[0].frame.midY > bottom, "60 lies below the low rule")
        }
        let texts = list.textItems.map(\.string)
        #expect(texts.contains("70") && texts.contains("180"), "the axis labels read the Decimal values back: \(texts)")
    }

    @Test("Decimal bars and a Decimal range draw as tall as their Double twins")
    func decimalBars() {
        let decimals = render(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Spent", Decimal(string: "12.50")!))
            BarMark(x: .value("Day", "Tue"), y: .value("Spent", Decimal(25)))
            BarMark(x: .value("Day", "Wed"), yStart: .value("Low", Decimal(5)), yEnd: .value("High", Decimal(10)))
        }.chartYAxis(.hidden).chartXAxis(.hidden))
        let doubles = render(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Spent", 12.5))
            BarMark(x: .value("Day", "Tue"), y: .value("Spent", 25.0))
            BarMark(x: .value("Day", "Wed"), yStart: .value("Low", 5.0), yEnd: .value("High", 10.0))
        }.chartYAxis(.hidden).chartXAxis(.hidden))
        // The bars, not the widget's background.
        let decimalBars = shapes(decimals).filter { $0.fill != nil && $0.frame.width < 300 }.map(\.frame)
        let doubleBars = shapes(doubles).filter { $0.fill != nil && $0.frame.width < 300 }.map(\.frame)
        #expect(decimalBars.count == 3, "\(decimalBars)")
        #expect(decimalBars == doubleBars, "\(decimalBars) vs \(doubleBars)")
        if decimalBars.count == 3 {
            #expect(abs(decimalBars[1].height / decimalBars[0].height - 2) < 0.01, "25 is twice 12.50")
            #expect(abs(decimalBars[2].height / decimalBars[1].height - 0.2) < 0.01, "5 to 10 is a fifth of 0 to 25")
            #expect(abs(decimalBars[2].maxY - (decimalBars[1].maxY - decimalBars[1].height * 0.2)) < 0.5, "the range starts at 5")
        }
    }
}
