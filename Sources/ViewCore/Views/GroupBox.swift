import Foundation

/// A box, with an optional label, that groups its content: SwiftUI's `GroupBox`, drawn by the
/// group box style in effect.
///
/// ```swift
/// GroupBox("Today") {
///     Text("3 meetings")
/// }
/// ```
///
/// The default style draws the label in `.headline` above the content, both 16 pt inside a
/// rounded rectangle of the secondary system background (light gray, or near-black in dark
/// mode), corner radius 8: iOS's look, measured by eye, not from Apple's code.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    package let label: Label
    package let content: Content

    /// A group box with a label and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box with a label view and content (the iOS 14 form, deprecated in iOS 27).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let label = self.label, content = self.content
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label { $0.context.resolve(label, into: &$0) },
            content: GroupBoxStyleConfiguration.Content { $0.context.resolve(content, into: &$0) })
        let style = outputs.context.environment.groupBoxStyle ?? .automatic
        style.makeBody(configuration, &outputs)
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A group box with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group box with a title from a localized string resource (disfavoured, so that a string
    /// literal stays a `LocalizedStringKey`, as for `Text`).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleResource) })
    }

    /// A group box with a title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box from a style's configuration, drawn by the style outside the current one:
    /// use it in `makeBody(configuration:)` to decorate the standard box.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
