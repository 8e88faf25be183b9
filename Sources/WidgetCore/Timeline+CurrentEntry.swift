package import Foundation

/// The one rule for which entry of a timeline a widget shows, used by the scheduler (home
/// screen), the `render` and `preview` commands and snapshot tests alike.
///
/// A timeline is first *sanitised*: entries with a non-finite date are dropped, the rest are
/// sorted by date (stable: entries of equal dates keep their order), of equal dates only the
/// last given is kept, and at most ``defaultMaximumCount`` entries (the earliest) are kept.
/// Of the sanitised entries, the one shown at a date is the latest dated at or before it, or
/// the earliest if all are later.
package enum TimelineEntryRule {
    /// Entries kept from one timeline (the earliest ones); iOS bounds a timeline by size too.
    package static let defaultMaximumCount = 10_000

    /// `entries` sanitised: finite dates only, sorted (stable), the last of equal dates, at most
    /// `maximumCount`. Returns `entries` itself (no copy) when it already is.
    @inlinable
    package static func sanitized<Entry>(
        _ entries: [Entry], maximumCount: Int = defaultMaximumCount, date: (Entry) -> Date
    ) -> [Entry] {
        let maximumCount = max(maximumCount, 0)
        var ordered = true
        var finite = true
        var previous = -Double.infinity
        for entry in entries {
            let time = date(entry).timeIntervalSinceReferenceDate
            if !time.isFinite { finite = false; break }
            if time <= previous { ordered = false }
            previous = time
        }
        if ordered, finite, entries.count <= maximumCount { return entries }

        var valid = finite ? entries : entries.filter { date($0).timeIntervalSinceReferenceDate.isFinite }
        if !ordered {
            valid = valid.enumerated()
                .sorted { (date($0.element), $0.offset) < (date($1.element), $1.offset) }
                .map(\.element)
        }
        var result: [Entry] = []
        result.reserveCapacity(min(valid.count, maximumCount))
        var lastDate: Date?
        for entry in valid {
            let entryDate = date(entry)
            if let lastDate, lastDate == entryDate {
                result[result.count - 1] = entry
            } else {
                if result.count == maximumCount { break }
                result.append(entry)
                lastDate = entryDate
            }
        }
        return result
    }

    /// The index of the entry shown at `t` (seconds since the reference date) among
    /// `sanitized` entries: the last dated at or before `t`, the first if all are later, `nil`
    /// if there is none.
    @inlinable
    package static func index<Entry>(in sanitized: [Entry], at t: Double, date: (Entry) -> Date) -> Int? {
        guard !sanitized.isEmpty else { return nil }
        return max(0, upperBound(sanitized, t, date: date) - 1)
    }

    /// The date (seconds since the reference date) after `t` at which the shown entry of
    /// `sanitized` changes, `nil` if it does not.
    @inlinable
    package static func nextSwitch<Entry>(in sanitized: [Entry], after t: Double, date: (Entry) -> Date) -> Double? {
        guard !sanitized.isEmpty else { return nil }
        let next = max(1, upperBound(sanitized, t, date: date))
        return next < sanitized.count ? date(sanitized[next]).timeIntervalSinceReferenceDate : nil
    }

    /// The number of `sanitized` entries dated at or before `t`.
    @usableFromInline
    package static func upperBound<Entry>(_ sanitized: [Entry], _ t: Double, date: (Entry) -> Date) -> Int {
        var low = 0
        var high = sanitized.count
        while low < high {
            let mid = (low + high) / 2
            if date(sanitized[mid]).timeIntervalSinceReferenceDate <= t { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// A timeline of dated entries: the widget's own ``Timeline`` and the scheduler's type-erased
/// `AnyTimeline` pick their entries by one ``TimelineEntryRule``.
package protocol DatedEntryTimeline {
    /// The type of the timeline's entries.
    associatedtype DatedEntry
    /// The entries, as the provider gave them.
    var entries: [DatedEntry] { get }
    /// When `entry` is shown.
    static func date(of entry: DatedEntry) -> Date
}

extension DatedEntryTimeline {
    /// The entries as a widget shows them: non-finite dates dropped, sorted by date, the last
    /// of equal dates kept, at most `maximumCount` (see ``TimelineEntryRule``).
    package func sanitizedEntries(maximumCount: Int = TimelineEntryRule.defaultMaximumCount) -> [DatedEntry] {
        TimelineEntryRule.sanitized(entries, maximumCount: maximumCount, date: Self.date(of:))
    }

    /// The entry shown at `date`: of the sanitised entries, the latest dated at or before it,
    /// else the earliest; `nil` if the timeline has no entry with a finite date.
    package func entry(at date: Date) -> DatedEntry? {
        let sanitized = sanitizedEntries()
        return TimelineEntryRule.index(in: sanitized, at: date.timeIntervalSinceReferenceDate, date: Self.date(of:))
            .map { sanitized[$0] }
    }
}

extension Timeline: DatedEntryTimeline {
    package static func date(of entry: EntryType) -> Date { entry.date }
}

extension AnyTimeline: DatedEntryTimeline {
    package static func date(of entry: AnyEntry) -> Date { entry.date }
}
