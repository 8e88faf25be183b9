/// One parameter a person can set on a configurable widget: what the Edit form shows and what the
/// server validates. Built from an `.intentdefinition`'s generated metadata or from an
/// `AppIntent`'s `@Parameter` properties.
package struct ConfigurationParameter: Hashable, Sendable, Codable {
    /// The kind of value a parameter holds.
    package enum ValueType: Hashable, Sendable, Codable {
        case string(multiline: Bool)
        case bool
        /// Whole numbers, optionally within a range.
        case integer(minimum: Int?, maximum: Int?)
        /// Decimal numbers, optionally within a range.
        case decimal(minimum: Double?, maximum: Double?)
        /// A date, or a date and time.
        case date(includesTime: Bool)
        /// One of a fixed list of options (an enum).
        case enumeration
        /// Objects (custom types, entities) chosen from options the widget provides.
        case object(typeName: String)
    }

    /// The parameter's name: the key in the configuration JSON.
    package var name: String
    /// The title shown in the form.
    package var title: String
    /// An explanation, if the definition has one.
    package var description: String?
    /// The kind of value.
    package var type: ValueType
    /// The parameter may be left empty.
    package var isOptional: Bool
    /// The parameter holds several values, in order.
    package var isList: Bool
    /// For a list: how many values at most (a "fixed size" list shows this many slots).
    package var maximumCount: Int?
    /// Static options (enum cases); dynamic options come from the widget's options provider.
    package var options: [ConfigurationOption]
    /// Options come from the widget's code (a handler's `provide…OptionsCollection`, an
    /// entity query, a dynamic options provider).
    package var hasDynamicOptions: Bool
    /// The dynamic options can be searched with a term.
    package var supportsSearch: Bool
    /// The default value, if the definition or the code gives one.
    package var defaultValue: JSONValue?

    package init(
        name: String, title: String, description: String? = nil, type: ValueType, isOptional: Bool = true,
        isList: Bool = false, maximumCount: Int? = nil, options: [ConfigurationOption] = [],
        hasDynamicOptions: Bool = false, supportsSearch: Bool = false, defaultValue: JSONValue? = nil
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.type = type
        self.isOptional = isOptional
        self.isList = isList
        self.maximumCount = maximumCount
        self.options = options
        self.hasDynamicOptions = hasDynamicOptions
        self.supportsSearch = supportsSearch
        self.defaultValue = defaultValue
    }

    /// Whether values are picked from options (static or dynamic) rather than typed.
    package var choosesFromOptions: Bool {
        switch type {
        case .enumeration, .object: true
        default: hasDynamicOptions
        }
    }
}

/// One choice for a parameter: an enum case, a custom object or an entity.
package struct ConfigurationOption: Hashable, Sendable, Codable {
    /// A stable identifier: an enum case's name, an object's or entity's identifier.
    package var id: String
    /// The text shown for it.
    package var title: String
    /// A second line, if any.
    package var subtitle: String?
    /// The section it belongs to, if the options come in sections.
    package var section: String?
    /// The value stored when it is chosen.
    package var value: JSONValue

    package init(id: String, title: String, subtitle: String? = nil, section: String? = nil, value: JSONValue) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.section = section
        self.value = value
    }
}
