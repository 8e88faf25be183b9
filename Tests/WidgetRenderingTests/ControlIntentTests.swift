import AppIntents
import ConfigurationSchema
import Foundation
import Synchronization
import Testing
import DisplayList
import ViewCore
import WidgetCore
import WidgetRendering

// Interactive widgets at the layout seam: which intent each control id holds, and what a host
// can do with it (set parameters, switch a toggle, perform).

private let performed = Mutex<[String]>([])

private struct StepIntent: AppIntent {
    static var title: LocalizedStringResource { "Step" }
    @Parameter(title: "Amount", default: 1) var amount: Int
    @Parameter(title: "Note") var note: String?
    init() {}
    init(amount: Int) { self.amount = amount }
    func perform() async throws -> some IntentResult {
        performed.withLock { $0.append("step \(amount) \(note ?? "-")") }
        return .result()
    }
}

/// A `SetValueIntent` whose value is a plain property, not a `@Parameter`.
private struct PlainSwitchIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Switch" }
    var value = false
    func perform() async throws -> some IntentResult {
        performed.withLock { $0.append("switch \(value)") }
        return .result()
    }
}

/// Not a `SetValueIntent`: a toggle leaves it as it is.
private struct PlainToggleIntent: AppIntent {
    static var title: LocalizedStringResource { "Plain" }
    func perform() async throws -> some IntentResult { .result() }
}

private struct Entry: TimelineEntry { let date: Date }

private struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: Date())], policy: .never))
    }
}

private struct ControlsView: View {
    var body: some View {
        VStack {
            Button("One", intent: StepIntent(amount: 1))
            Button("Disabled", intent: StepIntent(amount: 99)).disabled(true)
            Button("Action") {}
            GeometryReader { _ in
                Button("Five", intent: StepIntent(amount: 5))
            }
            .frame(height: 30)
            Toggle("Switch", isOn: false, intent: PlainSwitchIntent())
            Toggle("Plain", isOn: true, intent: PlainToggleIntent())
        }
        .containerBackground(.background, for: .widget)
    }
}

@MainActor
@Suite("Controls and their intents in a layout")
struct ControlIntentTests {
    static let descriptor = WidgetDescriptor(
        kind: "Controls", displayName: "Controls", description: "", supportedFamilies: [.systemSmall],
        provider: AnyTimelineProvider(Provider()), content: WidgetContent { (_: Entry) in ControlsView() })

    static func controlNodes(_ list: DisplayList) -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        func walk(_ nodes: [AccessibilityNode]) {
            for node in nodes {
                if node.control != nil { result.append(node) }
                walk(node.children)
            }
        }
        walk(list.accessibility)
        return result.sorted { $0.control! < $1.control! }
    }

    @Test("Each enabled intent control has an id in resolve order (GeometryReader's too); the display list carries it")
    func ids() throws {
        let (list, controls) = WidgetLayout.layout(
            for: Self.descriptor, entry: AnyEntry(Entry(date: Date())), environment: RenderEnvironment(family: .systemSmall))
        let names = controls.map { $0?.typeName }
        #expect(names == ["StepIntent", "PlainSwitchIntent", "PlainToggleIntent", "StepIntent"])
        #expect(controls.map { $0?.parameterValues["amount"] } == [.number(1), nil, nil, .number(5)])
        let nodes = Self.controlNodes(list)
        #expect(nodes.map(\.label) == ["One", "Switch", "Plain", "Five"])
        #expect(nodes.map(\.control) == [0, 1, 2, 3])
        // Disabled and action buttons are still buttons, without an id.
        let disabled = list.accessibility.first { $0.label == "Disabled" }
        #expect(disabled != nil && disabled?.control == nil)
    }

    @Test("Overridden toggles draw in the asked state")
    func overrides() throws {
        let (list, _) = WidgetLayout.layout(
            for: Self.descriptor, entry: AnyEntry(Entry(date: Date())), environment: RenderEnvironment(family: .systemSmall),
            toggleOverrides: [1: true, 2: false])
        #expect(Self.controlNodes(list).map(\.value) == [nil, "1", "0", nil])
    }

    @Test("A toggle's SetValueIntent gets the new state, also as a plain property; other intents are left alone")
    func switching() async throws {
        let switched = try #require(ControlIntent(PlainSwitchIntent())).switched(to: true)
        try await switched.perform()
        #expect(performed.withLock { $0.contains("switch true") })
        let plain = try #require(ControlIntent(PlainToggleIntent())).switched(to: true)
        #expect(plain.typeName == "PlainToggleIntent")
        #expect(ControlIntent("not an intent") == nil)
    }

    @Test("Parameters from JSON: set when every value fits, none set otherwise")
    func parameters() async throws {
        let intent = try #require(ControlIntent(StepIntent(amount: 2)))
        let refused: [[String: JSONValue]] = [
            ["amount": .string("three")],
            ["amount": .number(1.5)],
            ["amount": .number(1e300)],
            ["amount": .null],
            ["amount": .number(7), "missing": .bool(true)],
            ["amount": .number(7), "note": .number(3)],
        ]
        for values in refused {
            await #expect(throws: (any Error).self, "\(values)") { try await intent.setParameters(values) }
            #expect(intent.parameterValues["amount"] == .number(2), "nothing set for \(values)")
        }
        try await intent.setParameters(["amount": .number(7), "note": .string("hi")])
        #expect(intent.parameterValues["amount"] == .number(7))
        try await intent.setParameters(["note": .null])
        try await intent.perform()
        #expect(performed.withLock { $0.contains("step 7 -") })
    }
}
