import TestSupport
import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import ViewCore
import WidgetCore

struct LongTextView: View {
    let entry: CountEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text("Headline")
            Text(LongTextTests.text)
        }
    }
}

@Suite("Long text in widget data is cut before it is shaped")
struct LongTextTests {
    /// Over 100,000 characters, with a marker near the end that must never be rendered.
    static let text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 3_600) + "UNSEEN-MARKER"

    static func registry() -> WidgetRegistry {
        WidgetRegistry([
            WidgetDescriptor(
                kind: "Long", displayName: "Long", description: "Long text.", supportedFamilies: [.systemMedium],
                provider: AnyTimelineProvider(CountingProvider()),
                content: WidgetContent { (entry: CountEntry) in LongTextView(entry: entry) }),
        ])
    }

    @Test("Every format of a widget with a 100,000-character string shows its start, cut")
    func everyFormat() async throws {
        try await withHomeScreen(registry: Self.registry()) { _, client in
            let id = try await client.placedID("Long", "systemMedium")
            for format in ["png", "svg", "html"] {
                let response = try await client.execute(uri: "/widgets/\(id).\(format)", method: .get)
                #expect(response.status == .ok, "\(format)")
                if format != "png" {
                    #expect(response.text.contains("Lorem ipsum"), "\(format)")
                    #expect(!response.text.contains("UNSEEN-MARKER"), "\(format)")
                    #expect(response.body.readableBytes < 200_000, "\(format)")
                }
            }
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok)
            #expect(!page.text.contains("UNSEEN-MARKER"))
        }
    }
}
