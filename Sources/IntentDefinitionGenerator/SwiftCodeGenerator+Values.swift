// Property accessors, Swift types and literal values of the generated source.

extension Writer {
    // MARK: Accessors

    mutating func writeAccessor(name: String, title: String, type: IntentDefinition.ValueType, multiple: Bool, storage: String) {
        let key = literal(name)
        line("/// \(describe(title, fallback: name)).")
        if multiple, case .enumeration(let enumName) = type {
            line("///")
            line("/// The raw values of `\(enumName)` cases, as Xcode generates lists of enum values.")
            block("\(access)var \(escaped(name)): [NSNumber]? {") { writer in
                writer.line("get { _inEnumNumbers(_\(storage.lowercased())Values[\(key)]) }")
                writer.line("set { _setValue(newValue, for\(storage): \(key)) }")
            }
            return
        }
        if !multiple, case .enumeration(let enumName) = type {
            block("\(access)var \(escaped(name)): \(escaped(enumName)) {") { writer in
                writer.line("get { _value(for\(storage): \(key)) ?? \(writer.zeroValue(ofEnum: enumName)) }")
                writer.line("set { _setValue(newValue, for\(storage): \(key)) }")
            }
            return
        }
        let element = propertyElementType(type)
        block("\(access)var \(escaped(name)): \(multiple ? "[\(element)]" : element)? {") { writer in
            writer.line("get { _value(for\(storage): \(key)) }")
            writer.line("set { _setValue(newValue, for\(storage): \(key)) }")
        }
    }

    mutating func writeEnumNumbersHelper() {
        line()
        line("/// A list of enum values as their raw values, as generated properties give them.")
        block("nonisolated private func _inEnumNumbers(_ value: Any?) -> [NSNumber]? {") { writer in
            writer.line("guard let items = value as? [Any] else { return nil }")
            writer.block("return items.compactMap { item in") { writer in
                writer.line("if let member = item as? any _INCodableEnum { return NSNumber(value: member._rawIndex) }")
                writer.line("return item as? NSNumber")
            }
        }
    }

    // MARK: Types and values

    func propertyElementType(_ type: IntentDefinition.ValueType) -> String {
        switch type {
        case .string: "String"
        case .boolean, .integer, .decimal: "NSNumber"
        case .date: "DateComponents"
        case .enumeration: "NSNumber"
        case .object(let name): escaped(name)
        case .placemark: "CLPlacemark"
        }
    }

    /// The element of the `INObjectCollection` of dynamic options, as Xcode declares it.
    func collectionElementType(_ type: IntentDefinition.ValueType) -> String {
        switch type {
        case .string: "NSString"
        case .object(let name): escaped(name)
        case .placemark: "CLPlacemark"
        default: "NSNumber"
        }
    }

    /// The type `default<Name>(for:)` returns (optional), as Xcode declares it.
    func defaultValueType(_ type: IntentDefinition.ValueType) -> String {
        switch type {
        case .string: "String"
        case .object(let name): escaped(name)
        case .placemark: "CLPlacemark"
        default: "NSNumber"
        }
    }

    func valueType(_ type: IntentDefinition.ValueType) -> String {
        switch type {
        case .string: ".string"
        case .boolean: ".boolean"
        case .integer(let minimum, let maximum):
            ".integer(minimum: \(minimum.map(String.init) ?? "nil"), maximum: \(maximum.map(String.init) ?? "nil"))"
        case .decimal(let minimum, let maximum):
            ".decimal(minimum: \(minimum.map(doubleLiteral) ?? "nil"), maximum: \(maximum.map(doubleLiteral) ?? "nil"))"
        case .date(let includesTime): ".date(includesTime: \(includesTime))"
        case .enumeration(let name): ".enumeration(\(escaped(name)).self)"
        case .object(let name): ".object(\(escaped(name)).self)"
        case .placemark: ".placemark"
        }
    }

    func defaultValue(_ value: IntentDefinition.DefaultValue, type: IntentDefinition.ValueType) -> String {
        switch value {
        case .string(let text): literal(text)
        case .boolean(let flag): "NSNumber(value: \(flag))"
        case .integer(let number): "NSNumber(value: \(number))"
        case .decimal(let number): "NSNumber(value: \(doubleLiteral(number)))"
        case .enumCase(let name):
            if case .enumeration(let enumName) = type { "\(escaped(enumName)).`\(name)`" } else { literal(name) }
        }
    }

    /// The value of an unset enum property: the zero case.
    func zeroValue(ofEnum name: String) -> String {
        if let local = definition.enums.first(where: { $0.name == name }) {
            return ".`\(local.zeroCase?.name ?? "unknown")`"
        }
        // An enum of another definition file: generated with a zero case too.
        return "\(escaped(name))(rawValue: 0)!"
    }

    func describe(_ text: String?, fallback: String) -> String {
        let value = text.flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        return value.replacingOccurrences(of: "\n", with: " ")
    }
}

extension IntentDefinition.ValueType {
    var isEnumeration: Bool {
        if case .enumeration = self { return true }
        return false
    }
}

// MARK: - Swift spelling

/// `name` with its first letter uppercased: `selectButtons` → `SelectButtons`.
func capitalized(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
}

private let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "false", "is", "nil", "self", "Self", "super", "true", "try", "throws", "await", "async", "some", "any", "Type",
]

/// `name`, in backticks if it is a keyword.
func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
}

/// A Swift string literal for `text`.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

/// A Swift floating-point literal for `value`.
func doubleLiteral(_ value: Double) -> String {
    let text = "\(value)"
    return text.contains(".") || text.contains("e") ? text : text + ".0"
}
