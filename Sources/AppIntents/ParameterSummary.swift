import Foundation

/// A description of an intent's parameters as a sentence: `Summary("Show \(\.$city)")`, possibly
/// depending on their values (`When`, `Switch`/`Case`/`DefaultCase`).
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$showsDetails, .equalTo, true) {
///         Summary("Weather in \(\.$city) with details") { \.$units }
///     } otherwise: {
///         Summary("Weather in \(\.$city)")
///     }
/// }
/// ```
public protocol ParameterSummary {
    /// The summary's sentence for an intent's current values (`nil` if it is not for this intent type).
    func _sentence(for intent: Any) -> String?
}

/// A summary's sentence with parameter placeholders: `"Show \(\.$city)"`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    enum Piece {
        case text(String)
        case parameter(PartialKeyPath<Intent>)
    }
    let pieces: [Piece]

    public init(_ string: String) { pieces = [.text(string)] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// Builds a summary string from literal text and parameter key paths.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { pieces.append(.text(literal)) }
        /// A parameter's placeholder (its value once set).
        public mutating func appendInterpolation<Value: _IntentValue>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            pieces.append(.parameter(keyPath))
        }
    }

    func sentence(for intent: Intent) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): return text
            case .parameter(let keyPath):
                guard let parameter = intent[keyPath: keyPath] as? any AnyIntentParameter else { return "" }
                if let value = parameter.currentValue { return describe(value) }
                return parameter.metadata.title.defaultString
            }
        }.joined()
    }

    private func describe(_ value: Any) -> String {
        if let entity = value as? any AppEntity { return entity.displayRepresentation.title.defaultString }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { describe($0.value) } ?? ""
        }
        return String(describing: value)
    }
}

/// A summary sentence and the parameters shown below it: App Intents' `IntentParameterSummary`
/// (written `Summary` inside an intent).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    let string: ParameterSummaryString<Intent>?
    /// The parameters listed below the sentence.
    let additionalParameters: [PartialKeyPath<Intent>]

    /// A summary with no sentence.
    public init() {
        string = nil
        additionalParameters = []
    }

    /// A summary listing parameters without a sentence.
    public init(@ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        string = nil
        additionalParameters = additionalParameterKeyPaths()
    }

    /// A summary sentence.
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        self.string = string
        additionalParameters = []
    }

    /// A summary sentence and the parameters shown below it.
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil,
                @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        self.string = string
        additionalParameters = additionalParameterKeyPaths()
    }

    public func _sentence(for intent: Any) -> String? {
        guard let intent = intent as? Intent else { return nil }
        return string?.sentence(for: intent) ?? ""
    }

    /// Collects the key paths of the parameters listed below a summary: `{ \.$units; \.$style }`.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildExpression<Value: _IntentValue>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] {
            [keyPath]
        }
        public static func buildBlock(_ components: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
            components.flatMap { $0 }
        }
    }
}

/// Builds a parameter summary: one `Summary`, `When` or `Switch`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
    public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
}

/// How `When` compares a parameter's value.
public struct ParameterSummaryComparisonOperator: Sendable, Equatable {
    enum Kind: Sendable { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, hasAnyValue, hasNoValue, oneOf, noneOf }
    let kind: Kind
    /// The value equals the given one.
    public static let equalTo = ParameterSummaryComparisonOperator(kind: .equal)
    /// The value differs from the given one.
    public static let notEqualTo = ParameterSummaryComparisonOperator(kind: .notEqual)
    /// The value is less than the given one.
    public static let lessThan = ParameterSummaryComparisonOperator(kind: .less)
    /// The value is at most the given one.
    public static let lessThanOrEqualTo = ParameterSummaryComparisonOperator(kind: .lessOrEqual)
    /// The value is greater than the given one.
    public static let greaterThan = ParameterSummaryComparisonOperator(kind: .greater)
    /// The value is at least the given one.
    public static let greaterThanOrEqualTo = ParameterSummaryComparisonOperator(kind: .greaterOrEqual)
    /// The parameter has a value.
    public static let hasAnyValue = ParameterSummaryComparisonOperator(kind: .hasAnyValue)
    /// The parameter has no value.
    public static let hasNoValue = ParameterSummaryComparisonOperator(kind: .hasNoValue)
    /// The value is one of the given ones (`When(\.$metric, .oneOf, [.a, .b])`).
    public static let oneOf = ParameterSummaryComparisonOperator(kind: .oneOf)
    /// The value is none of the given ones.
    public static let noneOf = ParameterSummaryComparisonOperator(kind: .noneOf)
}

/// A summary chosen by a parameter's value: `When(\.$x, .equalTo, true) { … } otherwise: { … }`.
public struct ParameterSummaryWhenCondition<Intent: AppIntent, Summary: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    let test: (Intent) -> Bool
    let summary: Summary
    let otherwise: Otherwise
    let keyPath: AnyKeyPath
    let comparisonOperator: ParameterSummaryComparisonOperator
    let operands: [Any]

    /// Compares the parameter's value with `value`.
    public init<Value: _IntentValue & Equatable>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ParameterSummaryComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ summary: () -> Summary,
                                  @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.keyPath = keyPath
        self.comparisonOperator = comparisonOperator
        self.operands = [value]
        self.test = { intent in
            guard let current = intent[keyPath: keyPath].currentValue as? Value else {
                return comparisonOperator.kind == .notEqual
            }
            switch comparisonOperator.kind {
            case .equal: return current == value
            case .notEqual: return current != value
            case .hasAnyValue: return true
            case .hasNoValue: return false
            default: return compare(current, value, comparisonOperator.kind)
            }
        }
        self.summary = summary()
        self.otherwise = otherwise()
    }

    /// Tests whether the parameter's value is among `values` (`.oneOf`, `.noneOf`).
    public init<Value: _IntentValue & Equatable>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ParameterSummaryComparisonOperator,
                                  _ values: [Value], @ParameterSummaryBuilder<Intent> _ summary: () -> Summary,
                                  @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.keyPath = keyPath
        self.comparisonOperator = comparisonOperator
        self.operands = values
        self.test = { intent in
            let found = (intent[keyPath: keyPath].currentValue as? Value).map(values.contains) ?? false
            return comparisonOperator.kind == .noneOf ? !found : found
        }
        self.summary = summary()
        self.otherwise = otherwise()
    }

    /// Tests whether the parameter has a value (`.hasAnyValue`, `.hasNoValue`).
    public init<Value: _IntentValue>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ParameterSummaryComparisonOperator,
                       @ParameterSummaryBuilder<Intent> _ summary: () -> Summary,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        self.keyPath = keyPath
        self.comparisonOperator = comparisonOperator
        self.operands = []
        self.test = { intent in
            let hasValue = intent[keyPath: keyPath].currentValue.map { !isNil($0) } ?? false
            return comparisonOperator.kind == .hasNoValue ? !hasValue : hasValue
        }
        self.summary = summary()
        self.otherwise = otherwise()
    }

    public func _sentence(for intent: Any) -> String? {
        guard let typed = intent as? Intent else { return nil }
        return test(typed) ? summary._sentence(for: intent) : otherwise._sentence(for: intent)
    }
}

private func isNil(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
}

private func compare<Value>(_ lhs: Value, _ rhs: Value, _ kind: ParameterSummaryComparisonOperator.Kind) -> Bool {
    let pair: (Double, Double)?
    switch (lhs, rhs) {
    case let (l as Int, r as Int): pair = (Double(l), Double(r))
    case let (l as Double, r as Double): pair = (l, r)
    case let (l as Date, r as Date): pair = (l.timeIntervalSinceReferenceDate, r.timeIntervalSinceReferenceDate)
    default: pair = nil
    }
    guard let (l, r) = pair else { return false }
    switch kind {
    case .less: return l < r
    case .lessOrEqual: return l <= r
    case .greater: return l > r
    case .greaterOrEqual: return l >= r
    default: return false
    }
}

/// One case of a `Switch`: `Case(.daily) { Summary("Every day") }`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: _IntentValue & Equatable, Summary: ParameterSummary> {
    let values: [Value]
    let summary: Summary

    /// The summary when the parameter equals `value`.
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = [value]
        summary = parameterSummary()
    }

    /// The summary when the parameter equals one of `value`.
    public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = value
        summary = parameterSummary()
    }
}

/// The case of a `Switch` no other case matches: `DefaultCase { Summary("…") }`.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Summary: ParameterSummary> {
    let summary: Summary

    /// The summary when no case matches.
    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        summary = parameterSummary()
    }
}

/// The cases of a `Switch`, in order.
public struct ParameterSummaryCases<Intent: AppIntent, Value: _IntentValue & Equatable> {
    let cases: [(values: [Value], summary: any ParameterSummary)]
    let defaultCase: (any ParameterSummary)?
}

/// Builds the cases of a `Switch`: `Case`s, then an optional `DefaultCase`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue & Equatable> {
    public static func buildExpression<Summary: ParameterSummary>(
        _ condition: ParameterSummaryCaseCondition<Intent, Value, Summary>
    ) -> ParameterSummaryCases<Intent, Value> {
        ParameterSummaryCases(cases: [(condition.values, condition.summary)], defaultCase: nil)
    }
    public static func buildExpression<Summary: ParameterSummary>(
        _ condition: ParameterSummaryDefaultCaseCondition<Intent, Summary>
    ) -> ParameterSummaryCases<Intent, Value> {
        ParameterSummaryCases(cases: [], defaultCase: condition.summary)
    }
    public static func buildBlock(_ components: ParameterSummaryCases<Intent, Value>...) -> ParameterSummaryCases<Intent, Value> {
        ParameterSummaryCases(cases: components.flatMap(\.cases), defaultCase: components.compactMap(\.defaultCase).first)
    }
}

/// A summary chosen by an enumeration parameter's value: `Switch(\.$period) { Case(.daily) { … } DefaultCase { … } }`.
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: _IntentValue & Equatable>: ParameterSummary {
    let keyPath: KeyPath<Intent, IntentParameter<Value>>
    let cases: ParameterSummaryCases<Intent, Value>

    /// Chooses among `cases` by the parameter's value.
    public init(_ keyPath: KeyPath<Intent, IntentParameter<Value>>,
                @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> ParameterSummaryCases<Intent, Value>) {
        self.keyPath = keyPath
        self.cases = cases()
    }

    public func _sentence(for intent: Any) -> String? {
        guard let typed = intent as? Intent else { return nil }
        let value = typed[keyPath: keyPath].currentValue as? Value
        if let value, let match = cases.cases.first(where: { $0.values.contains(value) }) {
            return match.summary._sentence(for: intent)
        }
        return cases.defaultCase?._sentence(for: intent) ?? ""
    }
}

extension AppIntent {
    /// `Summary("…")` inside an intent.
    public typealias Summary = IntentParameterSummary<Self>
    /// `When(\.$parameter, .equalTo, value) { … } otherwise: { … }` inside an intent.
    public typealias When<S: ParameterSummary, O: ParameterSummary> = ParameterSummaryWhenCondition<Self, S, O>
    /// `Switch(\.$parameter) { Case(…) { … } DefaultCase { … } }` inside an intent.
    public typealias Switch<Value: _IntentValue & Equatable> = ParameterSummarySwitchCondition<Self, Value>
    /// One case of a `Switch`.
    public typealias Case<Value: _IntentValue & Equatable, S: ParameterSummary> = ParameterSummaryCaseCondition<Self, Value, S>
    /// The default case of a `Switch`.
    public typealias DefaultCase<S: ParameterSummary> = ParameterSummaryDefaultCaseCondition<Self, S>

}
