/// The parts of an Xcode `.intentdefinition` file that code generation needs: intents with
/// their parameters, enums and custom types, in the file's order.
///
/// `IntentDefinitionParser` reads it from the file; `SwiftCodeGenerator` writes Swift for it.
public struct IntentDefinition: Sendable, Equatable {
    /// The file's name (`Widgets.intentdefinition`), used in messages.
    public var fileName: String
    /// The definition's namespace (`INIntentDefinitionNamespace`), if it has one.
    public var namespace: String?
    /// The enums, in the file's order.
    public var enums: [Enum]
    /// The custom types, in the file's order.
    public var types: [CustomType]
    /// The intents, in the file's order.
    public var intents: [Intent]

    /// A definition read from `fileName`.
    public init(fileName: String, namespace: String? = nil, enums: [Enum] = [], types: [CustomType] = [], intents: [Intent] = []) {
        self.fileName = fileName
        self.namespace = namespace
        self.enums = enums
        self.types = types
        self.intents = intents
    }

    /// An enum (`INEnums`): generated as a Swift enum with `Int` raw values.
    public struct Enum: Sendable, Equatable {
        /// The Swift type name (`INEnumName`).
        public var name: String
        /// The cases in the definition's order, including the zero case (usually `unknown`).
        public var cases: [Case]

        /// An enum with its cases.
        public init(name: String, cases: [Case]) {
            self.name = name
            self.cases = cases
        }

        /// The case with raw value 0: the value of an unset enum property.
        public var zeroCase: Case? { cases.first { $0.index == 0 } }

        /// One value of an enum (`INEnumValues`).
        public struct Case: Sendable, Equatable {
            /// The Swift case name (`INEnumValueName`).
            public var name: String
            /// The text shown to a person (`INEnumValueDisplayName`).
            public var displayName: String
            /// The raw value (`INEnumValueIndex`; Xcode leaves it out for 0).
            public var index: Int

            /// A value with its raw value.
            public init(name: String, displayName: String, index: Int) {
                self.name = name
                self.displayName = displayName
                self.index = index
            }
        }
    }

    /// A custom type (`INTypes`): generated as an `INObject` subclass.
    public struct CustomType: Sendable, Equatable {
        /// The Swift class name (`INTypeName`).
        public var name: String
        /// The text shown for the type (`INTypeDisplayName`), if any.
        public var displayName: String?
        /// The properties the definition adds, in its order; the built-in ones (`identifier`,
        /// `displayString`, `pronunciationHint`, `alternativeSpeakableMatches`) are left out.
        public var properties: [Property]

        /// A custom type with its properties.
        public init(name: String, displayName: String? = nil, properties: [Property]) {
            self.name = name
            self.displayName = displayName
            self.properties = properties
        }

        /// One property of a custom type (`INTypeProperties`).
        public struct Property: Sendable, Equatable {
            /// The Swift property name (`INTypePropertyName`).
            public var name: String
            /// The text shown for it (`INTypePropertyDisplayName`), if any.
            public var displayName: String?
            /// The value type.
            public var type: ValueType
            /// "Supports multiple values": the property is an array.
            public var supportsMultipleValues: Bool

            /// A property of a custom type.
            public init(name: String, displayName: String? = nil, type: ValueType, supportsMultipleValues: Bool = false) {
                self.name = name
                self.displayName = displayName
                self.type = type
                self.supportsMultipleValues = supportsMultipleValues
            }
        }
    }

    /// An intent (`INIntents`): generated as an `INIntent` subclass and a handling protocol.
    public struct Intent: Sendable, Equatable {
        /// The intent's name (`INIntentName`).
        public var name: String
        /// The generated class name: `INIntentClassName`, or the name followed by `Intent`.
        public var className: String
        /// The title (`INIntentTitle`), if any.
        public var title: String?
        /// The description (`INIntentDescription`), if any.
        public var description: String?
        /// The parameters, in display order (`INIntentParameterDisplayPriority`, then file order).
        public var parameters: [Parameter]

        /// An intent; `className` defaults to the name followed by `Intent`.
        public init(name: String, className: String? = nil, title: String? = nil, description: String? = nil, parameters: [Parameter]) {
            self.name = name
            self.className = className ?? name + "Intent"
            self.title = title
            self.description = description
            self.parameters = parameters
        }

        /// The name of the generated handling protocol.
        public var handlingProtocolName: String { className + "Handling" }
    }

    /// One parameter of an intent (`INIntentParameters`).
    public struct Parameter: Sendable, Equatable {
        /// The Swift property name (`INIntentParameterName`).
        public var name: String
        /// The title shown to a person (`INIntentParameterDisplayName`; the name if missing).
        public var displayName: String
        /// The value type.
        public var type: ValueType
        /// "Supports multiple values": the property is an array.
        public var supportsMultipleValues: Bool
        /// "Fixed size": the largest of the per-family sizes (`INIntentParameterArraySizes`).
        public var fixedSize: Int?
        /// "Dynamic options": the intent handler provides the options.
        public var supportsDynamicOptions: Bool
        /// The dynamic options can be searched.
        public var supportsSearch: Bool
        /// Whether a person can edit it in a widget's configuration (`INIntentParameterConfigurable`).
        public var isConfigurable: Bool
        /// The definition's default value, if any.
        public var defaultValue: DefaultValue?
        /// The codes of its validation errors (`INIntentParameterUnsupportedReasons`), in file
        /// order: Xcode then generates a resolution result with `unsupported(forReason:)`.
        public var unsupportedReasons: [String]

        /// A parameter of an intent.
        public init(
            name: String, displayName: String, type: ValueType, supportsMultipleValues: Bool = false,
            fixedSize: Int? = nil, supportsDynamicOptions: Bool = false, supportsSearch: Bool = false,
            isConfigurable: Bool = true, defaultValue: DefaultValue? = nil, unsupportedReasons: [String] = []
        ) {
            self.unsupportedReasons = unsupportedReasons
            self.name = name
            self.displayName = displayName
            self.type = type
            self.supportsMultipleValues = supportsMultipleValues
            self.fixedSize = fixedSize
            self.supportsDynamicOptions = supportsDynamicOptions
            self.supportsSearch = supportsSearch
            self.isConfigurable = isConfigurable
            self.defaultValue = defaultValue
        }
    }

    /// The type of a parameter or custom-type property.
    public enum ValueType: Sendable, Equatable {
        /// `String`.
        case string
        /// `Boolean`, as `NSNumber`.
        case boolean
        /// `Integer` without an enum, as `NSNumber`, with the definition's bounds.
        case integer(minimum: Int?, maximum: Int?)
        /// `Decimal`, as `NSNumber`, with the definition's bounds.
        case decimal(minimum: Double?, maximum: Double?)
        /// `DateComponents`; `includesTime` is false for a date-only parameter.
        case date(includesTime: Bool)
        /// An enum of this or another definition file, by Swift name.
        case enumeration(String)
        /// A custom type of this or another definition file, by Swift name.
        case object(String)
        /// `Placemark`, as `CLPlacemark` (Core Location's, which `Intents` brings in scope).
        case placemark
    }

    /// A default value from `INIntentParameterMetadataDefaultValue`.
    public enum DefaultValue: Sendable, Equatable {
        /// Text.
        case string(String)
        /// A Boolean.
        case boolean(Bool)
        /// A whole number.
        case integer(Int)
        /// A decimal number.
        case decimal(Double)
        /// An enum case, by Swift name.
        case enumCase(String)
    }
}
