import Foundation
import LayoutEngine

/// Builds a view from the statements of a closure: SwiftUI's `ViewBuilder`.
///
/// Supports any number of children, `if`/`else`, `switch`, optionals and `if #available`.
///
/// As in SwiftUI, the builder's static functions are not isolated to the main actor: a
/// `@ViewBuilder` function may be written in a nonisolated context (an extension of `Image` or
/// `Text`, a free function), `if #available` included.
@resultBuilder
public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Builds several views, in order, into one.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { value, outputs in
            for child in repeat each value { outputs.context.resolve(child, into: &outputs) }
        }
    }

    /// Passes a view written as an expression through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Provides support for `if` statements: a view that is shown only when the condition holds.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Provides support for `if`-`else` statements: the content of the first branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Provides support for `if`-`else` statements: the content of the second branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Provides support for `if #available` statements: the content, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several views in a row, as a `ViewBuilder` block produces them.
public struct TupleView<T> {
    public var value: T
    /// Resolves the children of `value` in order, each with its own type (no boxing).
    package let resolveChildren: @MainActor (T, inout _ViewOutputs) -> Void

    /// Wraps a tuple of views (not isolated, as in SwiftUI).
    public init(_ value: T) {
        self.value = value
        self.resolveChildren = { value, outputs in
            for child in TupleView.flatten(value) { outputs.context.resolve(child, into: &outputs) }
        }
    }

    package init(value: T, resolveChildren: @escaping @MainActor (T, inout _ViewOutputs) -> Void) {
        self.value = value
        self.resolveChildren = resolveChildren
    }

    @MainActor
    private static func flatten(_ value: T) -> [any View] {
        // A tuple built by `buildBlock` holds only views; Mirror walks its elements in order.
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

}

extension TupleView: View, PrimitiveView {
    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        resolveChildren(value, &outputs)
    }
}

/// The result of an `if`/`else` or `switch` in a `ViewBuilder`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    package let storage: Storage
    package init(storage: Storage) { self.storage = storage }

}

extension _ConditionalContent: View, PrimitiveView {
    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        switch storage {
        case .trueContent(let view): outputs.context.resolve(view, into: &outputs)
        case .falseContent(let view): outputs.context.resolve(view, into: &outputs)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func resolve(into outputs: inout _ViewOutputs) {
        if case .some(let view) = self { outputs.context.resolve(view, into: &outputs) }
    }
}

/// A type-erased view.
///
/// Not isolated to the main actor, as in SwiftUI (its conformance to `View` is declared in an
/// extension): `AnyView(…)` and `if #available` in a `@ViewBuilder` work in any context.
public struct AnyView {
    package let view: any View

    /// Creates an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Creates an instance that type-erases `view`.
    public init<V: View>(erasing view: V) {
        self.view = view
    }
}

extension AnyView: View, PrimitiveView {
    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.context.resolve(view, into: &outputs)
    }
}

/// Groups views without laying them out: modifiers on a group apply to each child.
public struct Group<Content> {
    public var content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public typealias Body = Never
}

extension Group: PrimitiveView where Content: View {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.context.resolve(content, into: &outputs)
    }
}

/// A view that stands for several views side by side (a `Group`, a `ViewBuilder` block): what
/// a preview provider's `previews` lists.
package protocol MultipleViews {
    /// The views, in order.
    @MainActor var containedViews: [any View] { get }
}

extension TupleView: MultipleViews {
    package var containedViews: [any View] { TupleView.flatten(value) }
}

extension Group: MultipleViews where Content: View {
    package var containedViews: [any View] { (content as? any MultipleViews)?.containedViews ?? [content] }
}
