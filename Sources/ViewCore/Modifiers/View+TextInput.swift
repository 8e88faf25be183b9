import Foundation

// Text-input modifiers of SwiftUI: app code shared with a widget sets them on its text fields.
// A widget draws a text field's text and has no keyboard, so each modifier returns the view
// as it is, as iOS's rendering of a widget shows it.

/// How a text field capitalizes typed text (SwiftUI's `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable, Hashable {
    let style: UITextAutocapitalizationType

    /// No automatic capitalization.
    public static var never: TextInputAutocapitalization { .init(style: .none) }
    /// The first letter of each word.
    public static var words: TextInputAutocapitalization { .init(style: .words) }
    /// The first letter of each sentence.
    public static var sentences: TextInputAutocapitalization { .init(style: .sentences) }
    /// Every letter.
    public static var characters: TextInputAutocapitalization { .init(style: .allCharacters) }

    /// The SwiftUI form of a UIKit capitalization type.
    public init?(_ type: UITextAutocapitalizationType) { style = type }

    init(style: UITextAutocapitalizationType) { self.style = style }
}

/// The label of the keyboard's return key (SwiftUI's `SubmitLabel`).
public struct SubmitLabel: Sendable, Hashable {
    let name: String
    public static var done: SubmitLabel { .init(name: "done") }
    public static var go: SubmitLabel { .init(name: "go") }
    public static var send: SubmitLabel { .init(name: "send") }
    public static var join: SubmitLabel { .init(name: "join") }
    public static var route: SubmitLabel { .init(name: "route") }
    public static var search: SubmitLabel { .init(name: "search") }
    public static var `return`: SubmitLabel { .init(name: "return") }
    public static var next: SubmitLabel { .init(name: "next") }
    public static var `continue`: SubmitLabel { .init(name: "continue") }
}

/// What submits a view's content (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Triggers from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A text field or secure field submitting.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search field submitting.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Sets how text fields below capitalize typed text (iOS 13–15; deprecated, still compiles):
    /// a widget has no keyboard, so nothing changes.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Sets how text fields below capitalize typed text: nothing changes in a widget.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Sets the keyboard text fields below ask for: nothing changes in a widget.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets the content type text fields below offer autofill for: nothing changes in a widget.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Turns autocorrection off or on (deprecated, still compiles): nothing changes in a widget.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// Turns autocorrection off: nothing changes in a widget.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Sets the label of the return key: nothing changes in a widget.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Runs `action` when a text field below is submitted: nothing submits in a widget.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}
