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
/// `DateComponents?`, `CLPlacemark?` for a `Placemark`, a non-optional enum (`.unknown` when
/// unset), the custom class, and arrays of those for "supports multiple values" (`[NSNumber]?`
/// for enums). Resolution, confirmation
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

/// Builds the generated source line by line; its parts are in the `SwiftCodeGenerator+…` files.
struct Writer {
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

    /// A method whose body is one statement, after its doc comment: `doc`, `opening`, the
    /// statement indented, `}`.
    mutating func oneStatementMethod(_ doc: String, _ opening: String, _ statement: String) {
        line(doc)
        block(opening) { $0.line(statement) }
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
                case .string, .object, .placemark: return false
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
        writeEnumResolutionResult(item)
    }

    /// Xcode's `<Enum>ResolutionResult`, for a handler's `resolve…(for:with:)`: the enum's forms,
    /// the raw-value forms of `INEnumResolutionResult` unavailable.
    mutating func writeEnumResolutionResult(_ item: IntentDefinition.Enum) {
        let name = escaped(item.name), result = escaped(item.name + "ResolutionResult")
        line()
        line("/// The resolution result of a \(item.name) value.")
        block("nonisolated \(access)class \(result): INEnumResolutionResult {") { writer in
            writer.oneStatementMethod(
                "/// A result that resolved to `resolvedValue`.",
                "\(writer.access)class func success(with resolvedValue: \(name)) -> Self {",
                "Self(_resolution: .success, resolvedValues: [resolvedValue])")
            writer.line()
            writer.oneStatementMethod(
                "/// A result asking the person to confirm `valueToConfirm`.",
                "\(writer.access)class func confirmationRequired(with valueToConfirm: \(name)) -> Self {",
                "Self(_resolution: .confirmationRequired, resolvedValues: [valueToConfirm])")
            writer.line()
            writer.line("@available(*, unavailable)")
            writer.oneStatementMethod(
                "/// Unavailable: resolve to a case of \(item.name).",
                "override \(writer.access)class func success(with resolvedValue: Int) -> Self {",
                "Self(_resolution: .success, resolvedValues: [resolvedValue])")
            writer.line()
            writer.line("@available(*, unavailable)")
            writer.oneStatementMethod(
                "/// Unavailable: confirm a case of \(item.name).",
                "override \(writer.access)class func confirmationRequired(with valueToConfirm: Int) -> Self {",
                "Self(_resolution: .confirmationRequired, resolvedValues: [valueToConfirm])")
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
        writeTypeResolutionResult(item)
    }

    /// Xcode's `<Type>ResolutionResult`, for a handler's `resolve…(for:with:)`: the type's forms,
    /// the `INObject` forms of `INObjectResolutionResult` unavailable.
    mutating func writeTypeResolutionResult(_ item: IntentDefinition.CustomType) {
        let name = escaped(item.name), result = escaped(item.name + "ResolutionResult")
        line()
        line("/// The resolution result of a \(describe(item.displayName, fallback: item.name)).")
        block("nonisolated \(access)class \(result): INObjectResolutionResult {") { writer in
            let forms: [(doc: String, signature: String, resolution: String, values: String)] = [
                ("A result that resolved to `resolvedObject`.", "success(with resolvedObject: \(name))", "success", "[resolvedObject]"),
                ("A result asking the person to choose one of `objectsToDisambiguate`.",
                 "disambiguation(with objectsToDisambiguate: [\(name)])", "disambiguation", "objectsToDisambiguate"),
                ("A result asking the person to confirm `objectToConfirm`.", "confirmationRequired(with objectToConfirm: \(name)?)",
                 "confirmationRequired", "objectToConfirm.map { [$0] } ?? []"),
            ]
            for form in forms {
                writer.oneStatementMethod(
                    "/// \(form.doc)", "\(writer.access)class func \(form.signature) -> Self {",
                    "Self(_resolution: .\(form.resolution), resolvedValues: \(form.values))")
                writer.line()
            }
            let bases: [(signature: String, resolution: String, values: String)] = [
                ("success(with resolvedObject: INObject)", "success", "[resolvedObject]"),
                ("disambiguation(with objectsToDisambiguate: [INObject])", "disambiguation", "objectsToDisambiguate"),
                ("confirmationRequired(with objectToConfirm: INObject?)", "confirmationRequired", "objectToConfirm.map { [$0] } ?? []"),
            ]
            for (offset, form) in bases.enumerated() {
                writer.line("@available(*, unavailable)")
                writer.oneStatementMethod(
                    "/// Unavailable: resolve with a \(item.name).", "override \(writer.access)class func \(form.signature) -> Self {",
                    "Self(_resolution: .\(form.resolution), resolvedValues: \(form.values))")
                if offset < bases.count - 1 { writer.line() }
            }
        }
    }
}
