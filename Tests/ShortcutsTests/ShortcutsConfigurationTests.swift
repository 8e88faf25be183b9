import Foundation
import HomeScreen
import HummingbirdTesting
import ShortcutsWidgets
import Testing
import WidgetCore
import WidgetKit
import TestSupport

/// Configuring the panels end to end through the home screen's HTTP API: the options and
/// defaults come from `ShortcutsIntentHandler`, saved choices reach the provider and the
/// render, and refused values change nothing.
@Suite("Configuring the shortcuts panels over HTTP")
struct ShortcutsConfigurationTests {
    @MainActor static func registry() -> WidgetRegistry { WidgetRegistry(bundle: ShortcutsWidgetBundle.self) }

    static let offeredIDs = ["scan", "pay", "healthCode", "trips", "transit", "cards", "rewards", "savings"]
    static let offeredTitles = ["Scan", "Pay", "Health Code", "Trips", "Transit", "Cards", "Rewards", "Savings"]

    /// A JSON value as sorted-keys JSON text, to compare two answers.
    static func canonical(_ value: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The links of a render's buttons (the offers bar left out), in document order.
    static func buttonLinks(in html: String) -> [String] {
        html.components(separatedBy: #"href=""#).dropFirst()
            .compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
            .filter { $0.hasPrefix("shortcuts://") && $0 != "shortcuts://offers" && $0 != "shortcuts://home" }
    }

    @Test("The gallery lists both panels, medium only, with their own names and descriptions")
    func gallery() async throws {
        let registry = await Self.registry()
        #expect(registry.kinds == [StaticShortcutsWidget.kind, DynamicShortcutsWidget.kind])
        let featured = try #require(registry[StaticShortcutsWidget.kind])
        let composed = try #require(registry[DynamicShortcutsWidget.kind])
        #expect(featured.supportedFamilies == [.systemMedium] && composed.supportedFamilies == [.systemMedium])
        #expect(featured.displayName == "Featured Shortcut" && composed.displayName == "My Shortcuts")
        #expect(featured.description != composed.description)
    }

    @Test("Dynamic variant: eight options from the extension, its four defaults, and the form's parameters")
    func optionsAndDefaults() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID(DynamicShortcutsWidget.kind, "systemMedium")
            let configuration = try await client.configuration(id)
            let parameters = try #require(configuration["parameters"] as? [[String: Any]])
            #expect(parameters.map { $0["name"] as? String } == ["buttonPosition", "showWeather", "selectButtons"])
            let select = parameters[2]
            #expect(select["isList"] as? Bool == true && select["maximumCount"] as? Int == 4)
            #expect(select["hasDynamicOptions"] as? Bool == true)
            #expect((parameters[0]["options"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Left", "Right"])

            let values = try await client.values(id)
            let defaults = try #require(values["selectButtons"] as? [[String: Any]])
            #expect(defaults.map { $0["identifier"] as? String } == ["scan", "pay", "healthCode", "trips"])
            #expect(defaults.map { ($0["properties"] as? [String: Any])?["urlStr"] as? String }
                == ["shortcuts://scan", "shortcuts://pay", "shortcuts://health-code", "shortcuts://trips"])
            #expect(values["showWeather"] as? Bool == true)
            #expect(values["buttonPosition"] as? String == "right")

            let options = try await client.options(id, "selectButtons")
            #expect(options.map { $0["id"] as? String } == Self.offeredIDs)
            #expect(options.map { $0["title"] as? String } == Self.offeredTitles)
            let searched = try await client.options(id, "selectButtons", search: "ca")
            #expect(searched.map { $0["id"] as? String } == ["scan", "cards"])

            // The new widget renders the defaults with their links.
            #expect(try await eventually {
                Self.buttonLinks(in: try await client.html(id))
                    == ["shortcuts://scan", "shortcuts://pay", "shortcuts://health-code", "shortcuts://trips"]
            })
        }
    }

    @Test("Dynamic variant: saving four other buttons, left, no weather reaches the provider and the render")
    func saveFourOthers() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { runtime, client in
            let id = try await client.placedID(DynamicShortcutsWidget.kind, "systemMedium")
            let saved = try await client.saveConfiguration(id, """
                {"selectButtons": ["transit", "cards", {"identifier": "rewards"}, "savings"],
                 "showWeather": false, "buttonPosition": "left"}
                """)
            #expect(saved.status == .ok, "\(saved.text)")

            let expected = ["shortcuts://transit", "shortcuts://cards", "shortcuts://rewards", "shortcuts://savings"]
            #expect(try await eventually { Self.buttonLinks(in: try await client.html(id)) == expected })
            let html = try await client.html(id)
            #expect(!html.contains("shortcuts://pay"))
            #expect(html.contains("Rewards") && html.contains("Transit"))
            #expect(!html.contains("Hangzhou"), "the weather is off")

            // The provider's intent: the handler's items, with the properties it set.
            let infos = try await runtime.scheduler.currentConfigurations()
            let info = try #require(infos.first { $0.kind == DynamicShortcutsWidget.kind })
            let intent = try #require(info.configuration as? DynamicConfigurationIntent)
            let items = try #require(intent.selectButtons)
            #expect(items.map(\.displayString) == ["Transit", "Cards", "Rewards", "Savings"])
            #expect(items.map(\.urlStr) == expected)
            #expect(items.map(\.imageName) == ["shortcut-transit", "shortcut-cards", "shortcut-rewards", "shortcut-savings"])
            #expect(items.map(\.buttonType) == [.transit, .cards, .rewards, .savings])
            #expect(intent.showWeather?.boolValue == false && intent.buttonPosition == .left)
            let entry = DynamicShortcutsProvider.entry(for: intent, at: Date())
            #expect(entry.buttons.map(\.url.absoluteString) == expected)
        }
    }

    @Test("Dynamic variant: a fifth button or one not offered is refused with 400, and nothing changes")
    func refused() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID(DynamicShortcutsWidget.kind, "systemMedium")
            let before = try await client.values(id)

            let five = try await client.saveConfiguration(id, #"{"selectButtons": ["scan", "pay", "trips", "cards", "savings"]}"#)
            #expect(five.status == .badRequest)
            #expect(five.text.contains("'Select Buttons' takes at most 4 values; 5 were given"), "\(five.text)")

            let unoffered = try await client.saveConfiguration(id, #"{"selectButtons": ["scan", "lottery"]}"#)
            #expect(unoffered.status == .badRequest)
            #expect(unoffered.text.contains("'lottery' is not one of the options of 'Select Buttons'"), "\(unoffered.text)")

            let forged = try await client.saveConfiguration(
                id, #"{"selectButtons": [{"identifier": "phishing", "display": "Pay", "properties": {"urlStr": "https://evil.example"}}]}"#)
            #expect(forged.status == .badRequest)

            let position = try await client.saveConfiguration(id, #"{"buttonPosition": "middle"}"#)
            #expect(position.status == .badRequest)

            let after = try await client.values(id)
            #expect(try Self.canonical(before) == Self.canonical(after))
            #expect(try await eventually { !Self.buttonLinks(in: try await client.html(id)).isEmpty })
            #expect(!(try await client.html(id)).contains("evil.example"))
        }
    }

    @Test("Dynamic variant: a saved item keeps the extension's link, whatever properties the client sent")
    func propertiesFromTheExtension() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID(DynamicShortcutsWidget.kind, "systemMedium")
            let saved = try await client.saveConfiguration(id, """
                {"selectButtons": [{"identifier": "pay", "display": "Pay now",
                                    "properties": {"urlStr": "https://evil.example/pay", "imageName": "x"}}]}
                """)
            #expect(saved.status == .ok, "\(saved.text)")
            let stored = try #require(try await client.values(id)["selectButtons"] as? [[String: Any]])
            #expect(stored.count == 1)
            #expect(stored.first?["display"] as? String == "Pay")
            #expect((stored.first?["properties"] as? [String: Any])?["urlStr"] as? String == "shortcuts://pay")
            // One button, in the first place of the grid; the other three places stay empty.
            #expect(try await eventually { Self.buttonLinks(in: try await client.html(id)) == ["shortcuts://pay"] })
            #expect(!(try await client.html(id)).contains("evil.example"))
        }
    }

    @Test("Static variant: the eight functions as a choice; saving one puts it first")
    func staticVariant() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID(StaticShortcutsWidget.kind, "systemMedium")
            let configuration = try await client.configuration(id)
            let parameters = try #require(configuration["parameters"] as? [[String: Any]])
            #expect(parameters.map { $0["name"] as? String } == ["buttonType"])
            let choices = try #require(parameters.first?["options"] as? [[String: Any]])
            #expect(choices.map { $0["title"] as? String }
                == ["Scan", "Pay", "Health Code", "Transit", "Trips", "Cards", "Rewards", "Savings"])
            #expect(try await client.values(id)["buttonType"] as? String == "scan")

            let saved = try await client.saveConfiguration(id, #"{"buttonType": "rewards"}"#)
            #expect(saved.status == .ok, "\(saved.text)")
            #expect(try await eventually {
                Self.buttonLinks(in: try await client.html(id))
                    == ["shortcuts://rewards", "shortcuts://scan", "shortcuts://pay", "shortcuts://health-code"]
            })
            let refused = try await client.saveConfiguration(id, #"{"buttonType": "lottery"}"#)
            #expect(refused.status == .badRequest)
        }
    }
}
