import Foundation

/// The intent whose other parameters a query or options provider may read while it answers:
/// the values the configuration form shows at the moment it asks (saved or not).
enum IntentParameterDependencyScope {
    @TaskLocal static var intent: (any AppIntent)?
}

/// Reads another parameter of the intent being configured, from a query or options provider:
/// App Intents' `IntentParameterDependency`.
///
/// ```swift
/// struct CalendarQuery: EntityQuery {
///     @IntentParameterDependency<AgendaIntent>(\.$account) var agenda
///
///     func suggestedEntities() async throws -> [CalendarEntity] {
///         guard let agenda else { return [] }          // no account chosen yet
///         return CalendarEntity.all.filter { $0.accountID == agenda.account.id }
///     }
/// }
/// ```
///
/// The value is an ``IntentProjection`` of the intent while the home screen's Edit form asks
/// for options (with the values the form shows, before they are saved) and every listed
/// parameter has a value; `nil` otherwise (another intent, a listed parameter without a value,
/// or outside a form's request). The form asks again for every other parameter's options when
/// one changes, so dependent options follow.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    private let hasValues: (Intent) -> Bool

    /// A dependency on the parameters at `keyPaths` (`\.$account`, `\.$quantity`…), each of which
    /// must have a value for the projection to exist.
    public init<each Value: _IntentValue & Sendable>(_ keyPaths: repeat KeyPath<Intent, IntentParameter<each Value>>) {
        var parameters: [AnyKeyPath] = []
        repeat parameters.append(each keyPaths)
        let paths = parameters
        hasValues = { intent in
            paths.allSatisfy { path in
                guard let parameter = intent[keyPath: path] as? any AnyIntentParameter else { return false }
                return IntentValueCodec.isPresent(parameter.currentValue)
            }
        }
    }

    /// The intent being configured, seen through its listed parameters, or `nil`.
    public var wrappedValue: IntentProjection<Intent>? {
        guard let intent = IntentParameterDependencyScope.intent as? Intent, hasValues(intent) else { return nil }
        return IntentProjection(intent)
    }
}

/// An intent seen through the parameters an ``IntentParameterDependency`` lists: each reads as
/// its value, unwrapped (App Intents' `IntentProjection`).
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: @unchecked Sendable {
    private let intent: Intent

    init(_ intent: Intent) { self.intent = intent }

    /// The value of an optional parameter, unwrapped. Reading a parameter the dependency does
    /// not list, which has no value, stops the program with a message naming it.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value?>) -> Value {
        guard let value = intent[keyPath: keyPath] else {
            fatalError("\(keyPath) has no value: list it in the @IntentParameterDependency that reads it")
        }
        return value
    }

    /// The value of a parameter.
    @_disfavoredOverload
    public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value {
        intent[keyPath: keyPath]
    }
}

extension DynamicOptionsProvider {
    /// The property wrapper that reads the configured intent's other parameters.
    public typealias ParameterDependency = IntentParameterDependency
}
