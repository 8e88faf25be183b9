// Result builders used from nonisolated code, in Swift 6 mode, as shared widget code writes
// them: `@ViewBuilder` helpers in extensions of `Image` and `Text` (which, as in SwiftUI, are not
// isolated to the main actor), free functions, Charts and Dynamic Island helpers. Apple's
// builders' static functions are nonisolated; that this file compiles is half of each test, the
// other half that what is drawn is what the builder built.
import WidgetKit
import SwiftUI
import Charts
import Foundation
import Testing
import DisplayList
import WidgetRendering
import WidgetCore
import ActivityKit

extension Image {
    /// The idiom that failed with "call to main actor-isolated static method
    /// 'buildLimitedAvailability' in a synchronous nonisolated context".
    @ViewBuilder
    func probeAccentable() -> some View {
        if #available(iOS 18.0, *) {
            self.widgetAccentedRenderingMode(.accented)
        } else {
            self
        }
    }
}

extension Text {
    /// `if` without `else`, `if`/`else`, and several statements in a nonisolated extension.
    @ViewBuilder
    func probeBadged(_ badge: String?, emphasised: Bool) -> some View {
        if emphasised {
            self.bold()
        } else {
            self
        }
        if let badge {
            Text(verbatim: badge)
        }
        if #available(iOS 17.0, *) {
            Text(verbatim: "available")
        }
    }
}

/// A free `@ViewBuilder` function: nonisolated by default.
@ViewBuilder
private func probeRows(_ names: [String]) -> some View {
    switch names.count {
    case 0:
        Text(verbatim: "none")
    default:
        AnyView(Text(verbatim: names.joined(separator: ", ")))
    }
}

/// A chart helper shared between an app and its widget, nonisolated.
@ChartContentBuilder
private func probeMarks<A: ChartContent, B: ChartContent>(_ first: A, _ second: B, showSecond: Bool) -> some ChartContent {
    first
    if showSecond {
        second
    }
    if #available(iOS 17.0, *) {
        first
    }
}

/// A Dynamic Island helper: `DynamicIslandExpandedContent<some View>` built by Apple's
/// `buildPartialBlock` forms (regions, and content from another helper).
@DynamicIslandExpandedContentBuilder
private func probeExpandedRegions(minutes: Int) -> DynamicIslandExpandedContent<some View> {
    DynamicIslandExpandedRegion(.leading) { Image(systemName: "box.truck") }
    DynamicIslandExpandedRegion(.trailing, priority: 1) { Text(verbatim: "\(minutes) min") }
    probeExpandedBottom()
}

@DynamicIslandExpandedContentBuilder
private func probeExpandedBottom() -> DynamicIslandExpandedContent<some View> {
    DynamicIslandExpandedRegion(.center) { Text(verbatim: "On its way") }
    DynamicIslandExpandedRegion(.bottom) { Text(verbatim: "Bottom") }
}

/// Widget and control builders' static functions called from a nonisolated function: they
/// compile only if the functions are nonisolated, as Apple's are.
private func probeWidgetBuilders<W: Widget, T: ControlWidgetTemplate>(_ widget: W, _ template: T) -> (some Widget, some Widget, T) {
    (WidgetBundleBuilder.buildBlock(), WidgetBundleBuilder.buildLimitedAvailability(widget),
     ControlWidgetTemplateBuilder.buildLimitedAvailability(template))
}

private struct ProbeChartRow: Identifiable {
    let name: String
    let value: Double
    var id: String { name }
}

@MainActor
@Suite("Builders are not isolated to the main actor (Swift 6 mode)")
struct NonisolatedBuilderTests {
    private func texts<V: View>(_ view: V, family: WidgetFamily = .systemMedium) -> [String] {
        WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: family)).textItems.map(\.string)
    }

    @Test("`if #available` in a @ViewBuilder extension of Image draws the accented branch")
    func accentableImage() {
        let built = WidgetLayout.displayList(for: Image(systemName: "star.fill").probeAccentable(),
                                             environment: RenderEnvironment(family: .systemSmall))
        let direct = WidgetLayout.displayList(for: Image(systemName: "star.fill").widgetAccentedRenderingMode(.accented),
                                              environment: RenderEnvironment(family: .systemSmall))
        #expect(!built.items.isEmpty)
        #expect(built == direct)
    }

    @Test("`if`, `if let` and `if #available` in a @ViewBuilder extension of Text draw their branches")
    func textBranches() {
        #expect(texts(Text(verbatim: "Title").probeBadged("3", emphasised: true)) == ["Title", "3", "available"])
        #expect(texts(Text(verbatim: "Title").probeBadged(nil, emphasised: false)) == ["Title", "available"])
    }

    @Test("`switch` and AnyView in a free @ViewBuilder function")
    func freeFunction() {
        #expect(texts(probeRows([])) == ["none"])
        #expect(texts(probeRows(["a", "b"])) == ["a, b"])
    }

    @Test("A nonisolated @ChartContentBuilder helper draws the marks it built")
    func chartHelper() {
        let rows = [ProbeChartRow(name: "A", value: 3), ProbeChartRow(name: "B", value: 5)]
        func chart(showSecond: Bool) -> some View {
            Chart(rows) { row in
                probeMarks(BarMark(x: .value("Name", row.name), y: .value("Value", row.value)),
                           PointMark(x: .value("Name", row.name), y: .value("Value", row.value)),
                           showSecond: showSecond)
            }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        }
        let without = WidgetLayout.displayList(for: chart(showSecond: false), environment: RenderEnvironment(family: .systemSmall))
        let with = WidgetLayout.displayList(for: chart(showSecond: true), environment: RenderEnvironment(family: .systemSmall))
        #expect(with.allItems.count > without.allItems.count, "the points of the `if` branch are drawn")
    }

    @Test("A Dynamic Island from helpers returning DynamicIslandExpandedContent<some View>")
    func dynamicIslandHelpers() {
        let island = DynamicIsland {
            probeExpandedRegions(minutes: 12)
        } compactLeading: {
            Image(systemName: "box.truck")
        } compactTrailing: {
            Text(verbatim: "12m")
        } minimal: {
            Image(systemName: "box.truck")
        }
        #expect(island.expanded.map(\.position) == [.leading, .trailing, .center, .bottom])
        #expect(island.expanded.map(\.priority) == [0, 1, 0, 0])
        let regions = VStack { ForEach(island.expanded.indices, id: \.self) { island.expanded[$0].view } }
        #expect(texts(regions) == ["12 min", "On its way", "Bottom"])
    }

    @Test("ActivityAttributes.previewContext draws each presentation of the activity's configuration")
    func activityPreviewContext() {
        _ = ProbeDeliveryWidget().body
        let attributes = ProbeDeliveryAttributes(order: "A1")
        let state = ProbeDeliveryAttributes.ContentState(minutes: 7)
        #expect(texts(attributes.previewContext(state, viewKind: .content)) == ["A1: 7 min"])
        #expect(texts(attributes.previewContext(state, viewKind: .dynamicIsland(.compact))) == ["A1", "7m"])
        #expect(texts(attributes.previewContext(state, viewKind: .dynamicIsland(.minimal))) == ["7"])
        #expect(texts(attributes.previewContext(state, viewKind: .dynamicIsland(.expanded))) == ["12 min", "On its way", "Bottom"])
    }

    @Test("Widget and control builders' functions are callable from nonisolated code")
    func widgetBuilders() {
        let (empty, limited, _) = probeWidgetBuilders(ProbeBuilderWidget(), ProbeBuilderTemplate())
        var emptyDescriptors: [WidgetDescriptor] = []
        WidgetDescriptor.collect(from: empty, into: &emptyDescriptors)
        var limitedDescriptors: [WidgetDescriptor] = []
        WidgetDescriptor.collect(from: limited, into: &limitedDescriptors)
        #expect(emptyDescriptors.isEmpty)
        #expect(limitedDescriptors.map(\.kind) == ["probe.builder"])
    }
}

private struct ProbeBuilderWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "probe.builder", provider: ProbeBuilderProvider()) { _ in Text(verbatim: "w") }
    }
}

private struct ProbeBuilderProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
    }
}

private struct SimpleEntry: TimelineEntry {
    let date: Date
}

private struct ProbeBuilderTemplate: ControlWidgetTemplate {
    var body: some ControlWidgetTemplate {
        ControlWidgetButton(action: ProbeBuilderIntent()) { Text(verbatim: "b") }
    }
}

private struct ProbeBuilderIntent: AppIntent {
    static let title: LocalizedStringResource = "Probe"
    func perform() async throws -> some IntentResult { .result() }
}

private struct ProbeDeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutes: Int
    }
    var order: String
}

private struct ProbeDeliveryWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProbeDeliveryAttributes.self) { context in
            Text(verbatim: "\(context.order): \(context.state.minutes) min")
        } dynamicIsland: { context in
            DynamicIsland {
                probeExpandedRegions(minutes: 12)
            } compactLeading: {
                Text(verbatim: context.order)
            } compactTrailing: {
                Text(verbatim: "\(context.state.minutes)m")
            } minimal: {
                Text(verbatim: "\(context.state.minutes)")
            }
        }
    }
}
