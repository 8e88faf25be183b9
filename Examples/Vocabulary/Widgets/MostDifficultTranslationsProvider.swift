import Foundation
import WidgetKit

/// The most difficult translations widget's timeline: one entry with the six lowest levels and
/// the `.never` policy, so it changes only when the app calls
/// `WidgetCenter.shared.reloadAllTimelines()` after changing the vocabulary.
///
/// With no translations the entry is the mock one (``MostDifficultTranslationsEntry/example(at:)``),
/// also `.never`. If the database cannot be read, the mock entry is shown and the provider
/// tries again in 15 minutes.
public struct MostDifficultTranslationsProvider: TimelineProvider {
    private let openStore: @Sendable () throws -> VocabularyStore

    /// A provider reading the app group's store (``VocabularyStore/appGroup()``).
    public init() {
        openStore = { try VocabularyStore.appGroup() }
    }

    /// A provider reading `store`.
    public init(store: VocabularyStore) {
        openStore = { store }
    }

    public func placeholder(in context: Context) -> MostDifficultTranslationsEntry {
        .example(at: Date())
    }

    public func getSnapshot(in context: Context, completion: @escaping (MostDifficultTranslationsEntry) -> Void) {
        completion(entry(at: Date()) ?? .example(at: Date()))
    }

    public func getTimeline(in context: Context, completion: @escaping (Timeline<MostDifficultTranslationsEntry>) -> Void) {
        let now = Date()
        guard let entry = entry(at: now) else {
            let retry = now.addingTimeInterval(RandomTranslationProvider.retryDelay)
            completion(Timeline(entries: [.example(at: now)], policy: .after(retry)))
            return
        }
        completion(Timeline(entries: [entry], policy: .never))
    }

    /// The entry for `date`: the user's hardest translations, the mock entry when there are
    /// none, `nil` when the database cannot be read.
    private func entry(at date: Date) -> MostDifficultTranslationsEntry? {
        guard let hardest = try? openStore().mostDifficultTranslations() else { return nil }
        return hardest.isEmpty ? .example(at: date) : MostDifficultTranslationsEntry(date: date, translations: hardest)
    }
}
