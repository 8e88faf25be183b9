// An iOS 17 interactive widget as real apps write it: intent buttons and toggles, styles,
// inert modifiers and previews, compiled in Swift 5 language mode.
import AppIntents
import SwiftUI
import WidgetKit

struct ToggleTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Task"

    @Parameter(title: "Task ID")
    var taskID: String

    init() {}

    init(taskID: String) {
        self.taskID = taskID
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct PlayPauseIntent: AppIntent {
    static var title: LocalizedStringResource = "Play or Pause"
    func perform() async throws -> some IntentResult { .result() }
}

struct TodoItem: Identifiable {
    let id: String
    let title: String
    let isDone: Bool
}

@Observable
final class PlayerModel {
    var isPlaying = true
}

class Settings: ObservableObject {
    @Published var showsArtwork = true
}

struct TodoWidgetView: View {
    let items: [TodoItem]
    @Environment(\.widgetFamily) var family
    @Environment(PlayerModel.self) var player
    @EnvironmentObject var settings: Settings

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(items) { item in
                Toggle(isOn: item.isDone, intent: ToggleTaskIntent(taskID: item.id)) {
                    Text(item.title)
                        .strikethrough(item.isDone)
                }
                .toggleStyle(.button)
            }
            Toggle("Focus", isOn: player.isPlaying, intent: ToggleTaskIntent(taskID: "focus"))
            HStack {
                Button(intent: PlayPauseIntent()) {
                    Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.circle)
                Button("Skip", intent: PlayPauseIntent())
                Button("Clear", systemImage: "trash", role: .destructive, intent: PlayPauseIntent())
                    .buttonStyle(.bordered)
                    .controlSize(.small)
                Button(action: { print("tapped") }) {
                    Label("Open", systemImage: "arrow.up.right")
                }
                .buttonStyle(.plain)
                .disabled(!settings.showsArtwork)
            }
            HStack {
                Button("Delete", role: .destructive, intent: PlayPauseIntent())
                Button(role: .cancel, intent: PlayPauseIntent()) { Text("Cancel") }
                Toggle(String("Shuffle"), isOn: false, intent: PlayPauseIntent())
                    .toggleStyle(.switch)
                    .labelsHidden()
            }
            .labelStyle(.iconOnly)
        }
        .onChange(of: items.count) { count in print(count) }
        .onChange(of: items.count, initial: true) { oldValue, newValue in print(oldValue, newValue) }
        .task { await Task.yield() }
        .animation(.spring(), value: items.count)
        .sensoryFeedback(.selection, trigger: items.count)
        .invalidatableContent()
    }
}

struct TodoWidgetView_Previews: PreviewProvider {
    static var previews: some View {
        TodoWidgetView(items: [TodoItem(id: "1", title: "Milk", isDone: true)])
            .environment(PlayerModel())
            .environmentObject(Settings())
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("To-do")
            .previewLayout(.sizeThatFits)
            .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
            .previewInterfaceOrientation(.portrait)
            .previewLayout(.fixed(width: 329, height: 155))
    }
}
