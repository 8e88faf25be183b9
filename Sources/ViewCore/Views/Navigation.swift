import Foundation

// Navigation containers compile in widget code and draw their root content: a widget shows one
// screen and never navigates (a tap opens the app through `Link` or `widgetURL`). Code shared
// with an app keeps its `NavigationStack`s and links; a link draws its label.

/// A view for presenting a stack of views over a root view: SwiftUI's `NavigationView`
/// (deprecated in iOS 16 for `NavigationStack`). Draws its content.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The content, drawn as the root of the stack.
    public var body: some View { content }
}

/// A view that displays a root view and enables you to present additional views over the root
/// view: SwiftUI's `NavigationStack`. Draws its root.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }

    /// The root view: a widget never pushes another.
    public var body: some View { root }
}

/// A type-erased list of data representing the content of a navigation stack: SwiftUI's
/// `NavigationPath`.
public struct NavigationPath: Equatable, Sendable {
    private var elements: [AnyHashableSendable] = []

    /// Creates a new, empty navigation path.
    public init() {}

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashableSendable(description: String(describing: $0)) }
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }
    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashableSendable(description: String(describing: value)))
    }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }

    /// What is kept of an element: its description (the path is never followed here).
    private struct AnyHashableSendable: Hashable, Sendable {
        let description: String
    }
}

/// A view that controls a navigation presentation: SwiftUI's `NavigationLink`. Draws its label;
/// a widget does not navigate (use `Link` or `widgetURL` to open the app).
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// Creates a navigation link that presents the destination view (iOS 13 form).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never { self.label = label() }

    /// The label: the link is not followed in a widget.
    public var body: some View { label }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link with a text label from a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.label = Text(titleKey) }

    /// Creates a navigation link with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.label = Text(title) }

    /// Creates a navigation link with a text label (iOS 13 form).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.label = Text(titleKey) }

    /// Creates a navigation link with a text label from a localized key, for a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never { self.label = Text(titleKey) }

    /// Creates a navigation link with a text label from a string, for a value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never { self.label = Text(title) }
}

extension View {
    /// The title of the view in a navigation stack: a widget has no navigation bar.
    public func navigationTitle(_ title: Text) -> some View { self }

    /// The title of the view in a navigation stack, from a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    /// The title of the view in a navigation stack, from a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

    /// A destination for values of a type pushed on the stack: never pushed in a widget.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// A destination presented while a binding is true: never in a widget.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
}
