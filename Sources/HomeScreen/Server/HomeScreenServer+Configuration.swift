import ConfigurationSchema
import Foundation
import Hummingbird
import WidgetCore
import WidgetRendering

/// The JSON of the configuration API.
enum ConfigurationAPIModel {
    struct Parameter: Encodable {
        var name: String
        var title: String
        var description: String?
        /// `string`, `bool`, `integer`, `decimal`, `date`, `enumeration` or `object`.
        var type: String
        var minimum: Double?
        var maximum: Double?
        var includesTime: Bool?
        var typeName: String?
        var isOptional: Bool
        var isList: Bool
        var maximumCount: Int?
        var choosesFromOptions: Bool
        var hasDynamicOptions: Bool
        var supportsSearch: Bool
        var options: [ConfigurationOption]
        var defaultValue: JSONValue?

        init(_ parameter: ConfigurationParameter) {
            name = parameter.name
            title = parameter.title
            description = parameter.description
            switch parameter.type {
            case .string: type = "string"
            case .bool: type = "bool"
            case .integer(let low, let high):
                type = "integer"
                minimum = low.map(Double.init)
                maximum = high.map(Double.init)
            case .decimal(let low, let high):
                type = "decimal"
                minimum = low
                maximum = high
            case .date(let withTime):
                type = "date"
                includesTime = withTime
            case .enumeration: type = "enumeration"
            case .object(let name):
                type = "object"
                typeName = name
            }
            isOptional = parameter.isOptional
            isList = parameter.isList
            maximumCount = parameter.maximumCount
            choosesFromOptions = parameter.choosesFromOptions
            hasDynamicOptions = parameter.hasDynamicOptions
            supportsSearch = parameter.supportsSearch
            options = parameter.options
            defaultValue = parameter.defaultValue
        }
    }

    struct Configuration: Encodable {
        var id: String
        var kind: String
        var title: String?
        var parameters: [Parameter]
        var values: [String: JSONValue]
        /// The intent's parameter summary (ConfigurationSummary's `json`), or `nil`.
        var summary: JSONValue?
        /// The parameters the form shows for `values`, in order (the rest are hidden).
        var shown: [String]
    }

    struct Options: Encodable {
        var parameter: String
        var searchTerm: String?
        var options: [ConfigurationOption]
    }
}

extension HomeScreenServer {
    /// `/api/instances/{id}/configuration…`: the Edit form's schema, options and saving.
    func addConfigurationRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/instances/{id}/configuration") { _, context -> Response in
            let (record, schema, values) = try await runtime.configuration(of: context.parameters.get("id") ?? "")
            return try HTTPResponses.json(ConfigurationAPIModel.Configuration(
                id: record.id, kind: record.kind, title: schema.title,
                parameters: schema.parameters.map(ConfigurationAPIModel.Parameter.init), values: values,
                summary: schema.summary?.json, shown: schema.shownParameters(for: values)))
        }
        router.get("/api/instances/{id}/configuration/options/{parameter}") { request, context -> Response in
            let (_, schema, values) = try await runtime.configuration(of: context.parameters.get("id") ?? "")
            let name = context.parameters.get("parameter") ?? ""
            guard schema.parameter(named: name) != nil else {
                throw RequestError.notFound("The widget has no parameter '\(name)'.")
            }
            let term = request.uri.queryParameters.get("search").flatMap { $0.isEmpty ? nil : String($0.prefix(200)) }
            // The values the form shows (`values`, a JSON object), saved or not, over the saved
            // ones: options that depend on another parameter (`@IntentParameterDependency`,
            // SiriKit's options for an intent) follow the form as it is edited.
            var shown = values
            if let text = request.uri.queryParameters.get("values") {
                for (key, value) in try Self.formValues(String(text)) { shown[key] = value }
            }
            let options: [ConfigurationOption]
            do {
                options = try await schema.options(for: name, searchTerm: term, configuration: shown)
            } catch {
                throw RequestError(status: 502, message: "The widget could not list the options of '\(name)': \(error)")
            }
            return try HTTPResponses.json(ConfigurationAPIModel.Options(parameter: name, searchTerm: term, options: options))
        }
        router.put("/api/instances/{id}/configuration") { request, context -> Response in
            let submitted = try await decode(JSONValue.self, from: request)
            let record = try await runtime.setConfiguration(context.parameters.get("id") ?? "", submitted: submitted)
            return try HTTPResponses.json(model(record))
        }
    }

    /// The `values` query parameter of an options request: a JSON object of at most 32 KiB.
    static func formValues(_ text: String) throws -> [String: JSONValue] {
        guard text.utf8.count <= 32 * 1024 else {
            throw RequestError.badRequest("The form's values are longer than 32 KiB.")
        }
        let parsed: JSONValue
        do {
            parsed = try StrictJSONDecoder.decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            throw RequestError.badRequest("The form's values are not JSON: \(error)")
        }
        guard case .object(let members) = parsed else {
            throw RequestError.badRequest("The form's values must be a JSON object of parameter values.")
        }
        return members
    }
}
