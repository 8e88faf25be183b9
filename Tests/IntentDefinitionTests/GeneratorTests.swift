import Foundation
import IntentDefinitionGenerator
import Testing

/// The fixtures folder beside this file.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Parses `body` (the inside of the top-level dictionary) as `Test.intentdefinition`.
func parse(_ body: String) throws(IntentDefinitionError) -> IntentDefinition {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>INIntentDefinitionNamespace</key><string>88xZPY</string>\(body)</dict></plist>
        """
    return try IntentDefinitionParser.parse(Data(xml.utf8), fileName: "Test.intentdefinition")
}

/// The message parsing `body` fails with.
func failure(_ body: String) -> String? {
    do {
        _ = try parse(body)
        return nil
    } catch {
        return error.description
    }
}

/// An intent `Foo` with one parameter whose dictionary holds `keys`.
func intent(parameter keys: String, extra: String = "") -> String {
    """
    \(extra)<key>INIntents</key><array><dict>
    <key>INIntentName</key><string>Foo</string><key>INIntentType</key><string>Custom</string>
    <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>bar</string>\(keys)</dict></array>
    </dict></array>
    """
}

@Suite("Parsing and generating .intentdefinition files")
struct GeneratorTests {
    let definition: IntentDefinition
    let source: String

    init() throws {
        definition = try IntentDefinitionParser.parse(contentsOf: fixtures.appendingPathComponent("Widgets.intentdefinition"))
        source = SwiftCodeGenerator().generate(definition)
    }

    /// Every line of the generated source, without indentation.
    var lines: [String] {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func expectLine(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(lines.contains(line), "missing line: \(line)", sourceLocation: sourceLocation)
    }

    @Test func readsTheEnumWithItsIndexesAndDisplayNames() {
        #expect(definition.enums == [
            .init(name: "ButtonPosition", cases: [
                .init(name: "unknown", displayName: "unknown", index: 0),
                .init(name: "left", displayName: "Left", index: 1),
                .init(name: "right", displayName: "Right", index: 2),
            ]),
        ])
    }

    @Test func readsTheCustomTypeWithoutINObjectsOwnProperties() {
        #expect(definition.types.count == 1)
        let type = definition.types[0]
        #expect(type.name == "CustomButtonItem")
        #expect(type.displayName == "Custom Button Item")
        #expect(type.properties.map(\.name) == ["urlStr", "imageName", "buttonType"])
        #expect(type.properties.map(\.type) == [.string, .string, .enumeration("ButtonPosition")])
    }

    @Test func readsParametersInDisplayOrder() throws {
        let intent = try #require(definition.intents.first)
        #expect(intent.name == "DynamicConfiguration")
        #expect(intent.className == "DynamicConfigurationIntent")
        #expect(intent.title == "Dynamic Configuration")
        #expect(intent.description == "Choose the buttons the widget shows")
        // The file lists showTitle (priority 2) before selectButtons (priority 1).
        #expect(intent.parameters.map(\.name) == ["selectButtons", "showTitle", "titlePosition", "lastRefresh"])

        let buttons = intent.parameters[0]
        #expect(buttons.displayName == "Select Buttons")
        #expect(buttons.type == .object("CustomButtonItem"))
        #expect(buttons.supportsMultipleValues)
        #expect(buttons.fixedSize == 8) // Small 2, Medium 4, Large 8: the largest
        #expect(buttons.supportsDynamicOptions)
        #expect(buttons.supportsSearch)
        #expect(buttons.isConfigurable)

        #expect(intent.parameters[1].type == .boolean)
        #expect(intent.parameters[1].defaultValue == .boolean(true))
        #expect(intent.parameters[2].type == .enumeration("ButtonPosition"))
        #expect(intent.parameters[2].defaultValue == .enumCase("right"))
        // Xcode writes INIntentParameterConfigurable only for parameters a person edits.
        #expect(!intent.parameters[3].isConfigurable)

        let plain = try #require(definition.intents.last)
        #expect(plain.className == "PlainIntent")
        #expect(plain.parameters.isEmpty)
    }

    @Test func generatesTheEnum() {
        expectLine("nonisolated public enum ButtonPosition: Int, CaseIterable, Sendable, _INCodableEnum {")
        expectLine("case `unknown` = 0")
        expectLine("case `left` = 1")
        expectLine("case `right` = 2")
        expectLine("public static var _caseDefinitions: [_INEnumCaseDefinition] {")
        expectLine(#"_INEnumCaseDefinition(rawValue: 1, name: "left", displayName: "Left"),"#)
        expectLine(#"_INEnumCaseDefinition(rawValue: 2, name: "right", displayName: "Right"),"#)
        #expect(!source.contains(#"name: "unknown""#))
    }

    @Test func generatesTheCustomType() {
        expectLine("nonisolated public class CustomButtonItem: INObject {")
        expectLine("public var urlStr: String? {")
        expectLine(#"get { _value(forProperty: "urlStr") }"#)
        expectLine(#"set { _setValue(newValue, forProperty: "urlStr") }"#)
        expectLine("public var imageName: String? {")
        expectLine("public var buttonType: ButtonPosition {")
        expectLine(#"get { _value(forProperty: "buttonType") ?? .`unknown` }"#)
        expectLine("public override class var _propertyDefinitions: [_INPropertyDefinition] {")
        expectLine(#"_INPropertyDefinition(name: "buttonType", type: .enumeration(ButtonPosition.self)),"#)
        #expect(!source.contains("var identifier"))
        #expect(!source.contains("pronunciationHint"))
    }

    @Test func generatesTheIntentClassWithPropertiesInDisplayOrder() throws {
        expectLine("nonisolated public class DynamicConfigurationIntent: INIntent {")
        expectLine("public var selectButtons: [CustomButtonItem]? {")
        expectLine(#"get { _value(forParameter: "selectButtons") }"#)
        expectLine("public var showTitle: NSNumber? {")
        expectLine("public var titlePosition: ButtonPosition {")
        expectLine(#"get { _value(forParameter: "titlePosition") ?? .`unknown` }"#)
        expectLine("public var lastRefresh: String? {")
        let order = ["var selectButtons", "var showTitle", "var titlePosition", "var lastRefresh"].map {
            source.range(of: $0)?.lowerBound
        }
        let positions = try order.map { try #require($0) }
        #expect(positions == positions.sorted())
    }

    @Test func generatesTheIntentDefinition() {
        expectLine("public override class var _intentDefinition: _INIntentDefinition { __intentDefinition }")
        expectLine(#"title: "Dynamic Configuration","#)
        expectLine(#"name: "selectButtons","#)
        expectLine("type: .object(CustomButtonItem.self),")
        expectLine("supportsMultipleValues: true,")
        expectLine("fixedSize: 8,")
        expectLine("supportsDynamicOptions: true,")
        expectLine("supportsSearch: true")
        expectLine("type: .boolean,")
        expectLine("defaultValue: NSNumber(value: true)")
        expectLine("type: .enumeration(ButtonPosition.self),")
        expectLine("defaultValue: ButtonPosition.`right`")
        // Not configurable: a property, but not a parameter of the form.
        #expect(!source.contains(#"name: "lastRefresh""#))
    }

    @Test func generatesOptionsAndDefaultsDispatch() {
        expectLine("public override class func _provideOptions(")
        expectLine("guard let handler = handler as? any DynamicConfigurationIntentHandling,")
        expectLine(#"case "selectButtons":"#)
        expectLine("return try await handler.provideSelectButtonsOptionsCollection(for: intent, searchTerm: searchTerm)")
        expectLine("public override class func _provideDefault(forParameter name: String, of intent: INIntent, handler: Any) -> Any? {")
        expectLine("return handler.defaultSelectButtons(for: intent)")
    }

    @Test func generatesTheHandlingProtocolWithEveryForm() {
        let completion = "@escaping (INObjectCollection<CustomButtonItem>?, (any Error)?) -> Void"
        expectLine("nonisolated public protocol DynamicConfigurationIntentHandling: NSObjectProtocol {")
        expectLine("func provideSelectButtonsOptionsCollection(for intent: DynamicConfigurationIntent, with completion: \(completion))")
        expectLine(
            "func provideSelectButtonsOptionsCollection(for intent: DynamicConfigurationIntent, searchTerm: String?, with completion: \(completion))")
        expectLine(
            "func provideSelectButtonsOptionsCollection(for intent: DynamicConfigurationIntent) async throws -> INObjectCollection<CustomButtonItem>")
        expectLine(
            "func provideSelectButtonsOptionsCollection(for intent: DynamicConfigurationIntent, searchTerm: String?) async throws -> INObjectCollection<CustomButtonItem>")
        expectLine("func defaultSelectButtons(for intent: DynamicConfigurationIntent) -> [CustomButtonItem]?")
        // Default implementations chain the forms.
        expectLine("nonisolated extension DynamicConfigurationIntentHandling {")
        expectLine("} catch is _INHandlerMethodNotImplemented {")
        expectLine("return try await self.provideSelectButtonsOptionsCollection(for: intent)")
        expectLine("completion(nil, _INHandlerMethodNotImplemented())")
        expectLine("} ?? INObjectCollection(items: [])")
        // An intent without dynamic options still has its (empty) protocol.
        expectLine("nonisolated public protocol PlainIntentHandling: NSObjectProtocol {}")
    }

    @Test func importsOnlyFoundationAndIntents() {
        let imports = lines.filter { $0.hasPrefix("import ") || $0.hasPrefix("public import ") }
        #expect(imports == ["public import Foundation", "public import Intents"])
        #expect(!source.contains("handle(intent:"))
    }

    @Test func internalAccessLevelDropsPublic() {
        let internalSource = SwiftCodeGenerator(accessLevel: .internal).generate(definition)
        #expect(!internalSource.contains("public "))
        #expect(!internalSource.contains("public\n"))
        #expect(internalSource.contains("\nnonisolated class DynamicConfigurationIntent: INIntent {"))
        #expect(internalSource.contains("\nimport Foundation\nimport Intents\n"))
    }

    @Test func aMalformedDefinitionNamesTheFile() {
        #expect {
            try IntentDefinitionParser.parse(contentsOf: fixtures.appendingPathComponent("Malformed.intentdefinition"))
        } throws: { error in
            (error as? IntentDefinitionError)?.description.hasPrefix("Malformed.intentdefinition: is not a property list") == true
        }
    }

    @Test func anUnsupportedTypeNamesTheFileIntentAndParameter() throws {
        let error = #expect(throws: IntentDefinitionError.self) {
            try IntentDefinitionParser.parse(contentsOf: fixtures.appendingPathComponent("Unsupported.intentdefinition"))
        }
        #expect(error?.description == "Unsupported.intentdefinition: intent 'Foo', parameter 'bar': unsupported type 'Location'")
        #expect(error?.element == ["intent 'Foo'", "parameter 'bar'"])
    }

    @Test func aPlacemarkIsACLPlacemarkAsXcodeGeneratesIt() throws {
        // As Xcode 14 writes a "Placemark" parameter (metadata type City).
        let definition = try parse(intent(parameter: """
            <key>INIntentParameterType</key><string>Placemark</string>
            <key>INIntentParameterDisplayName</key><string>Location</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataType</key><string>City</string></dict>
            """, extra: """
            <key>INTypes</key><array><dict><key>INTypeName</key><string>Trip</string>
            <key>INTypeProperties</key><array><dict><key>INTypePropertyName</key><string>stops</string>
            <key>INTypePropertyType</key><string>Placemark</string>
            <key>INTypePropertySupportsMultipleValues</key><true/></dict></array></dict></array>
            """))
        #expect(definition.intents.first?.parameters.first?.type == .placemark)
        #expect(definition.types.first?.properties.first?.type == .placemark)
        let generated = SwiftCodeGenerator().generate(definition)
        #expect(generated.contains("    public var bar: CLPlacemark? {\n"))
        #expect(generated.contains("    public var stops: [CLPlacemark]? {\n"))
        #expect(generated.contains("type: .placemark"))
        // Core Location's types come with `Intents`, as on iOS: no other import.
        #expect(!generated.contains("import CoreLocation"))
    }

    @Test func otherUnreadableDefinitions() {
        #expect(failure("") == "Test.intentdefinition: is not an intent definition (no 'INIntents')")
        #expect(failure(intent(parameter: "<key>INIntentParameterType</key><string>Person</string>"))
            == "Test.intentdefinition: intent 'Foo', parameter 'bar': unsupported type 'Person'")
        #expect(failure(intent(parameter: """
            <key>INIntentParameterType</key><string>Object</string>
            <key>INIntentParameterObjectType</key><string>Missing</string>
            """)) == "Test.intentdefinition: intent 'Foo', parameter 'bar': unknown custom type 'Missing'")
        #expect(failure(intent(parameter: """
            <key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterEnumType</key><string>Missing</string>
            """)) == "Test.intentdefinition: intent 'Foo', parameter 'bar': unknown enum 'Missing'")
        #expect(failure(intent(parameter: "<key>INIntentParameterType</key><true/>"))
            == "Test.intentdefinition: intent 'Foo', parameter 'bar': 'INIntentParameterType' is not a string")
        #expect(failure("<key>INIntents</key><array><dict><key>INIntentTitle</key><string>x</string></dict></array>")
            == "Test.intentdefinition: 'INIntentName' is missing")
        #expect(failure("<key>INIntents</key><string>x</string>") == "Test.intentdefinition: 'INIntents' is not an array")
        #expect(failure(intent(parameter: """
            <key>INIntentParameterType</key><string>Integer</string><key>INIntentParameterEnumType</key><string>E</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>c</string></dict>
            """, extra: """
            <key>INEnums</key><array><dict><key>INEnumName</key><string>E</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>a</string><key>INEnumValueIndex</key><integer>1</integer></dict>
            </array></dict></array>
            """)) == "Test.intentdefinition: intent 'Foo', parameter 'bar': default value 'c' is not a value of enum 'E'")
        #expect(failure("""
            <key>INIntents</key><array/><key>INTypes</key><array><dict><key>INTypeName</key><string>T</string>
            <key>INTypeProperties</key><array><dict><key>INTypePropertyName</key><string>hint</string>
            <key>INTypePropertyType</key><string>SpeakableString</string></dict></array></dict></array>
            """) == "Test.intentdefinition: type 'T', property 'hint': unsupported type 'SpeakableString'")
        #expect(failure(intent(parameter: """
            <key>INIntentParameterType</key><string>Integer</string><key>INIntentParameterEnumType</key><string>E</string>
            <key>INIntentParameterSupportsDynamicEnumeration</key><true/>
            """, extra: "<key>INEnums</key><array><dict><key>INEnumName</key><string>E</string></dict></array>"))
            == "Test.intentdefinition: intent 'Foo', parameter 'bar': dynamic options are not supported for an enum parameter")
        #expect(failure(intent(parameter: "<key>INIntentParameterType</key><string>String</string>", extra: """
            <key>INTypes</key><array><dict><key>INTypeName</key><string>FooIntent</string></dict></array>
            """)) == "Test.intentdefinition: intent 'FooIntent' has the same Swift name as a type")
        #expect(failure("""
            <key>INIntents</key><array/><key>INEnums</key><array><dict><key>INEnumName</key><string>E</string>
            <key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>a</string><key>INEnumValueIndex</key><integer>1</integer></dict>
            <dict><key>INEnumValueName</key><string>b</string><key>INEnumValueIndex</key><integer>1</integer></dict>
            </array></dict></array>
            """) == "Test.intentdefinition: enum 'E': values 'a' and 'b' have the same index 1")
    }

    @Test func anEnumWithoutAZeroValueGetsUnknown() throws {
        let definition = try parse("""
            <key>INIntents</key><array/><key>INEnums</key><array><dict><key>INEnumName</key><string>Weekday</string>
            <key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>monday</string><key>INEnumValueIndex</key><integer>1</integer>
            <key>INEnumValueDisplayName</key><string>Monday</string></dict>
            </array></dict></array>
            """)
        let source = SwiftCodeGenerator().generate(definition)
        #expect(source.contains("case `unknown` = 0\n"))
        #expect(source.contains("case `monday` = 1\n"))
        #expect(!source.contains(#"name: "unknown""#))
        // Only Intents is used publicly: no public import of Foundation, which would warn.
        #expect(source.contains("\nimport Foundation\npublic import Intents\n"))
    }

    @Test func anXcode10EnumKeepsItsZeroValue() throws {
        let definition = try parse("""
            <key>INIntents</key><array/><key>INEnums</key><array><dict><key>INEnumName</key><string>MyEnum</string>
            <key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>a</string><key>INEnumValueIndex</key><integer>0</integer></dict>
            <dict><key>INEnumValueName</key><string>b</string><key>INEnumValueIndex</key><integer>1</integer></dict>
            </array></dict></array>
            """)
        #expect(definition.enums[0].zeroCase?.name == "a")
        let source = SwiftCodeGenerator().generate(definition)
        #expect(!source.contains("`unknown`"))
        #expect(source.contains(#"_INEnumCaseDefinition(rawValue: 0, name: "a", displayName: "a"),"#))
    }

    @Test func fixedSizes() throws {
        func size(_ keys: String) throws -> Int? {
            try parse(intent(parameter: """
                <key>INIntentParameterType</key><string>String</string>
                <key>INIntentParameterSupportsMultipleValues</key><true/>\(keys)
                """)).intents[0].parameters[0].fixedSize
        }
        let sizes = """
            <key>INIntentParameterArraySizes</key><array>
            <dict><key>INIntentParameterArraySizeSize</key><integer>3</integer>
            <key>INIntentParameterArraySizeSizeClass</key><string>Small</string></dict>
            <dict><key>INIntentParameterArraySizeSize</key><integer>6</integer>
            <key>INIntentParameterArraySizeSizeClass</key><string>Medium</string></dict></array>
            """
        #expect(try size("<key>INIntentParameterFixedSizeArray</key><true/>" + sizes) == 6)
        #expect(try size("<key>INIntentParameterFixedSizeArray</key><false/>" + sizes) == nil)
        #expect(try size("") == nil)
        #expect(try size("""
            <key>INIntentParameterFixedSizeArray</key><dict><key>Small</key><integer>2</integer>
            <key>Large</key><integer>5</integer></dict>
            """) == 5)
    }

    @Test func numbersDatesAndKeywords() throws {
        let definition = try parse("""
            <key>INEnums</key><array><dict><key>INEnumName</key><string>Style</string><key>INEnumValues</key><array>
            <dict><key>INEnumValueName</key><string>default</string><key>INEnumValueIndex</key><integer>1</integer></dict>
            </array></dict></array>
            <key>INIntents</key><array><dict><key>INIntentName</key><string>Foo</string>
            <key>INIntentClassName</key><string>FooConfigurationIntent</string><key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>count</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataMinimumValue</key><integer>1</integer>
            <key>INIntentParameterMetadataMaximumValue</key><integer>9</integer>
            <key>INIntentParameterMetadataDefaultValue</key><integer>3</integer></dict></dict>
            <dict><key>INIntentParameterName</key><string>ratio</string><key>INIntentParameterType</key><string>Decimal</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataMaximumValue</key><real>2</real>
            <key>INIntentParameterMetadataDefaultValue</key><real>0.25</real></dict></dict>
            <dict><key>INIntentParameterName</key><string>day</string><key>INIntentParameterType</key><string>DateComponents</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataType</key><string>Date</string></dict></dict>
            <dict><key>INIntentParameterName</key><string>style</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterEnumType</key><string>Style</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataDefaultValue</key><string>default</string></dict></dict>
            <dict><key>INIntentParameterName</key><string>styles</string><key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterEnumType</key><string>Style</string><key>INIntentParameterSupportsMultipleValues</key><true/></dict>
            <dict><key>INIntentParameterName</key><string>names</string><key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterSupportsDynamicEnumeration</key><true/></dict>
            </array></dict></array>
            """)
        let parameters = definition.intents[0].parameters
        #expect(parameters.map(\.type) == [
            .integer(minimum: 1, maximum: 9), .decimal(minimum: nil, maximum: 2), .date(includesTime: false),
            .enumeration("Style"), .enumeration("Style"), .string,
        ])
        #expect(parameters.map(\.defaultValue) == [.integer(3), .decimal(0.25), nil, .enumCase("default"), nil, nil])
        // Without the key, all parameters of an older file are configurable.
        let allConfigurable = parameters.allSatisfy(\.isConfigurable)
        #expect(allConfigurable)

        let source = SwiftCodeGenerator().generate(definition)
        #expect(source.contains("nonisolated public class FooConfigurationIntent: INIntent {"))
        #expect(source.contains("nonisolated public protocol FooConfigurationIntentHandling: NSObjectProtocol {"))
        #expect(source.contains("type: .integer(minimum: 1, maximum: 9),"))
        #expect(source.contains("defaultValue: NSNumber(value: 3)"))
        #expect(source.contains("type: .decimal(minimum: nil, maximum: 2.0),"))
        #expect(source.contains("defaultValue: NSNumber(value: 0.25)"))
        #expect(source.contains("public var day: DateComponents? {"))
        #expect(source.contains("type: .date(includesTime: false)"))
        #expect(source.contains("defaultValue: Style.`default`"))
        #expect(source.contains("public var styles: [NSNumber]? {"))
        #expect(source.contains(#"get { _inEnumNumbers(_parameterValues["styles"]) }"#))
        #expect(source.contains("private func _inEnumNumbers(_ value: Any?) -> [NSNumber]? {"))
        #expect(source.contains("with completion: @escaping (INObjectCollection<NSString>?, (any Error)?) -> Void)"))
        #expect(source.contains("func defaultNames(for intent: FooConfigurationIntent) -> String?"))
    }

    @Test func unsupportedReasonsGenerateAResolutionResult() throws {
        let reasons = """
            <key>INIntentParameterType</key><string>Integer</string>
            <key>INIntentParameterUnsupportedReasons</key><array>
            <dict><key>INIntentParameterUnsupportedReasonCode</key><string>negativeNumbersNotSupported</string></dict>
            <dict><key>INIntentParameterUnsupportedReasonCode</key><string>greaterThanMaximumValue</string></dict>
            </array>
            """
        let parsed = try parse(intent(parameter: reasons))
        #expect(parsed.intents.first?.parameters.first?.unsupportedReasons == ["negativeNumbersNotSupported", "greaterThanMaximumValue"])
        let lines = SwiftCodeGenerator().generate(parsed).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("nonisolated public enum FooBarUnsupportedReason: Int, Sendable {"))
        #expect(lines.contains("case negativeNumbersNotSupported = 1"))
        #expect(lines.contains("case greaterThanMaximumValue = 2"))
        #expect(lines.contains("nonisolated public class FooBarResolutionResult: INIntegerResolutionResult {"))
        #expect(lines.contains("public class func unsupported(forReason reason: FooBarUnsupportedReason) -> Self {"))
        #expect(lines.contains("public class func confirmationRequired(with valueToConfirm: Int?, forReason reason: FooBarUnsupportedReason) -> Self {"))
        // None without validation errors; a code that is no identifier names itself.
        let plain = SwiftCodeGenerator().generate(try parse(intent(parameter: "<key>INIntentParameterType</key><string>String</string>")))
        #expect(!plain.contains("ResolutionResult"))
        let bad = failure(intent(parameter: """
            <key>INIntentParameterType</key><string>String</string>
            <key>INIntentParameterUnsupportedReasons</key><array><dict><key>INIntentParameterUnsupportedReasonCode</key><string>not valid</string></dict></array>
            """))
        #expect(bad?.contains("'not valid' is not a valid unsupported reason code") == true, "\(bad ?? "parsed")")
    }
}
