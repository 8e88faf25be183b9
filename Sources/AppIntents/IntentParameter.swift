import Foundation

/// A type an intent parameter can hold: `String`, `Int`, `Double`, `Bool`, `Date`, an
/// `AppEnum`, an `AppEntity`, and optionals and arrays of these.
public protocol _IntentValue {}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {}
extension Array: _IntentValue where Element: _IntentValue {}

/// A parameter of an app intent, which a person sets: App Intents' `IntentParameter`, used as
/// `@Parameter`.
///
/// ```swift
/// @Parameter(title: "Stories", default: 3, inclusiveRange: (1, 5)) var count: Int
/// @Parameter(title: "Topics", size: 4) var topics: [TopicEntity]
/// ```
///
/// The host sets the values of a placed widget's configuration before it calls the provider.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value?
    let metadata: ParameterMetadata

    /// The parameter's title.
    public var title: LocalizedStringResource { metadata.title }

    /// A parameter with a title, a description and a default value.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil) {
        metadata = ParameterMetadata(title: title, description: description)
        storage = defaultValue
        metadata.defaultValue = defaultValue
    }

    /// A list parameter holding at most `maximumCount` values (`size:` in the public forms).
    init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        maximumCount size: Int
    ) {
        metadata = ParameterMetadata(title: title, description: description, size: size)
        storage = defaultValue
        metadata.defaultValue = defaultValue
    }

    /// A parameter whose options come from `optionsProvider`.
    public init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        optionsProvider: Provider
    ) {
        metadata = ParameterMetadata(title: title, description: description, optionsProvider: ErasedOptionsProvider(optionsProvider))
        storage = defaultValue
        metadata.defaultValue = defaultValue
    }

    /// The parameter's value. A parameter that was never given a value and has no default
    /// reads as an empty value of its type (`nil`, `""`, `0`, `false`, the first enum case, `[]`).
    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let storage { return storage }
            if let empty = IntentValueCodec.emptyValue(of: Value.self) as? Value { return empty }
            fatalError("Parameter '\(metadata.title)' of type \(Value.self) has no value and no default")
        }
        set {
            lock.lock()
            storage = newValue
            lock.unlock()
        }
    }

    /// The parameter itself, for reading its title.
    public var projectedValue: IntentParameter<Value> { self }
}

/// What the host reads of a parameter besides its value.
final class ParameterMetadata: @unchecked Sendable {
    let title: LocalizedStringResource
    let description: LocalizedStringResource?
    let size: Int?
    let optionsProvider: ErasedOptionsProvider?
    var range: (Double, Double)?
    var defaultValue: Any?

    init(
        title: LocalizedStringResource, description: LocalizedStringResource?, size: Int? = nil,
        optionsProvider: ErasedOptionsProvider? = nil
    ) {
        self.title = title
        self.description = description
        self.size = size
        self.optionsProvider = optionsProvider
    }
}

/// A parameter of any value type, as the host reads and writes it through reflection.
protocol AnyIntentParameter: AnyObject {
    var metadata: ParameterMetadata { get }
    var valueType: Any.Type { get }
    var currentValue: Any? { get }
    func setValue(_ value: Any?)
}

extension IntentParameter: AnyIntentParameter {
    var valueType: Any.Type { Value.self }

    var currentValue: Any? {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func setValue(_ value: Any?) {
        lock.lock()
        storage = value as? Value
        lock.unlock()
    }
}

/// Provides the options of a parameter from code: App Intents' `DynamicOptionsProvider`.
///
/// ```swift
/// struct SectionOptions: DynamicOptionsProvider {
///     func results() async throws -> [String] { ["World", "Business", "Science"] }
/// }
/// @Parameter(title: "Section", optionsProvider: SectionOptions()) var section: String?
/// ```
public protocol DynamicOptionsProvider: Sendable {
    /// The type of the options.
    associatedtype DefaultValue: _IntentValue
    /// The options.
    func results() async throws -> [DefaultValue]
    /// The option a new widget starts with, or `nil`.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default unless the provider gives one.
    public func defaultResult() async -> DefaultValue? { nil }
}

/// A dynamic options provider with its value type erased.
struct ErasedOptionsProvider: Sendable {
    let results: @Sendable () async throws -> [Any]
    let defaultResult: @Sendable () async -> Any?

    init<Provider: DynamicOptionsProvider>(_ provider: Provider) {
        results = { try await provider.results().map { $0 as Any } }
        defaultResult = { await provider.defaultResult().map { $0 as Any } }
    }
}
