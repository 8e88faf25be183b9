import Foundation
import DisplayList
package import LayoutEngine

/// Shows a value within a range: `Gauge(value: 0.4) { Text("Battery") }`.
///
/// Styles: `.accessoryCircular` (an open 270° ring, gap at the bottom, with a marker dot at the
/// value, the current value label inside and the bounds labels in the gap),
/// `.accessoryCircularCapacity` (a closed ring filled to the value), `.linearCapacity` and `.accessoryLinear`
/// / `.accessoryLinearCapacity` (bars). The default is linear capacity.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, SingleElementView {
    package let fraction: Double
    package let label: Label
    package let currentValueLabel: CurrentValueLabel?
    package let minimumValueLabel: BoundsLabel?
    package let maximumValueLabel: BoundsLabel?

    public typealias Body = Never

    /// The one layout element this view resolves to.
    package func element(in context: ResolveContext) -> any LayoutElement {
        let environment = context.environment
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
        switch environment.gaugeStyle {
        case .circular, .circularCapacity:
            // `.accessoryCircular`: an open ring (a 270° arc, the gap at the bottom) with a marker dot
            // at the value and the bounds labels in the gap; `.accessoryCircularCapacity`: a closed
            // ring filled to the value. Both show the current value label (else the label) inside.
            let open = environment.gaugeStyle == .circular
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
        case .linear, .linearCapacity:
            let bar = BarElement(fraction: fraction, thickness: environment.gaugeStyle == .linear ? 4 : 6,
                                 track: track, fill: fill)
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

/// Gauge styles: `.gaugeStyle(.accessoryCircular)`.
public protocol GaugeStyle {}
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }

extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }

package enum GaugeStyleKind: Sendable { case circular, circularCapacity, linear, linearCapacity }
private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.linearCapacity }

extension EnvironmentValues {
    package var gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind: GaugeStyleKind = switch style {
        case is AccessoryCircularGaugeStyle: .circular
        case is AccessoryCircularCapacityGaugeStyle: .circularCapacity
        case is AccessoryLinearGaugeStyle: .linear
        default: .linearCapacity
        }
        return ModifiedView(self, environment: { $0.gaugeStyle = kind })
    }
}
