import Foundation

/// A control that displays an editable text interface: SwiftUI's `TextField`. A widget has no
/// keyboard: it draws the text, or the prompt (the title) in the secondary style when empty.
public struct TextField<Label: View>: View {
    let text: String
    let placeholder: Text?
    let label: Label

    /// The text, or the prompt when the text is empty.
    public var body: some View {
        Group {
            if text.isEmpty, let placeholder {
                placeholder.foregroundStyle(.tertiary)
            } else {
                Text(verbatim: text)
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a title from a localized key (its placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), label: Text(titleKey))
    }

    /// Creates a text field with a title from a string (its placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(title), label: Text(title))
    }

    /// Creates a text field with a title and a prompt (the prompt is the placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
    }

    /// Creates a text field with a title from a string and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title), label: Text(title))
    }

    /// Creates a text field that grows along an axis (iOS 16): one line is drawn here.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), label: Text(titleKey))
    }

    /// Creates a text field from a string that grows along an axis (iOS 16).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(title), label: Text(title))
    }
}

extension TextField {
    /// Creates a text field with a prompt and a label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt, label: label())
    }
}

/// A control into which people securely enter private text: SwiftUI's `SecureField`. Draws one
/// bullet per character, or the prompt when empty.
public struct SecureField<Label: View>: View {
    let count: Int
    let placeholder: Text?
    let label: Label

    /// Bullets for the text, or the prompt.
    public var body: some View {
        Group {
            if count == 0, let placeholder {
                placeholder.foregroundStyle(.tertiary)
            } else {
                Text(verbatim: String(repeating: "•", count: count))
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a title from a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(count: text.wrappedValue.count, placeholder: Text(titleKey), label: Text(titleKey))
    }

    /// Creates a secure field with a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(count: text.wrappedValue.count, placeholder: Text(title), label: Text(title))
    }

    /// Creates a secure field with a title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(count: text.wrappedValue.count, placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
    }
}

extension SecureField {
    /// Creates a secure field with a prompt and a label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(count: text.wrappedValue.count, placeholder: prompt, label: label())
    }
}
