public import Foundation

/// The object that hands out intent handlers: the Intents framework's `INExtension`.
///
/// On iOS the Intents extension's `Info.plist` names this class. Here the widget bundle names
/// it in one line (see `WidgetBundle.intentsExtension`):
///
/// ```swift
/// @main
/// struct ShortcutsWidgets: WidgetBundle {
///     static let intentsExtension: INExtension.Type? = IntentHandler.self
///     var body: some Widget { ShortcutsWidget() }
/// }
///
/// class IntentHandler: INExtension, ChooseShortcutsIntentHandling {
///     override func handler(for intent: INIntent) -> Any { self }
///     // provideShortcutsOptionsCollection(for:searchTerm:with:), defaultShortcuts(for:) …
/// }
/// ```
///
/// The host creates an instance whenever it needs options or defaults for a configuration
/// form and asks it for the handler of the intent.
open class INExtension: NSObject {
    /// Creates the extension object; the host calls this.
    public required override init() {
        super.init()
    }

    /// The object that handles `intent`: an object conforming to the intent's generated
    /// `…IntentHandling` protocol, or `nil` if none does.
    open func handler(for intent: INIntent) -> Any? {
        nil
    }
}

/// Thrown by the default implementations of a generated handling protocol when the handler
/// does not implement a method; the host then uses the static options and defaults.
public struct _INHandlerMethodNotImplemented: Error, Sendable {
    public init() {}
}

/// Bridges a completion-handler method of an intent handler into `async`, for generated code.
///
/// A completion called twice is ignored; a completion with neither a value nor an error gives
/// `nil`.
public func _withINCompletion<Value>(
    _ body: (@escaping (Value?, (any Error)?) -> Void) -> Void
) async throws -> Value? {
    let box = _INCompletionBox<Value>()
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<_INUnchecked<Value?>, any Error>) in
        box.continuation = continuation
        body { value, error in box.finish(value, error) }
    }.value
}

/// Carries a non-`Sendable` value through a continuation; the value is used by one task.
public struct _INUnchecked<Value>: @unchecked Sendable {
    let value: Value
}

private final class _INCompletionBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    var continuation: CheckedContinuation<_INUnchecked<Value?>, any Error>?

    func finish(_ value: Value?, _ error: (any Error)?) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        guard let continuation else { return }
        if let error {
            continuation.resume(throwing: error)
        } else {
            continuation.resume(returning: _INUnchecked(value: value))
        }
    }
}
