import Foundation
import Testing
import DisplayList
import TextEngine
@testable import ViewCore

/// Issue 31, item 1: San Francisco's tracking by point size, carried over to Inter, makes text as
/// wide as iOS draws it (docs/TYPOGRAPHY.md has the table and the method).
@Suite struct SystemFontTrackingTests {
    @Test("SF Pro's tracking per size, as the Human Interface Guidelines publish it (1/1000 em)")
    func higTable() {
        let pinned: [(Double, Double)] = [
            (6, 41), (10, 12), (11, 6), (12, 0), (13, -6), (15, -16), (16, -20), (17, -26), (20, -23),
            (22, -12), (24, 3), (28, 14), (34, 12), (48, 8), (80, 0),
        ]
        for (size, thousandths) in pinned {
            #expect(abs(SystemFontTracking.sfTracking(at: size) - thousandths / 1000) < 1e-9, "at \(size) pt")
        }
        // Between the table's sizes the tracking is interpolated; beyond its ends, held.
        #expect(abs(SystemFontTracking.sfTracking(at: 16.5) - (-0.023)) < 1e-9)
        #expect(abs(SystemFontTracking.sfTracking(at: 4) - 0.041) < 1e-9)
        #expect(SystemFontTracking.sfTracking(at: 200) == 0)
        #expect(SystemFontTracking.sfTracking(at: .nan) == 0)
    }

    @Test("Inter's tracking per text style, in points")
    func interTrackingPerStyle() {
        let pinned: [(Font.TextStyle, Double)] = [
            (.largeTitle, 0.0748), (.title, 0.1176), (.title2, -0.4796), (.title3, -0.5864), (.body, -0.4607),
            (.callout, -0.3376), (.subheadline, -0.2565), (.footnote, -0.0923), (.caption, -0.0132), (.caption2, 0.0539),
        ]
        for (style, points) in pinned {
            let spec = Font.system(style).resolve(dynamicTypeSize: .large)
            #expect(abs(spec.tracking - points) < 0.0001, "\(style): \(spec.tracking)")
        }
    }

    @Test("Only the system font is tracked; explicit tracking and kerning add to it")
    func whoIsTracked() {
        #expect(Font.custom("Avenir", size: 17).resolve(dynamicTypeSize: .large).tracking == 0)
        #expect(Font.system(size: 17, design: .monospaced).resolve(dynamicTypeSize: .large).tracking == 0)
        #expect(Font.system(size: 17, design: .rounded).resolve(dynamicTypeSize: .large).families == FontSpec.roundedFamilies)
        #expect(Font.system(size: 17, design: .serif).resolve(dynamicTypeSize: .large).families.first == "Caladea")
        #expect(Font.body.monospaced().resolve(dynamicTypeSize: .large).families.first == "JetBrains Mono")
        let system = Font.system(size: 17).resolve(dynamicTypeSize: .large)
        #expect(abs(system.tracking - SystemFontTracking.interTracking(at: 17)) < 1e-9)
    }

    /// The width of `sample` in `font`, with the font's tracking or none.
    func width(_ font: FontSpec, tracked: Bool) -> Double {
        var font = font
        if !tracked { font.tracking = 0 }
        let request = TextLayoutRequest(runs: [StyledRun(text: Self.sample, font: font)])
        return Double(TextEngine.current.layout(request).size.width)
    }

    static let sample = "The quick brown fox jumps over the lazy dog"

    @Test("At each measured style and weight, text is within 1% of SF's width on iOS",
          arguments: [
              // (style, weight, how much wider untracked Inter drew than iOS in issue 31's renders)
              (Font.TextStyle.body, Font.Weight.regular, 0.055), (.callout, .bold, 0.045), (.title2, .bold, 0.045),
              (.subheadline, .semibold, 0.038), (.caption, .regular, 0.005), (.caption2, .regular, -0.014),
          ])
    func widthsMatchSF(style: Font.TextStyle, weight: Font.Weight, untrackedExcess: Double) {
        let spec = Font.system(style, weight: weight).resolve(dynamicTypeSize: .large)
        let untracked = width(spec, tracked: false)
        let tracked = width(spec, tracked: true)
        let sfWidth = untracked / (1 + untrackedExcess)
        #expect(abs(tracked / sfWidth - 1) <= 0.01, "\(style) \(weight.value): \(tracked) pt against SF's \(sfWidth) pt")
        #expect(abs(untracked / sfWidth - 1) > abs(tracked / sfWidth - 1) || abs(untrackedExcess) < 0.01,
                "tracking brings \(style) closer to SF")
    }
}
