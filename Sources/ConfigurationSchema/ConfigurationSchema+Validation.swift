import Foundation

extension ConfigurationSchema {
    /// Checks `submitted` against the parameters and returns the configuration to store.
    ///
    /// - Values of parameters missing from `submitted` are kept from `current`.
    /// - Options are matched by identifier against what the widget's code offers now, and the
    ///   stored value is the offered one (a client cannot invent an object's properties).
    /// - Throws `ConfigurationError` naming the parameter for an unknown parameter, a wrong
    ///   type, a value outside a range, an option that was not offered, or too many values.
    package func validate(
        _ submitted: JSONValue, current: [String: JSONValue] = [:]
    ) async throws -> [String: JSONValue] {
        guard let object = submitted.objectValue else {
            throw ConfigurationError(parameter: nil, message: "A configuration is a JSON object of parameter values")
        }
        for key in object.keys.sorted() where parameter(named: key) == nil {
            throw ConfigurationError(parameter: key, message: "Unknown parameter '\(key)'")
        }
        var result = current.filter { parameter(named: $0.key) != nil }
        for parameter in parameters {
            guard let value = object[parameter.name] else { continue }
            result[parameter.name] = try await validate(value, for: parameter, configuration: result.merging(object) { $1 })
        }
        return result
    }

    private func validate(
        _ value: JSONValue, for parameter: ConfigurationParameter, configuration: [String: JSONValue]
    ) async throws -> JSONValue {
        if value.isNull {
            guard parameter.isOptional else {
                throw ConfigurationError(parameter: parameter.name, message: "'\(parameter.title)' needs a value")
            }
            return .null
        }
        guard parameter.isList else {
            return try await validateSingle(value, for: parameter, configuration: configuration)
        }
        guard let items = value.arrayValue else {
            throw ConfigurationError(parameter: parameter.name, message: "'\(parameter.title)' takes a list of values")
        }
        if let maximum = parameter.maximumCount, items.count > maximum {
            throw ConfigurationError(
                parameter: parameter.name,
                message: "'\(parameter.title)' takes at most \(maximum) values; \(items.count) were given")
        }
        var validated: [JSONValue] = []
        for item in items {
            validated.append(try await validateSingle(item, for: parameter, configuration: configuration))
        }
        return .array(validated)
    }

    private func validateSingle(
        _ value: JSONValue, for parameter: ConfigurationParameter, configuration: [String: JSONValue]
    ) async throws -> JSONValue {
        let name = parameter.name, title = parameter.title
        func refuse(_ message: String) -> ConfigurationError { ConfigurationError(parameter: name, message: message) }
        if parameter.choosesFromOptions {
            return try await chooseOption(value, for: parameter, configuration: configuration)
        }
        switch parameter.type {
        case .string:
            guard let text = value.stringValue else { throw refuse("'\(title)' takes text") }
            guard text.count <= 10_000 else { throw refuse("'\(title)' is longer than 10,000 characters") }
            return value
        case .bool:
            guard value.boolValue != nil else { throw refuse("'\(title)' takes true or false") }
            return value
        case .integer(let minimum, let maximum):
            guard let number = value.numberValue, number.rounded() == number, abs(number) < 1e15 else {
                throw refuse("'\(title)' takes a whole number")
            }
            if let minimum, number < Double(minimum) { throw refuse("'\(title)' must be at least \(minimum)") }
            if let maximum, number > Double(maximum) { throw refuse("'\(title)' must be at most \(maximum)") }
            return value
        case .decimal(let minimum, let maximum):
            guard let number = value.numberValue, number.isFinite else { throw refuse("'\(title)' takes a number") }
            if let minimum, number < minimum { throw refuse("'\(title)' must be at least \(minimum)") }
            if let maximum, number > maximum { throw refuse("'\(title)' must be at most \(maximum)") }
            return value
        case .date:
            guard let date = value.dateValue else { throw refuse("'\(title)' takes a date (ISO 8601, e.g. 2026-11-22)") }
            return .date(date)
        case .enumeration, .object:
            return try await chooseOption(value, for: parameter, configuration: configuration)
        }
    }

    /// The offered option that `value` names (by a plain identifier or an object's `identifier`).
    private func chooseOption(
        _ value: JSONValue, for parameter: ConfigurationParameter, configuration: [String: JSONValue]
    ) async throws -> JSONValue {
        let identifier: String
        switch value {
        case .string(let text): identifier = text
        case .number(let number): identifier = JSONValue.number(number).jsonString
        case .object(let members):
            guard let text = members["identifier"]?.stringValue ?? members["id"]?.stringValue else {
                throw ConfigurationError(parameter: parameter.name, message: "'\(parameter.title)' needs an option's identifier")
            }
            identifier = text
        default:
            throw ConfigurationError(parameter: parameter.name, message: "'\(parameter.title)' takes one of its options")
        }
        var options = try await self.options(for: parameter.name, configuration: configuration)
        if !options.contains(where: { $0.id == identifier }), parameter.supportsSearch {
            options = try await self.options(for: parameter.name, searchTerm: identifier, configuration: configuration)
        }
        guard let option = options.first(where: { $0.id == identifier }) else {
            let shown = identifier.count > 60 ? String(identifier.prefix(60)) + "…" : identifier
            throw ConfigurationError(
                parameter: parameter.name, message: "'\(shown)' is not one of the options of '\(parameter.title)'")
        }
        return option.value
    }
}
