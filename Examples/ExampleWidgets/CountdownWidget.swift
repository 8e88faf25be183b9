import WidgetKit
import SwiftUI

struct CountdownEntry: TimelineEntry {
    let date: Date
    let title: String
    let target: Date
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: Date(), title: "Launch", target: Date().addingTimeInterval(3 * 3600))
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> ()) {
        let now = Date()
        let target = Calendar.current.startOfDay(for: now).addingTimeInterval(86_400 + 9 * 3600)
        let entry = CountdownEntry(date: now, title: "Team offsite", target: target)
        completion(Timeline(entries: [entry], policy: .after(target)))
    }
}

struct CountdownView: View {
    let entry: CountdownEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Countdown", systemImage: "clock.fill")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.orange)
            Text(entry.title)
                .font(.headline)
                .lineLimit(2)
            Spacer(minLength: 0)
            Text(entry.target, style: .timer)
                .font(.system(size: 28, weight: .semibold).monospacedDigit())
                .minimumScaleFactor(0.6)
                .lineLimit(1)
            Text(entry.target, style: .relative)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .widgetURL(URL(string: "examples://countdown"))
    }
}

struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Countdown")
        .description("Counts down to your next event.")
        .supportedFamilies([.systemSmall])
    }
}

struct CountdownView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CountdownView(entry: CountdownEntry(date: Date(), title: "Launch", target: Date().addingTimeInterval(5400)))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Launch")
            CountdownView(entry: CountdownEntry(date: Date(), title: "Holidays", target: Date().addingTimeInterval(86_400 * 12)))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
        }
    }
}
