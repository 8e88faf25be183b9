import Foundation
package import LayoutEngine

/// A control that performs an action: SwiftUI's `Button`.
///
/// In a widget a button draws as iOS draws it (see ``PrimitiveButtonStyle``); tapping it is the
/// host's business: an action closure never runs in a rendering, and `Button(intent:)` (in the
/// WidgetKit module) records the intent it would perform.
///
/// ```swift
/// Button("Play", systemImage: "play.fill") { player.play() }
///     .buttonStyle(.borderedProminent)
/// ```
public struct Button<Label: View>: View, PrimitiveView {
    package let label: Label
    package let role: ButtonRole?
    package let action: @MainActor () -> Void
    /// What the button performs, for the display list's control marker (`"action"` or an intent's type name).
    package let performs: String
    /// The intent value the button performs (an `AppIntent`, erased), for the host.
    package let intent: (any Sendable)?

    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, performs: "action", action: action, label: label())
    }

    /// Creates a button with a role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: role, performs: "action", action: action, label: label())
    }

    /// The designated initializer: also used by `Button(intent:)` in WidgetCore.
    package init(role: ButtonRole?, performs: String, intent: (any Sendable)? = nil,
                 action: @escaping @MainActor () -> Void, label: Label) {
        self.label = label
        self.role = role
        self.action = action
        self.performs = performs
        self.intent = intent
    }

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let label = self.label
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: PrimitiveButtonStyleConfiguration.Label { $0.context.resolve(label, into: &$0) }, action: action)
        let style = context.environment.primitiveButtonStyle ?? .automatic
        let body = ControlMarker.styledBody(in: context) { style.makeBody(configuration, &$0) }
        let control = ControlMarker.control(performing: intent, in: context)
        outputs.elements.append(ControlMarker.wrap(body, kind: "button", performs: performs, value: nil, control: control))
    }
}

extension Button where Label == Text {
    /// Creates a button whose label is a localized title.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button whose label is a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a role whose label is a localized title.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a role whose label is a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == ViewCore.Label<Text, Image> {
    /// Creates a button whose label is a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ViewCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button whose label is a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ViewCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ViewCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ViewCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button whose label is a localized title and an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ViewCore.Label(titleKey, image: image) }
    }

    /// Creates a button whose label is a string and an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ViewCore.Label(title, image: image) }
    }

    /// Creates a button whose label is a localized title and an image from a generated asset
    /// symbol (`Button("Play", image: .play) { … }`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ViewCore.Label(titleKey, image: image) }
    }

    /// Creates a button whose label is a string and an image from a generated asset symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ViewCore.Label(title, image: image) }
    }

    /// Creates a button with a role whose label is a localized title and an image from a
    /// generated asset symbol.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
                action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ViewCore.Label(titleKey, image: image) }
    }

    /// Creates a button with a role whose label is a string and an image from a generated
    /// asset symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?,
                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ViewCore.Label(title, image: image) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button from a primitive style's configuration: the usual way for a custom
    /// `PrimitiveButtonStyle` to draw the standard button with changes.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, performs: "action", action: configuration.action, label: configuration.label)
    }
}

/// A value describing the purpose of a button: `Button("Delete", role: .destructive) { … }`.
public struct ButtonRole: Equatable, Hashable, Sendable {
    package let name: String

    /// A role for a button that deletes data or performs another destructive action (drawn red).
    public static let destructive = ButtonRole(name: "destructive")
    /// A role for a button that cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A role for a button that closes the current view.
    public static let close = ButtonRole(name: "close")
    /// A role for a button that confirms an operation.
    public static let confirm = ButtonRole(name: "confirm")
}

/// Marks a control in the display list: one accessibility node (its frame is the control's)
/// with the kind as a trait (`isButton`, `isToggle`), what it performs as a trait
/// (`performs:action`, `performs:binding`, `performs:MyIntent`) and, for toggles, the value
/// "1" or "0". A control that performs an App Intent also carries its control id
/// (``AccessibilityNode/control``), by which the host performs it.
package enum ControlMarker {
    /// The control id of a control performing `intent` (an `AppIntent`, erased), registered
    /// with the host; `nil` without an intent, and for a disabled control, which performs
    /// nothing.
    @MainActor
    package static func control(performing intent: (any Sendable)?, in context: ResolveContext) -> Int? {
        context.environment.isEnabled ? intent.map { context.registerControl(performing: $0) } : nil
    }

    /// What a control's style draws, as one element (a group when it draws several).
    @MainActor
    package static func styledBody(
        in context: ResolveContext, _ makeBody: (inout _ViewOutputs) -> Void
    ) -> any LayoutElement {
        var styled = _ViewOutputs(context: context)
        makeBody(&styled)
        return styled.elements.count == 1 ? styled.elements[0] : GroupElement(children: styled.elements)
    }

    @MainActor
    package static func wrap(
        _ element: any LayoutElement, kind: String, performs: String, value: String?, control: Int? = nil
    ) -> any LayoutElement {
        let trait = kind == "toggle" ? "isToggle" : "isButton"
        return AccessibilityElement(child: element, properties: .init(
            value: value, addedTraits: [trait, "performs:\(performs)"], children: .combine, control: control))
    }
}
