import Foundation
import Testing
import TestSupport

/// Controls (iOS 18) in a real browser: the example bundle's Tally controls on the Control Center
/// panel of a real `example-widgets serve` process, clicked in headless Chromium. The lock toggle
/// flips at once, its intent runs in the server, the control settles on what its value provider
/// says and the Tally widget shows itself locked; the add button counts.
@Suite("Control Center in headless Chromium")
struct ControlCenterBrowserTests {
    @Test("Click the lock control: it flips at once, stays on after its intent, and the Tally widget locks; + adds one",
          .timeLimit(.minutes(10)))
    func controlsInChromium() async throws {
        try await onBrowserThread {
            let server = try ServerProcess()
            defer { server.stop() }
            let browser = try DevToolsBrowser(width: 1000, height: 1200)
            defer { browser.close() }
            do {
                try Self.steps(browser: browser, baseURL: server.baseURL)
            } catch {
                throw BrowserTestError("\(error)\n--- server output ---\n\(server.log.suffix(3000))")
            }
        }
    }

    static let lock = "#control-center .control[data-control-kind='com.example.tally.lock']"
    static let add = "#control-center .control[data-control-kind='com.example.tally.add']"

    static func attribute(_ browser: DevToolsBrowser, _ selector: String, _ name: String) throws -> String? {
        try browser.evaluate(
            "(function(){ var e = document.querySelector(\(DevToolsBrowser.literal(selector))); return e ? e.getAttribute(\(DevToolsBrowser.literal(name))) : null; })()"
        ) as? String
    }

    static func steps(browser: DevToolsBrowser, baseURL: String) throws {
        try browser.navigate(baseURL)
        try browser.waitFor("the home screen with its event stream open", HomeScreenBrowserTests.liveHomeScreen)
        _ = try browser.evaluate("window.__wkSamePage = true")
        let id = try #require(try HomeScreenBrowserTests.tileID(browser, kind: "Tally"), "a Tally tile")
        let tile = "#tile-\(id) .variant-light"
        try browser.waitFor("the Tally to show 0", InteractiveBrowserTests.shows(tile, "0"))

        // The panel: two named controls, their images loaded at Control Center's medium size.
        let names = try browser.evaluate(
            "Array.from(document.querySelectorAll('#control-center .control')).map(e => e.getAttribute('data-role') + ':' + e.getAttribute('aria-label'))"
        ) as? [String]
        #expect(names == ["button:Add to Tally", "toggle:Tally Lock"])
        try browser.waitFor("the controls' images drawn", """
            Array.from(document.querySelectorAll('#control-center .control img')).every(i => i.complete && i.naturalWidth === 320 && i.naturalHeight === 144)
            """)
        #expect(try attribute(browser, lock, "data-on") == "false")
        let version = Int(try attribute(browser, lock, "data-version") ?? "") ?? 0

        // + in Control Center: the intent runs in the server and the widget shows 1.
        try browser.click(add)
        try browser.waitFor("the Tally to show 1 after the control's tap", InteractiveBrowserTests.shows(tile, "1"))

        // The lock: on at once (its image asks for the on state), then on for good.
        let atOnce = try browser.evaluate("""
            (function(){ var b = document.querySelector(\(DevToolsBrowser.literal(lock))); b.click();
              return b.getAttribute('data-on') + ' ' + b.getAttribute('aria-pressed') + ' ' + (b.querySelector('img').getAttribute('src').indexOf('state=on') >= 0); })()
            """) as? String
        #expect(atOnce == "true true true", "the toggle flips at once")
        try browser.waitFor("the lock to settle on after its intent", """
            (function(){ var b = document.querySelector(\(DevToolsBrowser.literal(lock)));
              return b.getAttribute('data-state') === 'ready' && b.getAttribute('data-on') === 'true' &&
                parseInt(b.getAttribute('data-version'), 10) > \(version) &&
                b.querySelector('img').getAttribute('src').indexOf('state=') < 0 && b.querySelector('img').complete; })()
            """)
        // The widget reloads with the app's state: locked, its buttons gone.
        try browser.waitFor("the Tally widget locked", """
            (function(){ var s = document.querySelector(\(DevToolsBrowser.literal(tile + " input.wk-control[role=switch]")));
              return s !== null && s.checked && document.querySelectorAll(\(DevToolsBrowser.literal(tile + " button.wk-control"))).length === 0; })()
            """)
        // What the server says now, as an app would read it.
        let state = try browser.evaluate("""
            fetch('/api/controls').then(r => r.json()).then(list => list.filter(c => c.kind === 'com.example.tally.lock').map(c => c.isOn)[0])
            """)
        #expect(state as? Bool == true)
        #expect(try browser.evaluate("window.__wkSamePage === true") as? Bool == true, "updated live, without a page load")
    }
}
