import WidgetKit
import SwiftUI
import CoreModels
import Birds
import Web

struct ModularWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Modular", provider: ModularProvider()) { entry in
            Text("\(entry.date)")
        }
    }
}

struct ModularProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}
