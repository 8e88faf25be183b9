import Foundation
import LayoutEngine

/// A label beside a value: SwiftUI's `LabeledContent`, drawn as iOS draws it outside a form:
/// the label leading, the content trailing in the secondary style.
///
/// ```swift
/// LabeledContent("Humidity", value: "62%")
/// LabeledContent { Text(entry.score, format: .number) } label: { Label("Score", systemImage: "star") }
/// ```
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    package let label: Label
    package let content: Content

    /// Creates labeled content from a content view and a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let secondary = controlLabel(content, paint: HierarchicalShapeStyle.secondary.resolvePaint(in: context.environment),
                                     override: false, font: nil)
        let row: AnyView
        if context.environment.labelsHidden {
            row = AnyView(secondary)
        } else {
            row = AnyView(HStack(alignment: .firstTextBaseline, spacing: 8) {
                label
                Spacer(minLength: 8)
                secondary
            })
        }
        context.resolve(row, into: &outputs)
    }
}

extension LabeledContent where Label == Text {
    /// Creates labeled content with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates labeled content with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates labeled content showing a string value after a localized title.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates labeled content showing a string value after a string title.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

/// Controls grouped together: SwiftUI's `ControlGroup`, drawn as a row of bordered controls
/// sharing the width.
public struct ControlGroup<Content: View>: View, PrimitiveView {
    package let content: Content

    /// Creates a group of controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let row = HStack(spacing: 8) { content }.buttonStyle(.bordered)
        outputs.context.resolve(row, into: &outputs)
    }
}
