import ViewCore

/// The configuration and content of a widget: SwiftUI's `Widget`.
///
/// ```swift
/// struct GameStatusWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "com.mygame.game-status", provider: GameStatusProvider()) { entry in
///             GameStatusView(entry.gameStatus)
///         }
///         .configurationDisplayName("Game Status")
///         .description("Shows an overview of your game status")
///         .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Widget {
    /// The type of configuration representing the content of the widget.
    associatedtype Body: WidgetConfiguration

    /// Creates a widget; the host instantiates widgets through this initializer.
    init()

    /// The content and behavior of the widget.
    var body: Self.Body { get }
}

/// A type that describes a widget's content: SwiftUI's `WidgetConfiguration`.
///
/// `StaticConfiguration` is the primitive configuration; the modifiers
/// (`configurationDisplayName(_:)`, `description(_:)`, `supportedFamilies(_:)`, …) wrap it.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of widget configuration representing the body of this configuration.
    associatedtype Body: WidgetConfiguration

    /// The content and behavior of this configuration.
    var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// A configuration with no widget in it.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    @MainActor @preconcurrency
    public init() {}

    public typealias Body = Never
}

extension EmptyWidgetConfiguration: PrimitiveWidgetConfiguration {
    package func makeDescriptors() -> [WidgetDescriptor] { [] }
}

/// A configuration the registry reads directly instead of evaluating its `body`.
@MainActor
package protocol PrimitiveWidgetConfiguration: WidgetConfiguration {
    /// The widgets this configuration declares, in order.
    func makeDescriptors() -> [WidgetDescriptor]
}

extension PrimitiveWidgetConfiguration {
    /// A primitive has no body: the registry reads its descriptors directly. The one
    /// definition for every primitive configuration.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// A widget (usually builder plumbing) that contributes descriptors itself
/// instead of through its `body`.
@MainActor
package protocol PrimitiveWidget {
    func collectDescriptors(into descriptors: inout [WidgetDescriptor])
}
