import Foundation
import WidgetKit

/// The random translation widget's timelines: a new random translation every 5 seconds for an
/// hour, then a new timeline (`.atEnd`).
///
/// With no translations the timeline is the mock entry (``RandomTranslationEntry/example(at:)``)
/// with the `.never` policy: the app's `WidgetCenter.shared.reloadAllTimelines()` after adding
/// a word brings the widget back. If the database cannot be read, the mock entry is shown and
/// the provider tries again in 15 minutes.
public struct RandomTranslationProvider: TimelineProvider {
    /// Seconds between two translations.
    public static let interval: TimeInterval = 5
    /// Seconds one timeline covers.
    public static let duration: TimeInterval = 60 * 60
    /// How long to wait before trying an unreadable database again.
    static let retryDelay: TimeInterval = 15 * 60

    private let openStore: @Sendable () throws -> VocabularyStore

    /// A provider reading the app group's store (``VocabularyStore/appGroup()``).
    public init() {
        openStore = { try VocabularyStore.appGroup() }
    }

    /// A provider reading `store`.
    public init(store: VocabularyStore) {
        openStore = { store }
    }

    public func placeholder(in context: Context) -> RandomTranslationEntry {
        .example(at: Date())
    }

    public func getSnapshot(in context: Context, completion: @escaping (RandomTranslationEntry) -> Void) {
        let now = Date()
        if let translation = try? openStore().translationsForWidget().randomElement() {
            completion(RandomTranslationEntry(date: now, translation: translation))
        } else {
            completion(.example(at: now))
        }
    }

    public func getTimeline(in context: Context, completion: @escaping (Timeline<RandomTranslationEntry>) -> Void) {
        let now = Date()
        let translations: [Translation]
        do {
            translations = try openStore().translationsForWidget()
        } catch {
            completion(Timeline(entries: [.example(at: now)], policy: .after(now.addingTimeInterval(Self.retryDelay))))
            return
        }
        if translations.isEmpty {
            completion(Timeline(entries: [.example(at: now)], policy: .never))
        } else {
            var generator = SystemRandomNumberGenerator()
            completion(Timeline(entries: Self.entries(showing: translations, from: now, using: &generator), policy: .atEnd))
        }
    }

    /// One timeline's entries: from the start of `date`'s minute, every ``interval`` seconds for
    /// ``duration`` (720 entries), each a random translation, never the same one twice in a row
    /// when there are several.
    ///
    /// ```swift
    /// var generator = SystemRandomNumberGenerator()
    /// let entries = RandomTranslationProvider.entries(showing: translations, from: .now, using: &generator)
    /// ```
    public static func entries<Generator: RandomNumberGenerator>(
        showing translations: [Translation], from date: Date, calendar: Calendar = .current,
        using generator: inout Generator
    ) -> [RandomTranslationEntry] {
        guard !translations.isEmpty else { return [] }
        let start = calendar.dateInterval(of: .minute, for: date)?.start ?? date
        var entries: [RandomTranslationEntry] = []
        var previous: Int?
        for offset in stride(from: 0, to: duration, by: interval) {
            var index = Int.random(in: translations.indices, using: &generator)
            if translations.count > 1, index == previous {
                // Another one, uniformly among the rest.
                index = (index + Int.random(in: 1..<translations.count, using: &generator)) % translations.count
            }
            previous = index
            entries.append(RandomTranslationEntry(date: start.addingTimeInterval(offset), translation: translations[index]))
        }
        return entries
    }
}
