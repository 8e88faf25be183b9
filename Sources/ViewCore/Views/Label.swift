import Foundation
package import LayoutEngine

/// A title with an icon: `Label("Favorites", systemImage: "star.fill")`, drawn by the label
/// style in effect (`.labelStyle(.iconOnly)`, or a custom ``LabelStyle``).
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    package let title: Title
    package let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let title = self.title, icon = self.icon
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title { $0.context.resolve(title, into: &$0) },
            icon: LabelStyleConfiguration.Icon { $0.context.resolve(icon, into: &$0) })
        let style = outputs.context.environment.labelStyle ?? .automatic
        style.makeBody(configuration, &outputs)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration, drawn by the style outside the current one: use it
    /// in `makeBody(configuration:)` to decorate the standard label.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label of a localized title and an image from a generated asset symbol (`image: .logo`).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label of a string, shown verbatim, and an image from a generated asset symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

/// A style that draws labels from their title and icon: SwiftUI's `LabelStyle`.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack(spacing: 4) { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label, for a ``LabelStyle``: its title and its icon.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View, TypeErasedContentView {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased icon view of a label.
    public struct Icon: View, TypeErasedContentView {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon
}

/// How a built-in label style arranges a label.
package enum BuiltInLabelKind: Sendable, Hashable { case titleAndIcon, titleOnly, iconOnly }

/// A built-in label style's drawing of a configuration: the icon, 6 pt, then the title, centred
/// on one another; or one of them alone.
package struct BuiltInLabelBody: View, SingleElementView {
    let kind: BuiltInLabelKind
    let configuration: LabelStyleConfiguration
    package typealias Body = Never

    package func element(in context: ResolveContext) -> any LayoutElement {
        switch kind {
        case .titleOnly: return context.resolveDecoration(configuration.title)
        case .iconOnly: return context.resolveDecoration(configuration.icon)
        case .titleAndIcon:
            return StackElement(axis: .horizontal, alignment: .verticalCenter, spacing: 6,
                                children: [context.resolveDecoration(configuration.icon), context.resolveDecoration(configuration.title)])
        }
    }
}

/// Shows a label's icon before its title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(kind: .titleAndIcon, configuration: configuration) }
}

/// Shows only a label's title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(kind: .titleOnly, configuration: configuration) }
}

/// Shows only a label's icon.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(kind: .iconOnly, configuration: configuration) }
}

/// The default label style: in a widget, the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(kind: .titleAndIcon, configuration: configuration) }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { .init() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { .init() }
}
extension LabelStyle where Self == DefaultLabelStyle {
    /// The style the context chooses: the icon and the title in a widget.
    public static var automatic: DefaultLabelStyle { .init() }
}

// MARK: Style storage

extension AnyControlStyle<LabelStyleConfiguration> {
    static var automatic: Self {
        Self { configuration, outputs in
            outputs.context.resolve(BuiltInLabelBody(kind: .titleAndIcon, configuration: configuration), into: &outputs)
        }
    }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue: AnyControlStyle<LabelStyleConfiguration>? = nil }

extension EnvironmentValues {
    /// The label style set with `labelStyle(_:)`; nil is `.automatic`.
    package var labelStyle: AnyControlStyle<LabelStyleConfiguration>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels below: `.labelStyle(.iconOnly)`, `.labelStyle(MyStyle())`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let erased = AnyControlStyle<LabelStyleConfiguration> { configuration, outputs in
            outputs.context.resolve(style.makeBody(configuration: configuration), into: &outputs)
        }
        return ControlStyleModifierView(content: self, style: erased, storage: \.labelStyle)
    }
}
