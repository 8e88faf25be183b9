import Foundation
import Testing
import TimelineScheduling
import VocabularyWidgets
import WidgetKit
import TestSupport

/// The bundle's widget of `kind`, reading `store` instead of the app group's.
@MainActor
private func descriptor(kind: String, provider: some TimelineProvider) throws -> WidgetDescriptor {
    var descriptor = try #require(WidgetRegistry(bundle: VocabularyWidgetBundle.self)[kind])
    descriptor.provider = AnyTimelineProvider(provider)
    return descriptor
}

/// A fixed start for simulated days: Monday 10 June 2024, 09:41 UTC.
private let dayStart = Date(timeIntervalSince1970: 1_718_012_460)

@Suite("Timelines")
struct TimelineTests {
    // MARK: Random translation

    @Test("An hour of entries 5 seconds apart from the start of the minute, never the same word twice in a row")
    func randomEntries() {
        var generator = SeededGenerator(state: 42)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSince1970: 1_718_012_467.25)  // 09:41:07.25
        let entries = RandomTranslationProvider.entries(
            showing: Translation.starterList, from: now, calendar: calendar, using: &generator)
        #expect(entries.count == 720)
        #expect(entries.first?.date == Date(timeIntervalSince1970: 1_718_012_460))
        #expect(entries.last?.date == Date(timeIntervalSince1970: 1_718_012_460 + 3_595))
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 5 })
        #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.translation != $1.translation })
        #expect(entries.allSatisfy { !$0.isExample })
        #expect(Set(entries.map(\.translation.word)) == Set(Translation.starterList.map(\.word)))

        let one = RandomTranslationProvider.entries(
            showing: [.example], from: now, calendar: calendar, using: &generator)
        #expect(one.count == 720 && one.allSatisfy { $0.translation == .example })
    }

    @Test("A simulated day: a new translation every 5 seconds, a new timeline every hour (.atEnd)")
    func randomDay() async throws {
        try await withStore { store in
            let words = Set(try store.translationsForWidget().map(\.word))
            let widget = try await descriptor(kind: RandomTranslationWidget.kind, provider: RandomTranslationProvider(store: store))
            let result = await TimelineSimulation.run(widget, family: .systemSmall, from: dayStart, duration: 86_400, providerWaitLimit: .seconds(600))

            // Reloads: the first, then one when each hour's last entry is reached.
            let reloads = result.reloads
            #expect(reloads.first?.reason == .initial)
            #expect(reloads.dropFirst().allSatisfy { $0.reason == .policy })
            #expect((24...26).contains(reloads.count), "\(reloads.count) reloads")
            for (earlier, later) in zip(reloads, reloads.dropFirst()) {
                let gap = later.date.timeIntervalSince(earlier.date)
                // The last entry is 3,595 s after the start of the minute the timeline was made in.
                #expect(gap > 3_535 && gap <= 3_595, "\(gap) s between reloads")
            }

            // Steps: every 5 seconds (a reload may come between two), all of them the user's words.
            let steps = result.steps
            #expect(steps.count > 17_000)
            let gaps = zip(steps, steps.dropFirst()).map { $1.date.timeIntervalSince($0.date) }
            #expect(gaps.allSatisfy { $0 > 0 && $0 <= 5.001 })
            #expect(gaps.filter { abs($0 - 5) < 0.001 }.count > 17_000)
            let entries = steps.compactMap { $0.entry.entry.as(RandomTranslationEntry.self) }
            #expect(entries.count == steps.count)
            #expect(steps.allSatisfy { !$0.entry.isPlaceholder })
            #expect(entries.allSatisfy { !$0.isExample && words.contains($0.translation.word) })
            #expect(Set(entries.map(\.translation.word)) == words)
            let switches = zip(steps, steps.dropFirst()).filter { $1.reason == .switch }
            #expect(switches.allSatisfy { previous, next in
                previous.entry.entry.as(RandomTranslationEntry.self)?.translation
                    != next.entry.entry.as(RandomTranslationEntry.self)?.translation
            })
        }
    }

    @Test("With no translations: the mock entry and .never, all day")
    func randomEmptyDay() async throws {
        try await withStore(starterList: []) { store in
            let widget = try await descriptor(kind: RandomTranslationWidget.kind, provider: RandomTranslationProvider(store: store))
            let result = await TimelineSimulation.run(widget, family: .systemSmall, from: dayStart, duration: 86_400, providerWaitLimit: .seconds(600))
            #expect(result.reloads.map(\.reason) == [.initial])
            #expect(result.steps.count == 1)
            let entry = try #require(result.steps.first?.entry.entry.as(RandomTranslationEntry.self))
            #expect(entry.isExample)
            #expect(entry.translation == .example)
        }
    }

    // MARK: Most difficult translations

    @Test("A simulated day: the six lowest levels, one entry, .never: no reload all day")
    func difficultDay() async throws {
        try await withStore { store in
            let widget = try await descriptor(
                kind: MostDifficultTranslationsWidget.kind, provider: MostDifficultTranslationsProvider(store: store))
            let result = await TimelineSimulation.run(widget, family: .systemLarge, from: dayStart, duration: 86_400, providerWaitLimit: .seconds(600))
            #expect(result.reloads.map(\.reason) == [.initial])
            #expect(result.steps.count == 1)
            let entry = try #require(result.steps.first?.entry.entry.as(MostDifficultTranslationsEntry.self))
            #expect(!entry.isExample)
            #expect(entry.translations.map(\.word) == ["embarrassed", "squirrel", "butterfly", "to wake up", "library", "to remember"])
            #expect(entry.translations.map(\.level) == [0, 0, 1, 1, 2, 2])
        }
    }

    @Test("Fewer than six translations: all of them; none: the mock entry, .never")
    func difficultFewAndNone() async throws {
        try await withStore(starterList: []) { store in
            let widget = try await descriptor(
                kind: MostDifficultTranslationsWidget.kind, provider: MostDifficultTranslationsProvider(store: store))
            let empty = await TimelineSimulation.run(widget, family: .systemLarge, from: dayStart, duration: 3_600, providerWaitLimit: .seconds(600))
            let mock = try #require(empty.steps.first?.entry.entry.as(MostDifficultTranslationsEntry.self))
            #expect(mock.isExample && mock.translations.count == 6)
            #expect(empty.reloads.map(\.reason) == [.initial])

            try store.add(Translation(word: "owl", translation: "búho", wordLanguage: "en", translationLanguage: "es", level: 2))
            try store.add(Translation(word: "fox", translation: "zorro", wordLanguage: "en", translationLanguage: "es", level: 1))
            let few = await TimelineSimulation.run(widget, family: .systemLarge, from: dayStart, duration: 3_600, providerWaitLimit: .seconds(600))
            let entry = try #require(few.steps.first?.entry.entry.as(MostDifficultTranslationsEntry.self))
            #expect(!entry.isExample)
            #expect(entry.translations.map(\.word) == ["fox", "owl"])
        }
    }

    @Test("The provider's snapshot and placeholder for the gallery")
    func snapshotAndPlaceholder() async throws {
        try await withStore { store in
            let context = TimelineProviderContext(family: .systemSmall)
            let random = RandomTranslationProvider(store: store)
            #expect(random.placeholder(in: context).isExample)
            let snapshot = await withCheckedContinuation { continuation in
                random.getSnapshot(in: context) { continuation.resume(returning: $0) }
            }
            #expect(!snapshot.isExample)
            #expect(Translation.starterList.map(\.word).contains(snapshot.translation.word))
        }
    }
}
