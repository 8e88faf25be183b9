package import Foundation

/// A JSON value: how a widget's configuration is stored (SQLite), sent (HTTP) and given on the
/// command line (`--configuration`).
///
/// A configuration is an object whose keys are parameter names:
/// `{"country": "gb", "showWeather": true, "buttons": [{"identifier": "pay", "display": "Pay"}]}`.
package enum JSONValue: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Parses JSON text; a clear error names what is wrong.
    package static func parse(_ data: Data) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ConfigurationError(parameter: nil, message: "The configuration is not valid JSON")
        }
    }

    /// Compact JSON text with sorted keys, so equal configurations are equal strings.
    package var jsonData: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }

    /// `jsonData` as text.
    package var jsonString: String { String(decoding: jsonData, as: UTF8.self) }

    package var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    package var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    package var numberValue: Double? { if case .number(let value) = self { value } else { nil } }
    package var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
    package var objectValue: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }
    package var isNull: Bool { self == .null }

    /// A member of an object, or `nil`.
    package subscript(key: String) -> JSONValue? { objectValue?[key] }
}

extension JSONValue {
    /// A date as the configuration stores it: ISO 8601 with seconds, in UTC.
    package static func date(_ date: Date) -> JSONValue {
        .string(date.formatted(.iso8601))
    }

    /// The date this value holds (ISO 8601 date-time or a `yyyy-MM-dd` date), or `nil`.
    package var dateValue: Date? {
        guard let text = stringValue else { return nil }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day()) { return date }
        if let date = try? Date(text + ":00Z", strategy: .iso8601) { return date }
        return nil
    }
}
