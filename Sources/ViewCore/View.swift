import Foundation
package import LayoutEngine

/// A piece of user interface: SwiftUI's `View`.
///
/// Write views exactly as for iOS:
///
/// ```swift
/// struct Badge: View {
///     var count: Int
///     var body: some View {
///         Text("\(count)").font(.caption).padding(4).background(.red, in: Capsule())
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view with no content.
public struct EmptyView: Sendable {
    public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { fatalError("EmptyView has no body") }
}

/// Views that the engine resolves itself rather than through `body`.
///
/// Every primitive view (text, stacks, shapes, modifiers) conforms; a user's view does not,
/// so the resolver evaluates its `body` instead.
@MainActor
package protocol PrimitiveView {
    /// The layout elements this view contributes (several for a group or `ForEach`).
    func resolve(in context: ResolveContext) -> [any LayoutElement]
}

extension Never: PrimitiveView {
    package func resolve(in context: ResolveContext) -> [any LayoutElement] { [] }
}

extension EmptyView: PrimitiveView {
    package func resolve(in context: ResolveContext) -> [any LayoutElement] { [] }
}
