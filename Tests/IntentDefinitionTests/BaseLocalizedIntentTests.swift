import BaseIntentFixture
import ConfigurationSchema
import Foundation
import Intents
import Testing
import WidgetCore

/// An intent definition in `Base.lproj`, where Xcode keeps a localized one: the package
/// resolves (it has `defaultLocalization`), the plugin generates from it, and widget code uses
/// the generated intent.
@Suite("An intent definition in Base.lproj")
struct BaseLocalizedIntentTests {
    @Test("The plugin generates the intent and its enum from Base.lproj/Greeting.intentdefinition")
    func generated() {
        let definition = GreetingIntent._intentDefinition
        #expect(definition.title == "Greeting")
        #expect(definition.description == "Whom the widget greets, and how")
        #expect(definition.parameters.map(\.name) == ["name", "tone"])
        #expect(GreetingTone.allCases == [.unknown, .warm, .formal])
        let intent = GreetingIntent()
        #expect(intent.name == "World")
        #expect(intent.tone == .formal)
    }

    @Test("The widget's provider reads the generated intent's parameters")
    @MainActor
    func widgetUsesIt() {
        let intent = GreetingIntent()
        #expect(GreetingProvider().entry(for: intent).text == "Good day, World")
        intent.tone = .warm
        intent.name = "Ada"
        #expect(GreetingProvider().entry(for: intent).text == "Hi Ada")
        let registry = WidgetRegistry(widget: GreetingWidget.self)
        #expect(registry.descriptors.map(\.kind) == ["Greeting"])
    }
}
