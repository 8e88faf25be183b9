public import Foundation

/// Reads an Xcode `.intentdefinition` file: an XML property list whose keys are Xcode's
/// (`INIntents`, `INEnums`, `INTypes`, …).
///
/// Keys that don't change the generated code (localization IDs, categories, Siri dialogs,
/// response codes, parameter tags, relationships) are ignored. A type the generated code cannot
/// represent (such as `Person` or `Location`) is an error naming the element.
public enum IntentDefinitionParser {
    /// Parses the file at `url`.
    public static func parse(contentsOf url: URL) throws(IntentDefinitionError) -> IntentDefinition {
        let fileName = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IntentDefinitionError(fileName: fileName, message: "cannot be read (\(error.localizedDescription))")
        }
        return try parse(data, fileName: fileName)
    }

    /// Parses the contents of a definition file; `fileName` is used in messages.
    public static func parse(_ data: Data, fileName: String) throws(IntentDefinitionError) -> IntentDefinition {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw IntentDefinitionError(fileName: fileName, message: "is not a property list (\(describe(error)))")
        }
        guard let dictionary = root as? [String: Any] else {
            throw IntentDefinitionError(fileName: fileName, message: "is not an intent definition (the property list is not a dictionary)")
        }
        guard dictionary["INIntents"] != nil || dictionary["INIntentDefinitionModelVersion"] != nil else {
            throw IntentDefinitionError(fileName: fileName, message: "is not an intent definition (no 'INIntents')")
        }
        var reader = Reader(fileName: fileName)
        return try reader.read(dictionary)
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return nsError.localizedDescription
    }
}

/// Walks the property list, keeping the path to the current element for messages.
private struct Reader {
    let fileName: String
    var element: [String] = []
    var namespace: String?

    init(fileName: String) {
        self.fileName = fileName
    }

    func error(_ message: String) -> IntentDefinitionError {
        IntentDefinitionError(fileName: fileName, element: element, message: message)
    }

    mutating func within<T>(_ item: String, _ body: (inout Reader) throws(IntentDefinitionError) -> T) throws(IntentDefinitionError) -> T {
        element.append(item)
        defer { element.removeLast() }
        return try body(&self)
    }

    // MARK: Typed access

    func string(_ key: String, in dictionary: [String: Any]) throws(IntentDefinitionError) -> String? {
        guard let value = dictionary[key] else { return nil }
        guard let text = value as? String else { throw error("'\(key)' is not a string") }
        return text
    }

    func requiredString(_ key: String, in dictionary: [String: Any]) throws(IntentDefinitionError) -> String {
        guard let text = try string(key, in: dictionary) else { throw error("'\(key)' is missing") }
        return text
    }

    func bool(_ key: String, in dictionary: [String: Any]) throws(IntentDefinitionError) -> Bool {
        guard let value = dictionary[key] else { return false }
        guard let flag = Self.bool(value) else { throw error("'\(key)' is not a Boolean") }
        return flag
    }

    func integer(_ key: String, in dictionary: [String: Any]) throws(IntentDefinitionError) -> Int? {
        guard let value = dictionary[key] else { return nil }
        guard let number = Self.integer(value) else { throw error("'\(key)' is not an integer") }
        return number
    }

    func number(_ key: String, in dictionary: [String: Any]) throws(IntentDefinitionError) -> Double? {
        guard let value = dictionary[key] else { return nil }
        guard let number = Self.double(value) else { throw error("'\(key)' is not a number") }
        return number
    }

    func dictionaries(_ key: String, in dictionary: [String: Any]) throws(IntentDefinitionError) -> [[String: Any]] {
        guard let value = dictionary[key] else { return [] }
        guard let items = value as? [Any] else { throw error("'\(key)' is not an array") }
        var result: [[String: Any]] = []
        for (offset, item) in items.enumerated() {
            guard let entry = item as? [String: Any] else { throw error("item \(offset) of '\(key)' is not a dictionary") }
            result.append(entry)
        }
        return result
    }

    func dictionary(_ key: String, in dictionary: [String: Any]) throws(IntentDefinitionError) -> [String: Any] {
        guard let value = dictionary[key] else { return [:] }
        guard let entry = value as? [String: Any] else { throw error("'\(key)' is not a dictionary") }
        return entry
    }

    static func bool(_ value: Any) -> Bool? {
        if let flag = value as? Bool { return flag }
        if let number = value as? NSNumber { return number.boolValue }
        if let number = value as? Int { return number != 0 }
        return nil
    }

    /// Whether `value` is a `<true/>` or `<false/>` (Foundation on Linux gives `Bool`, and an
    /// `NSNumber` of 0 or 1 also casts to `Bool`, so the type is compared).
    static func isBoolean(_ value: Any) -> Bool {
        type(of: value) == Bool.self
    }

    static func integer(_ value: Any) -> Int? {
        if isBoolean(value) { return nil }
        if let number = value as? Int { return number }
        if let number = value as? Double, number == number.rounded() { return Int(exactly: number) }
        if let number = value as? NSNumber {
            let double = number.doubleValue
            return double == double.rounded() ? Int(exactly: double) : nil
        }
        if let text = value as? String { return Int(text) }
        return nil
    }

    static func double(_ value: Any) -> Double? {
        if isBoolean(value) { return nil }
        if let number = value as? Double { return number }
        if let number = value as? Int { return Double(number) }
        if let number = value as? NSNumber { return number.doubleValue }
        if let text = value as? String { return Double(text) }
        return nil
    }

    // MARK: The file

    mutating func read(_ root: [String: Any]) throws(IntentDefinitionError) -> IntentDefinition {
        namespace = try string("INIntentDefinitionNamespace", in: root)
        var definition = IntentDefinition(fileName: fileName, namespace: namespace)

        for entry in try dictionaries("INEnums", in: root) {
            let name = try requiredString("INEnumName", in: entry)
            let read = try within("enum '\(name)'") { reader throws(IntentDefinitionError) in
                try reader.readEnum(named: name, entry)
            }
            definition.enums.append(read)
        }
        let enums = definition.enums
        for entry in try dictionaries("INTypes", in: root) {
            let name = try requiredString("INTypeName", in: entry)
            let read = try within("type '\(name)'") { reader throws(IntentDefinitionError) in
                try reader.readType(named: name, entry, enums: enums)
            }
            definition.types.append(read)
        }
        let typeNames = Set(definition.types.map(\.name))
        for entry in try dictionaries("INIntents", in: root) {
            let name = try requiredString("INIntentName", in: entry)
            let read = try within("intent '\(name)'") { reader throws(IntentDefinitionError) in
                try reader.readIntent(named: name, entry, enums: enums, typeNames: typeNames)
            }
            definition.intents.append(read)
        }
        try checkNames(definition)
        return definition
    }

    func checkNames(_ definition: IntentDefinition) throws(IntentDefinitionError) {
        var seen: [String: String] = [:]
        let declared = definition.enums.map { ($0.name, "enum") } + definition.types.map { ($0.name, "type") }
            + definition.intents.flatMap { [($0.className, "intent"), ($0.handlingProtocolName, "intent")] }
        for (name, kind) in declared {
            if let earlier = seen[name] {
                throw error("\(kind) '\(name)' has the same Swift name as \(earlier == kind ? "another \(kind)" : "a \(earlier)")")
            }
            seen[name] = kind
        }
    }

    // MARK: Enums

    mutating func readEnum(named name: String, _ entry: [String: Any]) throws(IntentDefinitionError) -> IntentDefinition.Enum {
        try checkIdentifier(name, what: "enum name")
        var cases: [IntentDefinition.Enum.Case] = []
        for value in try dictionaries("INEnumValues", in: entry) {
            let caseName = try requiredString("INEnumValueName", in: value)
            let enumCase = try within("value '\(caseName)'") { reader throws(IntentDefinitionError) in
                try reader.checkIdentifier(caseName, what: "value name")
                return IntentDefinition.Enum.Case(
                    name: caseName,
                    displayName: try reader.string("INEnumValueDisplayName", in: value) ?? caseName,
                    index: try reader.integer("INEnumValueIndex", in: value) ?? 0)
            }
            if let other = cases.first(where: { $0.index == enumCase.index }) {
                throw error("values '\(other.name)' and '\(caseName)' have the same index \(enumCase.index)")
            }
            if cases.contains(where: { $0.name == caseName }) {
                throw error("value '\(caseName)' appears twice")
            }
            cases.append(enumCase)
        }
        if !cases.contains(where: { $0.index == 0 }), cases.contains(where: { $0.name == "unknown" }) {
            throw error("value 'unknown' must have index 0")
        }
        return IntentDefinition.Enum(name: name, cases: cases)
    }

    // MARK: Custom types

    /// Properties every `INObject` has; the definition lists them with `INTypePropertyDefault`.
    static let builtInProperties: Set<String> = [
        "identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches", "subtitleString", "displayImage",
    ]
    static let reservedObjectMembers: Set<String> = [
        "identifier", "displayString", "subtitleString", "description", "debugDescription", "hash", "hashValue",
        "superclass", "init", "self", "Type",
    ]

    mutating func readType(named name: String, _ entry: [String: Any], enums: [IntentDefinition.Enum]) throws(IntentDefinitionError) -> IntentDefinition.CustomType {
        try checkIdentifier(name, what: "type name")
        var properties: [IntentDefinition.CustomType.Property] = []
        for property in try dictionaries("INTypeProperties", in: entry) {
            let propertyName = try requiredString("INTypePropertyName", in: property)
            if try bool("INTypePropertyDefault", in: property) || Self.builtInProperties.contains(propertyName) { continue }
            let read = try within("property '\(propertyName)'") { reader throws(IntentDefinitionError) in
                try reader.checkIdentifier(propertyName, what: "property name")
                if Self.reservedObjectMembers.contains(propertyName) {
                    throw reader.error("the name clashes with a member of INObject")
                }
                let type = try reader.valueType(
                    typeKey: "INTypePropertyType", enumKey: "INTypePropertyEnumType",
                    enumNamespaceKey: "INTypePropertyEnumTypeNamespace", objectKey: "INTypePropertyObjectType",
                    objectNamespaceKey: "INTypePropertyObjectTypeNamespace", metadataKey: "INTypePropertyMetadata",
                    in: property, enums: enums, typeNames: nil)
                return IntentDefinition.CustomType.Property(
                    name: propertyName, displayName: try reader.string("INTypePropertyDisplayName", in: property), type: type,
                    supportsMultipleValues: try reader.bool("INTypePropertySupportsMultipleValues", in: property))
            }
            if properties.contains(where: { $0.name == propertyName }) {
                throw error("property '\(propertyName)' appears twice")
            }
            properties.append(read)
        }
        return IntentDefinition.CustomType(name: name, displayName: try string("INTypeDisplayName", in: entry), properties: properties)
    }

    // MARK: Intents

    static let reservedIntentMembers: Set<String> = [
        "identifier", "description", "debugDescription", "hash", "hashValue", "superclass", "init", "self", "Type",
    ]

    mutating func readIntent(
        named name: String, _ entry: [String: Any], enums: [IntentDefinition.Enum], typeNames: Set<String>
    ) throws(IntentDefinitionError) -> IntentDefinition.Intent {
        try checkIdentifier(name, what: "intent name")
        if let kind = try string("INIntentType", in: entry), kind != "Custom" {
            throw error("unsupported intent type '\(kind)' (only custom intents are generated)")
        }
        let className = try string("INIntentClassName", in: entry)
        if let className { try checkIdentifier(className, what: "class name") }

        let entries = try dictionaries("INIntentParameters", in: entry)
        // Xcode 12 and later write `INIntentParameterConfigurable` only for parameters a person
        // can edit; older files have no such key, and all their parameters are editable.
        let marksConfigurable = entries.contains { $0["INIntentParameterConfigurable"] != nil }
        var parameters: [(parameter: IntentDefinition.Parameter, priority: Int?, position: Int)] = []
        for (position, parameterEntry) in entries.enumerated() {
            let parameterName = try requiredString("INIntentParameterName", in: parameterEntry)
            let parameter = try within("parameter '\(parameterName)'") { reader throws(IntentDefinitionError) in
                try reader.readParameter(
                    named: parameterName, parameterEntry, marksConfigurable: marksConfigurable, enums: enums, typeNames: typeNames)
            }
            if parameters.contains(where: { $0.parameter.name == parameterName }) {
                throw error("parameter '\(parameterName)' appears twice")
            }
            let priority = try within("parameter '\(parameterName)'") { reader throws(IntentDefinitionError) in
                try reader.integer("INIntentParameterDisplayPriority", in: parameterEntry)
            }
            parameters.append((parameter, priority, position))
        }
        // Xcode shows (and writes) parameters by display priority; the array order breaks ties.
        parameters.sort { ($0.priority ?? Int.max, $0.position) < ($1.priority ?? Int.max, $1.position) }

        return IntentDefinition.Intent(
            name: name, className: className,
            title: try string("INIntentTitle", in: entry),
            description: try string("INIntentDescription", in: entry),
            parameters: parameters.map(\.parameter))
    }

    func readParameter(
        named name: String, _ entry: [String: Any], marksConfigurable: Bool, enums: [IntentDefinition.Enum], typeNames: Set<String>
    ) throws(IntentDefinitionError) -> IntentDefinition.Parameter {
        try checkIdentifier(name, what: "parameter name")
        if Self.reservedIntentMembers.contains(name) {
            throw error("the name clashes with a member of INIntent")
        }
        let type = try valueType(
            typeKey: "INIntentParameterType", enumKey: "INIntentParameterEnumType",
            enumNamespaceKey: "INIntentParameterEnumTypeNamespace", objectKey: "INIntentParameterObjectType",
            objectNamespaceKey: "INIntentParameterObjectTypeNamespace", metadataKey: "INIntentParameterMetadata",
            in: entry, enums: enums, typeNames: typeNames)
        let multiple = try bool("INIntentParameterSupportsMultipleValues", in: entry)
        let dynamic = try bool("INIntentParameterSupportsDynamicEnumeration", in: entry)
        if dynamic {
            switch type {
            case .enumeration: throw error("dynamic options are not supported for an enum parameter")
            case .date: throw error("dynamic options are not supported for a date parameter")
            default: break
            }
        }
        let metadata = try dictionary("INIntentParameterMetadata", in: entry)
        let searchable = try bool("INIntentParameterSupportsSearch", in: entry)
        let configurable = try bool("INIntentParameterConfigurable", in: entry)
        var reasons: [String] = []
        for reason in try dictionaries("INIntentParameterUnsupportedReasons", in: entry) {
            let code = try requiredString("INIntentParameterUnsupportedReasonCode", in: reason)
            try checkIdentifier(code, what: "unsupported reason code")
            if !reasons.contains(code) { reasons.append(code) }
        }
        return IntentDefinition.Parameter(
            name: name,
            displayName: try string("INIntentParameterDisplayName", in: entry) ?? name,
            type: type,
            supportsMultipleValues: multiple,
            fixedSize: multiple ? try fixedSize(entry) : nil,
            supportsDynamicOptions: dynamic,
            supportsSearch: dynamic && searchable,
            isConfigurable: marksConfigurable ? configurable : true,
            defaultValue: multiple ? nil : try defaultValue(metadata, type: type, enums: enums),
            unsupportedReasons: reasons)
    }

    /// "Fixed size": `INIntentParameterFixedSizeArray` with a size per widget family in
    /// `INIntentParameterArraySizes` (`INIntentParameterArraySizeSize`,
    /// `INIntentParameterArraySizeSizeClass`). The host has one size: the largest.
    func fixedSize(_ entry: [String: Any]) throws(IntentDefinitionError) -> Int? {
        var sizes: [Int] = []
        func collect(_ value: Any, key: String) throws(IntentDefinitionError) {
            if let items = value as? [Any] {
                for item in items {
                    if let size = Self.integer(item) {
                        sizes.append(size)
                    } else if let entry = item as? [String: Any] {
                        guard let size = try integer("INIntentParameterArraySizeSize", in: entry) else {
                            throw error("an entry of '\(key)' has no 'INIntentParameterArraySizeSize'")
                        }
                        sizes.append(size)
                    } else {
                        throw error("'\(key)' has an entry that is not a size")
                    }
                }
            } else if let bySizeClass = value as? [String: Any] {
                for (sizeClass, size) in bySizeClass {
                    guard let size = Self.integer(size) else { throw error("'\(key)' has a size for '\(sizeClass)' that is not an integer") }
                    sizes.append(size)
                }
            } else if let size = Self.integer(value) {
                sizes.append(size)
            } else {
                throw error("'\(key)' is not a list of sizes")
            }
        }
        if let flag = entry["INIntentParameterFixedSizeArray"] {
            if flag is [Any] || flag is [String: Any] {
                try collect(flag, key: "INIntentParameterFixedSizeArray")
            } else {
                guard let isFixed = Self.bool(flag) else { throw error("'INIntentParameterFixedSizeArray' is not a Boolean") }
                guard isFixed else { return nil }
            }
        }
        if let arraySizes = entry["INIntentParameterArraySizes"] {
            try collect(arraySizes, key: "INIntentParameterArraySizes")
        }
        if let invalid = sizes.first(where: { $0 < 1 }) {
            throw error("fixed size \(invalid) is not positive")
        }
        return sizes.max()
    }

    // MARK: Types and defaults

    func valueType(
        typeKey: String, enumKey: String, enumNamespaceKey: String, objectKey: String, objectNamespaceKey: String,
        metadataKey: String, in entry: [String: Any], enums: [IntentDefinition.Enum], typeNames: Set<String>?
    ) throws(IntentDefinitionError) -> IntentDefinition.ValueType {
        let typeName = try string(typeKey, in: entry)
        if let enumName = try string(enumKey, in: entry) {
            let enumNamespace = try string(enumNamespaceKey, in: entry)
            if !enums.contains(where: { $0.name == enumName }) && !isOtherNamespace(enumNamespace) {
                throw error("unknown enum '\(enumName)'")
            }
            try checkIdentifier(enumName, what: "enum name")
            return .enumeration(enumName)
        }
        let metadata = try dictionary(metadataKey, in: entry)
        switch typeName {
        case "String":
            return .string
        case "Boolean":
            return .boolean
        case "Integer":
            let minimum = try integer("INIntentParameterMetadataMinimumValue", in: metadata)
            let maximum = try integer("INIntentParameterMetadataMaximumValue", in: metadata)
            return .integer(minimum: minimum, maximum: maximum)
        case "Decimal":
            let minimum = try number("INIntentParameterMetadataMinimumValue", in: metadata)
            let maximum = try number("INIntentParameterMetadataMaximumValue", in: metadata)
            return .decimal(minimum: minimum, maximum: maximum)
        case "Placemark":
            return .placemark
        case "DateComponents":
            // The metadata type is "Date" for a date without a time of day.
            let kind = try string("INIntentParameterMetadataType", in: metadata)
            return .date(includesTime: kind != "Date")
        case "Object", nil:
            guard let objectName = try string(objectKey, in: entry) else {
                throw error(typeName == nil ? "'\(typeKey)' is missing" : "'\(objectKey)' is missing")
            }
            let objectNamespace = try string(objectNamespaceKey, in: entry)
            if objectNamespace == "System" {
                throw error("unsupported type '\(objectName)'")
            }
            if let typeNames, !typeNames.contains(objectName), !isOtherNamespace(objectNamespace) {
                throw error("unknown custom type '\(objectName)'")
            }
            try checkIdentifier(objectName, what: "type name")
            return .object(objectName)
        case let other?:
            throw error("unsupported type '\(other)'")
        }
    }

    /// A type from another definition file of the same target: its namespace differs.
    func isOtherNamespace(_ other: String?) -> Bool {
        guard let other, let namespace else { return false }
        return other != namespace
    }

    func defaultValue(
        _ metadata: [String: Any], type: IntentDefinition.ValueType, enums: [IntentDefinition.Enum]
    ) throws(IntentDefinitionError) -> IntentDefinition.DefaultValue? {
        let key = "INIntentParameterMetadataDefaultValue"
        guard let value = metadata[key] else { return nil }
        switch type {
        case .string:
            guard let text = value as? String else { throw error("'\(key)' is not a string") }
            return .string(text)
        case .boolean:
            guard let flag = Self.bool(value) else { throw error("'\(key)' is not a Boolean") }
            return .boolean(flag)
        case .integer:
            guard let number = Self.integer(value) else { throw error("'\(key)' is not an integer") }
            return .integer(number)
        case .decimal:
            guard let number = Self.double(value) else { throw error("'\(key)' is not a number") }
            return .decimal(number)
        case .enumeration(let enumName):
            guard let caseName = value as? String else { throw error("'\(key)' is not the name of a value") }
            if let definition = enums.first(where: { $0.name == enumName }),
               !definition.cases.contains(where: { $0.name == caseName }) {
                throw error("default value '\(caseName)' is not a value of enum '\(enumName)'")
            }
            return .enumCase(caseName)
        case .date, .object, .placemark:
            return nil
        }
    }

    // MARK: Names

    func checkIdentifier(_ name: String, what: String) throws(IntentDefinitionError) {
        guard let first = name.unicodeScalars.first,
              first == "_" || CharacterSet.letters.contains(first),
              name.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) }) else {
            throw error("'\(name)' is not a valid \(what)")
        }
    }
}
