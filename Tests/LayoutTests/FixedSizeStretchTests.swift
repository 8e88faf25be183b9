import Foundation
import Testing
import DisplayList
@testable import ViewCore

/// `fixedSize(horizontal:vertical:)` sizes its child with the ideal length on the fixed axis,
/// then places it with that length proposed, so flexible children stretch to it (issue 16,
/// item 1).
@MainActor
@Suite("fixedSize stretches flexible children")
struct FixedSizeStretchTests {
    /// On iOS the 3-pt bar beside two lines of text under `fixedSize(horizontal: false,
    /// vertical: true)` is drawn 28.7 pt tall: the text block's own height (10 pt, a shape's
    /// ideal height, before). Our text metrics differ, so the test derives the height from the
    /// text block laid out here.
    @Test("a bar beside a two-line text block is as tall as the block")
    func barMatchesTextBlock() throws {
        let list = layout(
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .top) {
                    RoundedRectangle(cornerRadius: 1.5).fill(Color.red).frame(width: 3)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Headline")
                        Text("Second line").font(.caption)
                    }
                }
                .fixedSize(horizontal: false, vertical: true)
                Color.blue
            },
            in: CGSize(width: 200, height: 200))
        let bar = try frame(of: red, in: list)
        let first = try textFrame("Headline", in: list), second = try textFrame("Second line", in: list)
        let block = first.union(second)
        #expect(block.height > 20, "two lines of text")
        #expect(approximately(bar, CGRect(x: 0, y: block.minY, width: 3, height: block.height)))
        #expect(approximately(first.minX, 3 + 8))
        // The row takes only its ideal height: the flexible colour below gets the rest.
        let below = try frame(of: blue, in: list)
        #expect(approximately(below.minY, block.maxY + 8))
        #expect(approximately(below.maxY, 200))
    }

    @Test("without fixedSize the bar takes the height the stack is offered")
    func barWithoutFixedSizeFillsOffer() throws {
        let list = layout(
            HStack(alignment: .top) {
                Color.red.frame(width: 3)
                Text("Headline")
            },
            in: CGSize(width: 200, height: 100))
        let bar = try frame(of: red, in: list)
        #expect(approximately(bar.minY, 0) && approximately(bar.height, 100) && approximately(bar.width, 3))
    }

    /// The same rule across: under `fixedSize(horizontal: true, vertical: false)` a VStack
    /// takes its widest text's width and a flexible rule below stretches to it.
    @Test("a rule under texts is as wide as the widest text")
    func ruleMatchesWidestText() throws {
        let list = layout(
            VStack(alignment: .leading, spacing: 4) {
                Text("Short")
                Text("A longer caption")
                Color.red.frame(height: 2)
            }
            .fixedSize(horizontal: true, vertical: false),
            in: CGSize(width: 300, height: 100))
        let short = try textFrame("Short", in: list), long = try textFrame("A longer caption", in: list)
        let rule = try frame(of: red, in: list)
        #expect(long.width > short.width)
        #expect(approximately(rule.width, long.width))
        #expect(approximately(rule.minX, long.minX))
        #expect(approximately(rule.height, 2))
        #expect(approximately(rule.minY, long.maxY + 4))
    }
}
