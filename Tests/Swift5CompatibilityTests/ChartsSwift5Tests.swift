// A chart widget as most iOS projects compile it: Swift 5 language mode, `import Charts`.
import Foundation
import Testing
import WidgetKit
import SwiftUI
import Charts
import WidgetRendering

struct RainHour: Identifiable {
    let hour: Date
    let millimetres: Double
    var id: Date { hour }
}

struct RainChartEntry: TimelineEntry {
    let date: Date
    let hours: [RainHour]
}

struct RainChartView: View {
    var entry: RainChartEntry
    @Environment(\.widgetFamily) var family

    var maximum: Double { max(entry.hours.map(\.millimetres).max() ?? 1, 1) }

    var body: some View {
        VStack(alignment: .leading) {
            Label("Rain", systemImage: "cloud.rain.fill").font(.caption.bold())
            Chart(entry.hours) { hour in
                BarMark(x: .value("Hour", hour.hour, unit: .hour), y: .value("mm", hour.millimetres))
                    .foregroundStyle(Color.blue.gradient)
                if hour.millimetres == maximum {
                    PointMark(x: .value("Hour", hour.hour, unit: .hour), y: .value("mm", hour.millimetres))
                        .annotation { Text("\(hour.millimetres, specifier: "%.1f")").font(.caption2) }
                }
            }
            .chartYScale(domain: 0...maximum * 1.2)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 2)) { _ in
                    AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .narrow)))
                }
            }
            .chartYAxis(.hidden)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

@MainActor
@Suite("Swift 5 mode: a chart widget")
struct ChartsSwift5Tests {
    @Test("A bar chart with a conditional point and annotation compiles in Swift 5 mode and draws")
    func rainChart() throws {
        let start = Date(timeIntervalSince1970: 1_717_405_200)
        let hours = (0..<6).map { RainHour(hour: start.addingTimeInterval(Double($0) * 3_600), millimetres: [0, 0.4, 2.5, 1.2, 0, 0][$0]) }
        let list = WidgetLayout.displayList(for: RainChartView(entry: RainChartEntry(date: start, hours: hours)),
                                            environment: RenderEnvironment(family: .systemSmall))
        let texts = list.textItems.map(\.string)
        #expect(texts.contains("Rain") && texts.contains("2.5"), "\(texts)")
        #expect(texts.count >= 4, "hour labels every two hours: \(texts)")
    }
}
