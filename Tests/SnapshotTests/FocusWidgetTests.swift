import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

// MARK: - A focus timer: a gradient background, a blurred glow, a material badge, a
// gradient-filled title masked by its text, shadows and a masked progress bar

struct FocusEntry: TimelineEntry {
    let date: Date
    let remaining: String
    let progress: Double
    let sessionsDone: Int
    let sessionsPlanned: Int

    static let sample = FocusEntry(date: RenderEnvironment.snapshotDate, remaining: "18:42", progress: 0.62,
                                   sessionsDone: 2, sessionsPlanned: 4)
}

struct FocusWidgetView: View {
    let entry: FocusEntry
    @Environment(\.colorScheme) private var colorScheme

    private var accent: LinearGradient {
        LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            Circle()
                .fill(Color.orange.gradient)
                .frame(width: 90, height: 90)
                .blur(radius: 18)
                .opacity(colorScheme == .dark ? 0.55 : 0.4)
                .offset(x: 70, y: -40)
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: "timer")
                        .font(.headline)
                        .foregroundStyle(.orange)
                        .shadow(color: .orange.opacity(0.5), radius: 3)
                    Spacer()
                    Text("Focus")
                        .font(.caption2.weight(.semibold))
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(.ultraThinMaterial, in: Capsule())
                }
                Spacer(minLength: 0)
                accent
                    .frame(height: 40)
                    .mask(alignment: .leading) {
                        Text(entry.remaining)
                            .font(.system(size: 34, weight: .bold, design: .rounded))
                            .monospacedDigit()
                    }
                Capsule()
                    .fill(.quaternary)
                    .frame(height: 6)
                    .overlay(alignment: .leading) {
                        GeometryReaderFreeBar(progress: entry.progress, gradient: accent)
                    }
                HStack(spacing: 5) {
                    ForEach(0..<entry.sessionsPlanned, id: \.self) { index in
                        Circle()
                            .fill(.orange.gradient)
                            .frame(width: 9, height: 9)
                            .grayscale(index < entry.sessionsDone ? 0 : 1)
                            .opacity(index < entry.sessionsDone ? 1 : 0.5)
                    }
                    Spacer()
                    Text("\(entry.sessionsDone) of \(entry.sessionsPlanned)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: colorScheme == .dark ? [Color(white: 0.12), .black] : [.white, Color(white: 0.93)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

/// The progress bar's filled part: the gradient masked by a capsule as wide as the progress.
struct GeometryReaderFreeBar: View {
    let progress: Double
    let gradient: LinearGradient

    var body: some View {
        gradient
            .frame(height: 6)
            .mask(alignment: .leading) {
                Capsule().frame(width: 126 * progress)
            }
            .shadow(color: .pink.opacity(0.4), radius: 2, y: 1)
    }
}

// MARK: - Snapshots

@MainActor
@Suite("Focus widget snapshots")
struct FocusWidgetTests {
    @Test("Small, light and dark", arguments: [ColorScheme.light, .dark])
    func small(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: FocusWidgetView(entry: .sample), family: .systemSmall, colorScheme: colorScheme)
    }
}
