import Foundation
import Testing
import WidgetKit
import SwiftUI
@testable import WidgetCore
import WidgetRendering

@Suite("Widget code in Swift 5 language mode")
struct Swift5ModeTests {
    @Test @MainActor
    func bundleYieldsItsWidgets() throws {
        let registry = WidgetRegistry(bundle: ExampleBundle.self)
        #expect(registry.kinds == ["ExampleWidget", "Second"])
        let example = try #require(registry["ExampleWidget"])
        #expect(example.displayName == "My Widget")
        #expect(example.supportedFamilies == [.systemSmall, .systemMedium])
        #expect(registry["Second"]?.description == "Another one.")
    }

    @Test @MainActor
    func rendersAnEntry() async throws {
        let registry = WidgetRegistry(bundle: ExampleBundle.self)
        let descriptor = try #require(registry["ExampleWidget"])
        let context = TimelineProviderContext(family: .systemMedium)
        let timeline = try await descriptor.timeline(in: context)
        #expect(timeline.entries.count == 5)
        let list = WidgetLayout.displayList(for: descriptor, entry: timeline.entries[0],
                                            environment: RenderEnvironment(family: .systemMedium))
        let strings = list.textItems.map(\.string)
        #expect(strings.contains("Count"))
        #expect(strings.contains("0 items"))
        #expect(strings.contains("Model 3"))
    }
}

@Suite("Interactive widget code in Swift 5 language mode")
struct InteractiveSwift5Tests {
    @Test @MainActor
    func rendersControls() throws {
        let view = TodoWidgetView(items: [TodoItem(id: "1", title: "Milk", isDone: true),
                                          TodoItem(id: "2", title: "Eggs", isDone: false)])
            .environment(PlayerModel())
            .environmentObject(Settings())
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemMedium))
        let strings = list.textItems.map(\.string)
        #expect(strings.contains("Milk") && strings.contains("Eggs") && strings.contains("Focus") && strings.contains("Skip"))
        let toggles = list.accessibility.filter { $0.traits.contains("isToggle") }
        #expect(toggles.map(\.value) == ["1", "0", "1", "0"])
        #expect(toggles.filter { $0.traits.contains("performs:ToggleTaskIntent") }.count == 3)
        let buttons = list.accessibility.filter { $0.traits.contains("isButton") }
        #expect(buttons.count == 6)
        #expect(buttons.filter { $0.traits.contains("performs:PlayPauseIntent") }.count == 5)
    }
}

@Suite("SwiftUI + Combine + OSLog + WidgetKit in one Swift 5 file")
struct FrameworkImportsTests {
    @Test @MainActor
    func observableObjectPipelineRenders() {
        let model = TickerModel()
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.tick()
        model.tick()
        #expect(model.label == "tick 2")
        #expect(changes >= 2)
        cancellable.cancel()
        let list = WidgetLayout.displayList(for: TickerView(model: model), environment: RenderEnvironment(family: .systemSmall))
        #expect(list.textItems.map(\.string) == ["tick 2"])
    }
}
