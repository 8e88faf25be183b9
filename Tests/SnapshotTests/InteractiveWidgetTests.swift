import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

// MARK: - Interactive widgets (iOS 17): a to-do list with intent toggles, home lights with
// switches, and a media player with intent buttons

struct CompleteTaskIntent: AppIntent {
    static var title: LocalizedStringResource { "Complete Task" }
    @Parameter(title: "Task") var task: String
    init() {}
    init(task: String) { self.task = task }
    func perform() async throws -> some IntentResult { .result() }
}

struct MediaIntent: AppIntent {
    static var title: LocalizedStringResource { "Media Command" }
    func perform() async throws -> some IntentResult { .result() }
}

/// The checkmark circle of Reminders-like widgets.
struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .font(.system(size: 18))
                .foregroundStyle(configuration.isOn ? Color.orange : Color.secondary)
            configuration.label
                .font(.subheadline)
                .lineLimit(1)
                .foregroundStyle(configuration.isOn ? .secondary : .primary)
            Spacer(minLength: 0)
        }
    }
}

struct TodoListView: View {
    let tasks: [(String, Bool)] = [("Buy oat milk", true), ("Call the dentist", false), ("Water the plants", false)]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Today")
                    .font(.headline)
                    .foregroundStyle(.orange)
                Spacer()
                Button(intent: CompleteTaskIntent(task: "new")) {
                    Image(systemName: "plus")
                        .font(.system(size: 13, weight: .bold))
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.circle)
                .tint(.orange)
                .controlSize(.small)
            }
            ForEach(tasks, id: \.0) { task in
                Toggle(isOn: task.1, intent: CompleteTaskIntent(task: task.0)) {
                    Text(task.0).strikethrough(task.1)
                }
                .toggleStyle(CheckmarkToggleStyle())
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct LightsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Label("Home", systemImage: "house.fill")
                .font(.caption.bold())
                .foregroundStyle(.secondary)
            Toggle("Living", isOn: true, intent: MediaIntent())
                .font(.subheadline)
            Toggle("Kitchen", isOn: false, intent: MediaIntent())
                .font(.subheadline)
            Button("All Off", systemImage: "power", intent: MediaIntent())
                .font(.subheadline.weight(.semibold))
                .frame(maxWidth: .infinity)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct NowPlayingView: View {
    var body: some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .overlay(Image(systemName: "music.note").font(.system(size: 34)).foregroundStyle(.white))
                .frame(width: 100, height: 100)
            VStack(alignment: .leading, spacing: 4) {
                Text("Midnight City")
                    .font(.headline)
                    .lineLimit(1)
                Text("M83")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Spacer(minLength: 0)
                HStack(spacing: 10) {
                    Button(intent: MediaIntent()) { Image(systemName: "backward.fill") }
                        .buttonStyle(.borderless)
                    Button(intent: MediaIntent()) {
                        Image(systemName: "pause.fill").font(.title3)
                    }
                    .buttonStyle(.borderedProminent)
                    .buttonBorderShape(.circle)
                    Button(intent: MediaIntent()) { Image(systemName: "forward.fill") }
                        .buttonStyle(.borderless)
                    Spacer(minLength: 0)
                    Button("Queue", intent: MediaIntent())
                        .buttonStyle(.bordered)
                        .controlSize(.small)
                        .buttonBorderShape(.capsule)
                }
                .tint(.pink)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

@MainActor
@Suite("Interactive widget snapshots")
struct InteractiveWidgetTests {
    @Test("To-do list with intent toggles, light and dark", arguments: [ColorScheme.light, .dark])
    func todo(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: TodoListView(), family: .systemSmall, colorScheme: colorScheme)
    }

    @Test("Home lights with switches and a button, light and dark", arguments: [ColorScheme.light, .dark])
    func lights(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: LightsView(), family: .systemSmall, colorScheme: colorScheme)
    }

    @Test("Now playing with media buttons, light and dark", arguments: [ColorScheme.light, .dark])
    func nowPlaying(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: NowPlayingView(), family: .systemMedium, colorScheme: colorScheme)
    }
}
