public import Foundation
import LayoutEngine

/// Where a container background goes: `.containerBackground(.fill.tertiary, for: .widget)`.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    package let name: String
    /// The background of a widget.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// The background of a navigation container (accepted; widgets ignore it).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

extension View {
    /// The URL the host opens when the widget is tapped outside any `Link`.
    public func widgetURL(_ url: URL?) -> some View {
        WidgetURLView(content: self, url: url)
    }

    /// The widget's background, drawn under its content margins and removable by the host.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        ContainerBackgroundView(content: self, placement: container) { context in
            [ShapeElement(outline: .rectangle, fill: style.paint(in: context.environment))]
        }
    }

    /// The widget's background as a view.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = content()
        return ContainerBackgroundView(content: self, placement: container) { context in
            [ZStackElement(alignment: alignment.key, children: [context.resolveDecoration(background)])]
        }
    }

    /// Adds the view and its subviews to the accented group: drawn in the accent colour in the
    /// accented rendering mode, like the rest in the vibrant mode, unchanged in full colour.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        WidgetAccentableView(content: self, accentable: accentable)
    }

    /// Runs `action` once before the widget is rendered.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        OnAppearView(content: self, action: action)
    }

    /// Accepted for source compatibility: a widget renders once, so nothing disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Identity (no effect on a rendering).
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// A tag (no effect on a rendering).
    public func tag<V: Hashable>(_ tag: V) -> some View { self }

    /// Marks content as private; redacted when the host asks for `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        PrivacySensitiveView(content: self, sensitive: sensitive)
    }

    /// Marks content as stale while an App Intent of the widget runs: the home screen shows it as
    /// pending from a tap until the widget's new entry arrives. A rendering draws it as it is.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        ModifiedView(self) { element, _ in invalidatable ? InvalidatableElement(child: element) : element }
    }

    /// The hit-testing shape (links already cover their frame).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Animations do not run in a widget rendering.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Transitions do not run in a widget rendering.
    public func transition(_ t: AnyTransition) -> some View { self }

    /// Content transitions do not run in a widget rendering.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// Animations are accepted for source compatibility; a widget rendering is still.
public struct Animation: Sendable, Hashable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
}

/// Transitions are accepted for source compatibility.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
    public static let scale = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
}

/// Content transitions are accepted for source compatibility.
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

package struct WidgetURLView<Content: View>: View, PrimitiveView {
    let content: Content
    let url: URL?
    package typealias Body = Never
    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        // The outermost widgetURL wins.
        if context.widgetURL == nil { context.widgetURL = url }
        context.resolve(content, into: &outputs)
    }
}

package struct ContainerBackgroundView<Content: View>: View, PrimitiveView {
    let content: Content
    let placement: ContainerBackgroundPlacement
    let background: @MainActor (ResolveContext) -> [any LayoutElement]
    package typealias Body = Never
    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        if placement == .widget && context.containerBackground == nil {
            context.containerBackground = context.withEnvironment({ $0.stackAxis = nil }) { background(context) }
        }
        context.resolve(content, into: &outputs)
    }
}

package struct OnAppearView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: (() -> Void)?
    package typealias Body = Never
    package func resolve(into outputs: inout _ViewOutputs) {
        action?()
        outputs.context.resolve(content, into: &outputs)
    }
}

package struct PrivacySensitiveView<Content: View>: View, PrimitiveView {
    let content: Content
    let sensitive: Bool
    package typealias Body = Never
    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        guard sensitive, context.environment.redactionReasons.contains(.privacy) else {
            context.resolve(content, into: &outputs)
            return
        }
        context.withEnvironment({ $0.redactionReasons.insert(.placeholder) }) { context.resolve(content, into: &outputs) }
    }
}
