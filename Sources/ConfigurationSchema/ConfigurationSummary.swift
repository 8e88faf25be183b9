import Foundation

/// Which parameters a configuration form shows, and in what order, as an intent's
/// `parameterSummary` says: a `Summary` lists parameters (its sentence's, then those below it);
/// `When` and `Switch` choose a summary by a parameter's current value.
///
/// The home screen evaluates it on the server (`shownParameters(for:)`) and, as the person
/// edits, in the page's script from `json` — the two follow the same rules.
package indirect enum ConfigurationSummary: Sendable, Equatable, Codable {
    /// How `when` compares a parameter's value with its values.
    package enum Comparison: String, Sendable, Equatable, Codable {
        case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
        case hasAnyValue, hasNoValue, oneOf, noneOf
    }

    /// One case of a `switch`: the values it matches and its summary.
    package struct Case: Sendable, Equatable, Codable {
        package var values: [JSONValue]
        package var summary: ConfigurationSummary

        package init(values: [JSONValue], summary: ConfigurationSummary) {
            self.values = values
            self.summary = summary
        }
    }

    /// A `Summary`: these parameters, in this order.
    case parameters([String])
    /// A `When`: `then` if the parameter's value passes the comparison, else `otherwise`.
    case when(parameter: String, comparison: Comparison, values: [JSONValue], then: ConfigurationSummary, otherwise: ConfigurationSummary)
    /// A `Switch`: the first case whose values hold the parameter's value, else `defaultCase`.
    case switchOn(parameter: String, cases: [Case], defaultCase: ConfigurationSummary?)

    /// Every parameter any branch shows, in the order they first appear.
    package var mentionedParameters: [String] {
        var names: [String] = []
        func visit(_ summary: ConfigurationSummary) {
            switch summary {
            case .parameters(let list):
                for name in list where !names.contains(name) { names.append(name) }
            case .when(_, _, _, let then, let otherwise):
                visit(then)
                visit(otherwise)
            case .switchOn(_, let cases, let defaultCase):
                cases.forEach { visit($0.summary) }
                if let defaultCase { visit(defaultCase) }
            }
        }
        visit(self)
        return names
    }

    /// The parameters shown for these values, in order: the chosen branch's.
    package func shownParameters(for values: [String: JSONValue]) -> [String] {
        switch self {
        case .parameters(let list):
            var seen = Set<String>()
            return list.filter { seen.insert($0).inserted }
        case .when(let parameter, let comparison, let operands, let then, let otherwise):
            let passes = Self.compare(values[parameter] ?? .null, comparison, operands)
            return (passes ? then : otherwise).shownParameters(for: values)
        case .switchOn(let parameter, let cases, let defaultCase):
            let value = Self.key(values[parameter] ?? .null)
            if let match = cases.first(where: { $0.values.contains { Self.key($0) == value && value != nil } }) {
                return match.summary.shownParameters(for: values)
            }
            return defaultCase?.shownParameters(for: values) ?? []
        }
    }

    /// The summary as the page's script reads it.
    package var json: JSONValue {
        switch self {
        case .parameters(let list):
            return .object(["kind": .string("summary"), "parameters": .array(list.map(JSONValue.string))])
        case .when(let parameter, let comparison, let values, let then, let otherwise):
            return .object([
                "kind": .string("when"), "parameter": .string(parameter), "comparison": .string(comparison.rawValue),
                "values": .array(values), "then": then.json, "otherwise": otherwise.json,
            ])
        case .switchOn(let parameter, let cases, let defaultCase):
            return .object([
                "kind": .string("switch"), "parameter": .string(parameter),
                "cases": .array(cases.map { .object(["values": .array($0.values), "summary": $0.summary.json]) }),
                "defaultCase": defaultCase?.json ?? .null,
            ])
        }
    }

    /// A value as compared: an entity by its identifier, anything else by its text.
    static func key(_ value: JSONValue) -> String? {
        switch value {
        case .null: return nil
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .object(let object): return object["identifier"]?.stringValue ?? object["id"]?.stringValue
        case .array: return value.jsonString
        }
    }

    private static func hasValue(_ value: JSONValue) -> Bool {
        switch value {
        case .null: return false
        case .string(let text): return !text.isEmpty
        case .array(let items): return !items.isEmpty
        default: return true
        }
    }

    /// Whether `value` passes `comparison` against `operands` (the rules the script follows too).
    static func compare(_ value: JSONValue, _ comparison: Comparison, _ operands: [JSONValue]) -> Bool {
        let present = hasValue(value)
        switch comparison {
        case .hasAnyValue: return present
        case .hasNoValue: return !present
        case .equalTo: return present && operands.first.map { key($0) == key(value) } ?? false
        case .notEqualTo: return !present || operands.first.map { key($0) != key(value) } ?? true
        case .oneOf: return present && operands.contains { key($0) == key(value) }
        case .noneOf: return !present || !operands.contains { key($0) == key(value) }
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
            guard present, let operand = operands.first, let order = order(value, operand) else { return false }
            switch comparison {
            case .lessThan: return order < 0
            case .lessThanOrEqualTo: return order <= 0
            case .greaterThan: return order > 0
            default: return order >= 0
            }
        }
    }

    /// -1, 0 or 1 comparing numbers as numbers and anything else (ISO dates) as text.
    private static func order(_ lhs: JSONValue, _ rhs: JSONValue) -> Int? {
        if let l = lhs.numberValue, let r = rhs.numberValue { return l < r ? -1 : l > r ? 1 : 0 }
        if let l = lhs.stringValue, let r = rhs.stringValue { return l < r ? -1 : l > r ? 1 : 0 }
        return nil
    }
}

extension ConfigurationSchema {
    /// The parameters the form shows for `values`, in order: the summary's chosen branch, then
    /// the parameters no branch of the summary mentions. Without a summary, every parameter.
    /// A parameter without a value counts with its default, as the form shows it.
    package func shownParameters(for values: [String: JSONValue]) -> [String] {
        let names = parameters.map(\.name)
        guard let summary else { return names }
        var values = values
        for parameter in parameters where values[parameter.name] == nil {
            if let value = parameter.defaultValue { values[parameter.name] = value }
        }
        let mentioned = Set(summary.mentionedParameters)
        let shown = summary.shownParameters(for: values).filter(names.contains)
        return shown + names.filter { !mentioned.contains($0) }
    }

    /// Orders `parameters` as `summary` mentions them, the others after in declaration order.
    static func ordered(_ parameters: [ConfigurationParameter], by summary: ConfigurationSummary?) -> [ConfigurationParameter] {
        guard let summary else { return parameters }
        let mentioned = summary.mentionedParameters
        let first = mentioned.compactMap { name in parameters.first { $0.name == name } }
        return first + parameters.filter { !mentioned.contains($0.name) }
    }
}
