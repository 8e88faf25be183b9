import Foundation
import WidgetKit

/// The Top Headlines timeline: the configured country's top stories now, and a fresh request
/// 15 minutes later.
///
/// ```swift
/// IntentConfiguration(kind: "TopHeadlines", intent: ConfigurationIntent.self, provider: HeadlinesProvider()) { entry in
///     HeadlinesWidgetEntryView(entry: entry)
/// }
/// ```
///
/// Each timeline has one entry with as many stories as the family shows (one, two or five),
/// their pictures loaded here so the view only draws; a picture that fails is left out and the
/// view draws a stand-in. When loading fails, or the service has no stories, the entry is
/// empty and the view says so; the widget still asks again after ``refreshInterval``.
public struct HeadlinesProvider: IntentTimelineProvider, Sendable {
    /// The time between two requests: 15 minutes.
    public static let refreshInterval: TimeInterval = 15 * 60

    private let client: Result<HeadlinesClient, HeadlinesError>

    /// A provider loading headlines with `client`.
    public init(client: HeadlinesClient) {
        self.client = .success(client)
    }

    /// A provider configured by `HEADLINES_API_KEY`, `HEADLINES_BASE_URL` and
    /// `HEADLINES_TIMEOUT` (see ``HeadlinesClient/init(environment:client:)``); with none set it
    /// shows the sample feeds. An unusable setting shows as an error in the widget.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        do throws(HeadlinesError) {
            client = .success(try HeadlinesClient(environment: environment))
        } catch {
            client = .failure(error)
        }
    }

    /// How many stories a family shows.
    public static func storyCount(for family: WidgetFamily) -> Int {
        switch family {
        case .systemSmall: 1
        case .systemMedium: 2
        default: 5
        }
    }

    public func placeholder(in context: Context) -> HeadlinesEntry {
        let now = Date()
        let articles = (try? SampleFeeds.articles(for: .fallback, now: now)) ?? []
        let stories = articles.prefix(Self.storyCount(for: context.family)).map { Story(article: $0) }
        return HeadlinesEntry(date: now, country: .fallback, stories: stories, origin: .placeholder)
    }

    public func getSnapshot(
        for configuration: ConfigurationIntent, in context: Context, completion: @escaping @Sendable (HeadlinesEntry) -> Void
    ) {
        let country = configuration.country.resolved
        let family = context.family
        // The gallery shows the sample stories at once, whatever is configured.
        let loader = context.isPreview ? HeadlinesProvider(client: HeadlinesClient(source: .samples)) : self
        Task {
            completion(await loader.entry(for: country, family: family, now: Date()))
        }
    }

    public func getTimeline(
        for configuration: ConfigurationIntent, in context: Context,
        completion: @escaping @Sendable (Timeline<HeadlinesEntry>) -> Void
    ) {
        // Read the configuration here: the intent is not sendable, its country is.
        let country = configuration.country.resolved
        let family = context.family
        Task {
            let entry = await self.entry(for: country, family: family, now: Date())
            completion(Timeline(entries: [entry], policy: .after(entry.nextUpdate)))
        }
    }

    /// The entry for `country` in `family` at `now`: its stories with their pictures, or an
    /// empty entry saying why there are none.
    public func entry(for country: Country, family: WidgetFamily, now: Date) async -> HeadlinesEntry {
        let nextUpdate = Calendar.current.date(byAdding: .minute, value: 15, to: now) ?? now.addingTimeInterval(Self.refreshInterval)
        let client: HeadlinesClient
        switch self.client {
        case .success(let configured): client = configured
        case .failure(let error):
            return HeadlinesEntry(date: now, country: country, stories: [], origin: .failed(error), nextUpdate: nextUpdate)
        }
        do throws(HeadlinesError) {
            let articles = try await client.topHeadlines(for: country, now: now)
            let stories = await Self.stories(for: Array(articles.prefix(Self.storyCount(for: family))), client: client)
            let origin: HeadlinesEntry.Origin = client.source == .samples ? .sample : .live
            return HeadlinesEntry(date: now, country: country, stories: stories, origin: origin, nextUpdate: nextUpdate)
        } catch {
            return HeadlinesEntry(date: now, country: country, stories: [], origin: .failed(error), nextUpdate: nextUpdate)
        }
    }

    /// The articles with their pictures, loaded at the same time, in the articles' order.
    static func stories(for articles: [Article], client: HeadlinesClient) async -> [Story] {
        await withTaskGroup(of: (Int, UIImage?).self) { group in
            for (index, article) in articles.enumerated() {
                group.addTask { (index, await client.image(for: article)) }
            }
            var images = [UIImage?](repeating: nil, count: articles.count)
            for await (index, image) in group {
                images[index] = image
            }
            return zip(articles, images).map { Story(article: $0, image: $1) }
        }
    }
}
