import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

struct NumberEntry: TimelineEntry {
    let date: Date
    let number: Int
}

struct NumberProvider: TimelineProvider {
    func placeholder(in context: Context) -> NumberEntry { NumberEntry(date: .now, number: 0) }
    func getSnapshot(in context: Context, completion: @escaping (NumberEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NumberEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct NumberWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Number", provider: NumberProvider()) { entry in
            Text("Number \(entry.number)")
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A snapshot of a timeline shows the entry the home screen would show at the snapshot's date.
@Suite("Snapshots of a timeline")
@MainActor
struct TimelineSnapshotTests {
    static let start = RenderEnvironment.snapshotDate
    /// Unsorted, two entries at +60 s (the later given wins) and one with a NaN date.
    static let timeline = Timeline(entries: [
        NumberEntry(date: start.addingTimeInterval(60), number: 2),
        NumberEntry(date: start, number: 1),
        NumberEntry(date: Date(timeIntervalSinceReferenceDate: .nan), number: 9),
        NumberEntry(date: start.addingTimeInterval(60), number: 3),
        NumberEntry(date: start.addingTimeInterval(120), number: 4),
    ], policy: .atEnd)

    func shown(at offset: TimeInterval) throws -> [String] {
        let snapshot = try WidgetSnapshot(
            of: NumberWidget.self, timeline: Self.timeline,
            environment: .snapshot(date: Self.start.addingTimeInterval(offset)))
        return snapshot.displayList.textItems.map(\.string)
    }

    @Test("The entry current at the snapshot's date, by the timeline's rule")
    func currentEntry() throws {
        #expect(try shown(at: -30) == ["Number 1"])
        #expect(try shown(at: 0) == ["Number 1"])
        #expect(try shown(at: 59) == ["Number 1"])
        #expect(try shown(at: 60) == ["Number 3"])
        #expect(try shown(at: 119) == ["Number 3"])
        #expect(try shown(at: 500) == ["Number 4"])
    }

    @Test("A timeline with nothing to show is an error")
    func emptyTimeline() {
        let empty = Timeline(entries: [NumberEntry(date: Date(timeIntervalSinceReferenceDate: .nan), number: 1)], policy: .never)
        #expect(throws: WidgetSnapshotError.emptyTimeline) {
            try WidgetSnapshot(of: NumberWidget.self, timeline: empty)
        }
    }
}
