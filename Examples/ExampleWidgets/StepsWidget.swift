import WidgetKit
import SwiftUI

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
    let week: [Int]
}

struct StepsProvider: TimelineProvider {
    typealias Entry = StepsEntry

    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 6_500, goal: 10_000, week: [8, 12, 6, 9, 11, 7, 6])
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> ()) {
        let now = Date()
        var entries: [StepsEntry] = []
        for hour in 0..<6 {
            let date = now.addingTimeInterval(Double(hour) * 3600)
            entries.append(StepsEntry(date: date, steps: 6_500 + hour * 700, goal: 10_000, week: [8, 12, 6, 9, 11, 7, 6 + hour]))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsView: View {
    let entry: StepsEntry
    @Environment(\.widgetFamily) private var family

    private var progress: Double { min(Double(entry.steps) / Double(entry.goal), 1) }

    var body: some View {
        if family == .accessoryCircular {
            // On the Lock Screen: a ring in the accented group over the standard backdrop.
            ZStack {
                AccessoryWidgetBackground()
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .padding(4)
                    .widgetAccentable()
                VStack(spacing: 0) {
                    Text("\(entry.steps / 1000)k").font(.headline)
                    Text("steps").font(.caption2).foregroundStyle(.secondary)
                }
            }
        } else {
            dashboard
        }
    }

    private var dashboard: some View {
        HStack(spacing: 16) {
            ZStack {
                Circle().stroke(Color.green.opacity(0.25), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                VStack(spacing: 0) {
                    Text("\(entry.steps)").font(.title3).bold().monospacedDigit()
                    Text("steps").font(.caption2).foregroundStyle(.secondary)
                }
            }
            .padding(5)
            if family == .systemMedium {
                VStack(alignment: .leading, spacing: 6) {
                    Text("This week").font(.caption).fontWeight(.semibold).foregroundStyle(.secondary)
                    HStack(alignment: .bottom, spacing: 6) {
                        ForEach(Array(entry.week.enumerated()), id: \.offset) { day in
                            Capsule()
                                .fill(day.offset == entry.week.count - 1 ? Color.green : Color.green.opacity(0.4))
                                .frame(width: 12, height: CGFloat(day.element) * 6)
                        }
                    }
                    Text("Goal \(entry.goal)").font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
    }
}

struct StepsWidget: Widget {
    let kind = "Steps"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Your steps today and this week.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 2_300, goal: 10_000, week: [8, 12, 6, 9, 11, 7, 2])
    StepsEntry(date: .now, steps: 10_400, goal: 10_000, week: [8, 12, 6, 9, 11, 7, 10])
}

#Preview("Steps provider", as: .systemMedium) {
    StepsWidget()
} timelineProvider: {
    StepsProvider()
}
