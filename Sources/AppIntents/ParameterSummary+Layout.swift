import ConfigurationSchema

// A parameter summary as the configuration form reads it: which parameters each branch lists,
// and what `When`/`Switch` compare. Parameters are named through `resolve` (a key path to the
// parameter's name); comparison values are encoded as the configuration stores them.

/// A summary that can describe its layout.
protocol ParameterSummaryLayout {
    func layout(resolve: (AnyKeyPath) -> String?) -> ConfigurationSummary?
}

private func layout(of summary: Any, resolve: (AnyKeyPath) -> String?) -> ConfigurationSummary {
    (summary as? any ParameterSummaryLayout)?.layout(resolve: resolve) ?? .parameters([])
}

extension IntentParameterSummary: ParameterSummaryLayout {
    func layout(resolve: (AnyKeyPath) -> String?) -> ConfigurationSummary? {
        var keyPaths: [AnyKeyPath] = []
        for piece in string?.pieces ?? [] {
            if case .parameter(let keyPath) = piece { keyPaths.append(keyPath) }
        }
        keyPaths += additionalParameters.map { $0 as AnyKeyPath }
        return .parameters(keyPaths.compactMap(resolve))
    }
}

extension ParameterSummaryComparisonOperator {
    var comparison: ConfigurationSummary.Comparison {
        switch kind {
        case .equal: .equalTo
        case .notEqual: .notEqualTo
        case .less: .lessThan
        case .lessOrEqual: .lessThanOrEqualTo
        case .greater: .greaterThan
        case .greaterOrEqual: .greaterThanOrEqualTo
        case .hasAnyValue: .hasAnyValue
        case .hasNoValue: .hasNoValue
        case .oneOf: .oneOf
        case .noneOf: .noneOf
        }
    }
}

extension ParameterSummaryWhenCondition: ParameterSummaryLayout {
    func layout(resolve: (AnyKeyPath) -> String?) -> ConfigurationSummary? {
        guard let name = resolve(keyPath) else { return nil }
        return .when(parameter: name, comparison: comparisonOperator.comparison,
                     values: operands.map(IntentValueCodec.encode),
                     then: AppIntents.layout(of: summary, resolve: resolve),
                     otherwise: AppIntents.layout(of: otherwise, resolve: resolve))
    }
}

extension ParameterSummarySwitchCondition: ParameterSummaryLayout {
    func layout(resolve: (AnyKeyPath) -> String?) -> ConfigurationSummary? {
        guard let name = resolve(keyPath) else { return nil }
        return .switchOn(
            parameter: name,
            cases: cases.cases.map { .init(values: $0.values.map(IntentValueCodec.encode), summary: AppIntents.layout(of: $0.summary, resolve: resolve)) },
            defaultCase: cases.defaultCase.map { AppIntents.layout(of: $0, resolve: resolve) })
    }
}

extension AppIntent {
    /// The intent's parameter summary as the configuration form follows it, or `nil` when the
    /// intent declares none.
    static func configurationSummary(of probe: Self, parameters: [(name: String, parameter: AnyObject)]) -> ConfigurationSummary? {
        let resolve: (AnyKeyPath) -> String? = { keyPath in
            guard let keyPath = keyPath as? PartialKeyPath<Self> else { return nil }
            let object = probe[keyPath: keyPath] as AnyObject
            return parameters.first { $0.parameter === object }?.name
        }
        guard let summary = (parameterSummary as? any ParameterSummaryLayout)?.layout(resolve: resolve) else { return nil }
        if summary == .parameters([]) { return nil }
        return summary
    }
}
