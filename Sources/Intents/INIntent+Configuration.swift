package import ConfigurationSchema
import CoreLocation
import Foundation

extension INIntent {
    /// The configuration schema of this intent type. `extensionType` (the bundle's
    /// `INExtension` subclass) answers for dynamic options and defaults; without one the
    /// definition's static options and defaults apply.
    package static func configurationSchema(extension extensionType: INExtension.Type?) -> ConfigurationSchema {
        let definition = _intentDefinition
        let intentType = self
        let parameters = definition.parameters.map { parameter in
            var options: [ConfigurationOption] = []
            let valueType: ConfigurationParameter.ValueType
            switch parameter.type {
            case .string: valueType = .string(multiline: false)
            case .boolean: valueType = .bool
            case .integer(let minimum, let maximum): valueType = .integer(minimum: minimum, maximum: maximum)
            case .decimal(let minimum, let maximum): valueType = .decimal(minimum: minimum, maximum: maximum)
            case .date(let includesTime): valueType = .date(includesTime: includesTime)
            case .enumeration(let enumType):
                valueType = .enumeration
                options = enumType._caseDefinitions.map {
                    ConfigurationOption(id: $0.name, title: $0.displayName, value: .string($0.name))
                }
            case .object(let objectType): valueType = .object(typeName: String(describing: objectType))
            case .placemark: valueType = .string(multiline: false)
            }
            var isEnumeration = false
            if case .enumeration = parameter.type { isEnumeration = true }
            return ConfigurationParameter(
                name: parameter.name, title: parameter.title, type: valueType,
                isOptional: !(isEnumeration && !parameter.supportsMultipleValues),
                isList: parameter.supportsMultipleValues, maximumCount: parameter.fixedSize, options: options,
                hasDynamicOptions: parameter.supportsDynamicOptions, supportsSearch: parameter.supportsSearch,
                defaultValue: parameter.defaultValue.map {
                    IntentValueCoding.encode($0, type: parameter.type, multiple: parameter.supportsMultipleValues)
                })
        }
        return ConfigurationSchema(
            typeName: String(describing: self), title: definition.title, parameters: parameters,
            options: { name, searchTerm, configuration in
                guard let extensionType else { return nil }
                let intent = intentType.make(from: configuration)
                guard let handler = extensionType.init().handler(for: intent) else { return nil }
                let collection: (any _INErasedObjectCollection)?
                do {
                    collection = try await intentType._provideOptions(
                        forParameter: name, of: intent, searchTerm: searchTerm, handler: handler)
                } catch is _INHandlerMethodNotImplemented {
                    return nil
                }
                guard let collection else { return nil }
                let parameterType = definition.parameters.first { $0.name == name }?.type ?? .string
                return IntentValueCoding.options(of: collection, type: parameterType)
            },
            defaults: {
                guard let extensionType else { return [:] }
                let intent = intentType.init()
                guard let handler = extensionType.init().handler(for: intent) else { return [:] }
                var result: [String: JSONValue] = [:]
                for parameter in definition.parameters {
                    if let value = intentType._provideDefault(forParameter: parameter.name, of: intent, handler: handler) {
                        result[parameter.name] = IntentValueCoding.encode(
                            value, type: parameter.type, multiple: parameter.supportsMultipleValues)
                    }
                }
                return result
            })
    }

    /// An intent of this type holding `configuration`'s values; parameters it leaves out keep
    /// their definition's defaults, values of the wrong shape are left unset.
    package static func make(from configuration: [String: JSONValue]) -> Self {
        let intent = self.init()
        for parameter in _intentDefinition.parameters {
            guard let json = configuration[parameter.name] else { continue }
            intent._parameterValues[parameter.name] = IntentValueCoding.decode(
                json, type: parameter.type, multiple: parameter.supportsMultipleValues)
        }
        return intent
    }

    /// The intent's values as a configuration.
    package var configuration: [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for parameter in Self._intentDefinition.parameters {
            guard let value = _parameterValues[parameter.name] else { continue }
            result[parameter.name] = IntentValueCoding.encode(
                value, type: parameter.type, multiple: parameter.supportsMultipleValues)
        }
        return result
    }
}

/// Converts intent values (generated property types) to and from configuration JSON.
enum IntentValueCoding {
    static func encode(_ value: Any, type: _INValueType, multiple: Bool) -> JSONValue {
        if multiple {
            guard let items = value as? [Any] else { return .null }
            return .array(items.map { encode($0, type: type, multiple: false) })
        }
        switch type {
        case .string:
            if let text = value as? String { return .string(text) }
            return .string("\(value)")
        case .boolean:
            if let flag = value as? Bool { return .bool(flag) }
            if let number = value as? NSNumber { return .bool(number.boolValue) }
            return .null
        case .integer, .decimal:
            if let number = value as? NSNumber { return .number(number.doubleValue) }
            if let number = value as? Int { return .number(Double(number)) }
            if let number = value as? Double { return .number(number) }
            return .null
        case .date(let includesTime):
            guard let components = value as? DateComponents,
                  let date = utcCalendar.date(from: components) else { return .null }
            if includesTime { return .date(date) }
            return .string(date.formatted(Date.ISO8601FormatStyle().year().month().day()))
        case .enumeration(let enumType):
            let index: Int
            if let member = value as? any _INCodableEnum { index = member._rawIndex }
            else if let number = value as? NSNumber { index = number.intValue }
            else if let number = value as? Int { index = number }
            else { return .null }
            guard let name = enumType._caseDefinitions.first(where: { $0.rawValue == index })?.name else { return .null }
            return .string(name)
        case .object:
            guard let object = value as? INObject else { return .null }
            return encode(object)
        case .placemark:
            guard let placemark = value as? CLPlacemark,
                  let name = placemark.name ?? placemark.locality ?? placemark.country else { return .null }
            return .string(name)
        }
    }

    static func encode(_ object: INObject) -> JSONValue {
        var members: [String: JSONValue] = [
            "identifier": object.identifier.map(JSONValue.string) ?? .null,
            "display": .string(object.displayString),
        ]
        if let subtitle = object.subtitleString { members["subtitle"] = .string(subtitle) }
        var properties: [String: JSONValue] = [:]
        for property in type(of: object)._propertyDefinitions {
            guard let value = object._propertyValues[property.name] else { continue }
            properties[property.name] = encode(value, type: property.type, multiple: property.supportsMultipleValues)
        }
        if !properties.isEmpty { members["properties"] = .object(properties) }
        return .object(members)
    }

    static func decode(_ json: JSONValue, type: _INValueType, multiple: Bool) -> Any? {
        if json.isNull { return nil }
        if multiple {
            guard let items = json.arrayValue else { return nil }
            return items.compactMap { decode($0, type: type, multiple: false) }
        }
        switch type {
        case .string:
            return json.stringValue
        case .boolean:
            return json.boolValue.map { NSNumber(value: $0) }
        case .integer:
            return json.numberValue.map { NSNumber(value: Int($0)) }
        case .decimal:
            return json.numberValue.map { NSNumber(value: $0) }
        case .date(let includesTime):
            guard let date = json.dateValue else { return nil }
            let units: Set<Calendar.Component> = includesTime
                ? [.calendar, .timeZone, .year, .month, .day, .hour, .minute, .second]
                : [.calendar, .timeZone, .year, .month, .day]
            return utcCalendar.dateComponents(units, from: date)
        case .enumeration(let enumType):
            let name = json.stringValue
            let index = enumType._caseDefinitions.first { $0.name == name }?.rawValue
                ?? json.numberValue.map { Int($0) } ?? 0
            return enumType.init(_rawIndex: index) ?? enumType.init(_rawIndex: 0)
        case .object(let objectType):
            return decodeObject(json, as: objectType)
        case .placemark:
            // A place name; there is no geocoder to find its location.
            guard let name = json.stringValue, !name.isEmpty else { return nil }
            return CLPlacemark(name: name)
        }
    }

    static func decodeObject(_ json: JSONValue, as objectType: INObject.Type) -> INObject? {
        guard let display = json["display"]?.stringValue else {
            if let identifier = json.stringValue { return objectType.init(identifier: identifier, display: identifier) }
            return nil
        }
        let object = objectType.init(identifier: json["identifier"]?.stringValue, display: display)
        if let properties = json["properties"]?.objectValue {
            for property in objectType._propertyDefinitions {
                guard let value = properties[property.name] else { continue }
                object._propertyValues[property.name] = decode(
                    value, type: property.type, multiple: property.supportsMultipleValues)
            }
        }
        return object
    }

    /// The options of a handler's collection, in order, with their sections.
    static func options(of collection: any _INErasedObjectCollection, type: _INValueType) -> [ConfigurationOption] {
        var result: [ConfigurationOption] = []
        for section in collection._erasedSections {
            for item in section.items {
                let value = encode(item, type: type, multiple: false)
                let option: ConfigurationOption
                if let object = item as? INObject {
                    option = ConfigurationOption(
                        id: object.identifier ?? object.displayString, title: object.displayString,
                        subtitle: object.subtitleString, section: section.title, value: value)
                } else {
                    let text = value.stringValue ?? value.jsonString
                    option = ConfigurationOption(id: text, title: "\(item)", section: section.title, value: value)
                }
                result.append(option)
            }
        }
        return result
    }

    static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}
