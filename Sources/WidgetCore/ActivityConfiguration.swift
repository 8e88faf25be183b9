public import ActivityKit
public import Foundation
public import ViewCore

// Live Activities: WidgetKit's `ActivityConfiguration`, the Dynamic Island's regions and the
// modifiers Live Activity views use. The declarations follow Apple's. A bundle's body records its
// activities (`ActivityRecorder`) beside its widgets; `ActivityLayout` (WidgetRendering) draws
// each presentation at the Human Interface Guidelines' sizes.

/// The views of a Live Activity: its Lock Screen presentation and its Dynamic Island
/// (WidgetKit's `ActivityConfiguration`).
///
/// ```swift
/// ActivityConfiguration(for: DeliveryAttributes.self) { context in
///     DeliveryLockScreenView(context: context)
/// } dynamicIsland: { context in
///     DynamicIsland {
///         DynamicIslandExpandedRegion(.leading) { Image(systemName: "box.truck") }
///         DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.minutesLeft) min") }
///     } compactLeading: {
///         Image(systemName: "box.truck")
///     } compactTrailing: {
///         Text("\(context.state.minutesLeft)m")
///     } minimal: {
///         Image(systemName: "box.truck")
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    /// The Lock Screen presentation for a context.
    package let content: (ActivityViewContext<Attributes>) -> AnyView
    /// The Dynamic Island for a context.
    package let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland

    /// A Live Activity with a Lock Screen view and a Dynamic Island.
    @MainActor @preconcurrency
    public init<Content: View>(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        self.content = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
        ActivityConfigurations.latest[ObjectIdentifier(Attributes.self)] = self
        ActivityRecorder.record(ActivityDescriptor(self))
    }

    /// The presentation `viewKind` of the activity in `context`, as a preview shows it.
    package func view(for context: ActivityViewContext<Attributes>, viewKind: ActivityPreviewViewKind) -> AnyView {
        switch viewKind {
        case .content:
            return content(context)
        case .dynamicIsland(let state):
            let island = dynamicIsland(context)
            switch state {
            case .compact: return AnyView(HStack { island.compactLeading; Spacer(); island.compactTrailing })
            case .minimal: return island.minimal
            case .expanded: return AnyView(VStack { ForEach(island.expanded.indices, id: \.self) { island.expanded[$0].view } })
            }
        }
    }

    public typealias Body = Never

    /// No widget: a Live Activity is not placed on a home screen.
    package func makeDescriptors() -> [WidgetDescriptor] { [] }
}

/// What a Live Activity's views are built from (WidgetKit's `ActivityViewContext`).
@dynamicMemberLookup
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The activity's static data.
    public let attributes: Attributes
    /// The activity's current state.
    public let state: Attributes.ContentState
    /// Whether the state is past its stale date.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String

    /// A context for laying out a Live Activity's views.
    package init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "preview") {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }

    /// The attributes' properties, as `context.orderNumber`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Attributes, Value>) -> Value {
        attributes[keyPath: keyPath]
    }
}

/// The presentations of a Live Activity in the Dynamic Island (WidgetKit's `DynamicIsland`).
@MainActor @preconcurrency
public struct DynamicIsland {
    /// The expanded presentation's regions.
    package let expanded: [DynamicIslandExpandedRegionContent]
    /// The compact presentation's leading view.
    package let compactLeading: AnyView
    /// The compact presentation's trailing view.
    package let compactTrailing: AnyView
    /// The minimal presentation.
    package let minimal: AnyView
    /// The link opened by a tap.
    package var url: URL?
    /// The border's tint.
    package var keylineTint: Color?
    /// Content margins set with ``contentMargins(_:_:for:)``, in the order they were set.
    package var contentMargins: [DynamicIslandContentMargins] = []

    /// A Dynamic Island from its expanded regions and its compact and minimal views.
    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The link opened when the Live Activity is tapped.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = url
        return island
    }

    /// A tint for the border around the Dynamic Island.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color
        return island
    }

    /// Margins around the content in one presentation; `nil` restores the system's.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.contentMargins.append(DynamicIslandContentMargins(mode: mode, edges: edges, length: length))
        return island
    }

    /// The margins of `mode` on each edge: the system's `defaults`, with every
    /// ``contentMargins(_:_:for:)`` for that mode applied in order.
    package func margins(for mode: DynamicIslandMode, defaults: EdgeInsets) -> EdgeInsets {
        contentMargins.filter { $0.mode == mode }.reduce(defaults) { $1.applied(to: $0, defaults: defaults) }
    }
}

/// One `contentMargins(_:_:for:)` of a Dynamic Island or region.
package struct DynamicIslandContentMargins: Sendable {
    package let mode: DynamicIslandMode
    package let edges: Edge.Set
    package let length: CGFloat?

    /// `insets` with this margin on its edges (`nil` length: the defaults').
    package func applied(to insets: EdgeInsets, defaults: EdgeInsets) -> EdgeInsets {
        var result = insets
        if edges.contains(.top) { result.top = length ?? defaults.top }
        if edges.contains(.leading) { result.leading = length ?? defaults.leading }
        if edges.contains(.bottom) { result.bottom = length ?? defaults.bottom }
        if edges.contains(.trailing) { result.trailing = length ?? defaults.trailing }
        return result
    }
}

/// A presentation of the Dynamic Island (WidgetKit's `DynamicIslandMode`): Apple declares the
/// four below, and `Equatable`.
public struct DynamicIslandMode: Equatable, Sendable {
    private let name: String

    /// The compact presentation's view on the leading side of the camera.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The compact presentation's view on the trailing side of the camera.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The expanded presentation.
    public static let expanded = DynamicIslandMode(name: "expanded")
    /// One small view when several activities run.
    public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where an expanded region sits (WidgetKit's `DynamicIslandExpandedRegionPosition`).
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    private let name: String

    /// Beside the camera, leading.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, trailing.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the other regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// How an expanded region is placed vertically when it is too wide (WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`).
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    private let name: String

    /// Below the camera when the content is wider than the space beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

/// One region of the expanded Dynamic Island (WidgetKit's `DynamicIslandExpandedRegion`).
public struct DynamicIslandExpandedRegion<Content: View> {
    package let position: DynamicIslandExpandedRegionPosition
    package let priority: Double
    package let content: Content
    /// Margins set with ``contentMargins(_:_:)``, in order.
    package var contentMargins: [DynamicIslandContentMargins] = []

    /// A region at `position`; of regions side by side, a higher `priority` is given its width first.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }

    /// Margins around the region's content; `nil` restores the system's.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion<Content> {
        var region = self
        region.contentMargins.append(DynamicIslandContentMargins(mode: .expanded, edges: edges, length: length))
        return region
    }
}

/// A type-erased expanded region.
package struct DynamicIslandExpandedRegionContent {
    package let position: DynamicIslandExpandedRegionPosition
    package let priority: Double
    package let view: AnyView
    package let contentMargins: [DynamicIslandContentMargins]

    /// The region `region`, its content type-erased.
    package init<C: View>(_ region: DynamicIslandExpandedRegion<C>) {
        position = region.position
        priority = region.priority
        view = AnyView(region.content)
        contentMargins = region.contentMargins
    }
}

/// The expanded presentation's regions (WidgetKit's `DynamicIslandExpandedContent`).
public struct DynamicIslandExpandedContent<Content: View> {
    package let regions: [DynamicIslandExpandedRegionContent]
}

/// Builds the expanded presentation from regions (WidgetKit's `DynamicIslandExpandedContentBuilder`).
///
/// As Apple's, it combines regions and already built content (a helper returning
/// `DynamicIslandExpandedContent<some View>`) with `buildPartialBlock`, and its static functions
/// are not isolated to the main actor. Beyond Apple's, `if`, `if`/`else` and `if #available`
/// around regions compile too.
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    /// The content of a region.
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<AnyView>(regions: [DynamicIslandExpandedRegionContent(first)])
    }

    /// Content built elsewhere (a helper with `@DynamicIslandExpandedContentBuilder`).
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<AnyView>(regions: first.regions)
    }

    /// The content so far followed by a region.
    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    ) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<AnyView>(regions: accumulated.regions + [DynamicIslandExpandedRegionContent(next)])
    }

    /// The content so far followed by content built elsewhere.
    public static func buildPartialBlock<C0: View, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
    ) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedContent<AnyView>(regions: accumulated.regions + next.regions)
    }

    /// No region.
    public static func buildBlock() -> DynamicIslandExpandedContent<EmptyView> {
        DynamicIslandExpandedContent(regions: [])
    }

    /// Regions under an `if` (not in Apple's builder).
    public static func buildOptional<C: View>(_ content: DynamicIslandExpandedContent<C>?) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content?.regions ?? [])
    }

    /// Regions of an `if`'s first branch (not in Apple's builder).
    public static func buildEither<C: View>(first content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content.regions)
    }

    /// Regions of an `if`'s second branch (not in Apple's builder).
    public static func buildEither<C: View>(second content: DynamicIslandExpandedContent<C>) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content.regions)
    }

    /// Regions under `if #available` (not in Apple's builder).
    public static func buildLimitedAvailability<C: View>(
        _ content: DynamicIslandExpandedContent<C>
    ) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: content.regions)
    }
}

/// The size of a Live Activity's Lock Screen presentation (WidgetKit's `ActivityFamily`, iOS 18).
public enum ActivityFamily: Hashable, Sendable, CaseIterable {
    /// The Apple Watch Smart Stack and CarPlay size.
    case small
    /// The iPhone Lock Screen size.
    case medium
}

extension WidgetConfiguration {
    /// Adds sizes a Live Activity supports beyond the Lock Screen's (iOS 18): with `.small`,
    /// the Smart Stack and CarPlay draw the Lock Screen view with `\.activityFamily` `.small`
    /// instead of the compact presentation.
    @MainActor @preconcurrency
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        if let activity = self as? any ActivityConfigurationIdentifying {
            ActivityRecorder.setFamilies(families, for: activity.attributesID)
        }
        return self
    }
}

/// An `ActivityConfiguration` of some attributes type.
@MainActor
package protocol ActivityConfigurationIdentifying {
    var attributesID: ObjectIdentifier { get }
}

extension ActivityConfiguration: ActivityConfigurationIdentifying {
    package var attributesID: ObjectIdentifier { ObjectIdentifier(Attributes.self) }
}

private struct ActivityFamilyKey: EnvironmentKey {
    static let defaultValue = ActivityFamily.medium
}

extension EnvironmentValues {
    /// The size a Live Activity is drawn at: `.medium`, the Lock Screen's, unless set.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
}

extension View {
    /// The background tint of a Live Activity's Lock Screen presentation: it fills the whole
    /// platter (and StandBy's screen); `nil` keeps the system's material.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        preference(key: ActivityBackgroundTintKey.self, value: color)
    }

    /// The colour of the system's action button beside a Live Activity (its dismiss button);
    /// `nil` keeps the system's.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        preference(key: ActivitySystemActionForegroundColorKey.self, value: color)
    }

    /// How an expanded region is placed when too wide (nothing is laid out here).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        self
    }
}

// MARK: - Previews

/// Which presentation of a Live Activity a preview shows (WidgetKit's `ActivityPreviewViewKind`).
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// A state of the Dynamic Island.
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        case compact, expanded, minimal
    }

    /// The Lock Screen presentation.
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)
}

/// Builds a Live Activity preview's states (WidgetKit's `ActivityPreviewContentStateBuilder`).
@resultBuilder
public struct ActivityPreviewContentStateBuilder<Attributes: ActivityAttributes> {
    public static func buildExpression(_ state: Attributes.ContentState) -> [Attributes.ContentState] { [state] }
    public static func buildBlock(_ states: [Attributes.ContentState]...) -> [Attributes.ContentState] { states.flatMap { $0 } }
}

/// A preview of a Live Activity in its states: WidgetKit's
/// `#Preview(_:as:using:widget:contentStates:)`. The `preview` command draws the presentation
/// once per state, at its size.
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, Widget: WidgetCore.Widget>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping @MainActor () -> Widget,
    @ActivityPreviewContentStateBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]
) = #externalMacro(module: "WidgetKitMacros", type: "PreviewMacro")

extension _Preview {
    /// `#Preview(_:as:using:widget:contentStates:)`: the presentation `viewKind`, once per state.
    @MainActor
    public init<Attributes: ActivityAttributes, W: Widget>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping @MainActor () -> W,
        @ActivityPreviewContentStateBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]
    ) {
        self.init(name, activity: ActivityPreviewContent(presentation: ActivityPresentation(viewKind)) {
            // The widget's body records the activity (and its families) as a bundle's does.
            let (body, recorded) = ActivityRecorder.recording { widget().body }
            guard let configuration = ActivityPreviewContent.configuration(in: body, of: Attributes.self) else { return [] }
            let families = recorded.first?.supplementalFamilies ?? []
            return contentStates().map { state in
                let context = ActivityViewContext(attributes: attributes, state: state)
                return (ActivityViews(lockScreen: configuration.content(context), island: configuration.dynamicIsland(context)),
                        families)
            }
        })
    }
}

/// The Live Activity configurations made so far, by attributes type: what
/// `ActivityAttributes.previewContext(_:isStale:viewKind:)` draws with (on iOS the system finds the
/// extension's configuration for the attributes; here the last one a widget's body made).
@MainActor
enum ActivityConfigurations {
    static var latest: [ObjectIdentifier: Any] = [:]
}

extension ActivityAttributes {
    /// Generates a preview for a Live Activity: the presentation `viewKind` of the
    /// `ActivityConfiguration` for these attributes (the last one a widget's body made) in the
    /// state `contentState`, or a note when no widget declared one.
    @MainActor @preconcurrency
    public func previewContext(_ contentState: Self.ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        guard let configuration = ActivityConfigurations.latest[ObjectIdentifier(Self.self)] as? ActivityConfiguration<Self> else {
            return ActivityPreviewContextView(content: AnyView(Text(verbatim: "No Live Activity of this type to preview.")), activity: nil)
        }
        let context = ActivityViewContext(attributes: self, state: contentState, isStale: isStale)
        return ActivityPreviewContextView(
            content: configuration.view(for: context, viewKind: viewKind),
            activity: ActivityPreviewLayout(
                views: ActivityViews(lockScreen: configuration.content(context), island: configuration.dynamicIsland(context)),
                presentation: ActivityPresentation(viewKind)))
    }
}

/// An activity's `previewContext(_:isStale:viewKind:)`: drawn as a plain view where a view is
/// expected, and at the presentation's size by a preview (`PreviewAnnotated`).
struct ActivityPreviewContextView {
    let content: AnyView
    let activity: ActivityPreviewLayout?
}

extension ActivityPreviewContextView: View, PreviewAnnotated {
    var previewFamily: WidgetFamily? { nil }
    var previewName: String? { nil }
    var previewActivity: ActivityPreviewLayout? { activity }

    @MainActor
    var body: AnyView { content }
}
