/// Writes the Swift that Xcode would generate for an `.intentdefinition` file, shaped for the
/// `Intents` module of WidgetKit for Linux.
///
/// For each element of the definition:
/// - an enum becomes `public enum Name: Int, CaseIterable, Sendable, _INCodableEnum` with
///   `case unknown = 0` and the definition's raw values;
/// - a custom type becomes an `INObject` subclass with typed properties;
/// - an intent becomes an `INIntent` subclass with typed properties (in display order) and its
///   definition, plus the `…IntentHandling` protocol with the dynamic-options and default-value
///   methods, each form of which has a default implementation, so a handler implementing any
///   one of them is found.
///
/// Declarations are `nonisolated`, so they also build in a target whose default isolation is
/// the main actor (the host calls them from any thread, as SiriKit does).
///
/// Properties have Xcode's types: `String?`, `NSNumber?` for Booleans and numbers,
/// `DateComponents?`, a non-optional enum (`.unknown` when unset), the custom class, and arrays
/// of those for "supports multiple values" (`[NSNumber]?` for enums). Resolution, confirmation
/// and handling methods, which Siri and Shortcuts call, are not generated.
public struct SwiftCodeGenerator: Sendable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        /// `public`, as Xcode generates them.
        case `public`
        /// `internal`, for a target that keeps the generated types to itself.
        case `internal`
    }

    /// The access level of the generated declarations.
    public var accessLevel: AccessLevel

    /// A generator writing declarations with `accessLevel`.
    public init(accessLevel: AccessLevel = .public) {
        self.accessLevel = accessLevel
    }

    /// The Swift source for `definition`.
    public func generate(_ definition: IntentDefinition) -> String {
        var writer = Writer(definition: definition, access: accessLevel == .public ? "public " : "")
        writer.writeFile()
        return writer.output
    }
}

// MARK: - Writer

private struct Writer {
    let definition: IntentDefinition
    let access: String
    var output = ""
    var indentation = 0

    init(definition: IntentDefinition, access: String) {
        self.definition = definition
        self.access = access
    }

    mutating func line(_ text: String = "") {
        if text.isEmpty {
            output += "\n"
        } else {
            output += String(repeating: "    ", count: indentation) + text + "\n"
        }
    }

    mutating func block(_ opening: String, closing: String = "}", _ body: (inout Writer) -> Void) {
        line(opening)
        indentation += 1
        body(&self)
        indentation -= 1
        line(closing)
    }

    // MARK: File

    mutating func writeFile() {
        line("//")
        line("// Generated from \(definition.fileName) by IntentDefinitionPlugin (WidgetKit for Linux).")
        line("// Do not edit: the build regenerates this file whenever the definition changes.")
        line("//")
        line()
        // A public declaration that uses a module's types needs a `public import` in a target
        // with `InternalImportsByDefault`; an unused one warns, so only those that are used.
        let isPublic = !access.isEmpty
        let hasDeclarations = !definition.enums.isEmpty || !definition.types.isEmpty || !definition.intents.isEmpty
        line(isPublic && usesFoundationPublicly ? "public import Foundation" : "import Foundation")
        line(isPublic && hasDeclarations ? "public import Intents" : "import Intents")
        for item in definition.enums { writeEnum(item) }
        for item in definition.types { writeType(item) }
        for item in definition.intents { writeIntent(item) }
        if needsEnumNumbersHelper { writeEnumNumbersHelper() }
    }

    var usesFoundationPublicly: Bool {
        if !definition.intents.isEmpty { return true } // the handling protocol refines NSObjectProtocol
        return definition.types.contains { type in
            type.properties.contains { property in
                switch property.type {
                case .boolean, .integer, .decimal, .date: return true
                case .enumeration: return property.supportsMultipleValues
                case .string, .object: return false
                }
            }
        }
    }

    var needsEnumNumbersHelper: Bool {
        let typeUses = definition.types.contains { $0.properties.contains { $0.supportsMultipleValues && $0.type.isEnumeration } }
        let intentUses = definition.intents.contains { $0.parameters.contains { $0.supportsMultipleValues && $0.type.isEnumeration } }
        return typeUses || intentUses
    }

    // MARK: Enums

    mutating func writeEnum(_ item: IntentDefinition.Enum) {
        let zeroName = item.zeroCase?.name ?? "unknown"
        var cases = item.cases
        if item.zeroCase == nil {
            cases.insert(.init(name: "unknown", displayName: "Unknown", index: 0), at: 0)
        }
        line()
        line("// MARK: - \(item.name)")
        line()
        line("/// The \(item.name) enum of \(definition.fileName); `.\(zeroName)` is the value of an unset parameter.")
        block("nonisolated \(access)enum \(escaped(item.name)): Int, CaseIterable, Sendable, _INCodableEnum {") { writer in
            for enumCase in cases {
                writer.line("case `\(enumCase.name)` = \(enumCase.index)")
            }
            writer.line()
            writer.line("/// The values a person can choose, in the definition's order.")
            writer.block("\(writer.access)static var _caseDefinitions: [_INEnumCaseDefinition] {") { writer in
                writer.block("[", closing: "]") { writer in
                    for enumCase in cases where !(enumCase.index == 0 && enumCase.name == "unknown") {
                        writer.line(
                            "_INEnumCaseDefinition(rawValue: \(enumCase.index), name: \(literal(enumCase.name)), "
                                + "displayName: \(literal(enumCase.displayName))),")
                    }
                }
            }
        }
    }

    // MARK: Custom types

    mutating func writeType(_ item: IntentDefinition.CustomType) {
        line()
        line("// MARK: - \(item.name)")
        line()
        line("/// The \(describe(item.displayName, fallback: item.name)) type of \(definition.fileName).")
        block("nonisolated \(access)class \(escaped(item.name)): INObject {") { writer in
            for property in item.properties {
                writer.writeAccessor(
                    name: property.name, title: property.displayName ?? property.name, type: property.type,
                    multiple: property.supportsMultipleValues, storage: "Property")
                writer.line()
            }
            writer.line("/// The properties the definition declares, for the host.")
            writer.block("\(writer.access)override class var _propertyDefinitions: [_INPropertyDefinition] {") { writer in
                if item.properties.isEmpty {
                    writer.line("[]")
                    return
                }
                writer.block("[", closing: "]") { writer in
                    for property in item.properties {
                        let multiple = property.supportsMultipleValues ? ", supportsMultipleValues: true" : ""
                        writer.line(
                            "_INPropertyDefinition(name: \(literal(property.name)), type: \(writer.valueType(property.type))\(multiple)),")
                    }
                }
            }
        }
    }

    // MARK: Intents

    mutating func writeIntent(_ item: IntentDefinition.Intent) {
        let dynamic = item.parameters.filter(\.supportsDynamicOptions)
        line()
        line("// MARK: - \(item.className)")
        line()
        line("/// The \(describe(item.title, fallback: item.name)) intent of \(definition.fileName).")
        block("nonisolated \(access)class \(escaped(item.className)): INIntent {") { writer in
            for parameter in item.parameters {
                writer.writeAccessor(
                    name: parameter.name, title: parameter.displayName, type: parameter.type,
                    multiple: parameter.supportsMultipleValues, storage: "Parameter")
                writer.line()
            }
            writer.line("/// The intent's title and the parameters a person configures, for the host.")
            writer.line("\(writer.access)override class var _intentDefinition: _INIntentDefinition { __intentDefinition }")
            writer.line()
            writer.writeIntentDefinition(item)
            if !dynamic.isEmpty {
                writer.line()
                writer.writeProvideOptions(item, dynamic: dynamic)
                writer.line()
                writer.writeProvideDefault(item, dynamic: dynamic)
            }
        }
        writeHandlingProtocol(item, dynamic: dynamic)
    }

    mutating func writeIntentDefinition(_ item: IntentDefinition.Intent) {
        block("private static let __intentDefinition = _INIntentDefinition(", closing: ")") { writer in
            writer.line("title: \(item.title.map(literal) ?? "nil"),")
            writer.line("description: \(item.description.map(literal) ?? "nil"),")
            let parameters = item.parameters.filter(\.isConfigurable)
            if parameters.isEmpty {
                writer.line("parameters: []")
                return
            }
            writer.block("parameters: [", closing: "]") { writer in
                for parameter in parameters {
                    var arguments = [
                        "name: \(literal(parameter.name))",
                        "title: \(literal(parameter.displayName))",
                        "type: \(writer.valueType(parameter.type))",
                    ]
                    if parameter.supportsMultipleValues { arguments.append("supportsMultipleValues: true") }
                    if let size = parameter.fixedSize { arguments.append("fixedSize: \(size)") }
                    if parameter.supportsDynamicOptions { arguments.append("supportsDynamicOptions: true") }
                    if parameter.supportsSearch { arguments.append("supportsSearch: true") }
                    if let value = parameter.defaultValue {
                        arguments.append("defaultValue: \(writer.defaultValue(value, type: parameter.type))")
                    }
                    writer.block("_INParameterDefinition(", closing: "),") { writer in
                        for (offset, argument) in arguments.enumerated() {
                            writer.line(argument + (offset == arguments.count - 1 ? "" : ","))
                        }
                    }
                }
            }
        }
    }

    mutating func writeProvideOptions(_ item: IntentDefinition.Intent, dynamic: [IntentDefinition.Parameter]) {
        line("/// Asks `handler`, if it is a `\(item.handlingProtocolName)`, for a parameter's dynamic options.")
        line("\(access)override class func _provideOptions(")
        line("    forParameter name: String, of intent: INIntent, searchTerm: String?, handler: Any")
        block(") async throws -> (any _INErasedObjectCollection)? {") { writer in
            writer.line("guard let handler = handler as? any \(escaped(item.handlingProtocolName)),")
            writer.line("      let intent = intent as? \(escaped(item.className)) else { return nil }")
            writer.line("switch name {")
            for parameter in dynamic {
                writer.line("case \(literal(parameter.name)):")
                writer.line(
                    "    return try await handler.provide\(capitalized(parameter.name))OptionsCollection(for: intent, searchTerm: searchTerm)")
            }
            writer.line("default:")
            writer.line("    return nil")
            writer.line("}")
        }
    }

    mutating func writeProvideDefault(_ item: IntentDefinition.Intent, dynamic: [IntentDefinition.Parameter]) {
        line("/// Asks `handler`, if it is a `\(item.handlingProtocolName)`, for a parameter's default value.")
        block("\(access)override class func _provideDefault(forParameter name: String, of intent: INIntent, handler: Any) -> Any? {") { writer in
            writer.line("guard let handler = handler as? any \(escaped(item.handlingProtocolName)),")
            writer.line("      let intent = intent as? \(escaped(item.className)) else { return nil }")
            writer.line("switch name {")
            for parameter in dynamic {
                writer.line("case \(literal(parameter.name)):")
                writer.line("    return handler.default\(capitalized(parameter.name))(for: intent)")
            }
            writer.line("default:")
            writer.line("    return nil")
            writer.line("}")
        }
    }

    mutating func writeHandlingProtocol(_ item: IntentDefinition.Intent, dynamic: [IntentDefinition.Parameter]) {
        let intentType = escaped(item.className)
        let protocolName = escaped(item.handlingProtocolName)
        line()
        guard !dynamic.isEmpty else {
            line("/// The handler of `\(item.className)`: its parameters have no dynamic options.")
            line("nonisolated \(access)protocol \(protocolName): NSObjectProtocol {}")
            return
        }
        line("/// Provides dynamic options and default values for `\(item.className)`'s parameters.")
        line("///")
        line("/// Each form of a dynamic-options method has a default implementation that calls the next")
        line("/// form: `async` with a search term, completion with a search term, `async`, completion. A")
        line("/// handler implements any one of them; one that implements none has no dynamic options.")
        block("nonisolated \(access)protocol \(protocolName): NSObjectProtocol {") { writer in
            for (offset, parameter) in dynamic.enumerated() {
                if offset > 0 { writer.line() }
                let forms = MethodForms(parameter: parameter, intentType: intentType, writer: writer)
                writer.line("/// The options for \(writer.describe(parameter.displayName, fallback: parameter.name)).")
                writer.line(forms.completion + ")")
                writer.line("/// The options for \(writer.describe(parameter.displayName, fallback: parameter.name)) matching `searchTerm`.")
                writer.line(forms.searchCompletion + ")")
                writer.line("/// The options for \(writer.describe(parameter.displayName, fallback: parameter.name)).")
                writer.line(forms.async)
                writer.line("/// The options for \(writer.describe(parameter.displayName, fallback: parameter.name)) matching `searchTerm`.")
                writer.line(forms.searchAsync)
                writer.line("/// The default value of \(writer.describe(parameter.displayName, fallback: parameter.name)), or `nil`.")
                writer.line(forms.defaultValue)
            }
        }
        line()
        block("nonisolated extension \(protocolName) {") { writer in
            for (offset, parameter) in dynamic.enumerated() {
                if offset > 0 { writer.line() }
                let forms = MethodForms(parameter: parameter, intentType: intentType, writer: writer)
                let method = "provide\(capitalized(parameter.name))OptionsCollection"
                let empty = "INObjectCollection(items: [])"
                writer.line("/// Calls the completion form with the search term, else the form without one.")
                writer.block("\(writer.access)\(forms.searchAsync) {") { writer in
                    writer.block("do {", closing: "} catch is _INHandlerMethodNotImplemented {") { writer in
                        writer.block("return try await _withINCompletion { (completion: \(forms.completionType)) in", closing: "} ?? \(empty)") { writer in
                            writer.line("self.\(method)(for: intent, searchTerm: searchTerm, with: completion)")
                        }
                    }
                    writer.indentation += 1
                    writer.line("return try await self.\(method)(for: intent)")
                    writer.indentation -= 1
                    writer.line("}")
                }
                writer.line()
                writer.line("/// Not implemented: the `async` form without a search term is asked next.")
                writer.block("\(writer.access)\(forms.searchCompletion)) {") { writer in
                    writer.line("completion(nil, _INHandlerMethodNotImplemented())")
                }
                writer.line()
                writer.line("/// Calls the completion form.")
                writer.block("\(writer.access)\(forms.async) {") { writer in
                    writer.block("try await _withINCompletion { (completion: \(forms.completionType)) in", closing: "} ?? \(empty)") { writer in
                        writer.line("self.\(method)(for: intent, with: completion)")
                    }
                }
                writer.line()
                writer.line("/// Not implemented: the handler has no options for this parameter.")
                writer.block("\(writer.access)\(forms.completion)) {") { writer in
                    writer.line("completion(nil, _INHandlerMethodNotImplemented())")
                }
                writer.line()
                writer.line("/// No default value.")
                writer.block("\(writer.access)\(forms.defaultValue) {") { writer in
                    writer.line("nil")
                }
            }
        }
    }

    /// The signatures of a dynamic-options parameter's methods (without their bodies).
    struct MethodForms {
        let completionType: String
        let completion: String
        let searchCompletion: String
        let async: String
        let searchAsync: String
        let defaultValue: String

        init(parameter: IntentDefinition.Parameter, intentType: String, writer: Writer) {
            let name = capitalized(parameter.name)
            let element = writer.collectionElementType(parameter.type)
            let collection = "INObjectCollection<\(element)>"
            completionType = "@escaping (\(collection)?, (any Error)?) -> Void"
            completion = "func provide\(name)OptionsCollection(for intent: \(intentType), with completion: \(completionType)"
            searchCompletion =
                "func provide\(name)OptionsCollection(for intent: \(intentType), searchTerm: String?, with completion: \(completionType)"
            async = "func provide\(name)OptionsCollection(for intent: \(intentType)) async throws -> \(collection)"
            searchAsync = "func provide\(name)OptionsCollection(for intent: \(intentType), searchTerm: String?) async throws -> \(collection)"
            let value = writer.defaultValueType(parameter.type)
            defaultValue = "func default\(name)(for intent: \(intentType)) -> \(parameter.supportsMultipleValues ? "[\(value)]" : value)?"
        }
    }

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
        }
    }

    /// The element of the `INObjectCollection` of dynamic options, as Xcode declares it.
    func collectionElementType(_ type: IntentDefinition.ValueType) -> String {
        switch type {
        case .string: "NSString"
        case .object(let name): escaped(name)
        default: "NSNumber"
        }
    }

    /// The type `default<Name>(for:)` returns (optional), as Xcode declares it.
    func defaultValueType(_ type: IntentDefinition.ValueType) -> String {
        switch type {
        case .string: "String"
        case .object(let name): escaped(name)
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

private extension IntentDefinition.ValueType {
    var isEnumeration: Bool {
        if case .enumeration = self { return true }
        return false
    }
}

// MARK: - Swift spelling

/// `name` with its first letter uppercased: `selectButtons` → `SelectButtons`.
private func capitalized(_ name: String) -> String {
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
private func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
}

/// A Swift string literal for `text`.
private func literal(_ text: String) -> String {
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
private func doubleLiteral(_ value: Double) -> String {
    let text = "\(value)"
    return text.contains(".") || text.contains("e") ? text : text + ".0"
}
