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

    /// Resolves `view` into layout elements: the engine's entry point into a view, as
    /// SwiftUI's `_makeView` is. An implementation detail; widget code neither implements nor
    /// calls it. A view's `body` is resolved unless the view is one of the engine's own.
    static func _resolve(_ view: Self, into outputs: inout _ViewOutputs)
}

extension View {
    public static func _resolve(_ view: Self, into outputs: inout _ViewOutputs) {
        outputs.context.installDynamicProperties(of: view)
        Body._resolve(view.body, into: &outputs)
    }
}

/// What resolving views produces: their layout elements in order, each view appending its
/// own. An implementation detail of ``View/_resolve(_:into:)``.
public struct _ViewOutputs {
    package let context: ResolveContext
    package var elements: [any LayoutElement] = []

    package init(context: ResolveContext) {
        self.context = context
    }
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
}

/// Views that the engine resolves itself rather than through `body`.
///
/// Every primitive view (text, stacks, shapes, modifiers) conforms; a user's view does not,
/// so the resolver evaluates its `body` instead. A primitive must implement
/// `resolve(into:)` (there is no default: a primitive that implements nothing does not
/// compile), appending its layout elements: several for a group or `ForEach`, none for an
/// empty view.
@MainActor
package protocol PrimitiveView: View {
    /// Appends the layout elements this view contributes to `outputs`.
    func resolve(into outputs: inout _ViewOutputs)
}

extension PrimitiveView {
    public static func _resolve(_ view: Self, into outputs: inout _ViewOutputs) {
        view.resolve(into: &outputs)
    }

    /// The layout elements this view contributes, as an array: a helper, not a requirement.
    package func resolve(in context: ResolveContext) -> [any LayoutElement] {
        var outputs = _ViewOutputs(context: context)
        resolve(into: &outputs)
        return outputs.elements
    }
}

extension PrimitiveView {
    /// A primitive has no body (its `Body` is `Never`): the engine resolves it with
    /// ``resolve(into:)``, never through `body`. The one definition for every primitive, as
    /// SwiftUI declares none on `Text` and its kin. (A shape keeps `Shape`'s body.)
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// A primitive that resolves to exactly one layout element.
@MainActor
package protocol SingleElementView: PrimitiveView {
    /// The one layout element this view resolves to.
    func element(in context: ResolveContext) -> any LayoutElement
}

extension SingleElementView {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(element(in: outputs.context))
    }
}

extension Never: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {}
}

extension EmptyView: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {}
}
