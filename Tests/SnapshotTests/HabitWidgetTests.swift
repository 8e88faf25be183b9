import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

// MARK: - A habit tracker: a progress ring, the week's days, and a Lock Screen gauge

struct HabitEntry: TimelineEntry {
    let date: Date
    let habit: String
    let symbol: String
    let minutesRead: Int
    let goalMinutes: Int
    let streakDays: Int
    /// Monday first; `true` when the goal was met that day.
    let week: [Bool?]

    var progress: Double { min(Double(minutesRead) / Double(goalMinutes), 1) }

    static let sample = HabitEntry(
        date: RenderEnvironment.snapshotDate, habit: "Reading", symbol: "book.fill", minutesRead: 21, goalMinutes: 30,
        streakDays: 12, week: [true, true, false, true, true, true, nil])
}

struct HabitWidgetView: View {
    let entry: HabitEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.minutesRead), in: 0...Double(entry.goalMinutes)) {
                Image(systemName: entry.symbol)
            } currentValueLabel: {
                Text("\(entry.minutesRead)")
            }
            .gaugeStyle(.accessoryCircular)
        default:
            small
        }
    }

    private var small: some View {
        VStack(spacing: 10) {
            ZStack {
                Circle()
                    .stroke(Color.orange.opacity(0.2), lineWidth: 9)
                Circle()
                    .trim(from: 0, to: entry.progress)
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 9, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                VStack(spacing: 0) {
                    Image(systemName: entry.symbol)
                        .font(.system(size: 14))
                        .foregroundStyle(.orange)
                    Text("\(entry.minutesRead)")
                        .font(.title2)
                        .fontWeight(.bold)
                        .monospacedDigit()
                    Text("of \(entry.goalMinutes) min")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 88, height: 88)
            HStack(spacing: 5) {
                ForEach(Array(entry.week.enumerated()), id: \.offset) { day in
                    Circle()
                        .fill(day.element == true ? Color.orange : Color.gray.opacity(day.element == nil ? 0.15 : 0.35))
                        .frame(width: 10, height: 10)
                }
            }
            Label("\(entry.streakDays)-day streak", systemImage: "flame.fill")
                .font(.caption2)
                .fontWeight(.semibold)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.background, for: .widget)
    }
}

// MARK: - Snapshots

@MainActor
@Suite("Habit widget snapshots")
struct HabitWidgetTests {
    @Test("Small, light and dark", arguments: [ColorScheme.light, .dark])
    func small(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: HabitWidgetView(entry: .sample), family: .systemSmall, colorScheme: colorScheme)
    }

    @Test("Lock Screen circular gauge, light and dark", arguments: [ColorScheme.light, .dark])
    func circular(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: HabitWidgetView(entry: .sample), family: .accessoryCircular, colorScheme: colorScheme)
    }
}
