import Foundation
import DisplayList
import HTMLRenderer
import Testing
import ViewCore
import WidgetRendering

/// `ProgressView(timerInterval:)` in a real browser: the page's live script moves the bar on.
@Suite("Live progress bars in headless Chromium")
struct LiveProgressBrowserTests {
    @Test("A timer-interval bar rendered empty grows with the clock in the page", .timeLimit(.minutes(2)))
    func barAdvances() async throws {
        // Rendered at the interval's start (an empty bar counting up); the page opens 30 s later.
        let start = Date().addingTimeInterval(-30), end = start.addingTimeInterval(60)
        let html = await MainActor.run {
            let view = VStack {
                ProgressView(timerInterval: start...end, countsDown: false)
            }
            let list = WidgetLayout.displayList(
                for: view, environment: RenderEnvironment(family: .systemSmall, date: start, displayScale: 1))
            return HTMLRenderer().renderDocument(list, title: "Timer")
        }
        #expect(html.contains("data-live-progress=\""))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wk-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("widget.html")
        try html.write(to: page, atomically: true, encoding: .utf8)

        try await Self.onThread {
            let browser = try DevToolsBrowser(width: 400, height: 300)
            defer { browser.close() }
            try browser.navigate(page.absoluteString)
            let bar = "document.querySelector('[data-live-progress]')"
            try browser.waitFor("the live bar to grow", "\(bar) !== null && parseFloat(\(bar).style.width) > 0")
            let values = try browser.evaluate("""
                (function () { var el = \(bar);
                  return [parseFloat(el.style.width), Number(el.getAttribute('data-live-progress-length')),
                          el.getBoundingClientRect().width, Date.now()]; })()
                """) as? [Double]
            let numbers = try #require(values)
            let (width, length, drawn, now) = (numbers[0], numbers[1], numbers[2], numbers[3])
            // Half the interval has passed (give or take the test's own seconds).
            let expected = length * (now / 1000 - start.timeIntervalSince1970) / 60
            #expect(abs(width - expected) <= length * 2 / 60, "width \(width), expected about \(expected) of \(length)")
            #expect(width > length * 0.4 && width < length * 0.7)
            // Chromium lays boxes out in 1/64 px units, so the drawn width is the style's width
            // rounded to one of those.
            #expect(abs(drawn - width) <= 1.0 / 64 + 0.001, "drawn \(drawn), style \(width)")
            // The script's own formula agrees with the Swift one.
            let scripted = try browser.evaluate("WidgetKitLive.progressWidth(\(bar), \(now))") as? Double
            let live = LiveProgress(start: start, end: end, countsDown: false, length: length, minimumLength: 4)
            #expect(abs((scripted ?? -1) - live.width(at: Date(timeIntervalSince1970: now / 1000))) < 0.01)
        }
    }

    static func onThread(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }
}
