import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

// MARK: - A calendar "Up Next" widget, as an iOS app would write it

struct CalendarEvent: Identifiable {
    let id: Int
    let title: String
    let location: String?
    let start: Date
    let timeRange: String
    let color: Color
}

struct CalendarEntry: TimelineEntry {
    let date: Date
    let weekday: String
    let day: Int
    let events: [CalendarEvent]

    /// Monday 10 June 2024, 09:41 UTC: the moment snapshots are rendered at.
    static let sample = CalendarEntry(
        date: RenderEnvironment.snapshotDate, weekday: "Monday", day: 10,
        events: [
            CalendarEvent(id: 1, title: "Design Review", location: "Infinite Loop 4",
                          start: RenderEnvironment.snapshotDate.addingTimeInterval(79 * 60),
                          timeRange: "11:00 – 12:00 PM", color: .orange),
            CalendarEvent(id: 2, title: "Lunch with Maya", location: "Caffè Macs",
                          start: RenderEnvironment.snapshotDate.addingTimeInterval(169 * 60),
                          timeRange: "12:30 – 1:30 PM", color: .green),
            CalendarEvent(id: 3, title: "Swift Study Group", location: nil,
                          start: RenderEnvironment.snapshotDate.addingTimeInterval(379 * 60),
                          timeRange: "4:00 – 5:00 PM", color: .purple),
        ])
}

struct CalendarEventRow: View {
    let event: CalendarEvent

    var body: some View {
        HStack(alignment: .top, spacing: 6) {
            RoundedRectangle(cornerRadius: 1.5)
                .fill(event.color)
                .frame(width: 3, height: 28)
            VStack(alignment: .leading, spacing: 1) {
                Text(event.title)
                    .font(.caption)
                    .fontWeight(.semibold)
                    .lineLimit(1)
                Text(event.timeRange)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}

struct CalendarWidgetView: View {
    let entry: CalendarEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryRectangular:
            rectangular
        default:
            small
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.weekday.uppercased())
                .font(.caption2)
                .fontWeight(.bold)
                .foregroundStyle(.red)
            Text("\(entry.day)")
                .font(.system(size: 34, weight: .regular))
            Spacer(minLength: 4)
            VStack(alignment: .leading, spacing: 6) {
                ForEach(entry.events.prefix(2)) { event in
                    CalendarEventRow(event: event)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.background, for: .widget)
    }

    @ViewBuilder
    private var rectangular: some View {
        if let next = entry.events.first {
            VStack(alignment: .leading, spacing: 1) {
                Label(next.title, systemImage: "calendar")
                    .font(.headline)
                    .widgetAccentable()
                    .lineLimit(1)
                Text(next.timeRange)
                    .font(.caption)
                Text(next.location ?? "")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            Text("No more events today")
        }
    }
}

// MARK: - Snapshots

@MainActor
@Suite("Calendar widget snapshots")
struct CalendarWidgetTests {
    @Test("Small, light and dark", arguments: [ColorScheme.light, .dark])
    func small(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: CalendarWidgetView(entry: .sample), family: .systemSmall, colorScheme: colorScheme)
    }

    @Test("Lock Screen rectangular, light and dark", arguments: [ColorScheme.light, .dark])
    func rectangular(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(
            of: CalendarWidgetView(entry: .sample), family: .accessoryRectangular, colorScheme: colorScheme)
    }

    @Test("The small widget's display list, as reviewable JSON")
    func smallDisplayList() throws {
        try assertWidgetSnapshot(of: CalendarWidgetView(entry: .sample), as: .displayList, family: .systemSmall)
    }
}
