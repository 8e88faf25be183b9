import Foundation
import LayoutEngine

/// A control that switches between on and off: SwiftUI's `Toggle`.
///
/// The automatic style draws the iOS switch (a 51×31 pt capsule, green when on) after the
/// label, which takes the rest of the width; `.toggleStyle(.button)` draws a bordered button.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn)
/// Toggle(isOn: $done) { Text(task.title) }.toggleStyle(.switch)
/// ```
public struct Toggle<Label: View>: View, PrimitiveView {
    package let label: Label
    package let isOn: Binding<Bool>
    package let performs: String
    /// The intent value the toggle performs (an `AppIntent`, erased), for the host.
    package let intent: (any Sendable)?

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, performs: "binding", label: label())
    }

    /// The designated initializer: also used by `Toggle(isOn:intent:)` in WidgetCore.
    package init(isOn: Binding<Bool>, performs: String, intent: (any Sendable)? = nil, label: Label) {
        self.label = label
        self.isOn = isOn
        self.performs = performs
        self.intent = intent
    }

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let label = self.label
        let control = ControlMarker.control(performing: intent, in: context)
        // A host drawing a tap at once (the switch flipped while its intent runs) overrides the state.
        let isOn = control.flatMap { context.controls.toggleOverrides[$0] }.map { Binding.constant($0) } ?? self.isOn
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label { $0.context.resolve(label, into: &$0) }, isOn: isOn)
        let style = context.environment.toggleStyle ?? .automatic
        let body = ControlMarker.styledBody(in: context) { style.makeBody(configuration, &$0) }
        outputs.elements.append(ControlMarker.wrap(
            body, kind: "toggle", performs: performs, value: isOn.wrappedValue ? "1" : "0", control: control))
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle whose label is a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle whose label is a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ViewCore.Label<Text, Image> {
    /// Creates a toggle whose label is a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle whose label is a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle whose label is a localized title and an image from a generated asset
    /// symbol (`Toggle("Lights", image: .bulb, isOn: $on)`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewCore.Label(titleKey, image: image) }
    }

    /// Creates a toggle whose label is a string and an image from a generated asset symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewCore.Label(title, image: image) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle from a style's configuration: the way a custom `ToggleStyle` draws a
    /// standard toggle with changes.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn, performs: "binding", label: configuration.label)
    }
}

/// A style that draws a toggle: SwiftUI's `ToggleStyle`.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///             configuration.label
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle, for a ``ToggleStyle``.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public typealias Label = ButtonStyleConfiguration.Label

    /// A view that describes the effect of switching the toggle.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is its binding.
    @Binding public var isOn: Bool
    /// Whether the toggle is in a mixed state (several sources that disagree): false here.
    public var isMixed: Bool = false

    package init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

// MARK: Style storage

/// A toggle style, erased.
package typealias AnyToggleStyle = AnyControlStyle<ToggleStyleConfiguration>

extension AnyControlStyle<ToggleStyleConfiguration> {
    static var automatic: Self {
        Self { configuration, outputs in
            outputs.context.resolve(SwitchToggleBody(configuration: configuration, tint: nil), into: &outputs)
        }
    }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The toggle style set with `toggleStyle(_:)`; nil is `.automatic`.
    package var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// Whether controls hide their labels (`labelsHidden()`).
    package var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles below: `.toggleStyle(.switch)`, `.toggleStyle(MyStyle())`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let erased = AnyToggleStyle { configuration, outputs in
            outputs.context.resolve(style.makeBody(configuration: configuration), into: &outputs)
        }
        return ControlStyleModifierView(content: self, style: erased, storage: \.toggleStyle)
    }

    /// Hides the labels of controls below: a toggle draws its switch alone, labeled content
    /// its value alone.
    public func labelsHidden() -> some View {
        ModifiedView(self, environment: { $0.labelsHidden = true })
    }
}
