public import AppIntents
public import ViewCore

/// A preview of a view: SwiftUI's `#Preview`.
///
/// ```swift
/// #Preview("Steps") { StepsView(entry: .sample) }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

/// A preview of a widget showing a list of entries: WidgetKit's `#Preview(as:widget:timeline:)`.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     StepsWidget()
/// } timeline: {
///     StepsEntry(date: .now, steps: 4_200)
///     StepsEntry(date: .now, steps: 9_800)
/// }
/// ```
///
/// `preview` renders each entry; the widget list is found in the program at run time.
@freestanding(declaration)
public macro Preview<Widget: WidgetCore.Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> Widget,
    @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

/// A preview of a widget with the entries its provider gives:
/// WidgetKit's `#Preview(as:widget:timelineProvider:)`.
@freestanding(declaration)
public macro Preview<Widget: WidgetCore.Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> Widget,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

/// A preview of a configurable widget with a configuration and a list of entries:
/// WidgetKit's `#Preview(as:using:widget:timeline:)`.
@freestanding(declaration)
public macro Preview<Widget: WidgetCore.Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> Widget,
    @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

/// A preview of a configurable widget with the entries its provider gives for a configuration:
/// WidgetKit's `#Preview(as:using:widget:timelineProvider:)`.
@freestanding(declaration)
public macro Preview<Widget: WidgetCore.Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping @MainActor () -> Widget, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

/// Builds a preview's entries from a block of entry expressions.
@resultBuilder
public struct PreviewTimelineBuilder<Entry: TimelineEntry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
    public static func buildBlock(_ components: [Entry]...) -> [Entry] { components.flatMap { $0 } }
    public static func buildArray(_ components: [[Entry]]) -> [Entry] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [Entry]?) -> [Entry] { component ?? [] }
    public static func buildEither(first component: [Entry]) -> [Entry] { component }
    public static func buildEither(second component: [Entry]) -> [Entry] { component }
    public static func buildLimitedAvailability(_ component: [Entry]) -> [Entry] { component }
}

/// A type the `#Preview` macro generates; the `preview` command finds every one in the program.
@MainActor
public protocol _PreviewRegistry {
    /// The file the preview is written in.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The preview.
    static func makePreview() -> _Preview
}
