// `@Parameter(title: "Font size", default: 22, controlStyle: .stepper, inclusiveRange: (12, 40))`:
// the number forms, with Apple's defaults (a stepper, no range). The configuration form honours
// the range; the control style is what iOS's editor shows (a field, a stepper or a slider) and
// is accepted as given, as are the dialog that asks for the value and how it connects in a
// shortcut.

extension IntentParameter {
    /// How a whole-number parameter is edited.
    public enum IntControlStyle: Hashable, Sendable {
        /// A text field.
        case field
        /// A stepper.
        case stepper
    }

    /// How a number parameter is edited.
    public enum DoubleControlStyle: Hashable, Sendable {
        /// A text field.
        case field
        /// A slider across the parameter's range.
        case slider
        /// A stepper.
        case stepper
    }

    /// The lowest and highest value a number parameter accepts.
    public typealias InclusiveRange<T> = (lowerBound: T, upperBound: T)
}

extension IntentParameter where Value == Int {
    /// A whole-number parameter edited with `controlStyle`, optionally within `inclusiveRange`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, default: defaultValue)
        if let inclusiveRange {
            metadata.range = (Double(inclusiveRange.lowerBound), Double(inclusiveRange.upperBound))
        }
    }
}

extension IntentParameter where Value == Double {
    /// A number parameter edited with `controlStyle`, optionally within `inclusiveRange`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
        controlStyle: DoubleControlStyle = .stepper, inclusiveRange: InclusiveRange<Double>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, default: defaultValue)
        if let inclusiveRange { metadata.range = (inclusiveRange.lowerBound, inclusiveRange.upperBound) }
    }
}
