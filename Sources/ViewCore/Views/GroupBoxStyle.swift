import Foundation

/// A style that draws group boxes from their label and content: SwiftUI's `GroupBoxStyle`.
///
/// ```swift
/// struct Card: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.font(.caption); configuration.content }
///             .padding()
///             .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View
    /// Creates a view that represents the body of a group box.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a group box.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box, for a ``GroupBoxStyle``: its label and its content.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public struct Label: View, TypeErasedContentView {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// A type-erased content of a group box.
    public struct Content: View, TypeErasedContentView {
        package let content: ResolveContent
        package init(_ content: @escaping ResolveContent) { self.content = content }
        public typealias Body = Never
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The default group box style: the label in `.headline` over the content, 16 pt inside a
/// rounded rectangle (radius 8) of the secondary system background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default group box style.
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

// MARK: Style storage

extension AnyControlStyle<GroupBoxStyleConfiguration> {
    static var automatic: Self {
        Self { configuration, outputs in
            outputs.context.resolve(DefaultGroupBoxStyle().makeBody(configuration: configuration), into: &outputs)
        }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue: AnyControlStyle<GroupBoxStyleConfiguration>? = nil }

extension EnvironmentValues {
    /// The group box style set with `groupBoxStyle(_:)`; nil is `.automatic`.
    package var groupBoxStyle: AnyControlStyle<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of group boxes below: `.groupBoxStyle(Card())`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        let erased = AnyControlStyle<GroupBoxStyleConfiguration> { configuration, outputs in
            outputs.context.resolve(style.makeBody(configuration: configuration), into: &outputs)
        }
        return ControlStyleModifierView(content: self, style: erased, storage: \.groupBoxStyle)
    }
}
