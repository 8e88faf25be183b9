import Foundation
import ShortcutsWidgets
import Testing
import TimelineScheduling
import WidgetKit

/// A fixed start for simulated days: Monday 10 June 2024, 09:41 UTC.
private let dayStart = Date(timeIntervalSince1970: 1_718_012_460)

/// A simulated day and a minute, so the reload due 24 hours after the first is included
/// (providers take a few real milliseconds, which the simulation carries into its dates).
private let day: TimeInterval = 86_400 + 60

private let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}()

/// The bundle's widget of `kind`, as the host registers it.
@MainActor
private func descriptor(_ kind: String) throws -> WidgetDescriptor {
    try #require(WidgetRegistry(bundle: ShortcutsWidgetBundle.self)[kind])
}

/// A configuration as the home screen stores it.
private func configuration(_ json: String) -> Data { Data(json.utf8) }

/// A stored `CustomButtonItem`: identifier, title and the extension's properties.
private func storedItem(_ function: ShortcutFunction) -> String {
    """
    {"identifier": "\(function.id)", "display": "\(function.title)",
     "properties": {"urlStr": "\(function.url.absoluteString)", "imageName": "\(function.imageName)",
                    "buttonType": "\(function.rawValue)"}}
    """
}

@Suite("Shortcuts timelines")
struct ShortcutsTimelineTests {
    /// Checks the day's reloads: the first, then one every two hours by policy, each bringing
    /// one entry dated at the reload; returns the entries shown.
    private func checkTwoHourDay(_ result: TimelineSimulation.Result) throws -> [ShortcutsEntry] {
        let reloads = result.reloads
        #expect(reloads.count == 13, "\(reloads.count) reloads")
        #expect(reloads.first?.reason == .initial)
        #expect(reloads.first?.date == dayStart)
        #expect(reloads.dropFirst().allSatisfy { $0.reason == .policy })
        for (earlier, later) in zip(reloads, reloads.dropFirst()) {
            let gap = later.date.timeIntervalSince(earlier.date)
            #expect(abs(gap - 7_200) < 1, "\(gap) s between reloads")
        }
        let steps = result.steps
        #expect(steps.map(\.reason) == [.initial] + Array(repeating: .reload, count: 12))
        #expect(steps.allSatisfy { !$0.entry.isPlaceholder })
        // Each reload's entry is shown from the reload on (the simulation moves the timeline's
        // dates into simulated time; the entry's own `date` keeps the real clock).
        #expect(zip(steps, reloads).allSatisfy { abs($0.date.timeIntervalSince($1.date)) < 1 })
        let entries = steps.compactMap { $0.entry.entry.as(ShortcutsEntry.self) }
        #expect(entries.count == steps.count)
        return entries
    }

    @Test("Static variant, Trips chosen: a simulated day of two-hour timelines, Trips first and highlighted")
    func staticDay() async throws {
        let widget = try await descriptor(StaticShortcutsWidget.kind)
        let result = await TimelineSimulation.run(
            widget, family: .systemMedium, configuration: configuration(#"{"buttonType": "trips"}"#),
            from: dayStart, duration: day, providerWaitLimit: .seconds(600))
        let entries = try checkTwoHourDay(result)
        #expect(entries.allSatisfy { $0.highlightedButtonID == "trips" })
        #expect(entries.allSatisfy { $0.buttons.map(\.id) == ["trips", "scan", "pay", "healthCode"] })
        #expect(entries.allSatisfy { $0.showsWeather && $0.buttonPosition == .right })
    }

    @Test("Static variant without a configuration: Scan (the definition's default) first")
    func staticDefault() async throws {
        let widget = try await descriptor(StaticShortcutsWidget.kind)
        let result = await TimelineSimulation.run(widget, family: .systemMedium, from: dayStart, duration: day, providerWaitLimit: .seconds(600))
        let entries = try checkTwoHourDay(result)
        #expect(entries.allSatisfy { $0.highlightedButtonID == "scan" })
        #expect(entries.allSatisfy { $0.buttons.map(\.id) == ["scan", "pay", "healthCode", "trips"] })
    }

    @Test("Dynamic variant: a simulated day with the chosen four, on the left, without weather")
    func dynamicDay() async throws {
        let widget = try await descriptor(DynamicShortcutsWidget.kind)
        let chosen: [ShortcutFunction] = [.savings, .rewards, .transit, .cards]
        let json = #"{"buttonPosition": "left", "showWeather": false, "selectButtons": ["#
            + chosen.map(storedItem).joined(separator: ",") + "]}"
        let result = await TimelineSimulation.run(
            widget, family: .systemMedium, configuration: configuration(json), from: dayStart, duration: day, providerWaitLimit: .seconds(600))
        let entries = try checkTwoHourDay(result)
        #expect(entries.allSatisfy { $0.buttons.map(\.id) == ["savings", "rewards", "transit", "cards"] })
        #expect(entries.allSatisfy {
            $0.buttons.map(\.url.absoluteString) == ["shortcuts://savings", "shortcuts://rewards", "shortcuts://transit",
                                                     "shortcuts://cards"]
        })
        #expect(entries.allSatisfy { !$0.showsWeather && $0.buttonPosition == .left && $0.highlightedButtonID == nil })
    }

    @Test("Dynamic variant never configured: the default four, on the right, with weather")
    func dynamicUnconfigured() async throws {
        let widget = try await descriptor(DynamicShortcutsWidget.kind)
        let result = await TimelineSimulation.run(widget, family: .systemMedium, from: dayStart, duration: day, providerWaitLimit: .seconds(600))
        let entries = try checkTwoHourDay(result)
        #expect(entries.allSatisfy { $0.buttons.map(\.id) == ShortcutFunction.defaultSelection.map(\.id) })
        #expect(entries.allSatisfy { $0.showsWeather && $0.buttonPosition == .right })
    }

    @Test("The sample weather: warmest in the afternoon, a night sky at night, three kinds of day")
    func sampleWeather() {
        let afternoon = SampleWeather.at(Date(timeIntervalSince1970: 1_718_031_600), calendar: utc) // 15:00
        let night = SampleWeather.at(Date(timeIntervalSince1970: 1_717_988_400), calendar: utc)     // 03:00
        #expect(afternoon.celsius > night.celsius)
        let days = (0..<3).map { SampleWeather.at(Date(timeIntervalSince1970: 1_718_031_600 + Double($0) * 86_400), calendar: utc) }
        #expect(Set(days.map(\.condition)).count == 3)
        #expect(days.allSatisfy { $0.city == "Hangzhou" })
    }
}
