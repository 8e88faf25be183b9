import Foundation

/// What an intent's generated class tells the host about it: its title and parameters.
///
/// Written by the `.intentdefinition` build plugin; widget code does not use it.
public struct _INIntentDefinition: @unchecked Sendable {
    /// The intent's title.
    public var title: String?
    /// The intent's description.
    public var description: String?
    /// The parameters in the definition's order.
    public var parameters: [_INParameterDefinition]

    public init(title: String? = nil, description: String? = nil, parameters: [_INParameterDefinition]) {
        self.title = title
        self.description = description
        self.parameters = parameters
    }
}

/// The type of an intent parameter or custom-type property.
public enum _INValueType: @unchecked Sendable {
    /// Text, as `String`.
    case string
    /// A Boolean, as `NSNumber`.
    case boolean
    /// A whole number, as `NSNumber`.
    case integer(minimum: Int?, maximum: Int?)
    /// A decimal number, as `NSNumber`.
    case decimal(minimum: Double?, maximum: Double?)
    /// A date, as `DateComponents`.
    case date(includesTime: Bool)
    /// A generated enum.
    case enumeration(any _INCodableEnum.Type)
    /// A custom type: a generated `INObject` subclass.
    case object(INObject.Type)
    /// A place, as `CLPlacemark` (a definition's `Placemark`); the home screen asks for a place
    /// name, since no geocoder finds its location here.
    case placemark
}

/// One parameter of an intent, as generated from the definition.
public struct _INParameterDefinition: @unchecked Sendable {
    /// The property name.
    public var name: String
    /// The title shown to a person.
    public var title: String
    /// The value type.
    public var type: _INValueType
    /// "Supports multiple values": the property is an array.
    public var supportsMultipleValues: Bool
    /// "Fixed size": how many values a list holds at most (per widget family on iOS; here the
    /// largest), or `nil`.
    public var fixedSize: Int?
    /// "Dynamic options": the intent handler provides the options.
    public var supportsDynamicOptions: Bool
    /// The dynamic options can be searched.
    public var supportsSearch: Bool
    /// The definition's default value, in the property's type (an enum case, `NSNumber`,
    /// `String`), or `nil`.
    public var defaultValue: Any?

    public init(
        name: String, title: String, type: _INValueType, supportsMultipleValues: Bool = false,
        fixedSize: Int? = nil, supportsDynamicOptions: Bool = false, supportsSearch: Bool = false,
        defaultValue: Any? = nil
    ) {
        self.name = name
        self.title = title
        self.type = type
        self.supportsMultipleValues = supportsMultipleValues
        self.fixedSize = fixedSize
        self.supportsDynamicOptions = supportsDynamicOptions
        self.supportsSearch = supportsSearch
        self.defaultValue = defaultValue
    }
}

/// One property of a custom type, as generated from the definition.
public struct _INPropertyDefinition: @unchecked Sendable {
    /// The property name.
    public var name: String
    /// The value type.
    public var type: _INValueType
    /// The property is an array.
    public var supportsMultipleValues: Bool

    public init(name: String, type: _INValueType, supportsMultipleValues: Bool = false) {
        self.name = name
        self.type = type
        self.supportsMultipleValues = supportsMultipleValues
    }
}

/// A generated intent enum: `Int` raw values, case 0 is `.unknown`.
public protocol _INCodableEnum {
    /// The cases other than `.unknown`, in the definition's order.
    static var _caseDefinitions: [_INEnumCaseDefinition] { get }
    /// The case's raw value.
    var _rawIndex: Int { get }
    /// The case with `rawValue`, or `nil`.
    init?(_rawIndex: Int)
}

extension _INCodableEnum where Self: RawRepresentable, RawValue == Int {
    public var _rawIndex: Int { rawValue }
    public init?(_rawIndex: Int) { self.init(rawValue: _rawIndex) }
}

/// One case of a generated enum.
public struct _INEnumCaseDefinition: Sendable {
    /// The raw value.
    public var rawValue: Int
    /// The case name in Swift.
    public var name: String
    /// The text shown to a person.
    public var displayName: String

    public init(rawValue: Int, name: String, displayName: String) {
        self.rawValue = rawValue
        self.name = name
        self.displayName = displayName
    }
}
