import AppIntents
import AssetSymbolsFixture
import DisplayList
import SwiftUI
import Testing
import WidgetRendering

private struct ShowLogoIntent: AppIntent {
    static var title: LocalizedStringResource { "Show Logo" }
    func perform() async throws -> some IntentResult { .result() }
}

@Suite("Button(_:image:role:intent:): intent buttons labelled with an asset catalog image")
struct IntentImageButtonTests {
    @Test("Each form lays out its title and the catalog's image and performs the intent") @MainActor
    func rendersEachForm() throws {
        let logo = BrandAssets.logoResource
        let title = String("Logo string")
        let view = VStack {
            Button("Logo key", image: logo, intent: ShowLogoIntent())
            Button(title, image: logo, intent: ShowLogoIntent())
            Button("Logo role", image: logo, role: .destructive, intent: ShowLogoIntent())
            Button(title, image: logo, role: .cancel, intent: ShowLogoIntent())
        }
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemMedium))
        let strings = list.textItems.map(\.string)
        #expect(strings == ["Logo key", "Logo string", "Logo role", "Logo string"])
        let images = list.allItems.filter { if case .image = $0 { return true } else { return false } }
        #expect(images.count == 4)
        let buttons = list.accessibility.filter { $0.traits.contains("isButton") }
        #expect(buttons.count == 4)
        #expect(buttons.allSatisfy { $0.traits.contains("performs:ShowLogoIntent") })
    }
}
