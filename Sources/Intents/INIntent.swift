public import Foundation

/// A request a person configures, such as a widget's options: the Intents framework's
/// `INIntent`.
///
/// Intents come from `.intentdefinition` files: the `IntentDefinitionPlugin` build plugin
/// generates a subclass per intent with typed properties, as Xcode does, so widget code reads
/// `configuration.country` unchanged.
open class INIntent: NSObject {
    /// The intent's identifier, if the system gave it one.
    public var identifier: String?
    /// Values of the parameters, by parameter name. Generated accessors read and write these.
    public final var _parameterValues: [String: Any] = [:]

    /// Creates an intent whose parameters have their definition's defaults.
    public required override init() {
        super.init()
        for parameter in Self._intentDefinition.parameters {
            if let value = parameter.defaultValue { _parameterValues[parameter.name] = value }
        }
    }

    /// The intent's definition: its title and parameters. Generated subclasses override it.
    open class var _intentDefinition: _INIntentDefinition { _INIntentDefinition(parameters: []) }

    /// Asks `handler` for the options of parameter `name`, through the generated handling
    /// protocol. Returns an `INObjectCollection`, or `nil` if the handler does not provide them.
    open class func _provideOptions(
        forParameter name: String, of intent: INIntent, searchTerm: String?, handler: Any
    ) async throws -> (any _INErasedObjectCollection)? {
        nil
    }

    /// Asks `handler` for the default value of parameter `name` (`default<Name>(for:)`), or `nil`.
    open class func _provideDefault(forParameter name: String, of intent: INIntent, handler: Any) -> Any? {
        nil
    }

    /// A parameter value, as generated accessors read it.
    public final func _value<T>(forParameter name: String) -> T? {
        _parameterValues[name] as? T
    }

    /// Sets a parameter value, as generated accessors write it.
    public final func _setValue<T>(_ value: T?, forParameter name: String) {
        _parameterValues[name] = value.map { $0 as Any }
    }

    open override var description: String {
        let values = Self._intentDefinition.parameters.map { parameter in
            "\(parameter.name)=\(_parameterValues[parameter.name].map { "\($0)" } ?? "nil")"
        }
        return "<\(type(of: self)) \(values.joined(separator: " "))>"
    }
}
