import Foundation
import WidgetKit

/// The votes widget's timeline: the latest four votes, one every 15 minutes, then a reload an
/// hour after the request.
///
/// ```swift
/// StaticConfiguration(kind: "CongressVotes", provider: VotesTimelineProvider()) { entry in
///     VotesWidgetEntryView(entry: entry)
/// }
/// ```
///
/// Fewer than four votes give fewer entries (the last stays until the reload); an empty list
/// gives one "no recent votes" entry; a failed load gives one entry saying what went wrong and
/// reloads after ``retryInterval`` instead of waiting the full hour.
public struct VotesTimelineProvider: TimelineProvider, Sendable {
    /// How many votes one timeline shows.
    public static let entriesPerTimeline = 4
    /// The time between two entries: 15 minutes.
    public static let entrySpacing: TimeInterval = 15 * 60
    /// When the next timeline is requested after a successful load: one hour.
    public static let reloadInterval: TimeInterval = 60 * 60
    /// When the next timeline is requested after a failed load: 30 minutes.
    public static let retryInterval: TimeInterval = 30 * 60

    private let service: Result<VotesService, VotesServiceError>

    /// A provider loading votes with `service`.
    public init(service: VotesService) {
        self.service = .success(service)
    }

    /// A provider configured by `CONGRESS_VOTES_URL` and friends (see ``VotesService``); with
    /// nothing set it shows the sample data. A bad setting shows as an error entry.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        do throws(VotesServiceError) {
            service = .success(try VotesService(environment: environment))
        } catch {
            service = .failure(error)
        }
    }

    public func placeholder(in context: Context) -> VoteEntry {
        VoteEntry.sample(at: Date())
    }

    public func getSnapshot(in context: Context, completion: @escaping @Sendable (VoteEntry) -> Void) {
        if context.isPreview {
            completion(VoteEntry.sample(at: Date()))
            return
        }
        getTimeline(in: context) { timeline in
            completion(timeline.entries.first ?? VoteEntry.sample(at: Date()))
        }
    }

    public func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<VoteEntry>) -> Void) {
        let now = Date()
        let service = self.service
        Task {
            let votes: Result<[Vote], VotesServiceError>
            let isSample: Bool
            switch service {
            case .success(let service):
                isSample = service.source == .sample
                do throws(VotesServiceError) {
                    votes = .success(try await service.latestHouseVotes())
                } catch {
                    votes = .failure(error)
                }
            case .failure(let error):
                isSample = false
                votes = .failure(error)
            }
            completion(Self.timeline(for: votes, isSample: isSample, now: now))
        }
    }

    /// The timeline for the outcome of a load made at `now`.
    public static func timeline(
        for votes: Result<[Vote], VotesServiceError>, isSample: Bool, now: Date
    ) -> Timeline<VoteEntry> {
        switch votes {
        case .success(let votes) where votes.isEmpty:
            let nextCheck = now.addingTimeInterval(reloadInterval)
            return Timeline(entries: [VoteEntry(date: now, content: .noVotes(nextCheck: nextCheck), isSample: isSample)],
                            policy: .after(nextCheck))
        case .success(let votes):
            let shown = Array(votes.prefix(entriesPerTimeline))
            let entries = shown.enumerated().map { index, vote in
                var others = shown
                others.remove(at: index)
                return VoteEntry(
                    date: now.addingTimeInterval(Double(index) * entrySpacing),
                    content: .vote(vote, index: index, count: shown.count, others: others),
                    isSample: isSample)
            }
            return Timeline(entries: entries, policy: .after(now.addingTimeInterval(reloadInterval)))
        case .failure(let error):
            let nextCheck = now.addingTimeInterval(retryInterval)
            return Timeline(entries: [VoteEntry(date: now, content: .unavailable(error, nextCheck: nextCheck), isSample: isSample)],
                            policy: .after(nextCheck))
        }
    }
}
