public import Intents
/// A container that exposes several widgets from one program: SwiftUI's `WidgetBundle`.
///
/// ```swift
/// @main
/// struct GameWidgets: WidgetBundle {
///     var body: some Widget {
///         GameStatusWidget()
///         CharacterDetailWidget()
///     }
/// }
/// ```
///
/// The order of the widgets in `body` is the order of the gallery.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of widget that represents the content of the bundle.
    associatedtype Body: Widget

    /// Creates a widget bundle using the bundle's body as its content.
    init()

    /// Declares the group of widgets that the bundle supports.
    @WidgetBundleBuilder var body: Self.Body { get }

    /// The Intents extension that answers for the dynamic options and defaults of the bundle's
    /// intent-configured widgets: on iOS, the principal class named in the Intents extension's
    /// `Info.plist`. Name it in one line (the type annotation is needed):
    ///
    /// ```swift
    /// static let intentsExtension: INExtension.Type? = IntentHandler.self
    /// ```
    ///
    /// `nil` (the default): parameters offer their static options and defaults only.
    static var intentsExtension: INExtension.Type? { get }
}

extension WidgetBundle {
    /// No Intents extension.
    public static var intentsExtension: INExtension.Type? { nil }
}

/// Builds a widget bundle's body from a list of widgets: SwiftUI's `WidgetBundleBuilder`.
///
/// Any number of widgets, `if`/`else`, `switch` and `if #available` are supported. As in SwiftUI,
/// the builder's static functions are not isolated to the main actor.
@resultBuilder
public struct WidgetBundleBuilder {
    /// Builds an empty widget from a block containing no statements, `{ }`.
    public static func buildBlock() -> some Widget {
        WidgetGroup()
    }

    /// Builds a widget from the widgets of a block, in order.
    public static func buildBlock<each C: Widget>(_ c: repeat each C) -> some Widget {
        var children: [any Widget] = []
        for widget in repeat each c { children.append(widget) }
        return WidgetGroup(children: children)
    }

    /// Builds an expression within the builder.
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content {
        content
    }

    /// Produces content for a conditional statement without an `else`.
    public static func buildOptional<Content: Widget>(_ content: Content?) -> some Widget {
        WidgetGroup(children: content.map { [$0] } ?? [])
    }

    /// Produces content for the first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: Widget, FalseContent: Widget>(
        first: TrueContent
    ) -> _ConditionalWidget<TrueContent, FalseContent> {
        _ConditionalWidget(storage: .trueContent(first))
    }

    /// Produces content for the second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: Widget, FalseContent: Widget>(
        second: FalseContent
    ) -> _ConditionalWidget<TrueContent, FalseContent> {
        _ConditionalWidget(storage: .falseContent(second))
    }

    /// Produces content for an `if #available` branch.
    public static func buildLimitedAvailability<Content: Widget>(_ content: Content) -> some Widget {
        WidgetGroup(children: [content])
    }
}

/// Several widgets, as a `WidgetBundleBuilder` block produces them. Its conformance is in an
/// extension, so the type and its initializers are not isolated (the builder's functions are not).
struct WidgetGroup {
    var children: [any Widget]

    init() { children = [] }
    init(children: [any Widget]) { self.children = children }
}

extension WidgetGroup: Widget, PrimitiveWidget {
    var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

    func collectDescriptors(into descriptors: inout [WidgetDescriptor]) {
        for child in children {
            WidgetDescriptor.collect(from: child, into: &descriptors)
        }
    }
}

/// The result of an `if`/`else` or `switch` in a `WidgetBundleBuilder`; not for direct use.
public struct _ConditionalWidget<TrueContent: Widget, FalseContent: Widget> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }
}

extension _ConditionalWidget: Widget {
    /// Creates the first branch's widget; the builder never calls this.
    public init() { storage = .trueContent(TrueContent()) }

    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

extension _ConditionalWidget: PrimitiveWidget {
    package func collectDescriptors(into descriptors: inout [WidgetDescriptor]) {
        switch storage {
        case .trueContent(let widget): WidgetDescriptor.collect(from: widget, into: &descriptors)
        case .falseContent(let widget): WidgetDescriptor.collect(from: widget, into: &descriptors)
        }
    }
}
