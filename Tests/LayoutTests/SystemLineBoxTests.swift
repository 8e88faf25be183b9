import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

/// Issue 16, item 3: lines of the system font are as tall as San Francisco's (ascent + descent
/// 1.193 em; Inter's own is 1.211 em), Dynamic Type styles put Apple's line height between
/// lines (body 17/22, caption 12/16), and a text's height is rounded up to the device pixel.
@MainActor
@Suite struct SystemLineBoxTests {
    let canvas = CGSize(width: 300, height: 400)

    @Test func bodyLineIsSFTallRoundedUpToThePixel() throws {
        // iOS: a one-line `.body` text is 17 × 1.193 = 20.29 pt, 20.33 at 3×, 20.5 at 2×.
        for scale in [2.0, 3.0] {
            let list = layout(Text("Hello").font(.body), in: canvas, scale: scale)
            let item = try #require(textItems("Hello", in: list).first)
            let expected = pixelCeil(17 * (sfAscent + sfDescent), scale: scale)
            #expect(approximately(item.frame.height, expected, tolerance: 0.0001), "at \(scale)×: \(item.frame.height)")
            // The baseline sits SF's ascent below the top of the box.
            let baseline = Double(item.lines[0].origin.y - item.frame.minY)
            #expect(approximately(baseline, 17 * sfAscent, tolerance: 0.0001))
        }
    }

    @Test func captionRowsPitchAtSFHeight() throws {
        // iOS: caption rows pitch 36.67 pt where Inter's taller box made them 36.83; the part
        // that is text is 12 × 1.193 = 14.32 pt, 14.33 at 3×.
        let list = layout(
            VStack(spacing: 0) { ForEach(0..<5) { index in Text("Row \(index)").font(.caption) } }, in: canvas, scale: 3)
        let tops = (0..<5).compactMap { textItems("Row \($0)", in: list).first?.frame.minY }
        #expect(tops.count == 5)
        let pitch = pixelCeil(12 * (sfAscent + sfDescent), scale: 3)
        #expect(approximately(pitch, 14.3333, tolerance: 0.001))
        for index in 1..<tops.count {
            #expect(approximately(tops[index] - tops[index - 1], pitch, tolerance: 0.0001))
        }
    }

    @Test func textStylesPutTheirLineHeightBetweenLines() throws {
        // Apple's typography table: body 17/22 at the default size, 23/29 at xxxLarge; a
        // fixed-size system font has no leading.
        let cases: [(Font, DynamicTypeSize, Double)] = [
            (.body, .large, 22), (.caption, .large, 16), (.body, .xxxLarge, 29),
            (.system(size: 17), .large, 17 * (sfAscent + sfDescent)),
        ]
        for (font, size, pitch) in cases {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            let list = layout(Text("One\nTwo").font(font), in: canvas, scale: 3, environment: environment)
            let item = try #require(textItems("One\nTwo", in: list).first)
            try #require(item.lines.count == 2)
            let baselines = item.lines.map { Double($0.origin.y) }
            #expect(approximately(baselines[1] - baselines[0], pitch, tolerance: 0.0001), "\(font) at \(size)")
            // Two lines and one leading between them, rounded up to the pixel.
            let pointSize = Double(item.lines[0].runs[0].font.size)
            let expected = pixelCeil(pitch + pointSize * (sfAscent + sfDescent), scale: 3)
            #expect(approximately(item.frame.height, expected, tolerance: 0.0001), "\(font) at \(size)")
        }
    }

    @Test func otherFontsKeepTheirOwnMetrics() throws {
        // A serif face is not the system font: its line is as tall as its own metrics.
        let list = layout(Text("Serif").font(.system(size: 17, design: .serif)), in: canvas, scale: 3)
        let item = try #require(textItems("Serif", in: list).first)
        #expect(abs(Double(item.frame.height) - pixelCeil(17 * (sfAscent + sfDescent), scale: 3)) > 0.3)
    }
}
