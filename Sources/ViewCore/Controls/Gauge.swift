import Foundation
import DisplayList
package import LayoutEngine

/// Shows a value within a range: `Gauge(value: 0.4) { Text("Battery") }`.
///
/// Styles: `.accessoryCircular` (an open 270° ring, gap at the bottom, with a marker dot at the
/// value, the current value label inside and the bounds labels in the gap),
/// `.accessoryCircularCapacity` (a closed ring filled to the value), `.linearCapacity` (an 18 pt
/// capsule filled with the tint, the accent colour unless set), `.accessoryLinear` /
/// `.accessoryLinearCapacity` (thin bars in the foreground style, as on the Lock Screen), or a
/// custom ``GaugeStyle``. The default is the accessory linear capacity look.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    package let fraction: Double
    package let label: Label
    package let currentValueLabel: CurrentValueLabel?
    package let minimumValueLabel: BoundsLabel?
    package let maximumValueLabel: BoundsLabel?

    public typealias Body = Never

    /// What a style draws: the value and the labels, type-erased.
    package var configuration: GaugeStyleConfiguration {
        let label = self.label, current = currentValueLabel, minimum = minimumValueLabel, maximum = maximumValueLabel
        return GaugeStyleConfiguration(
            value: fraction,
            label: GaugeStyleConfiguration.Label { $0.context.resolve(label, into: &$0) },
            currentValueLabel: current.map { view in GaugeStyleConfiguration.CurrentValueLabel { $0.context.resolve(view, into: &$0) } },
            minimumValueLabel: minimum.map { view in GaugeStyleConfiguration.MinimumValueLabel { $0.context.resolve(view, into: &$0) } },
            maximumValueLabel: maximum.map { view in GaugeStyleConfiguration.MaximumValueLabel { $0.context.resolve(view, into: &$0) } },
            markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels { _ in })
    }

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        if let style = context.environment.customGaugeStyle {
            style.makeBody(configuration, &outputs)
        } else {
            context.resolve(BuiltInGaugeBody(kind: context.environment.gaugeStyle, configuration: configuration), into: &outputs)
        }
    }
}

/// A built-in gauge style's drawing of a configuration.
package struct BuiltInGaugeBody: View, SingleElementView {
    let kind: GaugeStyleKind
    let configuration: GaugeStyleConfiguration
    package typealias Body = Never

    /// The one layout element this view resolves to.
    package func element(in context: ResolveContext) -> any LayoutElement {
        let environment = context.environment
        let fraction = configuration.value.isFinite ? min(max(configuration.value, 0), 1) : 0
        let label = configuration.label, currentValueLabel = configuration.currentValueLabel
        let minimumValueLabel = configuration.minimumValueLabel, maximumValueLabel = configuration.maximumValueLabel
        let fill = environment.tintPaint ?? environment.foregroundPaint ?? HierarchicalShapeStyle.primary.resolvePaint(in: environment)
        let track = fill.multiplyingAlpha(0.25)
        /// A one-line label that may shrink, in `font` (else the environment's, else 11 pt).
        func small<V: View>(_ view: V, font: Font? = nil) -> any LayoutElement {
            context.withEnvironment({ environment in
                environment.font = font ?? environment.font ?? .system(size: 11, weight: .medium)
                environment.lineLimit = 1
                environment.minimumScaleFactor = 0.5
            }) { context.resolveDecoration(view) }
        }
        switch kind {
        case .circular, .circularCapacity:
            // `.accessoryCircular`: an open ring (a 270° arc, the gap at the bottom) with a marker dot
            // at the value and the bounds labels in the gap; `.accessoryCircularCapacity`: a closed
            // ring filled to the value. Both show the current value label (else the label) inside.
            let open = kind == .circular
            let ring = open
                ? RingElement(fraction: fraction, lineWidth: 6, track: fill.multiplyingAlpha(0.35), fill: fill, gap: 90, marker: true)
                : RingElement(fraction: fraction, lineWidth: 6, track: track, fill: fill)
            var inside: [any LayoutElement] = []
            if let currentValueLabel {
                inside.append(small(currentValueLabel))
            } else {
                inside.append(small(label))
            }
            let center = PaddingElement(child: ZStackElement(children: inside),
                                        insets: Insets(top: 8, leading: 8, bottom: 8, trailing: 8))
            var layers: [any LayoutElement] = [ring, center]
            if open, minimumValueLabel != nil || maximumValueLabel != nil {
                func tiny<V: View>(_ view: V) -> any LayoutElement { small(view, font: .system(size: 8, weight: .medium)) }
                var row: [any LayoutElement] = []
                row.append(minimumValueLabel.map(tiny) ?? SpacerElement(minLength: 0))
                row.append(SpacerElement(minLength: 0))
                row.append(maximumValueLabel.map(tiny) ?? SpacerElement(minLength: 0))
                let bounds = StackElement(axis: .horizontal, alignment: .bottom, spacing: 0, children: row)
                layers.append(FlexibleFrameElement(
                    child: PaddingElement(child: bounds, insets: Insets(top: 0, leading: 6, bottom: 0, trailing: 6)),
                    horizontal: .init(min: nil, ideal: nil, max: .infinity), vertical: .init(min: nil, ideal: nil, max: .infinity),
                    alignment: Alignment2D(horizontal: .horizontalCenter, vertical: .bottom)))
            }
            let sized = FlexibleFrameElement(
                child: ZStackElement(children: layers),
                horizontal: .init(min: nil, ideal: 58, max: 58), vertical: .init(min: nil, ideal: 58, max: 58),
                alignment: .center)
            return AspectRatioElement(child: sized, ratio: 1, fill: false)
        case .linear, .accessoryLinearCapacity, .linearCapacity:
            // `.linearCapacity` is the app style: a thick capsule in the tint (the accent colour
            // unless set) over a quaternary track; the accessory styles are thin bars in the
            // foreground style, as the Lock Screen draws them.
            let capacity = kind == .linearCapacity
            let bar = capacity
                ? BarElement(fraction: fraction, thickness: 18,
                             track: HierarchicalShapeStyle.quaternary.resolvePaint(in: environment),
                             fill: environment.tintPaint ?? Color.accentColor.resolvePaint(in: environment))
                : BarElement(fraction: fraction, thickness: kind == .linear ? 4 : 6, track: track, fill: fill)
            var row: [any LayoutElement] = []
            if let minimumValueLabel { row.append(small(minimumValueLabel)) }
            row.append(bar)
            if let maximumValueLabel { row.append(small(maximumValueLabel)) }
            var children: [any LayoutElement] = []
            let header: [any LayoutElement] = [context.resolveDecoration(label)] + (currentValueLabel.map { [small($0)] } ?? [])
            children.append(StackElement(axis: .horizontal, alignment: .verticalCenter, spacing: nil,
                                         children: header.count > 1 ? [header[0], SpacerElement(minLength: 0), header[1]] : header))
            children.append(StackElement(axis: .horizontal, alignment: .verticalCenter, spacing: 4, children: row))
            return StackElement(axis: .vertical, alignment: .leading, spacing: 4, children: children)
        }
    }
}

extension Gauge {
    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    package static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        let result = Double(value - bounds.lowerBound) / span
        return result.isFinite ? min(max(result, 0), 1) : 0
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = nil
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
}

/// A type that applies a custom appearance to all gauges within a view: SwiftUI's `GaugeStyle`.
///
/// ```swift
/// struct Thermometer: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack {
///             configuration.currentValueLabel
///             Capsule().fill(.red).frame(width: 8, height: 60 * configuration.value)
///             configuration.label
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance: SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased value label of a gauge describing the minimum value.
    public struct MinimumValueLabel: View {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased value label of a gauge describing the maximum value.
    public struct MaximumValueLabel: View {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased collection of the labels that identify notable values along a gauge.
    public struct MarkedValueLabels: View {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// The current value of the gauge, from 0 (the range's lower bound) to 1 (its upper bound).
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    /// The labels of notable values along the gauge (none: marked values are not supported here).
    public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels
}

/// An open ring with a marker at the value: `.accessoryCircular`.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(kind: .circular, configuration: configuration) }
}

/// A closed ring filled to the value: `.accessoryCircularCapacity`.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .circularCapacity, configuration: configuration)
    }
}

/// A capsule that fills from leading to trailing edge with the tint: `.linearCapacity`.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .linearCapacity, configuration: configuration)
    }
}

/// A thin bar with a marker at the value, as on the Lock Screen: `.accessoryLinear`.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(kind: .linear, configuration: configuration) }
}

/// A thin bar filled to the value, as on the Lock Screen: `.accessoryLinearCapacity`.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .accessoryLinearCapacity, configuration: configuration)
    }
}

/// The default gauge style: here the accessory linear capacity look.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .accessoryLinearCapacity, configuration: configuration)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A capsule filled to the value with the tint.
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge style.
    public static var automatic: DefaultGaugeStyle { .init() }
}

/// The built-in looks.
package enum GaugeStyleKind: Sendable { case circular, circularCapacity, linear, accessoryLinearCapacity, linearCapacity }
private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.accessoryLinearCapacity }
private struct CustomGaugeStyleKey: EnvironmentKey { static let defaultValue: AnyControlStyle<GaugeStyleConfiguration>? = nil }

extension EnvironmentValues {
    /// The built-in look of gauges below.
    package var gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }

    /// A custom style of gauges below (`nil`: the built-in look).
    package var customGaugeStyle: AnyControlStyle<GaugeStyleConfiguration>? {
        get { self[CustomGaugeStyleKey.self] }
        set { self[CustomGaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for gauges within this view: a built-in one or a custom ``GaugeStyle``.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind: GaugeStyleKind? = switch style {
        case is AccessoryCircularGaugeStyle: .circular
        case is AccessoryCircularCapacityGaugeStyle: .circularCapacity
        case is AccessoryLinearGaugeStyle: .linear
        case is AccessoryLinearCapacityGaugeStyle, is DefaultGaugeStyle: .accessoryLinearCapacity
        case is LinearCapacityGaugeStyle: .linearCapacity
        default: nil
        }
        let erased = AnyControlStyle<GaugeStyleConfiguration> { configuration, outputs in
            outputs.context.resolve(style.makeBody(configuration: configuration), into: &outputs)
        }
        return GaugeStyleModifierView(content: self, kind: kind, style: erased)
    }
}

/// `gaugeStyle(_:)`: a built-in style sets the look (and drops a custom style set outside); a
/// custom style is installed for the content, the outer style in effect while its body draws.
struct GaugeStyleModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let kind: GaugeStyleKind?
    let style: AnyControlStyle<GaugeStyleConfiguration>
    typealias Body = Never

    func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        if let kind {
            context.withEnvironment({ $0.gaugeStyle = kind; $0.customGaugeStyle = nil }) { context.resolve(content, into: &outputs) }
        } else {
            context.resolve(ControlStyleModifierView(content: content, style: style, storage: \.customGaugeStyle), into: &outputs)
        }
    }
}

extension GaugeStyleConfiguration.Label: TypeErasedContentView {}
extension GaugeStyleConfiguration.CurrentValueLabel: TypeErasedContentView {}
extension GaugeStyleConfiguration.MinimumValueLabel: TypeErasedContentView {}
extension GaugeStyleConfiguration.MaximumValueLabel: TypeErasedContentView {}
extension GaugeStyleConfiguration.MarkedValueLabels: TypeErasedContentView {}
