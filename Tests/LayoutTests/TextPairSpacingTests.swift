import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

/// Issue 31, item 2: the distance iOS puts between two texts in a `VStack` without a spacing,
/// pair by pair (docs/TYPOGRAPHY.md, "Two texts in a stack").
@MainActor
@Suite struct TextPairSpacingTests {
    let canvas = CGSize(width: 300, height: 400)

    /// The gap between the boxes of `upper` and `lower` (styles) laid out at 3×, and the pitch of
    /// their first baselines.
    func measure(_ upper: Font, _ lower: Font) throws -> (gap: Double, pitch: Double, upperHeight: Double) {
        let list = layout(
            VStack(alignment: .leading) {
                Text("Upper line").font(upper)
                Text("Lower line").font(lower)
            }, in: canvas, scale: 3)
        let top = try #require(textItems("Upper line", in: list).first)
        let bottom = try #require(textItems("Lower line", in: list).first)
        let gap = Double(bottom.frame.minY - top.frame.maxY)
        let pitch = Double(bottom.lines[0].origin.y - top.lines[0].origin.y)
        return (gap, pitch, Double(top.frame.height))
    }

    /// A text style's leading at the default size (its line height less SF's line box), rounded
    /// up to the pixel at 3×.
    func leading(lineHeight: Double, size: Double) -> Double {
        pixelCeil(max(0, lineHeight - size * (sfAscent + sfDescent)), scale: 3)
    }

    @Test("body over body: nothing between the boxes, baselines a line box (20.33 pt) apart")
    func bodyOverBody() throws {
        let (gap, pitch, height) = try measure(.body, .body)
        #expect(approximately(gap, 0, tolerance: 0.0001))
        #expect(approximately(height, 61.0 / 3, tolerance: 0.0001))
        #expect(approximately(pitch, 61.0 / 3, tolerance: 0.0001), "iOS: 20.33 pt")
    }

    @Test("body over caption: the caption's leading, 2 pt (baselines 17.3 pt apart on iOS)")
    func bodyOverCaption() throws {
        let (gap, _, _) = try measure(.body, .caption)
        #expect(approximately(gap, leading(lineHeight: 16, size: 12), tolerance: 0.0001))
        #expect(approximately(gap, 2, tolerance: 0.0001))
    }

    @Test("headline over subheadline: the subheadline's leading (20 − 17.90 pt), 2.33 pt")
    func headlineOverSubheadline() throws {
        let (gap, _, _) = try measure(.headline, .subheadline)
        #expect(approximately(gap, leading(lineHeight: 20, size: 15), tolerance: 0.0001))
        #expect(approximately(gap, 7.0 / 3, tolerance: 0.0001))
    }

    @Test("title over body: the body's leading (22 − 20.29 pt), 2 pt")
    func titleOverBody() throws {
        let (gap, _, _) = try measure(.title, .body)
        #expect(approximately(gap, 2, tolerance: 0.0001))
    }

    @Test("headline over body, caption over caption: one line box, nothing between")
    func sameLineBox() throws {
        #expect(approximately(try measure(.headline, .body).gap, 0, tolerance: 0.0001))
        #expect(approximately(try measure(.caption, .caption).gap, 0, tolerance: 0.0001))
    }

    @Test("caption over caption2: caption2's line height (13 pt) is under its box, nothing between")
    func captionOverCaption2() throws {
        let (gap, _, _) = try measure(.caption, .caption2)
        #expect(approximately(gap, 0, tolerance: 0.0001))
    }

    @Test("Three body texts step down by one line box each, not a line box and 2 pt")
    func bodyColumn() throws {
        let list = layout(
            VStack(alignment: .leading) {
                Text("One")
                Text("Two")
                Text("Three")
            }, in: canvas, scale: 3)
        let tops = try ["One", "Two", "Three"].map { try #require(textItems($0, in: list).first).frame.minY }
        #expect(approximately(tops[1] - tops[0], 61.0 / 3, tolerance: 0.0001))
        #expect(approximately(tops[2] - tops[1], 61.0 / 3, tolerance: 0.0001))
    }
}
