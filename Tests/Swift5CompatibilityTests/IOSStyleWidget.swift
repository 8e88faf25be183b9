// Widget code as Xcode's template and real apps write it, compiled in Swift 5 language mode.
import WidgetKit
import SwiftUI
import UIKit

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date(), emoji: "😀", count: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        let entry = SimpleEntry(date: Date(), emoji: "😀", count: 1)
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        var entries: [SimpleEntry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = SimpleEntry(date: entryDate, emoji: "😀", count: hourOffset)
            entries.append(entry)
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
    let emoji: String
    let count: Int
}

class CounterModel: ObservableObject {
    @Published var value = 3
}

struct ExampleWidgetEntryView : View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme
    @State private var highlighted = false
    @StateObject private var model = CounterModel()
    @AppStorage("launches", store: UserDefaults(suiteName: "group.example.widgets")) var launches = 0

    var body: some View {
        let title = "Count"
        VStack(alignment: .leading) {
            HStack {
                Text("Time:")
                Text(entry.date, style: .time)
            }
            switch family {
            case .systemSmall:
                Text(entry.emoji).font(.largeTitle)
            case .systemMedium, .systemLarge:
                Label(title, systemImage: "star.fill")
                    .foregroundColor(.yellow)
            default:
                EmptyView()
            }
            if #available(iOS 17.0, *) {
                Text("\(entry.count) items").font(.caption).foregroundStyle(.secondary)
            }
            Text("Model \(model.value)")
                .bold()
                .background(colorScheme == .dark ? Color.black : Color.white)
            Image(systemName: "heart.fill")
                .resizable()
                .frame(width: 20, height: 20)
                .background(.white)
                .background(Color.red)
        }
        .onAppear { highlighted = true }
    }
}

struct ExampleWidget: Widget {
    let kind: String = "ExampleWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            if #available(iOS 17.0, *) {
                ExampleWidgetEntryView(entry: entry)
                    .containerBackground(.fill.tertiary, for: .widget)
            } else {
                ExampleWidgetEntryView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct SecondWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Second", provider: Provider()) { entry in
            Text(entry.emoji)
        }
        .configurationDisplayName(Text("Second"))
        .description(Text("Another one."))
    }
}

struct ExampleBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        ExampleWidget()
        SecondWidget()
    }
}

struct ExampleWidget_Previews: PreviewProvider {
    static var previews: some View {
        ExampleWidgetEntryView(entry: SimpleEntry(date: Date(), emoji: "😀", count: 2))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
        ExampleWidgetEntryView(entry: SimpleEntry(date: Date(), emoji: "😀", count: 2))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
    }
}

// Xcode 15's template previews, in Swift 5 mode.
#Preview(as: .systemSmall) {
    ExampleWidget()
} timeline: {
    SimpleEntry(date: .now, emoji: "😀", count: 1)
    SimpleEntry(date: .now, emoji: "🤩", count: 2)
}

#Preview("Entry view") {
    ExampleWidgetEntryView(entry: SimpleEntry(date: .now, emoji: "😀", count: 3))
}
