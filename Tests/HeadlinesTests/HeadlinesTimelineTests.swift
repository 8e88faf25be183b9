import Foundation
@testable import HeadlinesWidgets
import Testing
import TimelineScheduling
import WidgetCore

@Suite("Top Headlines timeline")
struct HeadlinesTimelineTests {
    static let start = Date(timeIntervalSince1970: 1_718_002_800) // Monday 10 June 2024, 07:00 UTC

    @Test("Over a simulated day: a reload every 15 minutes, each showing the configured country's stories")
    func simulatedDay() async throws {
        let descriptor = await HeadlinesDescriptor.descriptor
        var settings = SchedulerSettings()
        settings.dailyReloadBudget = 200 // enough for every request: the policy alone decides
        let result = await TimelineSimulation.run(
            descriptor, family: .systemMedium, configuration: try await HeadlinesDescriptor.configuration(#"{"country": "de"}"#),
            from: Self.start, duration: 86_400 - 60, settings: settings, providerWaitLimit: .seconds(600))
        let reloads = result.reloads
        // The first, then one every 15 minutes: 00:00, 00:15 … 23:45 of the simulated day (which
        // ends a minute early, so a reload at 24:00 rounded either way is not counted).
        #expect(reloads.count == 96)
        #expect(abs((reloads.last?.date.timeIntervalSince(Self.start) ?? 0) - 85_500) < 1)
        #expect(reloads.first?.reason == .initial)
        #expect(reloads.dropFirst().allSatisfy { $0.reason == .policy })
        let gaps = zip(reloads.dropFirst(), reloads).map { $0.date.timeIntervalSince($1.date) }
        #expect(gaps.allSatisfy { abs($0 - 900) < 1 }, "\(gaps.filter { abs($0 - 900) >= 1 })")
        let entries = result.steps.compactMap { $0.entry.entry.as(HeadlinesEntry.self) }
        #expect(entries.count == result.steps.count)
        #expect(result.steps.allSatisfy { !$0.entry.isPlaceholder })
        #expect(entries.allSatisfy { $0.country == .de && $0.origin == .sample && $0.stories.count == 2 })
        #expect(entries.first?.stories.first?.article.title.hasPrefix("Nachtzug-Netz wächst") == true)
    }

    @Test("Under the default budget the widget never reloads more often than every 15 minutes")
    func defaultBudget() async throws {
        let descriptor = await HeadlinesDescriptor.descriptor
        let settings = SchedulerSettings()
        let result = await TimelineSimulation.run(descriptor, family: .systemSmall, from: Self.start, duration: 86_400, providerWaitLimit: .seconds(600))
        let reloads = result.reloads
        #expect(reloads.count <= settings.dailyReloadBudget + 1)
        #expect(reloads.count > 40)
        let gaps = zip(reloads.dropFirst(), reloads).map { $0.date.timeIntervalSince($1.date) }
        #expect(gaps.allSatisfy { $0 >= 899 }, "\(gaps.filter { $0 < 899 })")
        // Without a configuration the definition's default applies.
        #expect(result.steps.compactMap { $0.entry.entry.as(HeadlinesEntry.self)?.country }.allSatisfy { $0 == .us })
    }

    @Test("A timeline has one entry now and asks again 15 minutes later")
    func policy() async throws {
        let descriptor = await HeadlinesDescriptor.descriptor
        let before = Date()
        let timeline = try await descriptor.timeline(
            in: TimelineProviderContext(family: .systemLarge), configuration: try await HeadlinesDescriptor.configuration(#"{"country": "fr"}"#))
        let entry = try #require(timeline.entries.first?.as(HeadlinesEntry.self))
        #expect(timeline.entries.count == 1)
        #expect(entry.date >= before && entry.date <= Date())
        #expect(timeline.policy == .after(entry.date.addingTimeInterval(15 * 60)))
        #expect(entry.country == .fr)
        #expect(entry.stories.count == 5)
        #expect(entry.stories.allSatisfy { $0.image != nil })
    }

    @Test("No articles: an empty entry, the empty state, and the next request 15 minutes later")
    func emptyState() async throws {
        try await withFixtureServer { server in
            let provider = HeadlinesProvider(client: server.client("empty"))
            let now = Date(timeIntervalSince1970: 1_718_012_460)
            let entry = await provider.entry(for: .gb, family: .systemMedium, now: now)
            #expect(entry.stories.isEmpty)
            #expect(entry.origin == .live)
            #expect(entry.nextUpdate == now.addingTimeInterval(900))
            let rendered = await WidgetSnapshotSupport.snapshot(entry, family: .systemMedium)
            #expect(rendered.texts.contains("No top stories right now"))
            #expect(rendered.texts.contains("There are no headlines for United Kingdom yet."))
            #expect(rendered.texts.contains("Checking again at 9:56\u{202F}AM"))
            #expect(rendered.links.isEmpty)
        }
    }

    @Test("A failed load: an empty entry saying why, and the next request 15 minutes later")
    func failure() async throws {
        try await withFixtureServer { server in
            let provider = HeadlinesProvider(client: server.client("error"))
            let entry = await provider.entry(for: .us, family: .systemSmall, now: Date())
            #expect(entry.failure == .httpStatus(500, reason: "Internal Server Error"))
            let rendered = await WidgetSnapshotSupport.snapshot(entry, family: .systemSmall)
            #expect(rendered.texts.contains("Headlines unavailable"))
            // The small widget has room for two lines of the reason (iOS's caption line height).
            #expect(rendered.texts.contains { $0.hasPrefix("The news service answered 500") })
        }
        // A bad setting is shown the same way, naming the variable.
        let misconfigured = HeadlinesProvider(environment: ["HEADLINES_BASE_URL": "newsapi.org"])
        let entry = await misconfigured.entry(for: .us, family: .systemSmall, now: Date())
        #expect(entry.failure?.summary == #"HEADLINES_BASE_URL must be an http(s) URL, not "newsapi.org"."#)
    }

    @Test("The placeholder has the family's number of stories, without pictures")
    func placeholder() async {
        let descriptor = await HeadlinesDescriptor.descriptor
        let entry = descriptor.placeholder(in: TimelineProviderContext(family: .systemMedium)).as(HeadlinesEntry.self)
        #expect(entry?.origin == .placeholder)
        #expect(entry?.stories.count == 2)
    }
}
