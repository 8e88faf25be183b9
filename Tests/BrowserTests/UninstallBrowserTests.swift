import Foundation
import Testing
import TestSupport

/// A bundle installed into, then uninstalled from, a home screen open in headless Chromium:
/// the page follows both over its event stream, and its banner's Keep and Remove buttons do
/// what they say.
@Suite("Install and uninstall in headless Chromium")
struct UninstallBrowserTests {
    @Test("An install appears in the open page; uninstall's banner: Keep keeps, Remove removes", .timeLimit(.minutes(10)))
    func uninstallInChromium() async throws {
        try await onBrowserThread {
            let folder = URL(fileURLWithPath: "/tmp/wk-uninst-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let program = folder.appendingPathComponent("zeta-widgets")
            try ServerProcess.copyProduct("ProbeWidgetsV1", to: program)
            let server = try ServerProcess()
            defer { server.stop() }
            let browser = try DevToolsBrowser(width: 1000, height: 900)
            defer { browser.close() }
            do {
                try Self.steps(server: server, browser: browser, program: program)
            } catch {
                throw BrowserTestError("\(error)\n--- server output ---\n\(server.log.suffix(3000))")
            }
        }
    }

    static func run(_ program: URL, _ arguments: [String]) throws -> String {
        let (status, output) = try ServerProcess.run(program, arguments)
        #expect(status == 0, "\(output)")
        return output
    }

    static func steps(server: ServerProcess, browser: DevToolsBrowser, program: URL) throws {
        let dataDirectory = ["--data-dir", server.dataDirectory.path]
        try browser.navigate(server.baseURL)
        try browser.waitFor("the home screen with its event stream open", HomeScreenBrowserTests.liveHomeScreen)

        // Installed while the page is open: the gallery offers its widgets under its name.
        _ = try browser.evaluate("window.__wkBeforeInstall = true")
        _ = try run(program, ["install"] + dataDirectory)
        try browser.waitFor("the page to reload after the install (a layout event)",
                            "document.body.dataset.live === 'open' && !window.__wkBeforeInstall")
        try browser.click("#gallery-button")
        try browser.waitFor("the installed bundle in the gallery", """
            Array.from(document.querySelectorAll('#gallery-content .gallery-app')).some(h => h.textContent === 'zeta-widgets') && \
            document.querySelector('#gallery-content [data-action=add][data-kind="zeta-widgets/Probe"]') !== null
            """)
        try browser.click("#gallery-content [data-action=add][data-kind=\"zeta-widgets/Probe\"]")
        try browser.waitFor("its widget placed and drawn", """
            document.body.dataset.live === 'open' && \
            (document.querySelector('.tile[data-kind="zeta-widgets/Probe"]') || {innerText: ''}).innerText.includes('Probe v1')
            """)

        // uninstall asks the open page; Keep keeps the bundle and its widget.
        _ = try run(program, ["uninstall"] + dataDirectory)
        try browser.waitFor("the removal banner", """
            document.body.dataset.live === 'open' && \
            (document.querySelector('#bundle-removal-zeta-widgets') || {innerText: ''}).innerText.includes('Remove zeta-widgets and its 1 widget?')
            """)
        try browser.click("#bundle-removal-zeta-widgets [data-action=keep-bundle]")
        try browser.waitFor("the banner gone, the widget kept", """
            document.body.dataset.live === 'open' && document.querySelector('#bundle-removal-zeta-widgets') === null && \
            document.querySelector('.tile[data-kind="zeta-widgets/Probe"]') !== null
            """)

        // Again, and Remove: the widget goes, and so does the bundle from the gallery.
        _ = try run(program, ["uninstall"] + dataDirectory)
        try browser.waitFor("the removal banner again", "document.body.dataset.live === 'open' && document.querySelector('#bundle-removal-zeta-widgets') !== null")
        try browser.click("#bundle-removal-zeta-widgets [data-action=remove-bundle]")
        try browser.waitFor("the banner and the widget gone", """
            document.body.dataset.live === 'open' && document.querySelector('#bundle-removal-zeta-widgets') === null && \
            document.querySelector('.tile[data-kind^="zeta-widgets/"]') === null && document.querySelectorAll('.tile').length > 0
            """)
        try browser.click("#gallery-button")
        try browser.waitFor("the gallery without it", """
            document.querySelector('#gallery-content .gallery') !== null && \
            document.querySelector('#gallery-content [data-kind^="zeta-widgets/"]') === null
            """)
    }
}
