/// What a configurable widget lets a person set, and the code that answers for it: the
/// parameters, their dynamic options and dynamic defaults.
///
/// `Intents` builds one from an `.intentdefinition`'s generated intent class and the bundle's
/// `INExtension`; `AppIntents` builds one from a `WidgetConfigurationIntent`'s `@Parameter`s.
/// The home screen's Edit form, its validation and the command line's `--configuration` all go
/// through it.
package struct ConfigurationSchema: Sendable {
    /// Asks the widget's code for a parameter's options: `(parameter, searchTerm, configuration)`.
    /// `nil` when the code offers none (then the static options apply).
    package typealias OptionsProvider = @Sendable (
        String, String?, [String: JSONValue]
    ) async throws -> [ConfigurationOption]?
    /// Asks the widget's code for dynamic defaults, by parameter name.
    package typealias DefaultsProvider = @Sendable () async -> [String: JSONValue]

    /// The configuration type's name (the intent class or struct).
    package var typeName: String
    /// The configuration's title, if it has one.
    package var title: String?
    /// The parameters, in the order the form shows them: as the summary mentions them, then the
    /// others in declaration order.
    package var parameters: [ConfigurationParameter]
    /// The intent's parameter summary, which decides the form's order and which parameters it
    /// shows for the current values (`nil`: every parameter, in declaration order).
    package var summary: ConfigurationSummary?
    private let provideOptions: OptionsProvider
    private let provideDefaults: DefaultsProvider

    package init(
        typeName: String, title: String? = nil, parameters: [ConfigurationParameter],
        summary: ConfigurationSummary? = nil,
        options: @escaping OptionsProvider = { _, _, _ in nil },
        defaults: @escaping DefaultsProvider = { [:] }
    ) {
        self.typeName = typeName
        self.title = title
        self.parameters = Self.ordered(parameters, by: summary)
        self.summary = summary
        self.provideOptions = options
        self.provideDefaults = defaults
    }

    /// The parameter named `name`.
    package func parameter(named name: String) -> ConfigurationParameter? {
        parameters.first { $0.name == name }
    }

    /// The options of parameter `name`: its dynamic options if the code provides them, else its
    /// static ones. Errors thrown by the widget's code are passed on.
    package func options(
        for name: String, searchTerm: String? = nil, configuration: [String: JSONValue] = [:]
    ) async throws -> [ConfigurationOption] {
        guard let parameter = parameter(named: name) else {
            throw ConfigurationError(parameter: name, message: "Unknown parameter '\(name)'")
        }
        if parameter.hasDynamicOptions,
           let dynamic = try await provideOptions(name, searchTerm, configuration) {
            return dynamic
        }
        guard let term = searchTerm?.lowercased(), !term.isEmpty else { return parameter.options }
        return parameter.options.filter { $0.title.lowercased().contains(term) || $0.id.lowercased().contains(term) }
    }

    /// The configuration a newly placed widget starts with: static defaults, then the code's
    /// dynamic defaults over them. Parameters without a default are left out.
    package func defaultConfiguration() async -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for parameter in parameters {
            if let value = parameter.defaultValue { result[parameter.name] = value }
        }
        let dynamic = await provideDefaults()
        for (name, value) in dynamic where parameter(named: name) != nil {
            result[name] = value
        }
        return result
    }
}
