package import ConfigurationSchema
import Foundation

extension WidgetConfigurationIntent {
    /// The parameters of an intent value, by name, as `@Parameter` declares them.
    fileprivate static func parameters(of intent: Self) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }

    /// The configuration schema of this intent type, read from its `@Parameter` properties.
    package static func configurationSchema() -> ConfigurationSchema {
        let probe = Self()
        // Files and people have no form field on a home screen: those parameters are not offered.
        let declared = parameters(of: probe).filter { !isUnshowable(elementType(of: $0.parameter.valueType)) }
        let summary = configurationSummary(of: probe, parameters: declared.map { ($0.name, $0.parameter as AnyObject) })
        let parameters = declared.map { name, parameter in
            let metadata = parameter.metadata
            let description = IntentValueCodec.describe(parameter.valueType)
            var valueType = description.type
            if let range = metadata.range {
                switch valueType {
                case .integer: valueType = .integer(minimum: Int(range.0), maximum: Int(range.1))
                case .decimal: valueType = .decimal(minimum: range.0, maximum: range.1)
                default: break
                }
            }
            let dynamic = description.isEntity || metadata.optionsProvider != nil
            return ConfigurationParameter(
                name: name, title: metadata.title.defaultString,
                description: metadata.description?.defaultString, type: valueType,
                isOptional: description.isOptional, isList: description.isList, maximumCount: metadata.size,
                options: description.options, hasDynamicOptions: dynamic, supportsSearch: dynamic,
                defaultValue: metadata.defaultValue.map(IntentValueCodec.encode))
        }
        return ConfigurationSchema(
            typeName: String(describing: Self.self), title: title.defaultString, parameters: parameters,
            summary: summary,
            options: { name, searchTerm, configuration in
                guard let parameter = Self.parameters(of: Self()).first(where: { $0.name == name })?.parameter else {
                    return nil
                }
                // Queries and providers with an `@IntentParameterDependency` read the other
                // parameters as the form shows them (a value that no longer decodes is left out).
                let intent = await Self.tolerantlyMade(from: configuration)
                return try await IntentParameterDependencyScope.$intent.withValue(intent) {
                    try await Self.options(of: parameter, searchTerm: searchTerm)
                }
            },
            defaults: {
                var result: [String: JSONValue] = [:]
                for (name, parameter) in Self.parameters(of: Self()) where parameter.metadata.defaultValue == nil {
                    if let provider = parameter.metadata.optionsProvider {
                        if let value = await provider.defaultResult() { result[name] = IntentValueCodec.encode(value) }
                    } else if let entityType = elementType(of: parameter.valueType) as? any AppEntity.Type,
                              let value = await IntentValueCodec.defaultEntity(entityType) {
                        let isList = parameter.valueType is any ArrayValueType.Type
                        result[name] = isList ? .array([value]) : value
                    }
                }
                return result
            })
    }

    /// The dynamic options of `parameter`: its options provider's results, or its entities' query.
    private static func options(of parameter: any AnyIntentParameter, searchTerm: String?) async throws -> [ConfigurationOption]? {
        if let provider = parameter.metadata.optionsProvider {
            return try await provider.results().map { value in
                let json = IntentValueCodec.encode(value)
                let id = json.stringValue ?? json["identifier"]?.stringValue ?? json.jsonString
                let title = json["display"]?.stringValue ?? json.stringValue ?? id
                return ConfigurationOption(id: id, title: title, value: json)
            }.filter { option in
                guard let term = searchTerm?.lowercased(), !term.isEmpty else { return true }
                return option.title.lowercased().contains(term) || option.id.lowercased() == term
            }
        }
        if let entityType = elementType(of: parameter.valueType) as? any AppEntity.Type {
            return try await IntentValueCodec.entityOptions(entityType, searchTerm: searchTerm)
        }
        return nil
    }

    /// An intent with those of `configuration`'s values that decode; the others keep their defaults.
    private static func tolerantlyMade(from configuration: [String: JSONValue]) async -> Self {
        let intent = Self()
        for (name, parameter) in parameters(of: intent) {
            guard let json = configuration[name],
                  let value = try? await IntentValueCodec.decode(json, as: parameter.valueType) else { continue }
            parameter.setValue(value)
        }
        return intent
    }

    /// An intent with `configuration`'s values; parameters it leaves out keep their defaults.
    package static func make(from configuration: [String: JSONValue]) async throws -> Self {
        let intent = Self()
        for (name, parameter) in parameters(of: intent) {
            guard let json = configuration[name] else { continue }
            parameter.setValue(try await IntentValueCodec.decode(json, as: parameter.valueType))
        }
        return intent
    }

    /// The intent's values as a configuration.
    package var configuration: [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for (name, parameter) in Self.parameters(of: self) {
            if let value = parameter.currentValue { result[name] = IntentValueCodec.encode(value) }
        }
        return result
    }
}

/// Whether the configuration form cannot offer a value of this type.
private func isUnshowable(_ type: Any.Type) -> Bool {
    type == IntentFile.self || type == IntentPerson.self
}

/// The element type of an optional or array type, or the type itself.
private func elementType(of type: Any.Type) -> Any.Type {
    if let optional = type as? any OptionalValueType.Type { return elementType(of: optional.wrappedType) }
    if let array = type as? any ArrayValueType.Type { return elementType(of: array.elementType) }
    return type
}
