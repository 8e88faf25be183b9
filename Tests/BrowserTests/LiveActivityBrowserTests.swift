import ActivityKit
import Foundation
import Testing
import TestSupport

/// The example bundle's delivery attributes as the app declares them (same name, same JSON).
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
        var stage: String
        var progress: Double
    }

    var orderNumber: String
    var courier: String
}

/// A browser handed from thread to thread: each step drives it from one thread at a time.
private struct UncheckedBrowser: @unchecked Sendable {
    let browser: DevToolsBrowser
}

/// Live Activities on the home screen page in headless Chromium: a real `example-widgets serve`,
/// this test process as the app (ActivityKit over the data directory's socket), the page's
/// Dynamic Island and Lock Screen entries. Every wait is for a DOM state, with a generous deadline.
@Suite("Live Activities on the page in headless Chromium")
struct LiveActivityBrowserTests {
    /// Runs `body` as the app of `server`'s data directory.
    private static func asApp<T>(_ server: ServerProcess, _ body: () async throws -> T) async rethrows -> T {
        let socket = server.dataDirectory.appendingPathComponent("widgetcenter.sock").path
        return try await ActivityHost.$socketPathOverride.withValue(socket) { try await body() }
    }

    private static func content(_ minutes: Int, _ stage: String, relevance: Double = 0)
        -> ActivityContent<DeliveryAttributes.ContentState> {
        ActivityContent(state: .init(minutesLeft: minutes, stage: stage, progress: 0.4), staleDate: nil, relevanceScore: relevance)
    }

    /// Whether the accessible text of `selector`'s fragment includes `text`.
    static func reads(_ selector: String, _ text: String) -> String {
        """
        (function () { var e = document.querySelector(\(DevToolsBrowser.literal(selector)));
          return e !== null && e.textContent.indexOf(\(DevToolsBrowser.literal(text))) >= 0; })()
        """
    }

    /// The width of `selector`'s box, once it is within 1 px of `width` (the spring settled).
    static func width(_ selector: String, is width: Double) -> String {
        """
        (function () { var e = document.querySelector(\(DevToolsBrowser.literal(selector)));
          return e !== null && Math.abs(e.getBoundingClientRect().width - \(width)) < 1; })()
        """
    }

    /// Whether `selector`'s bubble is back at the compact size (249.66 × 36.67).
    static func atRest(_ selector: String) -> String {
        """
        (function () { var e = document.querySelector(\(DevToolsBrowser.literal(selector)));
          if (e === null) { return false; } var r = e.getBoundingClientRect();
          return Math.abs(r.width - 249.66) < 1 && Math.abs(r.height - 36.67) < 1; })()
        """
    }

    private static func save(_ browser: DevToolsBrowser, _ name: String) {
        guard let path = ProcessInfo.processInfo.environment["WIDGETKIT_SCREENSHOT_DIR"] else { return }
        try? browser.screenshot().write(to: URL(fileURLWithPath: path).appendingPathComponent("activity-\(name).png"))
    }

    @Test("The island shows compact, expands on click, collapses on Escape and outside clicks, updates live; two show minimal; dark",
          .timeLimit(.minutes(10)))
    func islandInChromium() async throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let box = try await onBrowserThread { UncheckedBrowser(browser: try DevToolsBrowser(width: 1000, height: 900)) }
        defer { box.browser.close() }
        let baseURL = server.baseURL
        do {
            try await onBrowserThread {
                let browser = box.browser
                try browser.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "light"]]])
                try browser.navigate(baseURL + "/?appearance=light")
                try browser.waitFor("the home screen with its event stream open", HomeScreenBrowserTests.liveHomeScreen)
                try browser.waitFor("no island and a hidden Lock Screen panel without activities", """
                    document.querySelector('#dynamic-island').dataset.mode === 'none' && document.querySelector('#lock-screen-activities').children.length === 0
                    """)
                _ = try browser.evaluate("window.__wkSamePage = true")
            }

            // The app starts a delivery: the page shows it compact, without a reload.
            let first = try await Self.asApp(server) {
                try Activity.request(attributes: DeliveryAttributes(orderNumber: "1042", courier: "Sam"),
                                     content: Self.content(12, "Preparing", relevance: 10), pushType: .token)
            }
            let bubble = "#dynamic-island .island-bubble[data-activity-id=\"\(first.id)\"]"
            try await onBrowserThread {
                let browser = box.browser
                try browser.waitFor("the island in its compact presentation",
                                    "document.querySelector('#dynamic-island').dataset.mode === 'compact' && document.querySelector(\(DevToolsBrowser.literal(bubble))) !== null")
                // 62.33 + 125 + 62.33 pt: the compact sides around the sensor housing.
                try browser.waitFor("the compact island's width", Self.width(bubble, is: 249.66))
                try browser.waitFor("the compact trailing view reading 12m", Self.reads("\(bubble) .island-rest", "12m"))
                try browser.waitFor("the Lock Screen entry", Self.reads("#lock-screen-activities .lock-activity .variant-light", "Order 1042"))
                #expect(try browser.evaluate("document.querySelector('#lock-screen').hidden") as? Bool == false)
                let entry = try browser.rectangle(of: "#lock-screen-activities .lock-activity .variant-light .wk-widget")
                #expect(abs(entry.width - 408) < 1 && entry.height <= 160, "the Lock Screen presentation: 408 wide, at most 160 high: \(entry)")
                Self.save(browser, "compact")

                // A click expands it to the expanded presentation (408 wide), with a spring.
                try browser.click(bubble)
                try browser.waitFor("the island expanded", """
                    document.querySelector('#dynamic-island').dataset.expanded === \(DevToolsBrowser.literal(first.id)) &&
                      document.querySelector(\(DevToolsBrowser.literal(bubble))).getAttribute('aria-expanded') === 'true'
                    """)
                try browser.waitFor("the expanded island 408 pt wide", Self.width(bubble, is: 408))
                try browser.waitFor("the expanded center reading Preparing", Self.reads("\(bubble) .island-open", "Preparing"))
                Self.save(browser, "expanded")
                // Escape collapses it.
                try browser.call("Input.dispatchKeyEvent", ["type": "keyDown", "key": "Escape", "code": "Escape", "windowsVirtualKeyCode": 27])
                try browser.call("Input.dispatchKeyEvent", ["type": "keyUp", "key": "Escape", "code": "Escape", "windowsVirtualKeyCode": 27])
                try browser.waitFor("the island collapsed by Escape", """
                    !document.querySelector('#dynamic-island').hasAttribute('data-expanded')
                    """)
                try browser.waitFor("the compact size again", Self.atRest(bubble))
                // Expanded again, a click outside collapses it.
                try browser.click(bubble)
                try browser.waitFor("the island expanded again", "document.querySelector('#dynamic-island').hasAttribute('data-expanded')")
                try browser.click(".toolbar h1")
                try browser.waitFor("the island collapsed by a click outside", "!document.querySelector('#dynamic-island').hasAttribute('data-expanded')")
                // A click lands where the bubble is once it has sprung back (mid-spring it is taller).
                try browser.waitFor("the compact size again", Self.atRest(bubble))
                try browser.click(bubble)
                try browser.waitFor("the island expanded for the update", "document.querySelector('#dynamic-island').hasAttribute('data-expanded')")
            }

            // An update reaches the open island and the Lock Screen without a reload.
            await Self.asApp(server) { await first.update(Self.content(5, "On its way", relevance: 10)) }
            try await onBrowserThread {
                let browser = box.browser
                try browser.waitFor("the expanded island reading the update", Self.reads("\(bubble) .island-open", "On its way"))
                try browser.waitFor("the Lock Screen reading the update", Self.reads("#lock-screen-activities .variant-light", "5 min"))
                #expect(try browser.evaluate("document.querySelector('#dynamic-island').dataset.expanded") as? String == first.id,
                        "an update keeps the island open")
                #expect(try browser.evaluate("window.__wkSamePage === true") as? Bool == true, "updated live, without a page load")
                try browser.call("Input.dispatchKeyEvent", ["type": "keyDown", "key": "Escape", "code": "Escape", "windowsVirtualKeyCode": 27])
                try browser.waitFor("collapsed", "!document.querySelector('#dynamic-island').hasAttribute('data-expanded')")
            }

            // An update with an alert opens the island by itself for a moment, then closes it.
            await Self.asApp(server) {
                await first.update(Self.content(4, "Around the corner", relevance: 10),
                                   alertConfiguration: AlertConfiguration(title: "Almost there", body: "4 minutes", sound: .default))
            }
            try await onBrowserThread {
                let browser = box.browser
                try browser.waitFor("the alerting update opening the island", """
                    document.querySelector('#dynamic-island').dataset.expanded === \(DevToolsBrowser.literal(first.id)) &&
                      document.querySelector(\(DevToolsBrowser.literal(bubble))).hasAttribute('data-alerting')
                    """)
                try browser.waitFor("the alerting island reading the update", Self.reads("\(bubble) .island-open", "Around the corner"))
                Self.save(browser, "alert")
                try browser.waitFor("the island closing by itself after the alert", """
                    !document.querySelector('#dynamic-island').hasAttribute('data-expanded')
                    """, timeout: 60)
            }

            // A second activity: both minimal, the more relevant attached, the other detached; two Lock Screen entries.
            let second = try await Self.asApp(server) {
                try Activity.request(attributes: DeliveryAttributes(orderNumber: "77", courier: "Lee"),
                                     content: Self.content(30, "Preparing", relevance: 1))
            }
            try await onBrowserThread {
                let browser = box.browser
                try browser.waitFor("two minimal bubbles", """
                    document.querySelector('#dynamic-island').dataset.mode === 'minimal' &&
                      document.querySelectorAll('#dynamic-island .island-bubble').length === 2 &&
                      document.querySelectorAll('#lock-screen-activities .lock-activity').length === 2
                    """)
                let order = try browser.evaluate(
                    "Array.from(document.querySelectorAll('#dynamic-island .island-bubble')).map(b => b.dataset.activityId + ':' + b.className)"
                ) as? [String]
                #expect(order?.first?.hasPrefix("\(first.id):") == true && order?.first?.contains("island-attached") == true, "\(order ?? [])")
                #expect(order?.last?.hasPrefix("\(second.id):") == true && order?.last?.contains("island-detached") == true, "\(order ?? [])")
                try browser.waitFor("the detached bubble is a 36.67 pt circle",
                                    Self.width("#dynamic-island .island-detached", is: 36.67))
                Self.save(browser, "two")
                // Clicking the detached one expands that activity.
                try browser.click("#dynamic-island .island-detached")
                try browser.waitFor("the second expanded", """
                    document.querySelector('#dynamic-island').dataset.expanded === \(DevToolsBrowser.literal(second.id))
                    """)
                try browser.waitFor("the second's expanded island reading #77", Self.reads("#dynamic-island .island-detached .island-open", "#77"))
                try browser.call("Input.dispatchKeyEvent", ["type": "keyDown", "key": "Escape", "code": "Escape", "windowsVirtualKeyCode": 27])
                try browser.waitFor("collapsed", "!document.querySelector('#dynamic-island').hasAttribute('data-expanded')")
            }

            // Ending the first with .default: it leaves the island at once and stays, ended, on the
            // Lock Screen; ending the second with .immediate removes it everywhere.
            await Self.asApp(server) {
                await first.end(Self.content(0, "Delivered", relevance: 10), dismissalPolicy: .default)
                await second.end(nil, dismissalPolicy: .immediate)
            }
            try await onBrowserThread {
                let browser = box.browser
                try browser.waitFor("the island empty, the ended delivery on the Lock Screen", """
                    document.querySelector('#dynamic-island').dataset.mode === 'none' &&
                      document.querySelectorAll('#lock-screen-activities .lock-activity').length === 1 &&
                      document.querySelector('#lock-screen-activities .lock-activity').dataset.state === 'ended'
                    """)
                try browser.waitFor("the ended entry reading Delivered", Self.reads("#lock-screen-activities .variant-light", "Delivered"))
            }

            // Dark: the Lock Screen entry draws its dark variant; the island is black either way.
            let third = try await Self.asApp(server) {
                try Activity.request(attributes: DeliveryAttributes(orderNumber: "5", courier: "Kim"),
                                     content: Self.content(8, "On its way"))
            }
            try await onBrowserThread {
                let browser = box.browser
                try browser.navigate(baseURL + "/?appearance=dark")
                try browser.waitFor("the dark page with its island", """
                    document.body.dataset.appearance === 'dark' && document.body.dataset.live === 'open' &&
                      document.querySelector('#dynamic-island').dataset.mode === 'compact'
                    """)
                #expect(try browser.evaluate(
                    "document.querySelectorAll('#lock-screen-activities .variant-dark').length === 2 && document.querySelectorAll('#lock-screen-activities .variant-light').length === 0"
                ) as? Bool == true)
                try browser.click("#dynamic-island .island-bubble")
                try browser.waitFor("the dark island expanded", Self.width("#dynamic-island .island-bubble", is: 408))
                Self.save(browser, "dark")
            }
            _ = third
        } catch {
            throw BrowserTestError("\(error)\n--- server output ---\n\(server.log.suffix(3000))")
        }
    }
}
