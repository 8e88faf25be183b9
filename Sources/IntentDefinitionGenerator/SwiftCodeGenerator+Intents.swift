// The intents of a definition: `INIntent` subclasses, their definitions, options and defaults,
// and the `…IntentHandling` protocols.

extension Writer {
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
        for parameter in item.parameters where !parameter.unsupportedReasons.isEmpty {
            writeResolutionResult(item, parameter)
        }
    }

    /// The value type and base class of a parameter's resolution result (`nil`: none here).
    func resolutionResultBase(_ parameter: IntentDefinition.Parameter) -> (value: String, base: String)? {
        switch parameter.type {
        case .string: ("String", "INStringResolutionResult")
        case .boolean: ("Bool", "INBooleanResolutionResult")
        case .integer: ("Int", "INIntegerResolutionResult")
        case .decimal: ("Double", "INDoubleResolutionResult")
        case .date: ("DateComponents", "INDateComponentsResolutionResult")
        case .object(let name): (escaped(name), "INObjectResolutionResult")
        case .enumeration, .placemark: nil
        }
    }

    /// A parameter with validation errors: Xcode's `<Intent><Parameter>UnsupportedReason` enum
    /// (codes numbered from 1 in file order) and `<Intent><Parameter>ResolutionResult`, whose
    /// `unsupported(forReason:)` and `confirmationRequired(with:forReason:)` a handler's
    /// `resolve…(for:with:)` returns. Enum and placemark parameters get none here.
    mutating func writeResolutionResult(_ item: IntentDefinition.Intent, _ parameter: IntentDefinition.Parameter) {
        guard let (value, base) = resolutionResultBase(parameter) else { return }
        let stem = item.name + capitalized(parameter.name)
        let reason = escaped(stem + "UnsupportedReason"), result = escaped(stem + "ResolutionResult")
        line()
        line("/// Why a value of \(describe(parameter.displayName, fallback: parameter.name)) is not supported (the definition's validation errors).")
        block("nonisolated \(access)enum \(reason): Int, Sendable {") { writer in
            for (offset, code) in parameter.unsupportedReasons.enumerated() {
                writer.line("case \(escaped(code)) = \(offset + 1)")
            }
        }
        line()
        line("/// The resolution result of \(describe(parameter.displayName, fallback: parameter.name)), with the definition's reasons.")
        block("nonisolated \(access)class \(result): \(base) {") { writer in
            writer.oneStatementMethod(
                "/// A result saying the value is not supported, for `reason`.",
                "\(writer.access)class func unsupported(forReason reason: \(reason)) -> Self {",
                "Self(_resolution: .unsupported, resolvedValues: [])")
            writer.line()
            writer.oneStatementMethod(
                "/// A result asking the person to confirm `valueToConfirm`, for `reason`.",
                "\(writer.access)class func confirmationRequired(with valueToConfirm: \(value)?, forReason reason: \(reason)) -> Self {",
                "Self(_resolution: .confirmationRequired, resolvedValues: valueToConfirm.map { [$0] } ?? [])")
        }
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
                writer.oneStatementMethod(
                    "/// Not implemented: the `async` form without a search term is asked next.",
                    "\(writer.access)\(forms.searchCompletion)) {", "completion(nil, _INHandlerMethodNotImplemented())")
                writer.line()
                writer.line("/// Calls the completion form.")
                writer.block("\(writer.access)\(forms.async) {") { writer in
                    writer.block("try await _withINCompletion { (completion: \(forms.completionType)) in", closing: "} ?? \(empty)") { writer in
                        writer.line("self.\(method)(for: intent, with: completion)")
                    }
                }
                writer.line()
                writer.oneStatementMethod(
                    "/// Not implemented: the handler has no options for this parameter.",
                    "\(writer.access)\(forms.completion)) {", "completion(nil, _INHandlerMethodNotImplemented())")
                writer.line()
                writer.oneStatementMethod("/// No default value.", "\(writer.access)\(forms.defaultValue) {", "nil")
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
}
