import Foundation
import ShortcutsWidgets
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

/// Reference images of both medium panels, light and dark, and the links they carry.
@MainActor
@Suite("Shortcuts panel snapshots")
struct ShortcutsSnapshotTests {
    private let date = RenderEnvironment.snapshotDate

    /// The static variant with Savings chosen: Savings first and highlighted.
    private var featuredEntry: ShortcutsEntry {
        let intent = StaticConfigurationIntent()
        intent.buttonType = .savings
        return StaticShortcutsProvider.entry(for: intent, at: date)
    }

    /// The dynamic variant composed in Edit Widget: four other functions on the left, no weather.
    private var composedEntry: ShortcutsEntry {
        let intent = DynamicConfigurationIntent()
        intent.selectButtons = [ShortcutFunction.transit, .cards, .rewards, .savings].map(CustomButtonItem.init(function:))
        intent.showWeather = false
        intent.buttonPosition = .left
        return DynamicShortcutsProvider.entry(for: intent, at: date)
    }

    /// The dynamic variant as a new widget gets it: the extension's four defaults.
    private var defaultEntry: ShortcutsEntry {
        let intent = DynamicConfigurationIntent()
        intent.selectButtons = ShortcutsIntentHandler().defaultSelectButtons(for: intent)
        return DynamicShortcutsProvider.entry(for: intent, at: date)
    }

    @Test("Static variant: the chosen function first and highlighted", arguments: [ColorScheme.light, .dark])
    func featured(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: StaticShortcutsWidget.self, entry: featuredEntry, family: .systemMedium,
                                 colorScheme: colorScheme, named: "static-featured.systemMedium.\(colorScheme)")
    }

    @Test("Static variant with the default choice (Scan)", arguments: [ColorScheme.light])
    func featuredDefault(colorScheme: ColorScheme) throws {
        let entry = StaticShortcutsProvider.entry(for: StaticConfigurationIntent(), at: date)
        try assertWidgetSnapshot(of: StaticShortcutsWidget.self, entry: entry, family: .systemMedium,
                                 colorScheme: colorScheme, named: "static-default.systemMedium.\(colorScheme)")
    }

    @Test("Dynamic variant with the extension's defaults", arguments: [ColorScheme.light, .dark])
    func dynamicDefaults(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: DynamicShortcutsWidget.self, entry: defaultEntry, family: .systemMedium,
                                 colorScheme: colorScheme, named: "dynamic-default.systemMedium.\(colorScheme)")
    }

    @Test("Dynamic variant: four other buttons on the left, weather off", arguments: [ColorScheme.light, .dark])
    func dynamicComposed(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: DynamicShortcutsWidget.self, entry: composedEntry, family: .systemMedium,
                                 colorScheme: colorScheme, named: "dynamic-composed.systemMedium.\(colorScheme)")
    }

    @Test("Each button links to its function; the bar to the offers; elsewhere opens the app")
    func links() throws {
        let snapshot = try WidgetSnapshot(
            of: DynamicShortcutsWidget.self, entry: composedEntry, environment: .snapshot(family: .systemMedium))
        let list = snapshot.displayList
        #expect(list.widgetURL?.absoluteString == "shortcuts://home")
        let urls = list.links.map(\.url.absoluteString)
        #expect(Set(urls) == ["shortcuts://transit", "shortcuts://cards", "shortcuts://rewards", "shortcuts://savings",
                              "shortcuts://offers"])
        // Buttons on the left: every button's region is left of the offers bar.
        let offers = try #require(list.links.first { $0.url.absoluteString == "shortcuts://offers" })
        let buttons = list.links.filter { $0.url.absoluteString != "shortcuts://offers" }
        #expect(buttons.allSatisfy { $0.frame.maxX <= offers.frame.minX })
        // A 2×2 grid: two columns and two rows of equal tiles.
        #expect(Set(buttons.map(\.frame.minX)).count == 2)
        #expect(Set(buttons.map(\.frame.minY)).count == 2)
        #expect(Set(buttons.map { "\($0.frame.width)x\($0.frame.height)" }).count == 1)
    }

    @Test("The buttons of the static variant keep reading order: chosen first, then the defaults")
    func staticOrder() throws {
        let snapshot = try WidgetSnapshot(
            of: StaticShortcutsWidget.self, entry: featuredEntry, environment: .snapshot(family: .systemMedium))
        let buttons = snapshot.displayList.links.filter { $0.url.absoluteString != "shortcuts://offers" }
            .sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        #expect(buttons.map(\.url.absoluteString) == ["shortcuts://savings", "shortcuts://scan", "shortcuts://pay",
                                                      "shortcuts://health-code"])
    }
}
