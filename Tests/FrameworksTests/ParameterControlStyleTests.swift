import AppIntents
@testable import ConfigurationSchema
import Testing
import WidgetKit

// Number parameters as widget configuration intents write them.
struct TypographyIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Typography"

    @Parameter(title: "Font size", default: 22, controlStyle: .stepper, inclusiveRange: (12, 40))
    var fontSize: Int

    @Parameter(title: "Columns", default: 2, controlStyle: .field, requestValueDialog: "How many columns?")
    var columns: Int

    @Parameter(title: "Opacity", default: 0.8, controlStyle: .slider, inclusiveRange: (0, 1))
    var opacity: Double

    @Parameter(title: "Index", description: "Which one", controlStyle: .stepper,
               inclusiveRange: (lowerBound: 0, upperBound: 9), inputConnectionBehavior: .never)
    var index: Int
}

@Suite("@Parameter with controlStyle:, inclusiveRange: and requestValueDialog:")
struct ParameterControlStyleTests {
    @Test("Defaults are the values; ranges reach the configuration form")
    func values() {
        let intent = TypographyIntent()
        #expect(intent.fontSize == 22)
        #expect(intent.columns == 2)
        #expect(intent.opacity == 0.8)
        #expect(intent.index == 0)
        let types = TypographyIntent.configurationSchema().parameters.map(\.type)
        #expect(types == [
            .integer(minimum: 12, maximum: 40), .integer(minimum: nil, maximum: nil),
            .decimal(minimum: 0, maximum: 1), .integer(minimum: 0, maximum: 9),
        ])
    }
}
