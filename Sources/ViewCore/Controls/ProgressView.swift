public import Foundation
import DisplayList
package import LayoutEngine

/// Shows progress: a bar by default, or a ring with `.progressViewStyle(.circular)`, or a custom
/// ``ProgressViewStyle``.
///
/// As Apple documents for widgets, a determinate circular progress view is drawn as a gauge in
/// the `accessoryCircularCapacity` style: the ring fills the view and the current value label
/// (else the label) sits inside it. An indeterminate one is a small ring.
///
/// `ProgressView(timerInterval:)` shows the fraction of the interval elapsed at render time; in
/// HTML its bar or ring keeps advancing (`data-live-progress`, updated by `HTMLRenderer.liveScript`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    package let fraction: Double?
    package let label: Label?
    package let currentValueLabel: CurrentValueLabel?
    package let interval: ProgressInterval?

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        var fraction = self.fraction
        if let interval {
            let total = interval.end.timeIntervalSince(interval.start)
            let elapsed = context.environment.renderDate.timeIntervalSince(interval.start)
            let done = total > 0 ? min(max(elapsed / total, 0), 1) : 1
            fraction = interval.countsDown ? 1 - done : done
        }
        let label = self.label, current = self.currentValueLabel
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { view in ProgressViewStyleConfiguration.Label { $0.context.resolve(view, into: &$0) } },
            currentValueLabel: current.map { view in
                ProgressViewStyleConfiguration.CurrentValueLabel { $0.context.resolve(view, into: &$0) }
            },
            interval: interval)
        if let style = context.environment.customProgressViewStyle {
            style.makeBody(configuration, &outputs)
        } else {
            context.resolve(BuiltInProgressBody(kind: context.environment.progressViewStyle, configuration: configuration), into: &outputs)
        }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view from a style's configuration (inside a custom style's body).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel, interval: configuration.interval)
    }
}

/// A built-in progress view style's drawing of a configuration.
package struct BuiltInProgressBody: View, SingleElementView {
    let kind: ProgressStyleKind
    let configuration: ProgressViewStyleConfiguration
    package typealias Body = Never

    /// The one layout element this view resolves to.
    package func element(in context: ResolveContext) -> any LayoutElement {
        let environment = context.environment
        let fraction = configuration.fractionCompleted, interval = configuration.interval
        let fill = environment.tintPaint ?? Color.accentColor.resolvePaint(in: environment)
        let track = HierarchicalShapeStyle.quaternary.resolvePaint(in: environment)
        func secondary<V: View>(_ view: V) -> any LayoutElement {
            context.withEnvironment({ environment in
                environment.foregroundPaint = HierarchicalShapeStyle.secondary.resolvePaint(in: environment)
                environment.font = environment.font ?? .caption
            }) { context.resolveDecoration(view) }
        }
        switch kind {
        case .circular where fraction != nil:
            // A capacity gauge: the ring fills the view, the value label (else the label) inside.
            let ring = RingElement(fraction: fraction ?? 0, lineWidth: 6, track: fill.multiplyingAlpha(0.25), fill: fill,
                                   interval: interval)
            var layers: [any LayoutElement] = [ring]
            if let inside = configuration.currentValueLabel.map({ AnyView($0) }) ?? configuration.label.map({ AnyView($0) }) {
                let label = context.withEnvironment({ environment in
                    environment.font = environment.font ?? .system(size: 11, weight: .medium)
                    environment.lineLimit = 1
                    environment.minimumScaleFactor = 0.5
                }) { context.resolveDecoration(inside) }
                layers.append(PaddingElement(child: label, insets: Insets(top: 8, leading: 8, bottom: 8, trailing: 8)))
            }
            return AspectRatioElement(child: ZStackElement(children: layers), ratio: 1, fill: false)
        case .circular:
            return RingElement(fraction: 0.25, lineWidth: 4, track: track, fill: fill, diameter: 20)
        case .linear:
            let indicator = BarElement(fraction: fraction ?? 0, thickness: 4, track: track, fill: fill, interval: interval)
            var children: [any LayoutElement] = []
            if let label = configuration.label { children.append(context.resolveDecoration(label)) }
            children.append(indicator)
            if let currentValueLabel = configuration.currentValueLabel { children.append(secondary(currentValueLabel)) }
            if children.count == 1 { return children[0] }
            return StackElement(axis: .vertical, alignment: .leading, spacing: 4, children: children)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress indicator.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil, interval: nil)
    }

    /// Progress of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        let fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        self.init(fraction: fraction, label: nil, currentValueLabel: nil, interval: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        let fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        self.init(fraction: fraction, label: label(), currentValueLabel: nil, interval: nil)
    }

    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil, interval: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        self.init(fraction: fraction, label: label(), currentValueLabel: currentValueLabel(), interval: nil)
    }

    /// Progress through a time interval, as of the render time.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel(),
                  interval: (timerInterval.lowerBound, timerInterval.upperBound, countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// Progress through a time interval, with the remaining time as its value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: nil, label: nil,
                  currentValueLabel: Text(timerInterval: timerInterval, countsDown: countsDown),
                  interval: (timerInterval.lowerBound, timerInterval.upperBound, countsDown))
    }
}

extension ProgressView where CurrentValueLabel == Text {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(),
                  currentValueLabel: Text(timerInterval: timerInterval, countsDown: countsDown),
                  interval: (timerInterval.lowerBound, timerInterval.upperBound, countsDown))
    }
}

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy: SwiftUI's `ProgressViewStyle`.
///
/// ```swift
/// struct Battery: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Capsule().fill(.green).frame(width: 40 * (configuration.fractionCompleted ?? 0), height: 12)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance: SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// The completed fraction of the task represented by the progress view, from 0.0 (not yet
    /// started) to 1.0 (fully complete), or `nil` if the progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
    /// The interval a `ProgressView(timerInterval:)` follows (the browser keeps counting).
    package var interval: ProgressInterval?
}

/// A bar that fills from leading to trailing edge: `.linear`.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates a linear progress view style.
    public init() {}
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(kind: .linear, configuration: configuration) }
}

/// A ring: `.circular`.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates a circular progress view style.
    public init() {}
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(kind: .circular, configuration: configuration) }
}

/// The default progress view style: a bar.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(kind: .linear, configuration: configuration) }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring.
    public static var circular: CircularProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style.
    public static var automatic: DefaultProgressViewStyle { .init() }
}

/// The built-in looks.
package enum ProgressStyleKind: Sendable { case linear, circular }
private struct ProgressStyleKey: EnvironmentKey { static let defaultValue = ProgressStyleKind.linear }
private struct CustomProgressStyleKey: EnvironmentKey {
    static let defaultValue: AnyControlStyle<ProgressViewStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// The built-in look of progress views below.
    package var progressViewStyle: ProgressStyleKind {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }

    /// A custom style of progress views below (`nil`: the built-in look).
    package var customProgressViewStyle: AnyControlStyle<ProgressViewStyleConfiguration>? {
        get { self[CustomProgressStyleKey.self] }
        set { self[CustomProgressStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view: a built-in one or a custom ``ProgressViewStyle``.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind: ProgressStyleKind? = switch style {
        case is CircularProgressViewStyle: .circular
        case is LinearProgressViewStyle, is DefaultProgressViewStyle: .linear
        default: nil
        }
        let erased = AnyControlStyle<ProgressViewStyleConfiguration> { configuration, outputs in
            outputs.context.resolve(style.makeBody(configuration: configuration), into: &outputs)
        }
        return ProgressStyleModifierView(content: self, kind: kind, style: erased)
    }
}

/// `progressViewStyle(_:)`: a built-in style sets the look (and drops a custom style set
/// outside); a custom style is installed for the content, the outer style in effect in its body.
struct ProgressStyleModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let kind: ProgressStyleKind?
    let style: AnyControlStyle<ProgressViewStyleConfiguration>
    typealias Body = Never

    func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        if let kind {
            context.withEnvironment({ $0.progressViewStyle = kind; $0.customProgressViewStyle = nil }) {
                context.resolve(content, into: &outputs)
            }
        } else {
            context.resolve(ControlStyleModifierView(content: content, style: style, storage: \.customProgressViewStyle), into: &outputs)
        }
    }
}

extension ProgressViewStyleConfiguration.Label: TypeErasedContentView {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: TypeErasedContentView {}
