// One-line idioms from widget code (formatters, symbol styles, iOS 17–18 shapes and modifiers,
// App Intents results, chart scales), compiled in one view and rendered.
import WidgetKit
import SwiftUI
import AppIntents
import Charts
import UIKit
import CoreGraphics
import Foundation
import Testing
import DisplayList
import WidgetRendering

private struct IdiomIntent: AppIntent {
    static let title: LocalizedStringResource = "Idiom"
    static let openAppWhenRun: Bool = true
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: OpenURLIntent(URL(string: "x://y")!)) }
}

private struct IdiomView: View {
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.showsWidgetContainerBackground) var shows
    @State private var flag = false
    let date = Date()

    var body: some View {
        VStack {
            Text("a").font(.system(.body, design: .serif)).fontWidth(.condensed).textCase(.uppercase).lineSpacing(2)
            Text(date, format: .dateTime.weekday(.abbreviated).day().month(.wide))
            Text(date.formatted(.relative(presentation: .numeric, unitsStyle: .abbreviated)))
            Text(Duration.seconds(125).formatted(.time(pattern: .minuteSecond)))
            Text(0.42, format: .percent)
            Text(1234.5, format: .number.notation(.compactName))
            Text("\(date, formatter: DateFormatter())")
            Text(date, style: .offset)
            Image(systemName: "battery.75percent").symbolRenderingMode(.palette).foregroundStyle(.green, .gray)
            Image(systemName: "heart.fill").symbolEffect(.pulse).symbolVariant(.circle)
            ProgressView(value: 0.5).progressViewStyle(.circular).controlSize(.small)
            Gauge(value: 3, in: 0...10) { Text("x") }.gaugeStyle(.linearCapacity).labelsHidden()
            LabeledContent("Key", value: "Value")
            Toggle("T", isOn: .constant(true)).toggleStyle(.button)
            Button("B", systemImage: "plus", intent: IdiomIntent())
            Button(role: .destructive, intent: IdiomIntent()) { Text("D") }
            HStack { Spacer(); Divider() }.frame(height: 10).background(.regularMaterial, in: .capsule)
            Circle().fill(.red.gradient).frame(width: 8).shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
            Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            RoundedRectangle(cornerRadius: 4).strokeBorder(.secondary, lineWidth: 1)
            UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).fill(.orange)
            Color.clear.containerRelativeFrame(.horizontal) { width, _ in width / 2 }
            Text("m").padding(.vertical, 2).padding(.horizontal, 6).background(Capsule().fill(.thinMaterial))
                .overlay(alignment: .topTrailing) { Circle().frame(width: 4) }
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
            AccessoryWidgetBackground().clipShape(.circle)
            Text("h").dynamicTypeSize(...DynamicTypeSize.large).unredacted().allowsTightening(true).truncationMode(.tail)
            Text("e").environment(\.locale, Locale(identifier: "fr_FR")).environment(\.widgetRenderingMode, .fullColor)
            Link("Open", destination: URL(string: "x://")!).tint(.blue)
            Chart {
                BarMark(x: .value("x", 1))
                LineMark(x: .value("d", date, unit: .day), y: .value("v", 2)).foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .bottom, endPoint: .top))
                SectorMark(angle: .value("v", 3)).foregroundStyle(by: .value("n", 3))
            }
            .chartForegroundStyleScale(range: Gradient(colors: [.green.opacity(0.2), .green]))
            .chartForegroundStyleScale(domain: ["a", "b"], mapping: { (name: String) in name == "a" ? Color.red : .blue })
            .chartAngleSelection(value: .constant(nil as Int?))
            .chartXAxis { AxisMarks(format: .dateTime.day(), values: .automatic(desiredCount: 3)) }
            .chartYAxis { AxisMarks { value in AxisValueLabel(); AxisTick(length: 4) } }
        }
        .onAppear { flag.toggle() }
        .task { try? await Task.sleep(for: .seconds(1)) }
        .containerBackground(for: .widget) { Color(UIColor.systemBackground) }
        .widgetURL(URL(string: "x://"))
        .transaction { $0.animation = nil }
    }
}

/// Geometry helpers as widget code writes them, in a file that imports CoreGraphics.
private func insetSquare(in size: CGSize, by inset: CGFloat) -> CGRect {
    let side = min(size.width, size.height) - 2 * inset
    return CGRect(origin: CGPoint(x: inset, y: inset), size: CGSize(width: side, height: side)).integral
}

private struct HeatCell: Identifiable {
    let day: Int
    let count: Int
    var id: Int { day }
}

@MainActor
@Suite("Real-world probe: one-line idioms")
struct IdiomProbeTests {
    @Test("The idioms render: formatted values, text case, a chart among views")
    func idioms() throws {
        let list = WidgetLayout.displayList(for: IdiomView(), environment: RenderEnvironment(family: .systemLarge))
        let texts = list.textItems.map(\.string)
        for expected in ["A", "42%", "1.2K", "2:05", "Open"] { #expect(texts.contains(expected), "\(expected): \(texts)") }
    }

    @Test("import CoreGraphics gives the geometry types")
    func coreGraphics() {
        #expect(insetSquare(in: CGSize(width: 100, height: 60), by: 5) == CGRect(x: 5, y: 5, width: 50, height: 50))
    }

    @Test("OpenURLIntent keeps its URL and is returned as the intent a result opens")
    func openURL() async throws {
        let url = try #require(URL(string: "gallery://event/1"))
        #expect(OpenURLIntent(url).url == url)
        let result = try await IdiomIntent().perform()
        let container = result as? IntentResultContainer<Never, OpenURLIntent, Never, Never>
        #expect(container?.opensIntent?.url.absoluteString == "x://y")
    }

    @Test("A gradient scale spreads numeric values from its first colour to its last")
    func gradientScale() throws {
        let cells = (0..<5).map { HeatCell(day: $0, count: $0 * 2) }
        let chart = Chart(cells) { cell in
            RectangleMark(x: .value("Day", "\(cell.day)"), y: .value("Row", "0"))
                .foregroundStyle(by: .value("Count", cell.count))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.white, .black]))
        .chartLegend(.hidden)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        let list = WidgetLayout.displayList(for: chart, environment: RenderEnvironment(family: .systemMedium))
        let fills: [Double] = list.allItems.compactMap { item in
            guard case .shape(let shape) = item, shape.frame.width < 200, case .color(let color)? = shape.fill else { return nil }
            return color.red
        }
        #expect(fills.count == 5)
        #expect(fills == fills.sorted(by: >), "darker as the count grows: \(fills)")
        #expect(abs((fills.first ?? 0) - 1) < 0.01 && abs(fills.last ?? 1) < 0.01)
        if fills.count == 5 { #expect(abs(fills[2] - 0.5) < 0.02, "the middle value is halfway: \(fills)") }
    }

    @Test("A gradient to .clear fades its colour out, as iOS's premultiplied interpolation does")
    func fadeToClear() throws {
        func stops(_ colors: [Color]) throws -> [GradientStop] {
            let list = WidgetLayout.displayList(
                for: Rectangle().fill(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)).frame(width: 50, height: 50),
                environment: RenderEnvironment(family: .systemSmall))
            let paints: [Paint] = list.allItems.compactMap { if case .shape(let shape) = $0 { shape.fill } else { nil } }
            guard case .linearGradient(let stops, _, _)? = paints.last else { throw CancellationError() }
            return stops
        }
        let white = try stops([.white, .clear])
        #expect(white.map(\.color) == [RGBAColor(red: 1, green: 1, blue: 1), RGBAColor(red: 1, green: 1, blue: 1, alpha: 0)],
                "white fading out, not through grey: \(white)")
        let between = try stops([.white, .clear, .black])
        #expect(between.count == 4 && between[1].location == 0.5 && between[2].location == 0.5)
        #expect(between[1].color.red == 1 && between[2].color.red == 0 && between[1].color.alpha == 0 && between[2].color.alpha == 0)
        let black = try stops([.black.opacity(0.6), .clear])
        #expect(black[1].color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    }
}

