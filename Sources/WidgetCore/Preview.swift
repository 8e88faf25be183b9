import WidgetKitSupport
public import AppIntents
public import ViewCore
import ConfigurationSchema

/// One preview, as `#Preview` declares it: a view, or a widget in a family with entries or a
/// provider. Made by the code the macro generates; the `preview` command renders it.
public struct _Preview {
    /// What to render.
    package enum Content {
        /// A view, laid out as a small widget unless it says otherwise (`previewContext`).
        case view(@MainActor () -> any View)
        /// A widget's first configuration in `family`, with its entries.
        case widget(family: WidgetFamily, widget: WidgetDescriptor?, entries: @Sendable () async -> [AnyEntry])
        /// A Live Activity's presentation, once per content state.
        case activity(ActivityPreviewContent)
    }

    /// The preview's name, if it has one.
    package let name: String?
    package let content: Content

    /// `#Preview("name") { view }`.
    @MainActor
    public init(_ name: String? = nil, body: @escaping @MainActor () -> any View) {
        self.name = name
        content = .view(body)
    }

    /// A Live Activity preview (`#Preview(_:as:using:widget:contentStates:)`).
    @MainActor
    package init(_ name: String?, activity: ActivityPreviewContent) {
        self.name = name
        content = .activity(activity)
    }

    /// `#Preview(as:widget:timeline:)`.
    @MainActor
    public init<W: Widget, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]
    ) {
        self.name = name
        content = .widget(family: family, widget: Self.descriptor(of: widget()),
                          entries: Self.entries(UncheckedSendable(TypedPreviewTimeline(timeline: timeline))))
    }

    /// `#Preview(as:widget:timelineProvider:)`.
    @MainActor
    public init<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping () -> Provider
    ) {
        self.name = name
        let provider = AnyTimelineProvider(timelineProvider())
        content = .widget(family: family, widget: Self.descriptor(of: widget()), entries: {
            let context = TimelineProviderContext(family: family, isPreview: true)
            return (try? await OnceContinuation.value { provider.timeline(context, nil, $0) })?.entries ?? []
        })
    }

    /// `#Preview(as:using:widget:timeline:)`: the configuration only matters to a provider.
    @MainActor
    public init<W: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]
    ) {
        self.init(name, as: family, widget: widget, timeline: timeline)
    }

    /// `#Preview(as:using:widget:timelineProvider:)`.
    @MainActor
    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
        widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> Provider
    ) {
        self.name = name
        let provider = AnyTimelineProvider(appIntentProvider: timelineProvider())
        let configuration = JSONValue.object(intent.configuration).jsonData
        content = .widget(family: family, widget: Self.descriptor(of: widget()), entries: {
            let context = TimelineProviderContext(family: family, isPreview: true)
            return (try? await OnceContinuation.value { provider.timeline(context, configuration, $0) })?.entries ?? []
        })
    }

    /// The entries of a timeline closure, behind an existential so the closure captures no generic type.
    private static func entries(_ box: UncheckedSendable<any PreviewTimeline>) -> @Sendable () async -> [AnyEntry] {
        { await box.value.entries() }
    }

    @MainActor
    private static func descriptor(of widget: some Widget) -> WidgetDescriptor? {
        var descriptors: [WidgetDescriptor] = []
        WidgetDescriptor.collect(from: widget, into: &descriptors)
        return descriptors.first
    }
}

private protocol PreviewTimeline {
    func entries() async -> [AnyEntry]
}

private struct TypedPreviewTimeline<Entry: TimelineEntry>: PreviewTimeline {
    let timeline: () async -> [Entry]

    func entries() async -> [AnyEntry] {
        var result: [AnyEntry] = []
        for entry in await timeline() { result.append(AnyEntry(entry)) }
        return result
    }
}
