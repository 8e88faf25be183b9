import Foundation

/// A view that provides programmatic scrolling to its content: SwiftUI's `ScrollViewReader`.
/// A widget does not scroll: the content is drawn as given a proxy whose `scrollTo` does nothing.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    /// The content, with a proxy.
    public var body: some View { content(ScrollViewProxy()) }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy: SwiftUI's `ScrollViewProxy`. A widget shows the start of a scroll view.
public struct ScrollViewProxy: Sendable {
    /// Scans the scroll views for the view with `id` and scrolls to it: a widget does not scroll.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
