import Foundation
import HeadlinesWidgets
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

/// Reference images of every family in light and dark, from the sample feeds at the snapshot
/// date (Monday 10 June 2024, 09:41 UTC), and of the empty and failed states.
@MainActor
@Suite("Top Headlines snapshots")
struct HeadlinesSnapshotTests {
    nonisolated static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    @Test("Each family in light and dark (United States sample feed)",
          arguments: HeadlinesSnapshotTests.families, [ColorScheme.light, .dark])
    func families(family: WidgetFamily, colorScheme: ColorScheme) async throws {
        let entry = await WidgetSnapshotSupport.sampleEntry(.us, family: family)
        do {
            try assertWidgetSnapshot(of: TopHeadlinesWidget.self, entry: entry, family: family, colorScheme: colorScheme,
                                     named: "us.\(family).\(colorScheme)")
        }
    }

    @Test("A story without a picture gets a stand-in (United Kingdom, large)")
    func missingPicture() async throws {
        let entry = await WidgetSnapshotSupport.sampleEntry(.gb, family: .systemLarge)
        #expect(entry.stories.map { $0.image != nil } == [true, true, true, false, true])
        do {
            try assertWidgetSnapshot(of: TopHeadlinesWidget.self, entry: entry, family: .systemLarge, named: "gb.systemLarge.light")
        }
    }

    @Test("Japanese and Spanish headlines", arguments: [Country.jp, .ar])
    func otherLanguages(country: Country) async throws {
        let entry = await WidgetSnapshotSupport.sampleEntry(country, family: .systemMedium)
        do {
            try assertWidgetSnapshot(of: TopHeadlinesWidget.self, entry: entry, family: .systemMedium, colorScheme: .dark,
                                     named: "\(country.code).systemMedium.dark")
        }
        let small = await WidgetSnapshotSupport.sampleEntry(country, family: .systemSmall)
        do {
            try assertWidgetSnapshot(of: TopHeadlinesWidget.self, entry: small, family: .systemSmall,
                                     named: "\(country.code).systemSmall.light")
        }
    }

    @Test("The empty state, each family, light and dark", arguments: HeadlinesSnapshotTests.families, [ColorScheme.light, .dark])
    func empty(family: WidgetFamily, colorScheme: ColorScheme) throws {
        let entry = HeadlinesEntry(date: RenderEnvironment.snapshotDate, country: .fr, stories: [], origin: .live)
        do {
            try assertWidgetSnapshot(of: TopHeadlinesWidget.self, entry: entry, family: family, colorScheme: colorScheme,
                                     named: "empty.\(family).\(colorScheme)")
        }
    }

    @Test("A failed load says why", arguments: [WidgetFamily.systemSmall, .systemMedium])
    func failed(family: WidgetFamily) throws {
        let entry = HeadlinesEntry(date: RenderEnvironment.snapshotDate, country: .us, stories: [],
                                   origin: .failed(.timedOut(host: "newsapi.org", after: .seconds(10))))
        do {
            try assertWidgetSnapshot(of: TopHeadlinesWidget.self, entry: entry, family: family, colorScheme: .dark,
                                     named: "failed.\(family).dark")
        }
    }

    @Test("Links: small opens the lead story; medium and large have one link per story")
    func links() async throws {
        let smallEntry = await WidgetSnapshotSupport.sampleEntry(.us, family: .systemSmall)
        let small = WidgetSnapshotSupport.snapshot(smallEntry, family: .systemSmall)
        #expect(small.snapshot.displayList.widgetURL?.absoluteString == "https://headlines.example/us/ferry-service-harbor-towns")
        #expect(small.links.isEmpty)
        let mediumEntry = await WidgetSnapshotSupport.sampleEntry(.us, family: .systemMedium)
        let medium = WidgetSnapshotSupport.snapshot(mediumEntry, family: .systemMedium)
        #expect(medium.links == ["https://headlines.example/us/ferry-service-harbor-towns",
                                 "https://headlines.example/us/snowstorm-closes-mountain-passes"])
        let largeEntry = await WidgetSnapshotSupport.sampleEntry(.us, family: .systemLarge)
        let large = WidgetSnapshotSupport.snapshot(largeEntry, family: .systemLarge)
        #expect(large.links.count == 5)
        #expect(large.imageCount == 5)
        #expect(large.texts.contains("TOP STORIES"))
        #expect(large.texts.contains("United States · Sample"))
        #expect(large.texts.contains("Harbor Ledger · 12 min ago"))
    }
}
