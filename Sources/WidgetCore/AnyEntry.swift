package import Foundation

/// A timeline entry of any widget, with its date and relevance read once.
///
/// Entries are values handed from a provider to the scheduler and on to the view; the box is
/// `@unchecked Sendable` because widget code rarely marks its entries `Sendable`, and an entry
/// is never mutated after the provider returns it.
package struct AnyEntry: @unchecked Sendable, CustomStringConvertible {
    /// The widget's own entry, as the provider returned it.
    package let base: any TimelineEntry
    /// When the entry is shown; the entry's `date` unless the simulator shifted it.
    package let date: Date
    /// The entry's relevance (read from the entry when asked: not stored, so a timeline of
    /// hundreds of entries costs 24 bytes less per entry).
    package var relevance: TimelineEntryRelevance? { base.relevance }

    package init(_ entry: some TimelineEntry) {
        base = entry
        date = entry.date
    }

    private init(base: any TimelineEntry, date: Date) {
        self.base = base
        self.date = date
    }

    /// The same entry shown at `date` (the simulator moves provider dates to simulated time).
    package func withDate(_ date: Date) -> AnyEntry {
        AnyEntry(base: base, date: date)
    }

    /// The entry as `type`, if it is one.
    package func `as`<Entry>(_ type: Entry.Type) -> Entry? {
        base as? Entry
    }

    /// The entry's `String(describing:)`.
    package var description: String { String(describing: base) }
}

/// A timeline of any widget.
package struct AnyTimeline: Sendable {
    package var entries: [AnyEntry]
    package var policy: TimelineReloadPolicy
    /// Why the provider could not answer (an extension process that ended or refused the call):
    /// the scheduler treats it as a timeout at once, keeping the last good timeline.
    package var failure: String?

    package init(entries: [AnyEntry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    /// A provider call that failed for `reason`.
    package static func failed(_ reason: String) -> AnyTimeline {
        var timeline = AnyTimeline(entries: [], policy: .never)
        timeline.failure = reason
        return timeline
    }

    package init<Entry: TimelineEntry>(_ timeline: Timeline<Entry>) {
        var entries: [AnyEntry] = []
        entries.reserveCapacity(timeline.entries.count)
        for entry in timeline.entries { entries.append(AnyEntry(entry)) }
        self.entries = entries
        policy = timeline.policy
    }
}
