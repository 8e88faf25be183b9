/// A value of an OpenStep property list as `project.pbxproj` holds it: every scalar is a string
/// (numbers and booleans too: `archiveVersion = 1;`, `isa = PBXGroup;`), plus arrays and dictionaries.
public enum PlistValue: Sendable, Equatable {
    /// A string (or any scalar, written as a string).
    case string(String)
    /// An ordered list of values: `( a, b, )`.
    case array([PlistValue])
    /// A dictionary of values by key: `{ key = value; }`.
    case dictionary([String: PlistValue])

    /// The string, if this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [PlistValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, if this is a dictionary.
    public var dictionary: [String: PlistValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// A string, or an array of strings joined with spaces (build settings may be either:
    /// `OTHER_SWIFT_FLAGS = "-DA -DB";` or `OTHER_SWIFT_FLAGS = ("-DA", "-DB");`).
    public var settingText: String? {
        switch self {
        case .string(let value): return value
        case .array(let values): return values.compactMap(\.string).joined(separator: " ")
        case .dictionary: return nil
        }
    }

    /// Converts what Foundation's `PropertyListSerialization` returned; `nil` for a kind of value a
    /// project file never holds.
    init?(foundation value: Any) {
        switch value {
        case let text as String:
            self = .string(text)
        case let values as [Any]:
            var converted: [PlistValue] = []
            for element in values {
                guard let value = PlistValue(foundation: element) else { return nil }
                converted.append(value)
            }
            self = .array(converted)
        case let entries as [AnyHashable: Any]:
            var converted: [String: PlistValue] = [:]
            for (key, element) in entries {
                guard let key = key.base as? String, let value = PlistValue(foundation: element) else { return nil }
                converted[key] = value
            }
            self = .dictionary(converted)
        case let entries as [String: Any]:
            var converted: [String: PlistValue] = [:]
            for (key, element) in entries {
                guard let value = PlistValue(foundation: element) else { return nil }
                converted[key] = value
            }
            self = .dictionary(converted)
        default:
            // Data (`<0a0b>`), numbers or dates: not in project files; kept as their description.
            self = .string(String(describing: value))
        }
    }
}
