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
