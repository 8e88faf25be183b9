import Foundation

/// A control for selecting from a set of mutually exclusive values: SwiftUI's `Picker`. A widget
/// cannot open it, so it draws a static look: in the menu style (the default) its label in the
/// tint with the menu's chevrons, in the segmented and palette styles its options side by side,
/// in the inline and wheel styles its options stacked. The selection is not marked.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var style

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a picker that displays a custom label (iOS 13 order of arguments).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The label and the options, as the style lays them out.
    public var body: some View {
        switch style {
        case .segmented:
            HStack(spacing: 2) { content.lineLimit(1).frame(maxWidth: .infinity).padding(.vertical, 6) }
                .padding(2)
                .background(Color.secondary.opacity(0.15), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        case .inline, .wheel:
            VStack(alignment: .leading, spacing: 4) { content }
        case .menu:
            HStack(spacing: 4) {
                label
                Image(systemName: "chevron.up.chevron.down").imageScale(.small)
            }
            .foregroundStyle(.tint)
        }
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
        self.content = content()
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
}

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy: SwiftUI's `PickerStyle`.
public protocol PickerStyle {}

/// The default picker style: a menu in a widget's context.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options as a menu.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options in a scrollable wheel.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options inline with other views.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options as a row of compact elements.
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options on a pushed screen.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// Options as a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// Options in a wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// Options as a palette.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// Options on a pushed screen.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// How pickers below are drawn.
package enum PickerStyleKind: Sendable {
    case menu, segmented, inline, wheel
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
    /// The style set with `pickerStyle(_:)`.
    package var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind = switch style {
        case is SegmentedPickerStyle, is PalettePickerStyle: .segmented
        case is InlinePickerStyle: .inline
        case is WheelPickerStyle: .wheel
        default: .menu
        }
        return environment(\.pickerStyleKind, kind)
    }
}
