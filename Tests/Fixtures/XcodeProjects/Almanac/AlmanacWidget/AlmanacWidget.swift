import AlmanacKit
import SwiftUI
import WidgetKit

struct MoonEntry: TimelineEntry {
    let date: Date
    let day: Int
}

struct MoonProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoonEntry {
        MoonEntry(date: .now, day: 14)
    }

    func getSnapshot(in context: Context, completion: @escaping (MoonEntry) -> Void) {
        completion(MoonEntry(date: .now, day: 14))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MoonEntry>) -> Void) {
        let start = Calendar.current.startOfDay(for: .now)
        let entries = (0..<7).map { offset in
            MoonEntry(date: Calendar.current.date(byAdding: .day, value: offset, to: start) ?? start, day: offset * 4)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

@main
struct AlmanacWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MoonPhase", provider: MoonProvider()) { entry in
            MoonPhaseView(day: entry.day)
                .containerBackground(.indigo.gradient, for: .widget)
        }
        .configurationDisplayName("Moon Phase")
        .supportedFamilies([.systemSmall])
    }
}
