import Foundation
import Testing
import TestSupport

/// The showcase as `scripts/start.sh` serves it: `tally-widgets serve` hosting the four seed
/// apps' bundle programs (each linked under its app's name), on a new data directory, in
/// headless Chromium.
@Suite("The showcase as five programs in headless Chromium")
struct ShowcaseBrowserTests {
    @Test("the first start places every app's widgets with sample data, offline, and the page draws them all",
          .timeLimit(.minutes(10)))
    func firstStart() async throws {
        try await onBrowserThread {
            let folder = try PageFolder(prefix: "wk-showcase")
            defer { folder.remove() }
            var links: [String: URL] = [:]
            for (app, product) in [("Tally", "tally-widgets"), ("Vocabulary", "vocabulary-widgets"), ("Congress", "congress-widgets"),
                                   ("Shortcuts", "shortcuts-widgets"), ("Headlines", "headlines-widgets")] {
                links[app] = folder.url.appendingPathComponent(app)
                try FileManager.default.createSymbolicLink(at: links[app]!, withDestinationURL: ServerProcess.product(product))
            }
            let bundles = ["Vocabulary", "Congress", "Shortcuts", "Headlines"].flatMap { ["--bundle", links[$0]!.path] }
            let server = try ServerProcess(program: links["Tally"]!, arguments: bundles, timeout: 60)
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
        try browser.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "light"]]])
        try browser.navigate(baseURL)
        try browser.waitFor("the home screen with its event stream open", HomeScreenBrowserTests.liveHomeScreen)
        let kinds = try browser.evaluate("Array.from(document.querySelectorAll('.tile')).map(t => t.dataset.kind)") as? [String]
        #expect(kinds == [
            "Tally", "Vocabulary/RandomTranslation", "Vocabulary/MostDifficultTranslations", "Congress/CongressVotes",
            "Shortcuts/StaticShortcutsWidget", "Shortcuts/DynamicShortcutsWidget", "Headlines/TopHeadlines",
        ])
        // Every tile past its placeholder, drawn (no Unavailable card), with its sample data.
        try browser.waitFor("every widget drawn", """
            (function(){ var tiles = Array.from(document.querySelectorAll('.tile'));
              return tiles.length === 7 && tiles.every(t => t.dataset.state === 'ready' && t.querySelector('.unavailable') === null &&
                t.querySelector('.wk-a11y div') !== null); })()
            """, timeout: 60)
        func text(_ kind: String) throws -> String {
            try browser.evaluate("document.querySelector('.tile[data-kind=\"\(kind)\"]').innerText") as? String ?? ""
        }
        #expect(try text("Tally").contains("Locked"))
        #expect(try text("Vocabulary/MostDifficultTranslations").contains("Most difficult"))
        #expect(try text("Congress/CongressVotes").contains("Yes"))
        #expect(try text("Shortcuts/StaticShortcutsWidget").contains("QuickPay"))
        #expect(try !text("Headlines/TopHeadlines").isEmpty)

        // The gallery names each program's app.
        let apps = try browser.evaluate("""
            fetch('/gallery?partial=1', {credentials: 'same-origin'}).then(r => r.text()).then(html => {
              var d = document.createElement('div'); d.innerHTML = html;
              return Array.from(d.querySelectorAll('h2.gallery-app')).map(h => h.textContent.trim()); })
            """)
        #expect(apps as? [String] == ["Tally", "Vocabulary", "Congress", "Shortcuts", "Headlines"])
    }
}
