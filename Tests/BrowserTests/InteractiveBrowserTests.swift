import Foundation
import Testing
import TestSupport

/// Interactive widgets in a real browser: the example bundle's Tally on the home screen of a
/// real `example-widgets serve` process, clicked in headless Chromium. Its buttons and toggle
/// run App Intents in the server; the page shows the new entry without reloading.
@Suite("Interactive widgets in headless Chromium")
struct InteractiveBrowserTests {
    @Test("Click Tally's + button, see the count change; flip its toggle, it flips at once and stays flipped",
          .timeLimit(.minutes(10)))
    func tallyInChromium() async throws {
        try await onBrowserThread {
            let server = try ServerProcess()
            defer { server.stop() }
            let browser = try DevToolsBrowser(width: 1000, height: 900)
            defer { browser.close() }
            do {
                try Self.steps(browser: browser, baseURL: server.baseURL)
            } catch {
                throw BrowserTestError("\(error)\n--- server output ---\n\(server.log.suffix(3000))")
            }
        }
    }

    /// Not a timed test: with `WIDGETKIT_MEASURE_TAPS=<count>` it clicks Tally's + that many
    /// times, one after the other, and prints the time from each click to the new entry painted
    /// (the tile's fragment swapped in and the next animation frame drawn).
    @Test("Click-to-paint latency of a tap (set WIDGETKIT_MEASURE_TAPS)", .timeLimit(.minutes(10)),
          .enabled(if: ProcessInfo.processInfo.environment["WIDGETKIT_MEASURE_TAPS"] != nil))
    func tapLatency() async throws {
        let count = Int(ProcessInfo.processInfo.environment["WIDGETKIT_MEASURE_TAPS"] ?? "") ?? 100
        try await onBrowserThread {
            let server = try ServerProcess()
            defer { server.stop() }
            let browser = try DevToolsBrowser(width: 1000, height: 900)
            defer { browser.close() }
            try browser.navigate(server.baseURL)
            try browser.waitFor("the home screen with its event stream open", HomeScreenBrowserTests.liveHomeScreen)
            let id = try #require(try HomeScreenBrowserTests.tileID(browser, kind: "Tally"), "a Tally tile")
            try browser.waitFor("the Tally to show 0", Self.shows("#tile-\(id) .variant-light", "0"))
            let times = try browser.evaluate("""
                (async function (n, id) {
                  var times = [];
                  for (var i = 0; i < n; i++) {
                    var button = document.querySelector('#tile-' + id + ' .variant-light button.wk-control[aria-label="Add one"]');
                    var updated = new Promise(function (resolve) {
                      document.addEventListener('wk-updated', function handler(event) {
                        if (event.detail.id === id) { document.removeEventListener('wk-updated', handler); resolve(); }
                      });
                    });
                    var start = performance.now();
                    button.click();
                    await updated;
                    await new Promise(function (resolve) { requestAnimationFrame(function () { requestAnimationFrame(resolve); }); });
                    times.push(performance.now() - start);
                  }
                  return times;
                })(\(count), \(DevToolsBrowser.literal(id)))
                """) as? [Double] ?? []
            #expect(times.count == count)
            let sorted = times.sorted()
            func percentile(_ p: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
            print("Tap to painted entry over \(count) taps: p50 \(Int(percentile(0.5))) ms, p99 \(Int(percentile(0.99))) ms, max \(Int(sorted.last ?? 0)) ms")
        }
    }

    /// Whether the tile's accessible text (what a screen reader reads) includes a node reading exactly `text`.
    static func shows(_ tile: String, _ text: String) -> String {
        """
        Array.from(document.querySelectorAll(\(DevToolsBrowser.literal(tile + " .wk-a11y div")))).some(e => e.textContent.trim() === \(DevToolsBrowser.literal(text)))
        """
    }

    static func steps(browser: DevToolsBrowser, baseURL: String) throws {
        try browser.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "light"]]])
        try browser.navigate(baseURL)
        try browser.waitFor("the home screen with its event stream open", HomeScreenBrowserTests.liveHomeScreen)
        let id = try #require(try HomeScreenBrowserTests.tileID(browser, kind: "Tally"), "a Tally tile")
        let tile = "#tile-\(id) .variant-light"
        try browser.waitFor("the Tally to show 0", shows(tile, "0"))
        _ = try browser.evaluate("window.__wkSamePage = true")

        // The controls are real, named buttons and a switch.
        let names = try browser.evaluate(
            "Array.from(document.querySelectorAll(\(DevToolsBrowser.literal(tile + " .wk-control")))).map(e => e.tagName + ':' + e.getAttribute('aria-label'))"
        ) as? [String]
        #expect(names == ["BUTTON:Take one away", "BUTTON:Add one", "INPUT:Locked"])

        // Click − at 0: the intent throws; the widget stays as it was and nothing is left pending.
        _ = try browser.evaluate("""
            window.__wkPerformed = []; document.addEventListener('wk-performed', function (e) { window.__wkPerformed.push(e.detail.ok); }); true
            """)
        try browser.click("\(tile) button.wk-control[aria-label='Take one away']")
        try browser.waitFor("the failed tap to be answered", "window.__wkPerformed.length === 1")
        #expect(try browser.evaluate("window.__wkPerformed[0]") as? Bool == false)
        try browser.waitFor("the Tally to still show 0, not pending",
                            "\(shows(tile, "0")) && !document.querySelector('#tile-\(id)').hasAttribute('data-pending')")

        // Click +: the intent runs in the server, the widget reloads, the page shows 1, then 2.
        let plus = "\(tile) button.wk-control[aria-label='Add one']"
        // From the tap until the new entry, the invalidatable count shows as pending.
        let pendingAtOnce = try browser.evaluate("""
            (function(){ document.querySelector(\(DevToolsBrowser.literal(plus))).click();
              var inv = document.querySelector(\(DevToolsBrowser.literal(tile + " .wk-invalidatable")));
              return document.querySelector('#tile-\(id)').hasAttribute('data-pending') && inv !== null &&
                inv.matches('.tile[data-pending] .wk-invalidatable'); })()
            """) as? Bool
        #expect(pendingAtOnce == true, "the count is dimmed at once")
        try browser.waitFor("the Tally to show 1, no longer pending",
                            "\(shows(tile, "1")) && !document.querySelector('#tile-\(id)').hasAttribute('data-pending')")
        try browser.click(plus)
        try browser.waitFor("the Tally to show 2", shows(tile, "2"))
        // The keyboard: focus − and press Space.
        _ = try browser.evaluate("document.querySelector(\(DevToolsBrowser.literal(tile + " button.wk-control[aria-label='Take one away']"))).focus()")
        try browser.call("Input.dispatchKeyEvent", ["type": "keyDown", "key": " ", "code": "Space", "text": " ", "windowsVirtualKeyCode": 32])
        try browser.call("Input.dispatchKeyEvent", ["type": "keyUp", "key": " ", "code": "Space", "windowsVirtualKeyCode": 32])
        try browser.waitFor("the Tally to show 1 after Space on −", shows(tile, "1"))

        // Flip the toggle: checked at once, the server's drawing follows, and after the intent's
        // reload it stays on (and the buttons are disabled while locked).
        let toggle = "\(tile) input.wk-control[role=switch]"
        #expect(try browser.evaluate("document.querySelector(\(DevToolsBrowser.literal(toggle))).checked") as? Bool == false)
        try browser.click(toggle)
        #expect(try browser.evaluate("document.querySelector(\(DevToolsBrowser.literal(toggle))).checked") as? Bool == true,
                "the switch flips at once")
        try browser.waitFor("the locked entry: the switch on and no enabled buttons", """
            (function(){ var s = document.querySelector(\(DevToolsBrowser.literal(toggle)));
              return s !== null && s.checked && s.hasAttribute('checked') &&
                document.querySelectorAll(\(DevToolsBrowser.literal(tile + " button.wk-control"))).length === 0 &&
                !document.querySelector('#tile-\(id)').hasAttribute('data-pending'); })()
            """)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try browser.evaluate("document.querySelector(\(DevToolsBrowser.literal(toggle))).checked") as? Bool == true,
                "stays flipped")
        #expect(try browser.evaluate(shows(tile, "1")) as? Bool == true)
        #expect(try browser.evaluate("window.__wkSamePage === true") as? Bool == true, "updated live, without a page load")
    }
}
