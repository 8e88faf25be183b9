// Issue 27's long tail as widget extensions write it: a glucose chart whose points cast a shadow
// (Swift Charts' `shadow(color:radius:x:y:)`), a row size picked per family
// (`SidebarRowSize`), a rounding helper that qualifies `Darwin.round`, a hue computed from
// `Decimal`s through `CGFloat(truncating:)`, and Apple's default shadow colour
// `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
import WidgetKit
import SwiftUI
import Charts
import Foundation
import Testing
import DisplayList
import WidgetRendering

private struct Reading: Identifiable {
    let minute: Int
    let value: Double
    var id: Int { minute }
}

private struct GlucoseChart: View {
    let readings: [Reading]
    let shadowed: Bool

    var body: some View {
        Chart {
            ForEach(readings) { reading in
                let point = PointMark(x: .value("Minute", reading.minute), y: .value("mg/dL", reading.value))
                    .symbolSize(16)
                if shadowed {
                    point.shadow(color: Color.black.opacity(0.25), radius: 2, x: 0, y: 1).foregroundStyle(Color.green)
                } else {
                    point.foregroundStyle(Color.green)
                }
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .containerBackground(.black, for: .widget)
    }
}

extension WidgetFamily {
    fileprivate var rowSize: SidebarRowSize {
        switch self {
        case .systemSmall: .small
        case .systemLarge: .large
        default: .medium
        }
    }
}

extension Double {
    fileprivate func rounded(toDecimalPlaces places: Int) -> Double {
        let multiplier = Darwin.pow(10.0, Double(places))
        return Darwin.round(self * multiplier) / multiplier
    }
}

private func hue(for glucose: Decimal, low: Decimal, target: Decimal) -> CGFloat {
    let ratio = CGFloat(truncating: (glucose - low) / (target - low) as NSNumber)
    return ratio * 120 / 360
}

@MainActor
@Suite("Long-tail idioms: chart shadows, SidebarRowSize, Darwin-qualified math, CGFloat(truncating:)")
struct LongTailIdiomTests {
    private func shadows(_ list: DisplayList) -> [Shadow] {
        list.allItems.compactMap { if case .group(let group) = $0 { group.shadow } else { nil } }
    }

    @Test("shadow(color:radius:x:y:) on marks: every point casts the shadow given; without it none does")
    func chartShadow() {
        let readings = (0..<6).map { Reading(minute: $0 * 5, value: 100 + Double($0 * 12)) }
        let shadowed = expectingBinaryRoundTrip(
            WidgetLayout.displayList(for: GlucoseChart(readings: readings, shadowed: true), environment: RenderEnvironment(family: .systemSmall)))
        let found = shadows(shadowed)
        #expect(found.count == readings.count, "\(found)")
        let first = found.first
        #expect(first?.radius == 2)
        #expect(first?.y == 1)
        #expect(first.map { abs($0.color.alpha - 0.25) < 0.001 } == true, "\(String(describing: first))")
        let plain = WidgetLayout.displayList(for: GlucoseChart(readings: readings, shadowed: false), environment: RenderEnvironment(family: .systemSmall))
        #expect(shadows(plain).isEmpty)
    }

    @Test("The default shadow colour is black at a third: Color(.sRGBLinear, white: 0, opacity: 0.33)")
    func linearWhite() {
        let environment = EnvironmentValues()
        let black = Color(.sRGBLinear, white: 0, opacity: 0.33).resolve(in: environment)
        #expect(black.red == 0 && black.alpha == 0.33)
        // A linear mid grey is lighter once encoded in sRGB (0.5 linear is 0.735 in sRGB).
        let grey = Color(.sRGBLinear, white: 0.5).resolve(in: environment)
        #expect(abs(grey.red - 0.7354) < 0.001, "\(grey)")
        #expect(Color(white: 0.5).resolve(in: environment).red == 0.5)
    }

    @Test("SidebarRowSize: the three sizes; the environment says .medium whatever is set, as on iOS")
    func sidebarRowSize() {
        #expect(WidgetFamily.systemSmall.rowSize == .small)
        #expect(WidgetFamily.systemMedium.rowSize == .medium)
        var environment = EnvironmentValues()
        #expect(environment.sidebarRowSize == .medium)
        environment.sidebarRowSize = .large
        #expect(environment.sidebarRowSize == .medium)
    }

    @Test("Darwin.round, Darwin.pow and the other qualified C math functions compile and compute as the C library")
    func darwinQualified() {
        #expect(2.345.rounded(toDecimalPlaces: 2) == 2.35)
        #expect(Darwin.round(-2.5) == -3)
        #expect(Darwin.floor(CGFloat(2.7)) == 2)
        #expect(Darwin.ceil(Float(2.1)) == 3)
        #expect(Darwin.fmod(7.5, 2) == 1.5)
        #expect(abs(Darwin.atan2(1.0, 1.0) - Double.pi / 4) < 1e-12)
        #expect(Darwin.log10(1000.0) == 3)
    }

    @Test("CGFloat(truncating:) and CGFloat(exactly:) take an NSNumber, as Apple's Core Graphics overlay bridges it")
    func cgFloatFromNumber() {
        #expect(abs(hue(for: 140, low: 70, target: 140) - 1.0 / 3) < 1e-9)
        #expect(CGFloat(exactly: NSNumber(value: 0.5)) == 0.5)
        #expect(CGFloat(truncating: NSNumber(value: 3)) == 3)
    }
}
