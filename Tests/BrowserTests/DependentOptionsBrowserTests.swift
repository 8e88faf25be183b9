import Foundation
import Testing
import TestSupport

/// The Edit form asks again for a picker's dynamic options when another field changes, with
/// the values it shows (options that depend on another parameter follow the form before it is
/// saved): the Shortcuts app's dynamic widget, whose buttons come from its intent handler.
@Suite("Dependent options in the Edit form, in headless Chromium")
struct DependentOptionsBrowserTests {
    @Test("toggling a field re-asks the dynamic picker's options with the form's values", .timeLimit(.minutes(10)))
    func dependentOptions() async throws {
        try await onBrowserThread {
            let folder = try PageFolder(prefix: "wk-dependent")
            defer { folder.remove() }
            let tally = folder.url.appendingPathComponent("Tally"), shortcuts = folder.url.appendingPathComponent("Shortcuts")
            try FileManager.default.createSymbolicLink(at: tally, withDestinationURL: ServerProcess.product("tally-widgets"))
            try FileManager.default.createSymbolicLink(at: shortcuts, withDestinationURL: ServerProcess.product("shortcuts-widgets"))
            let server = try ServerProcess(program: tally, arguments: ["--bundle", shortcuts.path], timeout: 60)
            defer { server.stop() }
            let browser = try DevToolsBrowser(width: 1000, height: 1100)
            defer { browser.close() }
            do {
                try Self.steps(browser: browser, baseURL: server.baseURL)
            } catch {
                throw BrowserTestError("\(error)\n--- server output ---\n\(server.log.suffix(3000))")
            }
        }
    }

    static func steps(browser: DevToolsBrowser, baseURL: String) throws {
        try browser.navigate(baseURL)
        try browser.waitFor("the home screen with its event stream open", HomeScreenBrowserTests.liveHomeScreen)
        let tile = ".tile[data-kind=\"Shortcuts/DynamicShortcutsWidget\"]"
        // The tile with its Edit Widget button: on a busy machine the extension's first render can
        // fail, and the page then draws an unavailable tile (no button) until the entry arrives.
        try browser.waitFor("the dynamic Shortcuts tile, rendered", "document.querySelector('\(tile) .tile-configure') !== null", timeout: 120)
        try browser.click("#edit-button")
        try browser.click("\(tile) .tile-configure")
        try browser.waitFor("the Edit Widget form with its buttons loaded", """
            document.querySelector('#configure-dialog').open &&
            document.querySelector('#configure-form [data-parameter=selectButtons] .config-picker') !== null &&
            Array.from(document.querySelectorAll('#configure-form [data-parameter=selectButtons] .config-picker'))
              .every(function (box) { return box.dataset.loaded === 'true'; })
            """, timeout: 30)
        _ = try browser.evaluate("""
            (function(){ window.__wkOptionURLs = []; var original = window.fetch;
              window.fetch = function(url, options) {
                if (String(url).indexOf('/configuration/options/') >= 0) { window.__wkOptionURLs.push(decodeURIComponent(String(url))); }
                return original.apply(this, arguments);
              };
              return true; })()
            """)
        let before = try browser.evaluate("document.querySelector('#configure-form [data-parameter=showWeather] input').checked") as? Bool ?? false
        try browser.click("#configure-form [data-parameter=showWeather] input")
        try browser.waitFor("the buttons' options asked for again with the form's values", """
            window.__wkOptionURLs.some(function (u) {
              return u.indexOf('/options/selectButtons?values=') >= 0 && u.indexOf('"showWeather":\(!before)') >= 0; })
            """)
        // The pickers are filled again and keep what they showed.
        try browser.waitFor("the pickers filled again", """
            Array.from(document.querySelectorAll('#configure-form [data-parameter=selectButtons] select'))
              .every(function (select) { return select.options.length > 1; })
            """)
        if let path = ProcessInfo.processInfo.environment["WIDGETKIT_SCREENSHOT_DIR"] {
            try? browser.screenshot().write(to: URL(fileURLWithPath: path).appendingPathComponent("dependent-options-form.png"))
        }
        // Changing a picker itself does not ask for its own options again.
        let count = try browser.evaluate("window.__wkOptionURLs.length") as? Int ?? 0
        _ = try browser.evaluate("""
            (function(){ var s = document.querySelector('#configure-form [data-parameter=selectButtons] select');
              s.value = s.options[s.options.length - 1].value; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()
            """)
        let after = try browser.evaluate("window.__wkOptionURLs.filter(function (u) { return u.indexOf('/options/selectButtons') >= 0; }).length") as? Int ?? 0
        #expect(after == count, "no request for the picker that changed: \(count) before, \(after) after")
    }
}
