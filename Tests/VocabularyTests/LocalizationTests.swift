import Foundation
import SwiftUI
import Testing
import VocabularyWidgets
import WidgetKit
import WidgetSnapshotTesting

/// Every label a screen reader finds, depth first.
private func labels(_ nodes: [AccessibilityNode]) -> [String] {
    nodes.flatMap { [$0.label] + labels($0.children) }.filter { !$0.isEmpty }
}

@MainActor
@Suite("Localization and VoiceOver")
struct LocalizationTests {
    let bundles = [VocabularyWidgetBundle.resources]

    @Test("Display names and descriptions in English and Spanish", arguments: [
        ("en_US", RandomTranslationWidget.kind, "Random translation", "A new translation every 5 seconds."),
        ("es_ES", RandomTranslationWidget.kind, "Traducción aleatoria", "Una traducción nueva cada 5 segundos."),
        ("en_US", MostDifficultTranslationsWidget.kind, "6 most difficult translations", "The six translations with the lowest level."),
        ("es_MX", MostDifficultTranslationsWidget.kind, "Las 6 traducciones más difíciles", "Las seis traducciones con el nivel más bajo."),
    ])
    func names(locale: String, kind: String, name: String, description: String) throws {
        let descriptor = try #require(WidgetRegistry(bundle: VocabularyWidgetBundle.self)[kind])
        #expect(descriptor.localizedDisplayName(in: Locale(identifier: locale), bundles: bundles) == name)
        #expect(descriptor.localizedDescription(in: Locale(identifier: locale), bundles: bundles) == description)
    }

    @Test("The bundle declares both widgets, each in its one family")
    func bundle() throws {
        let registry = WidgetRegistry(bundle: VocabularyWidgetBundle.self)
        #expect(registry.kinds == [RandomTranslationWidget.kind, MostDifficultTranslationsWidget.kind])
        #expect(registry[RandomTranslationWidget.kind]?.supportedFamilies == [.systemSmall])
        #expect(registry[MostDifficultTranslationsWidget.kind]?.supportedFamilies == [.systemLarge])
    }

    @Test("VoiceOver reads one full sentence per translation, in the language shown", arguments: [
        ("en_US", "butterfly in English, mariposa in Spanish. Level 2.", "Level 2"),
        ("es_ES", "butterfly en inglés, mariposa en español. Nivel 2.", "Nivel 2"),
    ])
    func voiceOver(locale: String, sentence: String, levelText: String) throws {
        let translation = Translation(word: "butterfly", translation: "mariposa", wordLanguage: "en", translationLanguage: "es", level: 2)
        let small = try WidgetSnapshot(
            of: VocabularyWidgetBundle.self, kind: RandomTranslationWidget.kind,
            entry: RandomTranslationEntry(date: RenderEnvironment.snapshotDate, translation: translation),
            environment: .snapshot(family: .systemSmall, locale: Locale(identifier: locale)), bundles: bundles)
        let smallLabels = labels(small.displayList.accessibility)
        #expect(smallLabels.count == 1, "one element for the whole widget: \(smallLabels)")
        #expect(small.displayList.textItems.map(\.string).contains(levelText))
        // The language names follow the locale shown.
        #expect(smallLabels.first?.contains(locale.hasPrefix("es") ? "inglés" : "English") == true)

        let date = RenderEnvironment.snapshotDate
        let six = MostDifficultTranslationsEntry(date: date, translations: MostDifficultTranslationsEntry.example(at: date).translations)
        let large = try WidgetSnapshot(
            of: VocabularyWidgetBundle.self, kind: MostDifficultTranslationsWidget.kind, entry: six,
            environment: .snapshot(family: .systemLarge, locale: Locale(identifier: locale)), bundles: bundles)
        let largeLabels = labels(large.displayList.accessibility)
        #expect(largeLabels.filter { $0.hasPrefix(six.translations[0].word) }.count == 1, "\(largeLabels)")
        #expect(largeLabels.filter { $0.hasPrefix(six.translations[0].word) || $0.hasPrefix(six.translations[1].word) }.count == 2)

        // The labels are `LocalizedStringKey`s: the whole sentence is in the locale's language.
        #expect(smallLabels == [sentence])
        #expect(largeLabels.filter { $0.hasSuffix(locale.hasPrefix("es") ? "Nivel 0." : "Level 0.") }.count == 2)
    }
}
