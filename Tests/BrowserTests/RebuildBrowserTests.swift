import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A rebuild while the page is open: `example-widgets serve --bundle PROGRAM` hosts the probe
/// bundle in an extension process; headless Chromium shows the home screen; the program's file
/// is swapped for another build (as the linker does: a new file renamed over the old one; here a
/// link to the other build, so the host sees another file); the
/// open page, never reloaded, shows the new build's widget.
@Suite("A rebuild in headless Chromium")
struct RebuildBrowserTests {
    @Test("a hosted bundle rebuilt while the page is open: the page shows the new build's render without reloading",
          .timeLimit(.minutes(10)))
    func rebuildWhileOpen() async throws {
        try await onBrowserThread {
            let folder = URL(fileURLWithPath: "/tmp/wk-rebuild-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let program = folder.appendingPathComponent("probe-widgets")
            // Links, not copies: a copy's write descriptor, inherited by a process another test
            // forks meanwhile, makes starting the program fail with ETXTBSY ("Text file busy").
            try FileManager.default.createSymbolicLink(at: program, withDestinationURL: ServerProcess.product("ProbeWidgetsV1"))

            // The first start places one widget of each kind, the hosted probe too.
            let server = try ServerProcess(arguments: ["--bundle", program.path])
            defer { server.stop() }
            let browser = try DevToolsBrowser(width: 1000, height: 900)
            defer { browser.close() }
            do {
                try Self.steps(browser: browser, baseURL: server.baseURL, program: program)
            } catch {
                throw BrowserTestError("\(error)\n--- server output ---\n\(server.log.suffix(3000))")
            }
            #expect(server.log.contains("was rebuilt"), "the host saw the new file")
        }
    }

    /// The probe tile's selector and whether its accessible text (what a screen reader reads, the
    /// text the widget draws) has a line matching `pattern`.
    static func shows(_ tile: String, _ pattern: String) -> String {
        """
        Array.from(document.querySelectorAll(\(DevToolsBrowser.literal(tile + " .wk-a11y div"))))
          .some(e => new RegExp(\(DevToolsBrowser.literal(pattern))).test(e.textContent.trim()))
        """
    }

    static func steps(browser: DevToolsBrowser, baseURL: String, program: URL) throws {
        try browser.navigate(baseURL)
        try browser.waitFor("the home screen with its event stream open", HomeScreenBrowserTests.liveHomeScreen)
        let id = try browser.waitFor("the hosted probe's tile", """
            (document.querySelector('.tile[data-kind="probe-widgets/Probe"]') || {dataset: {}}).dataset.instanceId || false
            """) as? String
        let tile = "#tile-\(try #require(id))"
        try browser.waitFor("the probe to show the first build", shows(tile, "^Probe v1 #[0-9]+$"), timeout: 30)
        #expect(try browser.evaluate(shows(tile, "^Probe v2")) as? Bool == false)
        _ = try browser.evaluate("window.__wkSamePage = true")

        // The rebuild: a new file renamed over the program, as a linker writing a new build does.
        let staging = program.deletingLastPathComponent().appendingPathComponent(".probe-widgets.new")
        try FileManager.default.createSymbolicLink(at: staging, withDestinationURL: ServerProcess.product("ProbeWidgetsV2"))
        let rebuilt = Date()
        guard rename(staging.path, program.path) == 0 else {
            throw BrowserTestError("Cannot replace \(program.path): errno \(errno)")
        }
        try browser.waitFor("the open page to show the second build", shows(tile, "^Probe v2 #[0-9]+$"), timeout: 30)
        print("Rebuild to the new render in the open page: \(String(format: "%.2f", Date().timeIntervalSince(rebuilt))) s")
        #expect(try browser.evaluate(shows(tile, "^Probe v1")) as? Bool == false, "the old build's text is gone")
        #expect(try browser.evaluate("window.__wkSamePage === true") as? Bool == true, "updated live, without a page load")
        // The tile is drawn, not an error or an Unavailable card.
        #expect(try browser.evaluate("document.querySelector(\(DevToolsBrowser.literal(tile))).innerText.includes('Unavailable')") as? Bool == false)
    }
}
