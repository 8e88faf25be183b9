import ConfigurationSchema
import Foundation

/// Converts parameter values to and from configuration JSON, and describes value types for
/// the configuration form, by looking at types at run time.
enum IntentValueCodec {
    /// What the form needs to know about a value type.
    struct Description {
        var type: ConfigurationParameter.ValueType
        var isOptional = false
        var isList = false
        var options: [ConfigurationOption] = []
        var isEntity = false
    }

    static func describe(_ type: Any.Type) -> Description {
        if let optional = type as? any OptionalValueType.Type {
            var description = describe(optional.wrappedType)
            description.isOptional = true
            return description
        }
        if let array = type as? any ArrayValueType.Type {
            var description = describe(array.elementType)
            description.isList = true
            description.isOptional = true
            return description
        }
        switch type {
        case is String.Type, is URL.Type: return Description(type: .string(multiline: false))
        case is Bool.Type: return Description(type: .bool)
        case is Int.Type: return Description(type: .integer(minimum: nil, maximum: nil))
        case is Double.Type: return Description(type: .decimal(minimum: nil, maximum: nil))
        case is Date.Type: return Description(type: .date(includesTime: true))
        default: break
        }
        if let enumType = type as? any AppEnum.Type {
            return Description(type: .enumeration, options: enumOptions(enumType))
        }
        if let entityType = type as? any AppEntity.Type {
            return Description(type: .object(typeName: entityType.typeDisplayRepresentation.name.defaultString), isEntity: true)
        }
        if type is any MeasurementValueType.Type { return Description(type: .decimal(minimum: nil, maximum: nil)) }
        return Description(type: .string(multiline: false))
    }

    /// Whether a parameter's stored value is a value: not `nil`, nor an optional holding none.
    static func isPresent(_ value: Any?) -> Bool {
        guard let value else { return false }
        if let optional = value as? any OptionalValueType { return isPresent(optional.wrapped) }
        return true
    }

    /// The value a parameter without a value reads as, or `nil` if the type has none.
    static func emptyValue(of type: Any.Type) -> Any? {
        if let optional = type as? any OptionalValueType.Type { return optional.none }
        if let array = type as? any ArrayValueType.Type { return array.make([]) }
        switch type {
        case is String.Type: return ""
        case is Bool.Type: return false
        case is Int.Type: return 0
        case is Double.Type: return 0.0
        case is Date.Type: return Date(timeIntervalSince1970: 0)
        default: break
        }
        if let enumType = type as? any AppEnum.Type { return firstCase(enumType) }
        return nil
    }

    static func encode(_ value: Any) -> JSONValue {
        if let optional = value as? any OptionalValueType {
            guard let wrapped = optional.wrapped else { return .null }
            return encode(wrapped)
        }
        if let array = value as? any ArrayValueType { return .array(array.elements.map(encode)) }
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case let date as Date: return .date(date)
        case let url as URL: return .string(url.absoluteString)
        default: break
        }
        if let member = value as? any AppEnum { return .string(identifier(of: member)) }
        if let entity = value as? any AppEntity { return entityValue(entity) }
        if let measurement = value as? any MeasurementValueType { return measurement.baseUnitValue.map(JSONValue.number) ?? .null }
        return .null
    }

    /// The value of `type` that `json` holds. Entities are found through their query; one that
    /// no longer exists reads as missing.
    static func decode(_ json: JSONValue, as type: Any.Type) async throws -> Any? {
        if let optional = type as? any OptionalValueType.Type {
            if json.isNull { return optional.none }
            return optional.wrap(try await decode(json, as: optional.wrappedType))
        }
        if let array = type as? any ArrayValueType.Type {
            var items: [Any] = []
            for item in json.arrayValue ?? [] {
                if let value = try await decode(item, as: array.elementType) { items.append(value) }
            }
            return array.make(items)
        }
        switch type {
        case is String.Type: return json.stringValue
        case is Bool.Type: return json.boolValue
        case is Int.Type: return json.numberValue.flatMap { $0.isFinite && abs($0) < 9.2e18 ? Int($0) : nil }
        case is Double.Type: return json.numberValue
        case is Date.Type: return json.dateValue
        case is URL.Type: return json.stringValue.flatMap(URL.init(string:))
        default: break
        }
        if let enumType = type as? any AppEnum.Type {
            return json.stringValue.flatMap { member(of: enumType, identifier: $0) }
        }
        if let entityType = type as? any AppEntity.Type {
            guard let identifier = json.stringValue ?? json["identifier"]?.stringValue else { return nil }
            return try await entity(of: entityType, identifier: identifier)
        }
        if let measurementType = type as? any MeasurementValueType.Type {
            return json.numberValue.flatMap { measurementType.make(baseUnitValue: $0) }
        }
        return nil
    }

    // MARK: Enums

    static func enumOptions<E: AppEnum>(_ type: E.Type) -> [ConfigurationOption] {
        E.allCases.map { member in
            let id = member.rawValue.description
            let representation = E.caseDisplayRepresentations[member]
            return ConfigurationOption(
                id: id, title: representation?.title.defaultString ?? id,
                subtitle: representation?.subtitle?.defaultString, value: .string(id))
        }
    }

    static func firstCase<E: AppEnum>(_ type: E.Type) -> Any? { E.allCases.first }

    static func identifier<E: AppEnum>(of member: E) -> String { member.rawValue.description }

    static func member<E: AppEnum>(of type: E.Type, identifier: String) -> Any? {
        E.RawValue(identifier).flatMap(E.init(rawValue:))
    }

    // MARK: Entities

    static func entityValue<E: AppEntity>(_ entity: E) -> JSONValue {
        var members: [String: JSONValue] = [
            "identifier": .string(entity.id.entityIdentifierString),
            "display": .string(entity.displayRepresentation.title.defaultString),
        ]
        if let subtitle = entity.displayRepresentation.subtitle { members["subtitle"] = .string(subtitle.defaultString) }
        return .object(members)
    }

    static func entityOption<E: AppEntity>(_ entity: E) -> ConfigurationOption {
        ConfigurationOption(
            id: entity.id.entityIdentifierString, title: entity.displayRepresentation.title.defaultString,
            subtitle: entity.displayRepresentation.subtitle?.defaultString, value: entityValue(entity))
    }

    static func entity<E: AppEntity>(of type: E.Type, identifier: String) async throws -> Any? {
        guard let id = E.ID.entityIdentifier(for: identifier) else { return nil }
        return try await E.defaultQuery.entities(for: [id]).first
    }

    /// The entities a person can choose: matches of `searchTerm` (an `EntityStringQuery`
    /// searches; otherwise suggestions are filtered by title), or the suggestions.
    static func entityOptions<E: AppEntity>(_ type: E.Type, searchTerm: String?) async throws -> [ConfigurationOption] {
        let query = E.defaultQuery
        guard let term = searchTerm?.trimmingCharacters(in: .whitespaces), !term.isEmpty else {
            return try await query.suggestedEntities().map(entityOption)
        }
        if let stringQuery = query as? any EntityStringQuery {
            return try await matches(stringQuery, term).compactMap { ($0 as? E).map(entityOption) }
        }
        let lowered = term.lowercased()
        return try await query.suggestedEntities()
            .filter {
                $0.displayRepresentation.title.defaultString.lowercased().contains(lowered)
                    || $0.id.entityIdentifierString.lowercased() == lowered
            }
            .map(entityOption)
    }

    static func matches<Q: EntityStringQuery>(_ query: Q, _ term: String) async throws -> [Any] {
        try await query.entities(matching: term).map { $0 as Any }
    }

    static func defaultEntity<E: AppEntity>(_ type: E.Type) async -> JSONValue? {
        await E.defaultQuery.defaultResult().map(entityValue)
    }
}

/// `Optional`, seen through a type at run time.
protocol OptionalValueType {
    static var wrappedType: Any.Type { get }
    static var none: Any { get }
    static func wrap(_ value: Any?) -> Any
    var wrapped: Any? { get }
}

extension Optional: OptionalValueType {
    static var wrappedType: Any.Type { Wrapped.self }
    static var none: Any {
        let empty: Wrapped? = nil
        return empty as Any
    }
    static func wrap(_ value: Any?) -> Any { (value as? Wrapped) as Any }
    var wrapped: Any? { map { $0 as Any } }
}

/// `Array`, seen through a type at run time.
protocol ArrayValueType {
    static var elementType: Any.Type { get }
    static func make(_ items: [Any]) -> Any
    var elements: [Any] { get }
}

extension Array: ArrayValueType {
    static var elementType: Any.Type { Element.self }
    static func make(_ items: [Any]) -> Any { items.compactMap { $0 as? Element } }
    var elements: [Any] { map { $0 as Any } }
}
