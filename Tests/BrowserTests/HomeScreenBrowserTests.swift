import Foundation
import Testing
import TestSupport

/// The home screen in a real browser: a real `example-widgets serve` process and headless
/// Chromium (Debian's `chromium`, driven over the DevTools protocol on a pipe).
///
/// A person's path through the page: it loads with its live stream connected; the gallery adds a
/// widget that renders; a timer ticks and a `WidgetCenter` reload swaps a tile in place; the
/// appearance control turns the widgets dark (checked on screenshots' pixels); tapping a widget
/// follows its `widgetURL` to the deep-link page.
@Suite("Home screen in headless Chromium")
struct HomeScreenBrowserTests {
    @Test("Add from the gallery, live updates, dark mode and a widget link", .timeLimit(.minutes(10)))
    func homeScreenInChromium() async throws {
        try await onBrowserThread { try Self.scenario() }
    }

    @Test("Edit a configurable widget through its generated form", .timeLimit(.minutes(10)))
    func editWidgetInChromium() async throws {
        try await onBrowserThread {
            let server = try ServerProcess()
            defer { server.stop() }
            let browser = try DevToolsBrowser(width: 1000, height: 900)
            defer { browser.close() }
            do {
                try Self.editSteps(server: server, browser: browser)
            } catch {
                throw BrowserTestError("\(error)\n--- server output ---\n\(server.log.suffix(3000))")
            }
        }
    }

    static func editSteps(server: ServerProcess, browser: DevToolsBrowser) throws {
        try browser.navigate(server.baseURL)
        try browser.waitFor("the home screen with its event stream open", liveHomeScreen)
        let weather = try #require(try tileID(browser, kind: "Weather"), "a Weather tile")
        let tile = "#tile-\(weather)"
        #expect(try browser.evaluate("document.querySelector('\(tile)').innerText.includes('Cupertino')") as? Bool == true)

        // Edit mode shows the widget's Edit Widget button; it opens the form built from the
        // intent's parameters, with the current values chosen.
        try browser.click("#edit-button")
        try browser.click("\(tile) .tile-configure")
        try browser.waitFor("the Edit Widget form", """
            document.querySelector('#configure-dialog').open && \
            document.querySelectorAll('#configure-form .config-field').length === 4 && \
            document.querySelector('#configure-form [data-parameter=city] .config-picker').dataset.loaded === 'true'
            """)
        #expect(try browser.evaluate("document.querySelector('#configure-title').textContent") as? String == "Weather")
        let cities = try browser.evaluate(
            "Array.from(document.querySelectorAll('#configure-form [data-parameter=city] option')).map(o => o.textContent)") as? [String]
        #expect(cities == ["Cupertino", "London", "Oslo", "Tokyo"])
        #expect(try browser.evaluate("document.querySelector('#configure-form [data-parameter=city] select').value") as? String == "cupertino")
        #expect(try browser.evaluate("document.querySelector('#configure-form [data-parameter=usesCelsius] input').checked") as? Bool == false)
        let form = try Screenshot(png: try browser.screenshot())
        let dialog = try browser.rectangle(of: "#configure-dialog")
        #expect(form.luminanceLevels(in: dialog.insetBy(dx: 8, dy: 8)) > 8, "the form is drawn")
        if let path = ProcessInfo.processInfo.environment["WIDGETKIT_SCREENSHOT_DIR"] {
            try? browser.screenshot().write(to: URL(fileURLWithPath: path).appendingPathComponent("edit-form.png"))
        }

        // The form follows the intent's parameter summary: the sentence's parameters (city, hours),
        // then those listed below it; unticking "Show the next hours" hides "Hours" at once, and
        // ticking it again brings it back in its place.
        let visibleFields = "Array.from(document.querySelectorAll('#configure-form .config-field')).filter(f => getComputedStyle(f).display !== 'none').map(f => f.dataset.parameter)"
        #expect(try browser.evaluate(visibleFields) as? [String] == ["city", "hours", "usesCelsius", "showsHours"])
        try browser.click("#configure-form [data-parameter=showsHours] input")
        try browser.waitFor("Hours to be hidden", "document.querySelector('#configure-form .config-fields').dataset.shown === 'city usesCelsius showsHours'")
        #expect(try browser.evaluate(visibleFields) as? [String] == ["city", "usesCelsius", "showsHours"])
        try browser.click("#configure-form [data-parameter=showsHours] input")
        try browser.waitFor("Hours to show again", "document.querySelector('#configure-form .config-fields').dataset.shown === 'city hours usesCelsius showsHours'")
        #expect(try browser.evaluate(visibleFields) as? [String] == ["city", "hours", "usesCelsius", "showsHours"])

        // Choose Oslo and Celsius, save: the tile shows Oslo in °C without a reload of the page.
        _ = try browser.evaluate("""
            (function(){ window.__wkSamePage = true; var s = document.querySelector('#configure-form [data-parameter=city] select');
              s.focus(); s.value = 'oslo'; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()
            """)
        try browser.click("#configure-form [data-parameter=usesCelsius] input")
        try browser.click("#configure-save")
        try browser.waitFor("the form to close", "!document.querySelector('#configure-dialog').open")
        try browser.waitFor("the Weather tile to show Oslo in Celsius", """
            (function(t){ return t.innerText.includes('Oslo') && t.innerText.includes('-3°'); })(document.querySelector('\(tile)'))
            """)
        #expect(try browser.evaluate("window.__wkSamePage === true") as? Bool == true, "updated live, without a page load")

        // The form opens again with the saved values.
        try browser.click("\(tile) .tile-configure")
        try browser.waitFor("the form with the saved city", """
            document.querySelector('#configure-dialog').open && \
            (document.querySelector('#configure-form [data-parameter=city] select') || {}).value === 'oslo' && \
            document.querySelector('#configure-form [data-parameter=usesCelsius] input').checked === true
            """)
        try browser.click("#configure-cancel")
        try browser.waitFor("the form to close after Cancel", "!document.querySelector('#configure-dialog').open")
    }

    /// The JavaScript for "the page is the home screen and its event stream is connected".
    static let liveHomeScreen = "document.querySelector('#home-screen') !== null && document.body.dataset.live === 'open'"

    static func scenario() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let browser = try DevToolsBrowser(width: 1000, height: 900)
        defer { browser.close() }
        do {
            try steps(server: server, browser: browser)
        } catch {
            throw BrowserTestError("\(error)\n--- server output ---\n\(server.log.suffix(3000))")
        }
    }

    static func steps(server: ServerProcess, browser: DevToolsBrowser) throws {
        // "Automatic" follows the browser's preference: make that light, so dark below can only
        // come from the page's own control.
        try browser.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "light"]]])

        // 1. The home screen loads and connects its live stream; the new data directory holds
        //    one widget of each kind.
        try browser.navigate(server.baseURL)
        try browser.waitFor("the home screen with its event stream open", liveHomeScreen)
        let initial = try tileIDs(browser)
        #expect(initial.count == 4, "a new data directory shows one widget of each kind")
        let kinds = try browser.evaluate("Array.from(document.querySelectorAll('.tile')).map(t => t.dataset.kind)") as? [String]
        #expect(kinds == ["Weather", "Countdown", "Steps", "Tally"])
        try browser.waitFor("every tile to be ready",
                            "Array.from(document.querySelectorAll('.tile')).every(t => t.dataset.state === 'ready')")

        // 2. Gallery: open it with its button, add a medium Weather widget.
        try browser.click("#gallery-button")
        try browser.waitFor("the gallery dialog to open", "document.querySelector('#gallery-dialog').open")
        do {
            try browser.waitFor("the gallery's previews to load",
                                "document.querySelector('#gallery-content').dataset.loaded === 'true' && document.querySelector('#add-Weather-systemMedium') !== null")
        } catch {
            let content = try? browser.evaluate("document.querySelector('#gallery-content').innerHTML.slice(0, 500)")
            throw BrowserTestError("\(error); the gallery holds: \(content ?? "?")")
        }
        let galleryText = try browser.evaluate("document.querySelector('#gallery-dialog').innerText") as? String ?? ""
        #expect(galleryText.contains("Countdown") && galleryText.contains("Counts down to your next event."))
        try browser.click("#add-Weather-systemMedium")
        try browser.waitFor("the page to reload with a fifth tile",
                            "document.querySelectorAll('.tile').length === 5 && \(liveHomeScreen)")
        let added = Set(try tileIDs(browser)).subtracting(initial)
        try #require(added.count == 1, "exactly one new tile after adding from the gallery")
        let newTile = "#tile-\(added.first!)"
        let newTileLiteral = DevToolsBrowser.literal(newTile)
        try browser.waitFor("the new tile to show its entry",
                            "(function(t){ return t && t.dataset.state === 'ready' && t.innerText.includes('Cupertino'); })(document.querySelector(\(newTileLiteral)))")
        let newTileInfo = try browser.evaluate("(function(t){ return [t.dataset.kind, t.dataset.family, t.dataset.position]; })(document.querySelector(\(newTileLiteral)))") as? [String]
        #expect(newTileInfo == ["Weather", "systemMedium", "4"], "the added widget is placed last in its family")
        let newWidget = try browser.rectangle(of: "\(newTile) .variant-light .wk-widget")
        #expect(abs(newWidget.width - 364) < 2 && abs(newWidget.height - 170) < 2, "a medium widget is 364×170: \(newWidget)")
        let addedShot = try Screenshot(png: try browser.screenshot())
        #expect(addedShot.luminanceLevels(in: newWidget.insetBy(dx: 8, dy: 8)) > 8,
                "the new widget is drawn (text and symbols), not an empty box")

        // 3. Live: the Countdown's timer ticks in the page…
        let countdown = try #require(try tileID(browser, kind: "Countdown"), "a Countdown tile")
        let timerSelector = DevToolsBrowser.literal("#tile-\(countdown) .variant-light [data-live-style=timer]")
        let firstTimer = try browser.waitFor("the Countdown's timer text",
                                             "(document.querySelector(\(timerSelector)) || {}).textContent") as? String ?? ""
        #expect(firstTimer.range(of: #"^\d+:\d\d:\d\d$"#, options: .regularExpression) != nil, "timer text: \(firstTimer)")
        try browser.waitFor("the Countdown's timer to tick past \(firstTimer)",
                            "document.querySelector(\(timerSelector)).textContent !== \(DevToolsBrowser.literal(firstTimer))",
                            timeout: 10)

        // …and a WidgetCenter reload from an "app process" swaps the tile's entry in without a
        // navigation (the page keeps its JavaScript state; the old DOM of the tile is replaced).
        let countdownLiteral = DevToolsBrowser.literal("#tile-\(countdown)")
        _ = try browser.evaluate("""
            window.__wkSamePage = true;
            document.querySelector(\(countdownLiteral)).querySelector('.tile-widget .wk-widget').setAttribute('data-stale', '1');
            document.querySelector(\(countdownLiteral)).getAttribute('data-version')
            """)
        try server.widgetCenterReload(kind: "Countdown")
        try browser.waitFor("the Countdown tile to be swapped in live after the WidgetCenter reload", """
            (function(t){ return t.hasAttribute('data-version') && t.querySelector('[data-stale]') === null && \
            t.dataset.state === 'ready' && t.innerText.includes('Team offsite'); })(document.querySelector(\(countdownLiteral)))
            """)
        #expect(try browser.evaluate("window.__wkSamePage === true") as? Bool == true, "the update came without reloading the page")

        // 4. Appearance: light now (pixels), dark after choosing it in the page's control.
        let countdownWidget = "#tile-\(countdown) .variant-light .wk-widget"
        let lightFrame = try browser.rectangle(of: countdownWidget)
        let lightShot = try Screenshot(png: try browser.screenshot())
        let lightLuminance = lightShot.medianLuminance(in: lightFrame.insetBy(dx: 12, dy: 12))
        #expect(lightLuminance > 200, "the Countdown's background is light in light mode (median luminance \(lightLuminance))")

        _ = try browser.evaluate("""
            (function(){ var s = document.querySelector('#appearance-select'); s.focus(); s.value = 'dark';
              s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()
            """)
        try browser.waitFor("the home screen to come back in dark appearance",
                            "document.body.dataset.appearance === 'dark' && \(liveHomeScreen) && document.querySelectorAll('.tile').length === 5")
        #expect(try browser.evaluate("location.search") as? String == "?appearance=dark" ||
                (try browser.evaluate("location.search") as? String ?? "").contains("appearance=dark"))
        #expect(try browser.evaluate("document.querySelector('#appearance-select').value") as? String == "dark")
        try browser.waitFor("the dark variant of the Countdown",
                            "document.querySelector(\(DevToolsBrowser.literal("#tile-\(countdown) .variant-dark .wk-widget"))) !== null")
        let darkFrame = try browser.rectangle(of: "#tile-\(countdown) .variant-dark .wk-widget")
        let darkShot = try Screenshot(png: try browser.screenshot())
        let darkLuminance = darkShot.medianLuminance(in: darkFrame.insetBy(dx: 12, dy: 12))
        #expect(darkLuminance < 60, "the Countdown's background is dark in dark mode (median luminance \(darkLuminance))")
        let darkWeather = try browser.rectangle(of: "\(newTile) .variant-dark .wk-widget")
        #expect(darkShot.medianLuminance(in: darkWeather.insetBy(dx: 12, dy: 12)) < lightLuminance,
                "the added Weather widget re-rendered for dark mode too")
        let cookie = try browser.evaluate("document.cookie") as? String ?? ""
        #expect(cookie.contains("wk_appearance=dark"), "the choice is remembered: \(cookie)")

        // 5. A tap on the Countdown follows its widgetURL to the deep-link page.
        try browser.click("#tile-\(countdown) .variant-dark a.wk-widget-link")
        try browser.waitFor("the deep-link page", "location.pathname === '/open' && document.querySelector('#deeplink-url') !== null")
        let deepLink = try browser.evaluate("document.querySelector('#deeplink-url').dataset.url") as? String
        #expect(deepLink == "examples://countdown")
        let shownURL = try browser.evaluate("document.querySelector('#deeplink-url').textContent") as? String
        #expect(shownURL == "examples://countdown")
        let query = try browser.evaluate("new URLSearchParams(location.search).get('url')") as? String
        #expect(query == "examples://countdown")
    }

    static func tileIDs(_ browser: DevToolsBrowser) throws -> [String] {
        try browser.evaluate("Array.from(document.querySelectorAll('.tile')).map(t => t.dataset.instanceId)") as? [String] ?? []
    }

    static func tileID(_ browser: DevToolsBrowser, kind: String) throws -> String? {
        try browser.evaluate("(document.querySelector('.tile[data-kind=\(kind)]') || {dataset: {}}).dataset.instanceId") as? String
    }
}
