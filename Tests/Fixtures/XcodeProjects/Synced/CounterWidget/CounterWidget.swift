import WidgetKit
import SwiftUI
import OrderedCollections

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: 3) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> ()) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> ()) {
        completion(Timeline(entries: [CountEntry(date: Date(), count: Counter.load())], policy: .never))
    }
}

@main
struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: CountProvider()) { entry in
            Text("\(entry.count)").containerBackground(Color("Tint"), for: .widget)
        }
    }
}
