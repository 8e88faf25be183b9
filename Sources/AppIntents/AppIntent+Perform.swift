package import ConfigurationSchema
import Foundation

/// An intent that contains a value which can be set: App Intents' `SetValueIntent`.
///
/// A `Toggle(isOn:intent:)` whose intent is a `SetValueIntent` of `Bool` gets the toggle's new
/// state in `value` before `perform()` runs, as on iOS.
///
/// ```swift
/// struct ToggleSilentMode: SetValueIntent {
///     static var title = LocalizedStringResource("Silent Mode")
///     @Parameter(title: "Silent") var value: Bool
///     func perform() async throws -> some IntentResult { … }
/// }
/// ```
public protocol SetValueIntent<ValueType>: AppIntent {
    /// The type of the value the intent sets.
    associatedtype ValueType: _IntentValue
    /// The value the intent sets.
    var value: Self.ValueType { get set }
}

/// Parameters a host cannot give an intent: an unknown name or a value of the wrong type.
package struct IntentParameterError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the intent and the parameter.
    package let message: String
    package var description: String { message }
}

// What a host needs to perform an intent a widget's control holds (interactive widgets).
extension AppIntent {
    /// The intent's type name, as `performs:<Name>` in the display list names it.
    package static var typeName: String { String(describing: Self.self) }

    /// The intent's `@Parameter` properties, by name.
    fileprivate var intentParameters: [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }

    /// The values of the intent's parameters that have one, as JSON.
    package var parameterValues: [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for (name, parameter) in intentParameters {
            if let value = parameter.currentValue { result[name] = IntentValueCodec.encode(value) }
        }
        return result
    }

    /// Sets parameters from JSON (`{"count": 3}`); parameters not named keep their values.
    /// Nothing is set unless every value fits: an unknown name or a value of the wrong type
    /// throws ``IntentParameterError``.
    ///
    /// Parameters are reference storage (`@Parameter`), so the intent's copies share them: set
    /// them on an intent of your own (a fresh one per perform).
    package func setParameters(_ values: [String: JSONValue]) async throws {
        let parameters = intentParameters
        var decoded: [(any AnyIntentParameter, Any?)] = []
        for (name, json) in values.sorted(by: { $0.key < $1.key }) {
            guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
                let known = parameters.map(\.name).sorted().joined(separator: ", ")
                throw IntentParameterError(message: "\(Self.typeName) has no parameter '\(name)'"
                    + (known.isEmpty ? " (it has none)." : ". Parameters: \(known)."))
            }
            let wrongType = IntentParameterError(
                message: "Parameter '\(name)' of \(Self.typeName) takes \(parameter.valueType), not \(json.jsonString).")
            guard Self.matches(json, parameter.valueType),
                  let value = try await Self.decodeStrictly(json, as: parameter.valueType)
            else { throw wrongType }
            decoded.append((parameter, value))
        }
        for (parameter, value) in decoded { parameter.setValue(value) }
    }

    /// The value of `type` that `json` holds, or `nil` if it holds none: unlike configuration
    /// decoding, an optional's or a list's element that does not decode is not dropped.
    private static func decodeStrictly(_ json: JSONValue, as type: Any.Type) async throws -> Any? {
        if let optional = type as? any OptionalValueType.Type {
            if json.isNull { return optional.none }
            guard let wrapped = try await decodeStrictly(json, as: optional.wrappedType) else { return nil }
            return optional.wrap(wrapped)
        }
        if let array = type as? any ArrayValueType.Type {
            guard let items = json.arrayValue else { return nil }
            var values: [Any] = []
            for item in items {
                guard let value = try await decodeStrictly(item, as: array.elementType) else { return nil }
                values.append(value)
            }
            return array.make(values)
        }
        return try await IntentValueCodec.decode(json, as: type)
    }

    /// Whether `json` has the JSON type of `type` (decoding is lenient with numbers).
    private static func matches(_ json: JSONValue, _ type: Any.Type) -> Bool {
        if let optional = type as? any OptionalValueType.Type {
            return json.isNull || matches(json, optional.wrappedType)
        }
        if let array = type as? any ArrayValueType.Type {
            guard let items = json.arrayValue else { return false }
            return items.allSatisfy { matches($0, array.elementType) }
        }
        switch type {
        case is Int.Type:
            guard let number = json.numberValue else { return false }
            return Int(exactly: number) != nil
        case is Double.Type: return json.numberValue != nil
        case is Bool.Type: return json.boolValue != nil
        default: return true
        }
    }

    /// This intent for a toggle switched to `isOn`: a `SetValueIntent` of `Bool` gets `isOn` as
    /// its value (as iOS does); any other intent is returned as it is.
    package func switched(to isOn: Bool) -> any AppIntent {
        if let setter = self as? any SetValueIntent, let switched = setter.settingValue(isOn) { return switched }
        return self
    }

    /// Runs `perform()` and drops its result.
    package func performDiscardingResult() async throws {
        _ = try await IntentProgressScope.performing(self) { try await perform() }
    }

    /// Runs `perform()`; the URL the tap should open: this intent's if it is an `OpenURLIntent`,
    /// else that of an `OpenURLIntent` its result opens (`.result(opensIntent:)`), else `nil`.
    package func performOpeningURL() async throws -> URL? {
        let result = try await IntentProgressScope.performing(self) { try await perform() }
        if let open = self as? OpenURLIntent { return open.urlIfSet }
        return (result as? any OpensIntentResult)?.openedURL
    }
}

extension SetValueIntent {
    /// A copy with `value` set to `newValue`, or `nil` if it is not a `ValueType`.
    fileprivate func settingValue(_ newValue: Any) -> Self? {
        guard let value = newValue as? ValueType else { return nil }
        var copy = self
        copy.value = value
        return copy
    }
}
