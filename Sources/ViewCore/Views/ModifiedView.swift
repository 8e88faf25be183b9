import Foundation
package import LayoutEngine

/// A view with a modifier applied: resolves its content, then transforms each resulting
/// element (modifiers on a group apply to each member, as in SwiftUI).
public struct ModifiedView<Content: View>: View, PrimitiveView {
    package let content: Content
    package let environmentChange: ((inout EnvironmentValues) -> Void)?
    package let transform: @MainActor (any LayoutElement, ResolveContext) -> any LayoutElement

    /// A modifier that changes the environment of its content.
    package init(_ content: Content, environment: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.environmentChange = environment
        self.transform = { element, _ in element }
    }

    /// A modifier that wraps each element of its content.
    package init(_ content: Content, transform: @escaping @MainActor (any LayoutElement, ResolveContext) -> any LayoutElement) {
        self.content = content
        self.environmentChange = nil
        self.transform = transform
    }

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        if let environmentChange {
            context.withEnvironment(environmentChange) { context.resolve(content, into: &outputs) }
            return
        }
        let start = outputs.elements.count
        context.resolve(content, into: &outputs)
        for index in start..<outputs.elements.count {
            outputs.elements[index] = transform(outputs.elements[index], context)
        }
    }
}

/// A reusable modifier: `struct Card: ViewModifier { func body(content: Content) -> some View }`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    package let elements: [any LayoutElement]
    public typealias Body = Never
    package func resolve(into outputs: inout _ViewOutputs) { outputs.elements.append(contentsOf: elements) }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let inner = context.resolve(content)
        context.resolve(modifier.body(content: _ViewModifier_Content(elements: inner)), into: &outputs)
    }
}

extension View {
    /// Applies a `ViewModifier`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
