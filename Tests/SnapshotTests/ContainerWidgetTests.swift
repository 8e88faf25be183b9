import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

// MARK: - Containers: a 2 × 3 grid of tiles, and a bar chart drawn with GeometryReader

struct RoomsEntry: TimelineEntry {
    struct Room: Identifiable {
        let id: String
        let symbol: String
        let temperature: Int
        let isOn: Bool
    }

    let date: Date
    let rooms: [Room]

    static let sample = RoomsEntry(date: RenderEnvironment.snapshotDate, rooms: [
        Room(id: "Kitchen", symbol: "fork.knife", temperature: 21, isOn: true),
        Room(id: "Living", symbol: "tv.fill", temperature: 22, isOn: true),
        Room(id: "Office", symbol: "desktopcomputer", temperature: 19, isOn: false),
        Room(id: "Bedroom", symbol: "bed.double", temperature: 18, isOn: false),
        Room(id: "Bath", symbol: "drop.fill", temperature: 23, isOn: true),
        Room(id: "Garage", symbol: "car.fill", temperature: 12, isOn: false),
    ])
}

/// Six room tiles in three flexible columns.
struct RoomsGridView: View {
    let entry: RoomsEntry
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 6), count: 3)

    var body: some View {
        LazyVGrid(columns: columns, spacing: 6) {
            ForEach(entry.rooms) { room in
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Image(systemName: room.symbol)
                            .foregroundStyle(room.isOn ? .orange : .secondary)
                        Spacer()
                        Text("\(room.temperature)°")
                            .font(.caption)
                            .fontWeight(.semibold)
                    }
                    Text(room.id)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                .padding(8)
                .frame(maxWidth: .infinity, minHeight: 58, alignment: .topLeading)
                .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 12))
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let days: [(label: String, steps: Int)]
    let goal: Int

    static let sample = StepsEntry(date: RenderEnvironment.snapshotDate, days: [
        ("M", 8_200), ("T", 11_400), ("W", 6_100), ("T", 9_800), ("F", 12_300), ("S", 4_200), ("S", 7_600),
    ], goal: 10_000)
}

/// A week of steps: bars scaled to the space a GeometryReader reports, with a goal line.
struct StepsChartView: View {
    let entry: StepsEntry

    private var maximum: Int { max(entry.days.map(\.steps).max() ?? 1, entry.goal) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ViewThatFits(in: .horizontal) {
                Text("Steps this week")
                Text("Steps")
            }
            .font(.headline)
            GeometryReader { proxy in
                let barWidth = (proxy.size.width - 6 * 4) / 7
                ZStack(alignment: .bottomLeading) {
                    HStack(alignment: .bottom, spacing: 4) {
                        ForEach(entry.days.indices, id: \.self) { index in
                            let steps = entry.days[index].steps
                            RoundedRectangle(cornerRadius: 3)
                                .fill(steps >= entry.goal ? Color.green : Color.blue)
                                .frame(width: barWidth,
                                       height: proxy.size.height * CGFloat(steps) / CGFloat(maximum))
                        }
                    }
                    Rectangle()
                        .fill(Color.red)
                        .frame(width: proxy.size.width, height: 1)
                        .position(x: proxy.size.width / 2,
                                  y: proxy.size.height * (1 - CGFloat(entry.goal) / CGFloat(maximum)))
                        .zIndex(1)
                }
            }
            HStack(spacing: 4) {
                ForEach(entry.days.indices, id: \.self) { index in
                    Text(entry.days[index].label)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

@MainActor
@Suite("Container widget snapshots")
struct ContainerWidgetTests {
    @Test("A 2 × 3 grid of tiles (medium), light and dark", arguments: [ColorScheme.light, .dark])
    func roomsGrid(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: RoomsGridView(entry: .sample), family: .systemMedium, colorScheme: colorScheme)
    }

    @Test("A GeometryReader bar chart (small), light and dark", arguments: [ColorScheme.light, .dark])
    func stepsChart(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: StepsChartView(entry: .sample), family: .systemSmall, colorScheme: colorScheme)
    }
}
