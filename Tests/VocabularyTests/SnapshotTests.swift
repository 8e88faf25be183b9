import Foundation
import SwiftUI
import Testing
import VocabularyWidgets
import WidgetKit
import WidgetSnapshotTesting

/// Entries rendered at the snapshot date.
private extension Translation {
    static func sample(_ word: String, _ translation: String, level: Int) -> Translation {
        Translation(id: 1, word: word, translation: translation, wordLanguage: "en", translationLanguage: "es", level: level)
    }
}

private let date = RenderEnvironment.snapshotDate
private let hardestSix = MostDifficultTranslationsEntry(
    date: date, translations: MostDifficultTranslationsEntry.example(at: date).translations)

/// Reference images of both widgets, laid out as the host lays them out (from the bundle, with
/// its localized strings), in light and dark.
@MainActor
@Suite("Vocabulary widget snapshots")
struct SnapshotTests {
    private func snapshot(
        kind: String, entry: some TimelineEntry, family: WidgetFamily, colorScheme: ColorScheme = .light,
        locale: String = "en_US", dynamicTypeSize: DynamicTypeSize = .large
    ) throws -> WidgetSnapshot {
        try WidgetSnapshot(
            of: VocabularyWidgetBundle.self, kind: kind, entry: entry,
            environment: .snapshot(family: family, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
                                   locale: Locale(identifier: locale)),
            bundles: [VocabularyWidgetBundle.resources])
    }

    @Test("Random translation, small, light and dark", arguments: [ColorScheme.light, .dark])
    func random(colorScheme: ColorScheme) throws {
        let entry = RandomTranslationEntry(date: date, translation: .sample("butterfly", "mariposa", level: 2))
        try assertWidgetSnapshot(
            snapshot(kind: RandomTranslationWidget.kind, entry: entry, family: .systemSmall, colorScheme: colorScheme),
            named: "random.systemSmall.\(colorScheme)")
    }

    @Test("A long word shrinks to fit on one line", arguments: [ColorScheme.light, .dark])
    func randomLongWord(colorScheme: ColorScheme) throws {
        let entry = RandomTranslationEntry(
            date: date, translation: .sample("incomprehensibilities", "incomprensibilidades", level: 0))
        let snapshot = try snapshot(kind: RandomTranslationWidget.kind, entry: entry, family: .systemSmall, colorScheme: colorScheme)
        try assertWidgetSnapshot(snapshot, named: "random-long.systemSmall.\(colorScheme)")
        let texts = snapshot.displayList.textItems.map { $0.string }
        #expect(texts.contains("incomprehensibilities"), "not truncated: \(texts)")
        #expect(texts.contains("incomprensibilidades"), "not truncated: \(texts)")
    }

    @Test("The mock entry of an empty vocabulary, small", arguments: [ColorScheme.light, .dark])
    func randomExample(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(
            snapshot(kind: RandomTranslationWidget.kind, entry: RandomTranslationEntry.example(at: date),
                     family: .systemSmall, colorScheme: colorScheme),
            named: "random-example.systemSmall.\(colorScheme)")
    }

    @Test("Six most difficult, large, light and dark", arguments: [ColorScheme.light, .dark])
    func difficult(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(
            snapshot(kind: MostDifficultTranslationsWidget.kind, entry: hardestSix, family: .systemLarge, colorScheme: colorScheme),
            named: "difficult.systemLarge.\(colorScheme)")
    }

    @Test("Fewer than six translations keep their row height")
    func difficultFew() throws {
        let entry = MostDifficultTranslationsEntry(date: date, translations: Array(hardestSix.translations.prefix(2)))
        try assertWidgetSnapshot(
            snapshot(kind: MostDifficultTranslationsWidget.kind, entry: entry, family: .systemLarge),
            named: "difficult-two.systemLarge.light")
    }

    @Test("In Spanish, large")
    func difficultSpanish() throws {
        try assertWidgetSnapshot(
            snapshot(kind: MostDifficultTranslationsWidget.kind, entry: hardestSix, family: .systemLarge, locale: "es_ES"),
            named: "difficult-es.systemLarge.light")
    }

    @Test("Larger text, large")
    func difficultLargerText() throws {
        try assertWidgetSnapshot(
            snapshot(kind: MostDifficultTranslationsWidget.kind, entry: hardestSix, family: .systemLarge,
                     dynamicTypeSize: .xxxLarge),
            named: "difficult-xxxl.systemLarge.light")
    }

    @Test("Accessibility text size, small")
    func randomLargeText() throws {
        let entry = RandomTranslationEntry(date: date, translation: .sample("to remember", "recordar", level: 4))
        try assertWidgetSnapshot(
            snapshot(kind: RandomTranslationWidget.kind, entry: entry, family: .systemSmall, dynamicTypeSize: .accessibility2),
            named: "random-a11y.systemSmall.light")
    }
}
