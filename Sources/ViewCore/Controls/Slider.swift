import Foundation

/// A control for selecting a value from a bounded range: SwiftUI's `Slider`. A widget cannot
/// drag it: it draws its static look, a track filled with the tint up to the value and a knob.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label

    /// Creates a slider to select a value from a range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: EmptyView())
    }

    /// Creates a slider to select a value in steps from a range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: EmptyView())
    }

    /// Creates a slider with a label (read by screen readers, not drawn, as on iOS).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint, ValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label())
    }

    /// Creates a slider with a label and labels for its bounds.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), label: label())
    }

    private init(fraction: Double, label: Label) {
        self.fraction = fraction
        self.label = label
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let result = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        return result.isFinite ? min(max(result, 0), 1) : 0
    }

    /// The track, its filled part and the knob at the value.
    public var body: some View {
        let fraction = self.fraction
        return GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(Color.secondary.opacity(0.3)).frame(height: 4)
                Capsule().fill(.tint).frame(width: max(width * fraction, 0), height: 4)
                Circle().fill(Color.white).shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
                    .frame(width: 28, height: 28).offset(x: max(width - 28, 0) * fraction)
            }
            .frame(width: width, height: proxy.size.height)
        }
        .frame(height: 28)
        .accessibilityElement(children: .ignore)
        .accessibilityValue(Text(verbatim: "\(Int((fraction * 100).rounded()))%"))
    }
}

/// A control that performs increment and decrement actions: SwiftUI's `Stepper`. A widget cannot
/// tap it: it draws its label and the − and + segments.
public struct Stepper<Label: View>: View {
    let label: Label

    /// Creates a stepper with a label and actions for its segments.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// Creates a stepper over a value.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// Creates a stepper over a value in a range.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// The label, then the two segments.
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            HStack(spacing: 0) {
                Image(systemName: "minus").frame(width: 46, height: 32)
                Rectangle().fill(Color.secondary.opacity(0.4)).frame(width: 1, height: 18)
                Image(systemName: "plus").frame(width: 46, height: 32)
            }
            .background(Color.secondary.opacity(0.15), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title from a localized key and actions.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }

    /// Creates a stepper with a title from a string and actions.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }

    /// Creates a stepper with a title from a localized key over a value.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }

    /// Creates a stepper with a title from a string over a value.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }

    /// Creates a stepper with a title from a localized key over a value in a range.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }

    /// Creates a stepper with a title from a string over a value in a range.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }
}
