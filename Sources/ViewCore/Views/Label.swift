import Foundation
package import LayoutEngine

/// A title with an icon: `Label("Favorites", systemImage: "star.fill")`.
public struct Label<Title: View, Icon: View>: View, SingleElementView {
    package let title: Title
    package let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never

    /// The one layout element this view resolves to.
    package func element(in context: ResolveContext) -> any LayoutElement {
        let style = context.environment.labelStyle
        let titleElement = context.resolveDecoration(title)
        let iconElement = context.resolveDecoration(icon)
        switch style {
        case .titleOnly: return titleElement
        case .iconOnly: return iconElement
        case .titleAndIcon:
            return StackElement(axis: .horizontal, alignment: .verticalCenter, spacing: 6,
                                children: [iconElement, titleElement])
        }
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

/// How labels show their title and icon.
public struct LabelStyleChoice: Sendable, Hashable {
    package enum Kind: Sendable, Hashable { case titleAndIcon, titleOnly, iconOnly }
    package let kind: Kind
}

/// The label styles: `.labelStyle(.iconOnly)`.
public protocol LabelStyle {}
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct DefaultLabelStyle: LabelStyle { public init() {} }

extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleChoice.Kind.titleAndIcon }

extension EnvironmentValues {
    package var labelStyle: LabelStyleChoice.Kind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Chooses how labels below show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind: LabelStyleChoice.Kind = style is TitleOnlyLabelStyle ? .titleOnly : style is IconOnlyLabelStyle ? .iconOnly : .titleAndIcon
        return ModifiedView(self, environment: { $0.labelStyle = kind })
    }
}
