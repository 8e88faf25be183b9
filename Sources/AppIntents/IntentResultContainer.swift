public import ViewCore
import Foundation

// What `perform()` returns, in the forms intents write: `some IntentResult` with `.result()`,
// `some IntentResult & ReturnsValue<Int>` with `.result(value:)`, `& ProvidesDialog` with
// `.result(dialog:)`, `& OpensIntent` with `.result(opensIntent:)`, `& ShowsSnippetView` with a
// view. Widgets on Linux keep the value and the dialog; nothing shows a dialog or a snippet.

/// The result of performing an intent, with what it carries: App Intents' `IntentResultContainer`.
public struct IntentResultContainer<Value, OpensAppIntent, Content, Dialog>: IntentResult, @unchecked Sendable {
    /// The value the intent produced (`.result(value:)`), if any.
    public let value: Value?
    /// The dialog the intent answered with, if any.
    public let dialog: IntentDialog?
    /// The intent the result opens, if any.
    public let opensIntent: OpensAppIntent?

    init(value: Value? = nil, dialog: IntentDialog? = nil, opensIntent: OpensAppIntent? = nil) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
    }
}

/// A result that returns a value: App Intents' `ReturnsValue` (`some IntentResult & ReturnsValue<Int>`).
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value returned.
    associatedtype Value
}

/// A result that answers with a dialog: App Intents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a view: App Intents' `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult {}

/// A result that opens another intent: App Intents' `OpensIntent`.
public protocol OpensIntent: IntentResult {}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Content: View {}
extension IntentResultContainer: OpensIntent where OpensAppIntent: AppIntent {}

/// A result that may open an intent, read without knowing its generic arguments.
protocol OpensIntentResult {
    /// The URL of the `OpenURLIntent` the result opens, if it opens one with a URL.
    var openedURL: URL? { get }
}

extension IntentResultContainer: OpensIntentResult {
    var openedURL: URL? {
        guard let opensIntent else { return nil }
        return (opensIntent as Any as? OpenURLIntent)?.urlIfSet
    }
}

extension IntentResult {
    /// A result with nothing to report.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }

    /// A result returning `value`.
    public static func result<Value: _IntentValue>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never, Never> {
        IntentResultContainer(value: value)
    }

    /// A result answering with `dialog`.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }

    /// A result returning `value` and answering with `dialog`.
    public static func result<Value: _IntentValue>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }

    /// A result that opens `opensIntent`.
    public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never> {
        IntentResultContainer(opensIntent: opensIntent)
    }

    /// A result that opens `opensIntent` and answers with `dialog`.
    public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog, opensIntent: opensIntent)
    }

    /// A result that shows `view` (nothing shows it on Linux).
    public static func result<Content: View>(view: Content) -> Self where Self == IntentResultContainer<Never, Never, Content, Never> {
        IntentResultContainer()
    }

    /// A result answering with `dialog` and showing `view`.
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<Never, Never, Content, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }

    /// A result answering with `dialog` and showing the view `content` builds.
    public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder content: () -> Content) -> Self
    where Self == IntentResultContainer<Never, Never, Content, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }

    /// A result returning `value` and answering with `dialog` and showing `view`.
    public static func result<Value: _IntentValue, Content: View>(value: Value, dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<Value, Never, Content, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}
