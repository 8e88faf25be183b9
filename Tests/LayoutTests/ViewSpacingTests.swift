import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

/// Issue 16, item 2: a stack without a spacing of its own spaces each pair of neighbours as they
/// prefer (SwiftUI's `ViewSpacing`), not a flat 8 points.
@MainActor
@Suite struct ViewSpacingTests {
    let canvas = CGSize(width: 300, height: 400)
    /// One line of `.body` (17 pt) and of `.caption` (12 pt), SF-tall and rounded up at 3×.
    let bodyHeight = pixelCeil(17 * (sfAscent + sfDescent), scale: 3)

    @Test func captionUnderBodySitsOneCaptionLeadingBelow() throws {
        // iOS: between a `.body` text and a `.caption` text in a VStack the baselines are
        // 17.3 pt apart (about 1.5 pt between the boxes); a flat 8 pt made it 23.7.
        let list = layout(
            VStack(alignment: .leading) {
                Text("Title").font(.body)
                Text("Subtitle").font(.caption)
            }, in: canvas, scale: 3)
        let title = try #require(textItems("Title", in: list).first)
        let subtitle = try #require(textItems("Subtitle", in: list).first)
        // The rule: the lower text's leading (caption 12/16: 16 − 12 × 1.193 = 1.68 pt), rounded
        // up to the pixel: 2 pt between the boxes.
        let gap = (16 - 12 * (sfAscent + sfDescent) - 0.0001) * 3
        let expectedGap = gap.rounded(.up) / 3
        #expect(approximately(expectedGap, 2, tolerance: 0.0001))
        #expect(approximately(subtitle.frame.minY - title.frame.maxY, expectedGap, tolerance: 0.0001))
        #expect(approximately(title.frame.height, bodyHeight, tolerance: 0.0001))
        let baselines = Double(subtitle.lines[0].origin.y - title.lines[0].origin.y)
        #expect(approximately(baselines, bodyHeight + expectedGap + 12 * sfAscent - 17 * sfAscent, tolerance: 0.0001))
        // Within one pixel at 3× of what iOS measured.
        #expect(abs(baselines - 17.3) <= 1.0 / 3, "baselines \(baselines) pt apart")
    }

    @Test func textBesideAShapeInAnHStackIsEightPoints() throws {
        // iOS: between an HStack's text and image, 8 pt.
        let list = layout(
            HStack {
                Text("Label").font(.body)
                Color(red: 1, green: 59 / 255, blue: 48 / 255).frame(width: 20, height: 20)
            }, in: canvas, scale: 3)
        let label = try #require(textItems("Label", in: list).first)
        let square = try frame(of: red, in: list)
        #expect(approximately(square.minX - label.frame.maxX, 8, tolerance: 0.0001))
    }

    @Test func shapesAboveAndBelowTextFollowTheTextsLineHeight() throws {
        // SwiftUI's rule for text and another view: a tenth of the line height (rounded up to
        // the pixel) beyond the line, from the ascent above the text and from the cap height
        // (at least the descent) below it.
        let list = layout(
            VStack(spacing: nil) {
                Color(red: 1, green: 59 / 255, blue: 48 / 255).frame(width: 20, height: 20)
                Text("Middle").font(.body)
                Color(red: 0, green: 122 / 255, blue: 1).frame(width: 20, height: 20)
            }, in: canvas, scale: 3)
        let above = try frame(of: red, in: list)
        let below = try frame(of: blue, in: list)
        let text = try #require(textItems("Middle", in: list).first)
        let line = 17 * (sfAscent + sfDescent)
        let natural = (line * 0.1 * 3 - 0.0001).rounded(.up) / 3
        #expect(approximately(text.frame.minY - above.maxY, line + natural - 17 * sfAscent, tolerance: 0.0001))
        let belowGap = max(line + natural - 17 * sfCapHeight, natural + 17 * sfDescent)
        #expect(approximately(below.minY - text.frame.maxY, belowGap, tolerance: 0.0001))
    }

    @Test func shapesAndStacksOfShapesAreEightPointsApart() throws {
        let list = layout(
            VStack {
                Color(red: 1, green: 59 / 255, blue: 48 / 255).frame(width: 20, height: 20)
                HStack {
                    Color(red: 0, green: 122 / 255, blue: 1).frame(width: 20, height: 20)
                    Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255).frame(width: 20, height: 20)
                }
            }, in: canvas)
        let top = try frame(of: red, in: list)
        let left = try frame(of: blue, in: list)
        let right = try frame(of: green, in: list)
        #expect(approximately(left.minY - top.maxY, 8))
        #expect(approximately(right.minX - left.maxX, 8))
    }

    @Test func nothingBetweenASpacerAndItsNeighbours() throws {
        // A spacer's minimum length is the space: a fixed-size row of 10 + Spacer + 10 is 28.
        let list = layout(
            HStack {
                Color(red: 1, green: 59 / 255, blue: 48 / 255).frame(width: 10, height: 10)
                Spacer()
                Color(red: 0, green: 122 / 255, blue: 1).frame(width: 10, height: 10)
            }.fixedSize(), in: canvas)
        let left = try frame(of: red, in: list)
        let right = try frame(of: blue, in: list)
        #expect(approximately(right.minX - left.maxX, 8))
    }

    @Test func paddingMakesTheTextsEdgePlain() throws {
        // Padded edges prefer what a shape does: padded text over text is 8 + padding apart.
        let list = layout(
            VStack(alignment: .leading) {
                Text("Padded").font(.body).padding(.bottom, 4)
                Text("Next").font(.body)
            }, in: canvas, scale: 3)
        let padded = try #require(textItems("Padded", in: list).first)
        let next = try #require(textItems("Next", in: list).first)
        let line = 17 * (sfAscent + sfDescent)
        let natural = (line * 0.1 * 3 - 0.0001).rounded(.up) / 3
        #expect(approximately(next.frame.minY - padded.frame.maxY, 4 + line + natural - 17 * sfAscent, tolerance: 0.0001))
    }

    @Test func customLayoutsReadTheSameSpacing() throws {
        // A custom layout that places its subviews by their preferred spacing matches a VStack.
        struct Column: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var height = 0.0, width = 0.0
                for (index, subview) in subviews.enumerated() {
                    let size = subview.sizeThatFits(.unspecified)
                    if index > 0 { height += subviews[index - 1].spacing.distance(to: subview.spacing, along: .vertical) }
                    height += size.height
                    width = max(width, size.width)
                }
                return CGSize(width: width, height: height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for (index, subview) in subviews.enumerated() {
                    if index > 0 { y += subviews[index - 1].spacing.distance(to: subview.spacing, along: .vertical) }
                    subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                    y += subview.sizeThatFits(.unspecified).height
                }
            }
        }
        let custom = layout(Column() { Text("Title").font(.body); Text("Subtitle").font(.caption) }, in: canvas, scale: 3)
        let stack = layout(
            VStack(alignment: .leading) { Text("Title").font(.body); Text("Subtitle").font(.caption) }, in: canvas, scale: 3)
        func gap(_ list: DisplayList) -> CGFloat {
            guard let title = textItems("Title", in: list).first, let subtitle = textItems("Subtitle", in: list).first
            else { return .nan }
            return subtitle.frame.minY - title.frame.maxY
        }
        let customGap = gap(custom), stackGap = gap(stack)
        #expect(approximately(customGap, stackGap, tolerance: 0.0001))
        #expect(approximately(customGap, 2, tolerance: 0.0001))
        // Apple's values: the default is 8 points, zero is zero.
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero, along: .vertical) == 0)
    }

    @Test func gridsSpaceRowsAndColumnsAsTheirCellsPrefer() throws {
        // The same rule between a grid's rows, column by column: a caption row under a body row
        // is one caption leading (2 pt at 3×) below it.
        let texts = layout(
            Grid {
                GridRow { Text("Title").font(.body) }
                GridRow { Text("Subtitle").font(.caption) }
            }, in: canvas, scale: 3)
        let title = try #require(textItems("Title", in: texts).first)
        let subtitle = try #require(textItems("Subtitle", in: texts).first)
        #expect(approximately(subtitle.frame.minY - title.frame.maxY, 2, tolerance: 0.0001))
        // Shapes in neighbouring columns and rows stay 8 pt apart.
        let shapes = layout(
            Grid {
                GridRow {
                    Color(red: 1, green: 59 / 255, blue: 48 / 255).frame(width: 10, height: 10)
                    Color(red: 0, green: 122 / 255, blue: 1).frame(width: 10, height: 10)
                }
                GridRow { Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255).frame(width: 10, height: 10) }
            }, in: canvas)
        let first = try frame(of: red, in: shapes)
        #expect(approximately(try frame(of: blue, in: shapes).minX - first.maxX, 8))
        #expect(approximately(try frame(of: green, in: shapes).minY - first.maxY, 8))
    }
}
