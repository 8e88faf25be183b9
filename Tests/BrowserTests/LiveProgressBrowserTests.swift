import Foundation
import DisplayList
import HTMLRenderer
import Testing
import ViewCore
import WidgetRendering

/// `ProgressView(timerInterval:)` in a real browser: the page's live script moves the bar on.
@Suite("Live progress bars in headless Chromium")
struct LiveProgressBrowserTests {
    @Test("A timer-interval bar rendered empty grows with the clock in the page", .timeLimit(.minutes(10)))
    func barAdvances() async throws {
        // Rendered at the interval's start (an empty bar counting up); the page opens half way
        // through. A ten-minute interval leaves the bar between 40% and 70% however long the
        // browser takes to start on a loaded machine.
        let start = Date().addingTimeInterval(-300), end = start.addingTimeInterval(600)
        let html = await MainActor.run {
            let view = VStack {
                ProgressView(timerInterval: start...end, countsDown: false)
            }
            let list = WidgetLayout.displayList(
                for: view, environment: RenderEnvironment(family: .systemSmall, date: start, displayScale: 1))
            return HTMLRenderer().renderDocument(list, title: "Timer")
        }
        #expect(html.contains("data-live-progress=\""))
        let folder = try PageFolder(prefix: "wk-live")
        defer { folder.remove() }
        let page = try folder.write(html, named: "widget.html")

        try await onBrowserThread {
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
            let expected = length * (now / 1000 - start.timeIntervalSince1970) / 600
            #expect(abs(width - expected) <= length * 2 / 600, "width \(width), expected about \(expected) of \(length)")
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

    @Test("A circular timer-interval ring's arc follows the clock in the page", .timeLimit(.minutes(10)))
    func ringAdvances() async throws {
        // Four minutes counting up, rendered at its start (an empty ring, hidden), opened 5 s in:
        // the arc grows by 1.5° a second, so two screenshots 14 ticks apart differ clearly (21°),
        // and a browser slow to start on a loaded machine (minutes, beside `stress`) still finds
        // the ring far from full. (With one minute, a browser that took 50 s to get there found a
        // ring that could no longer grow 14 ticks' worth, and waited in vain.)
        let duration = 240.0
        let start = Date().addingTimeInterval(-5), end = start.addingTimeInterval(duration)
        let (html, ring) = try await MainActor.run { () throws -> (String, ShapeItem) in
            let view = ProgressView(timerInterval: start...end, countsDown: false) { EmptyView() } currentValueLabel: { EmptyView() }
                .progressViewStyle(.circular).frame(width: 200, height: 200)
            let list = WidgetLayout.displayList(
                for: view, environment: RenderEnvironment(family: .systemLarge, date: start, displayScale: 1))
            let rings = list.allItems.compactMap { item -> ShapeItem? in
                if case .shape(let shape) = item, shape.liveProgress?.path != nil { shape } else { nil }
            }
            return (HTMLRenderer().renderDocument(list, title: "Ring"), try #require(rings.first))
        }
        #expect(html.contains("visibility=\"hidden\""))
        let folder = try PageFolder(prefix: "wk-live")
        defer { folder.remove() }
        let page = try folder.write(html, named: "widget.html")
        let lineWidth = ring.stroke?.lineWidth ?? 0
        let radius = Double(min(ring.frame.width, ring.frame.height)) / 2 - lineWidth / 2
        let length = try #require(ring.liveProgress?.length)

        try await onBrowserThread {
            let browser = try DevToolsBrowser(width: 500, height: 500)
            defer { browser.close() }
            try browser.navigate(page.absoluteString)
            let arc = "document.querySelector('path[data-live-progress]')"
            try browser.waitFor("the live ring to show", "\(arc) !== null && \(arc).getAttribute('visibility') === null")
            // The drawn ring sits in an <svg> as large as its frame plus a line width on each side.
            let box = try browser.rectangle(of: "svg:has(> path[data-live-progress])")
            let center = CGPoint(x: box.midX, y: box.midY)

            /// The dash the script set, the time it is read, and the fraction of the ring drawn in the
            /// fill's colour, sampled every half degree on the stroke's centre line from the top.
            func measure() throws -> (dash: Double, now: Double, drawn: Double) {
                for _ in 0..<10 {
                    let before = try browser.evaluate("\(arc).getAttribute('stroke-dasharray')") as? String
                    let shot = try Screenshot(png: browser.screenshot())
                    let values = try browser.evaluate("[\(arc).getAttribute('stroke-dasharray'), Date.now()]") as? [Any]
                    // A tick between the two reads moved the arc: measure again.
                    guard let after = values?.first as? String, after == before, let now = values?.last as? Double else { continue }
                    var filled = 0
                    for step in 0..<720 {
                        let angle = (-90 + Double(step) / 2) * .pi / 180
                        let x = Double(center.x) + radius * cos(angle), y = Double(center.y) + radius * sin(angle)
                        let luminance = shot.luminances(in: CGRect(x: x.rounded(.down) - 0.5, y: y.rounded(.down) - 0.5, width: 2, height: 2)).first ?? 255
                        if luminance < 170 { filled += 1 }
                    }
                    let dash = Double(after.split(separator: " ").first ?? "") ?? -1
                    return (dash, now, Double(filled) / 720)
                }
                throw BrowserTestError("The ring kept changing between two reads")
            }
            let first = try measure()
            try browser.waitFor("a few more ticks", "parseFloat(\(arc).getAttribute('stroke-dasharray')) > \(first.dash + length * 14 / duration)")
            let second = try measure()
            for sample in [first, second] {
                // The dash is the fraction done when the script last ticked (at most a second ago).
                let done = (sample.now / 1000 - start.timeIntervalSince1970) / duration
                #expect(sample.dash <= length * done + 0.01 && sample.dash >= length * (done - 1.5 / duration),
                        "dash \(sample.dash) of \(length), \(done) done")
                // What Chromium drew: the dash plus the round caps (half a line width at each end),
                // give or take a sample at each end.
                let expected = (sample.dash + lineWidth) / length
                #expect(abs(sample.drawn - expected) <= 2.0 / 720 + 0.005, "drawn \(sample.drawn), expected \(expected)")
            }
            #expect(second.drawn - first.drawn > 1.0 / 20, "first \(first.drawn), second \(second.drawn)")
            // The script's own formula agrees with the Swift one.
            let scripted = try browser.evaluate("WidgetKitLive.progressWidth(\(arc), \(second.now))") as? Double
            let live = try #require(ring.liveProgress)
            #expect(abs((scripted ?? -1) - live.width(at: Date(timeIntervalSince1970: second.now / 1000))) < 0.01)
        }
    }
}
