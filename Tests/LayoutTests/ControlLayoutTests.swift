import Foundation
import Testing
import DisplayList
@testable import ViewCore

@MainActor
@Suite("Progress views and gauges")
struct ControlLayoutTests {
    func capsules(_ list: DisplayList) -> [CGRect] {
        list.allItems.compactMap { item in
            if case .shape(let s) = item, s.outline == .capsule { return s.frame }
            return nil
        }
    }

    @Test("A linear progress view fills its track by the fraction")
    func linearProgress() throws {
        let list = layout(ProgressView(value: 0.25).frame(width: 200), in: CGSize(width: 300, height: 100))
        let bars = capsules(list)
        #expect(bars.count == 2)
        #expect(approximately(bars[0].width, 200))
        #expect(approximately(bars[1].width, 50))
    }

    @Test("ProgressView(timerInterval:) shows the fraction elapsed at render time")
    func timerProgress() throws {
        var environment = EnvironmentValues()
        let start = Date(timeIntervalSince1970: 0)
        environment.renderDate = start.addingTimeInterval(75)
        let list = layout(ProgressView(timerInterval: start...start.addingTimeInterval(100), countsDown: false).frame(width: 100),
                          in: CGSize(width: 300, height: 100), environment: environment)
        let bars = capsules(list)
        #expect(bars.count == 2)
        #expect(approximately(bars[1].width, 75))
        #expect(list.textItems.first?.live?.intervalEnd == start.addingTimeInterval(100))
    }

    @Test("A linear gauge clamps its value into the bounds")
    func linearGauge() throws {
        let list = layout(Gauge(value: 150, in: 0...100) { Text("Battery") }.frame(width: 120),
                          in: CGSize(width: 300, height: 100))
        let bars = capsules(list)
        #expect(bars.count == 2)
        #expect(approximately(bars[0].width, bars[1].width))
        #expect(list.textItems.first?.string == "Battery")
    }

    @Test("An accessory circular gauge is an open 270° ring with a marker dot and its value label inside")
    func circularGauge() throws {
        let list = layout(Gauge(value: 0.5) { Text("UV") } currentValueLabel: { Text("5") }.gaugeStyle(.accessoryCircular),
                          in: CGSize(width: 76, height: 76))
        let shapes = shapeItems(list)
        // One stroked arc (no filled part) and one filled dot.
        let strokes = shapes.filter { $0.stroke != nil }
        #expect(strokes.count == 1)
        let arc = try #require(strokes.first)
        #expect(arc.stroke?.lineCap == .round)
        guard case .path(let elements) = arc.outline, case .move(let start) = elements.first else {
            Issue.record("expected an arc path")
            return
        }
        // The ring is 58 pt, centred in 76: centre (38, 38), radius 29 − 3 = 26. The arc starts at
        // 135° (bottom left) and ends at 45° (bottom right), leaving the bottom quarter open.
        let radius = 26.0, center = 38.0
        #expect(approximately(start.x, center + radius * cos(135 * .pi / 180), tolerance: 0.01))
        #expect(approximately(start.y, center + radius * sin(135 * .pi / 180), tolerance: 0.01))
        let end = try #require(elements.last.flatMap { element -> CGPoint? in
            if case .curve(let to, _, _) = element { return to }
            if case .line(let to) = element { return to }
            return nil
        })
        #expect(approximately(end.x, center + radius * cos(45 * .pi / 180), tolerance: 0.05))
        #expect(approximately(end.y, center + radius * sin(45 * .pi / 180), tolerance: 0.05))
        // Half way through 270° from 135° is 270°: the top of the ring.
        let dot = try #require(shapes.first { $0.outline == .ellipse })
        #expect(dot.fill != nil && dot.stroke == nil)
        #expect(approximately(dot.frame.midX, center, tolerance: 0.01))
        #expect(approximately(dot.frame.midY, center - radius, tolerance: 0.01))
        #expect(approximately(dot.frame.width, 9))
        let label = try #require(list.textItems.first)
        #expect(label.string == "5")
        #expect(approximately(label.frame.midX, 38, tolerance: 0.5))
        #expect(approximately(label.frame.midY, 38, tolerance: 1))
    }

    @Test("The marker follows the value; bounds labels sit in the gap at the bottom")
    func circularGaugeMarkerAndBounds() throws {
        let list = layout(
            Gauge(value: 20, in: 0...80) { Text("Temp") } currentValueLabel: { Text("20") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("80") }
                .gaugeStyle(.accessoryCircular),
            in: CGSize(width: 76, height: 76))
        let dot = try #require(shapeItems(list).first { $0.outline == .ellipse })
        // A quarter of the range: 135° + 67.5° = 202.5°, left of centre and a little above it.
        let angle = 202.5 * Double.pi / 180
        #expect(approximately(dot.frame.midX, 38 + 26 * cos(angle), tolerance: 0.01))
        #expect(approximately(dot.frame.midY, 38 + 26 * sin(angle), tolerance: 0.01))
        let texts = Dictionary(uniqueKeysWithValues: list.textItems.map { ($0.string, $0.frame) })
        let minimum = try #require(texts["0"]), maximum = try #require(texts["80"]), value = try #require(texts["20"])
        #expect(minimum.midY > value.maxY && maximum.midY > value.maxY)
        #expect(minimum.midX < 38 && maximum.midX > 38)
        #expect(texts["Temp"] == nil)
    }

    @Test("An accessory circular capacity gauge is a closed ring filled to the value")
    func circularCapacityGauge() throws {
        let list = layout(Gauge(value: 0.25) { Text("B") }.gaugeStyle(.accessoryCircularCapacity), in: CGSize(width: 76, height: 76))
        let strokes = shapeItems(list).filter { $0.stroke != nil }
        #expect(strokes.count == 2)
        guard case .path(let track) = strokes[0].outline, case .move(let trackStart) = track.first,
              case .path(let fill) = strokes[1].outline, case .move(let fillStart) = fill.first else {
            Issue.record("expected two arcs")
            return
        }
        // Both start at the top; no dot.
        #expect(approximately(trackStart.x, 38, tolerance: 0.01) && approximately(trackStart.y, 12, tolerance: 0.01))
        #expect(approximately(fillStart.x, 38, tolerance: 0.01))
        #expect(!shapeItems(list).contains { $0.outline == .ellipse })
    }

    @Test("ProgressView(timerInterval:) marks its filled bar live, with the interval and the track's length")
    func timerProgressIsLive() throws {
        var environment = EnvironmentValues()
        let start = Date(timeIntervalSince1970: 0), end = start.addingTimeInterval(100)
        environment.renderDate = start
        let list = layout(ProgressView(timerInterval: start...end).frame(width: 100),
                          in: CGSize(width: 300, height: 100), environment: environment)
        let live = shapeItems(list).filter { $0.liveProgress != nil }
        #expect(live.count == 1)
        let shape = try #require(live.first)
        #expect(shape.liveProgress == LiveProgress(start: start, end: end, countsDown: true, length: 100, minimumLength: 4))
        #expect(approximately(shape.frame.width, 100))
        // Counting up from the start, the bar is empty but still there, for the browser to grow.
        let up = layout(ProgressView(timerInterval: start...end, countsDown: false).frame(width: 100),
                        in: CGSize(width: 300, height: 100), environment: environment)
        let empty = shapeItems(up).filter { $0.liveProgress != nil }
        #expect(empty.count == 1 && empty.first?.frame.width == 0)
        // A plain value progress view is not live.
        let plain = layout(ProgressView(value: 0.5).frame(width: 100), in: CGSize(width: 300, height: 100))
        #expect(!shapeItems(plain).contains { $0.liveProgress != nil })
    }
}
