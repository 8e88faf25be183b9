import Foundation
import Testing
import TestSupport

/// A widget button that performs an `OpenURLIntent` (iOS 18), clicked in headless Chromium: the
/// hosted probe's Open button opens `probe://opened?from=extension`, an app's URL, so the page
/// goes to `/open`, which shows the URL the app would receive.
@Suite("OpenURLIntent in headless Chromium")
struct OpenURLBrowserTests {
    @Test("clicking a hosted widget's OpenURLIntent button takes the page to the app's URL", .timeLimit(.minutes(10)))
    func opensAppURL() async throws {
        try await onBrowserThread {
            let folder = URL(fileURLWithPath: "/tmp/wk-open-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let program = folder.appendingPathComponent("open-widgets")
            try FileManager.default.createSymbolicLink(at: program, withDestinationURL: ServerProcess.product("ProbeWidgetsV1"))
            // The first start places one widget of each kind, the hosted probe too.
            let server = try ServerProcess(arguments: ["--bundle", program.path])
            defer { server.stop() }
            let browser = try DevToolsBrowser(width: 1000, height: 900)
            defer { browser.close() }
            do {
                try browser.navigate(server.baseURL)
                try browser.waitFor("the home screen with its event stream open", HomeScreenBrowserTests.liveHomeScreen)
                let control = #".tile[data-kind="open-widgets/Probe"] .variant-light .wk-control[data-control="14"]"#
                try browser.waitFor("the probe's Open button", """
                    (document.querySelector(\(DevToolsBrowser.literal(control))) || {}).dataset?.intent === 'OpenURLIntent'
                    """, timeout: 30)
                _ = try browser.evaluate("document.querySelector(\(DevToolsBrowser.literal(control))).click(); true")
                try browser.waitFor("the page to follow the app's URL", """
                    location.pathname === '/open' && document.body && document.body.innerText.includes('probe://opened?from=extension')
                    """)
            } catch {
                throw BrowserTestError("\(error)\n--- server output ---\n\(server.log.suffix(3000))")
            }
        }
    }
}
