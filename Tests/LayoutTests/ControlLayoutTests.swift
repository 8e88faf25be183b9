import Foundation
import Testing
import DisplayList
@testable import ViewCore

@MainActor
@Suite("Progress views and gauges")
struct ControlLayoutTests {
    func capsules(_ list: DisplayList) -> [CGRect] {
        allItems(list).compactMap { item in
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

    @Test("An accessory circular gauge draws a ring with its value label inside")
    func circularGauge() throws {
        let list = layout(Gauge(value: 0.5) { Text("UV") } currentValueLabel: { Text("5") }.gaugeStyle(.accessoryCircular),
                          in: CGSize(width: 76, height: 76))
        let strokes = allItems(list).filter { if case .shape(let s) = $0 { return s.stroke != nil } else { return false } }
        #expect(strokes.count == 2)
        let label = try #require(list.textItems.first)
        #expect(label.string == "5")
        #expect(approximately(label.frame.midX, 38, tolerance: 0.5))
    }
}
