public import ViewCore

/// The configuration of a widget with no user-configurable options: WidgetKit's
/// `StaticConfiguration`.
///
/// ```swift
/// struct LeaderboardWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "Leaderboard", provider: LeaderboardProvider()) { entry in
///             LeaderboardView(entry: entry)
///         }
///         .configurationDisplayName("Ranger Leaderboard")
///         .description("See all the rangers.")
///     }
/// }
/// ```
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let descriptor: WidgetDescriptor

    /// Creates a configuration for a widget, with no user-configurable options.
    ///
    /// - Parameters:
    ///   - kind: A unique string that you choose.
    ///   - provider: An object that determines the timing of updates to the widget's views.
    ///   - content: A view that renders the widget.
    @MainActor @preconcurrency
    public init<Provider: TimelineProvider>(
        kind: String,
        provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) {
        descriptor = WidgetDescriptor(
            kind: kind,
            provider: AnyTimelineProvider(provider),
            content: WidgetContent(content)
        )
    }

    public typealias Body = Never
}

extension StaticConfiguration: PrimitiveWidgetConfiguration {
    package func makeDescriptors() -> [WidgetDescriptor] { [descriptor] }
}
