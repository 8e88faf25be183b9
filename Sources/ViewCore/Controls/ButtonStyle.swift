import Foundation

/// A style that draws a button from its label and pressed state: SwiftUI's `ButtonStyle`.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 14).padding(.vertical, 6)
///             .background(.tint, in: Capsule())
///             .opacity(configuration.isPressed ? 0.6 : 1)
///     }
/// }
/// ```
///
/// A widget rendering never shows a pressed button: `isPressed` is false.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, for a ``ButtonStyle``.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View, PrimitiveView {
        package let content: @MainActor (inout _ViewOutputs) -> Void
        package init(_ content: @escaping @MainActor (inout _ViewOutputs) -> Void) { self.content = content }
        public typealias Body = Never
        package func resolve(into outputs: inout _ViewOutputs) { content(&outputs) }
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button: always false in a widget rendering.
    public let isPressed: Bool
}

/// A style that draws a button and decides how it is triggered: SwiftUI's `PrimitiveButtonStyle`.
/// The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) are primitive styles.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, for a ``PrimitiveButtonStyle``.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public typealias Label = ButtonStyleConfiguration.Label

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    package let action: @MainActor () -> Void

    /// Performs the button's action (in a widget rendering nothing calls it).
    @MainActor
    public func trigger() { action() }
}

// MARK: Style storage

/// A button style, erased: draws a configuration into outputs.
package typealias AnyPrimitiveButtonStyle = AnyControlStyle<PrimitiveButtonStyleConfiguration>

extension AnyControlStyle<PrimitiveButtonStyleConfiguration> {
    static var automatic: Self {
        Self { configuration, outputs in
            outputs.context.resolve(BuiltInButtonBody(kind: .automatic, configuration: configuration), into: &outputs)
        }
    }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey { static let defaultValue: AnyPrimitiveButtonStyle? = nil }

extension EnvironmentValues {
    /// The button style set with `buttonStyle(_:)`; nil is `.automatic`.
    package var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons below to a primitive style: `.buttonStyle(.borderedProminent)`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let erased = AnyPrimitiveButtonStyle { configuration, outputs in
            outputs.context.resolve(style.makeBody(configuration: configuration), into: &outputs)
        }
        return ControlStyleModifierView(content: self, style: erased, storage: \.primitiveButtonStyle)
    }

    /// Sets the style of buttons below to a custom style: `.buttonStyle(MyStyle())`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let erased = AnyPrimitiveButtonStyle { configuration, outputs in
            let plain = ButtonStyleConfiguration(role: configuration.role, label: configuration.label, isPressed: false)
            outputs.context.resolve(style.makeBody(configuration: plain), into: &outputs)
        }
        return ControlStyleModifierView(content: self, style: erased, storage: \.primitiveButtonStyle)
    }
}

// MARK: Built-in styles

/// The default button style: in a widget, iOS draws a button as a bordered button
/// (tinted label on a light tinted fill).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .automatic, configuration: configuration)
    }
}

/// A style that draws the label only, in the current foreground style (not tinted).
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .plain, configuration: configuration)
    }
}

/// A style that draws the label in the tint color, without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .borderless, configuration: configuration)
    }
}

/// A style that draws the label in the tint color on the tint at 15% opacity.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .bordered, configuration: configuration)
    }
}

/// A style that draws a white label on the tint color.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .borderedProminent, configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style (in a widget: bordered).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label only, untinted.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint color.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label in the tint color on a light tinted fill.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint color.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
