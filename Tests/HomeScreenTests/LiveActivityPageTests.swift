import ActivityKit
import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

/// The page's Live Activities as the server draws them (`/` and `/activities/fragment`); the
/// browser side is `LiveActivityBrowserTests`.
@Suite("Live Activities in the home screen page's markup")
struct LiveActivityPageTests {
    private static func fragment(_ client: any TestClientProtocol) async throws -> [String: Any] {
        let response = try await client.execute(uri: "/activities/fragment?appearance=light", method: .get)
        #expect(response.status == .ok)
        return try #require(try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
    }

    @Test("None, one (compact), two (minimal: attached and detached), ended (Lock Screen only); text is escaped")
    func markup() async throws {
        try await withHomeScreen(registry: await registryWithParcelActivity(), listensForWidgetCenter: true) { runtime, client in
            var markup = try await Self.fragment(client)
            #expect(markup["mode"] as? String == "none" && markup["islandCount"] as? Int == 0 && markup["lockScreenCount"] as? Int == 0)
            let page = String(buffer: try await client.execute(uri: "/", method: .get).body)
            #expect(page.contains("id=\"dynamic-island\""))
            #expect(page.contains("<section id=\"lock-screen\" class=\"lock-screen\" aria-label=\"Lock Screen\" hidden>"),
                    "the panel is kept, hidden, for activities to come")

            try await asApp(runtime) {
                let hostile = "<img src=x onerror=alert(1)>&\"'"
                let first = try Activity.request(attributes: ParcelAttributes(parcel: hostile),
                                                 content: ActivityContent(state: .init(minutesLeft: 7), staleDate: nil, relevanceScore: 5))
                markup = try await Self.fragment(client)
                #expect(markup["mode"] as? String == "compact" && markup["islandCount"] as? Int == 1)
                let island = try #require(markup["island"] as? String)
                let lockScreen = try #require(markup["lockScreen"] as? String)
                #expect(island.contains("class=\"island-bubble island-compact\"") && island.contains("data-activity-id=\"\(first.id)\""))
                #expect(island.contains("--rest-w:249.66px") && island.contains("--open-w:408px"))
                #expect(lockScreen.contains("class=\"lock-activity\"") && lockScreen.contains("variant-light"))
                #expect(!lockScreen.contains("<img src=x") && !island.contains("<img src=x"), "the attributes' text is escaped")
                #expect(lockScreen.contains("&lt;img src=x onerror=alert(1)&gt;"), "and shown")
                let shown = String(buffer: try await client.execute(uri: "/", method: .get).body)
                #expect(shown.contains("data-mode=\"compact\"") && !shown.contains("<img src=x"))

                let second = try Activity.request(attributes: ParcelAttributes(parcel: "B"),
                                                  content: ActivityContent(state: .init(minutesLeft: 9), staleDate: nil))
                markup = try await Self.fragment(client)
                #expect(markup["mode"] as? String == "minimal" && markup["islandCount"] as? Int == 2 && markup["lockScreenCount"] as? Int == 2)
                let two = try #require(markup["island"] as? String)
                let attached = try #require(two.range(of: "island-attached\" id=\"island-\(first.id)\""), "\(two.prefix(400))")
                let detached = try #require(two.range(of: "island-detached\" id=\"island-\(second.id)\""))
                #expect(attached.lowerBound < detached.lowerBound, "the more relevant is attached, first")
                // Attached: the minimal view and the sensor housing, 36.67 + 125.
                #expect(two.contains("--rest-w:161.67px") && two.contains("--rest-w:36.67px"))

                await first.end(nil, dismissalPolicy: .default)
                markup = try await Self.fragment(client)
                #expect(markup["mode"] as? String == "compact", "the ended one left the island; one remains")
                #expect((markup["island"] as? String)?.contains(first.id) == false)
                #expect(markup["lockScreenCount"] as? Int == 2, "the ended one stays on the Lock Screen")
                #expect((markup["lockScreen"] as? String)?.contains("data-state=\"ended\"") == true)
                let next = try #require(markup["nextChange"] as? Double, "its dismissal date is the next change")
                #expect(abs(next / 1000 - Date().addingTimeInterval(4 * 3600).timeIntervalSince1970) < 600)
            }
        }
    }
}
