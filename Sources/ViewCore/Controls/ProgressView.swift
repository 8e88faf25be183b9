public import Foundation
import DisplayList
package import LayoutEngine

/// Shows progress: a bar by default, or a ring with `.progressViewStyle(.circular)`.
///
/// `ProgressView(timerInterval:)` shows the fraction of the interval elapsed at render time; in
/// HTML its bar or ring keeps advancing (`data-live-progress`, updated by `HTMLRenderer.liveScript`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, SingleElementView {
    package let fraction: Double?
    package let label: Label?
    package let currentValueLabel: CurrentValueLabel?
    package let interval: ProgressInterval?

    public typealias Body = Never

    /// The one layout element this view resolves to.
    package func element(in context: ResolveContext) -> any LayoutElement {
        let environment = context.environment
        var fraction = self.fraction
        if let interval {
            let total = interval.end.timeIntervalSince(interval.start)
            let elapsed = environment.renderDate.timeIntervalSince(interval.start)
            let done = total > 0 ? min(max(elapsed / total, 0), 1) : 1
            fraction = interval.countsDown ? 1 - done : done
        }
        let fill = environment.tintPaint ?? Color.accentColor.resolvePaint(in: environment)
        let track = HierarchicalShapeStyle.quaternary.resolvePaint(in: environment)
        let indicator: any LayoutElement
        switch environment.progressViewStyle {
        case .circular:
            indicator = RingElement(fraction: fraction ?? 0.25, lineWidth: 4, track: track, fill: fill,
                                    diameter: fraction == nil ? 20 : nil, interval: interval)
        case .linear:
            indicator = BarElement(fraction: fraction ?? 0, thickness: 4, track: track, fill: fill, interval: interval)
        }
        var children: [any LayoutElement] = []
        if let label { children.append(context.resolveDecoration(label)) }
        children.append(indicator)
        if let currentValueLabel {
            children.append(context.withEnvironment({ environment in
                environment.foregroundPaint = HierarchicalShapeStyle.secondary.resolvePaint(in: environment)
                environment.font = environment.font ?? .caption
            }) { context.resolveDecoration(currentValueLabel) })
        }
        if children.count == 1 { return children[0] }
        return StackElement(axis: .vertical, alignment: .leading, spacing: 4, children: children)
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

/// Progress view styles: `.progressViewStyle(.circular)`.
public protocol ProgressViewStyle {}
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

package enum ProgressStyleKind: Sendable { case linear, circular }
private struct ProgressStyleKey: EnvironmentKey { static let defaultValue = ProgressStyleKind.linear }

extension EnvironmentValues {
    package var progressViewStyle: ProgressStyleKind {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind: ProgressStyleKind = style is CircularProgressViewStyle ? .circular : .linear
        return ModifiedView(self, environment: { $0.progressViewStyle = kind })
    }
}
