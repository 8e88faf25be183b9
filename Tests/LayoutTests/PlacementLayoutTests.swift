import Foundation
import Testing
import DisplayList
@testable import ViewCore

/// A view is drawn with the layout that sized it: a parent places a child in the size the
/// child chose for the parent's proposal, and the child does not lay itself out again for that
/// size (as SwiftUI places a subview with the proposal that sized it). Laying out again can
/// differ: a text that shrank to fit 150 points, proposed its own narrower width, shrinks again.
@MainActor
@Suite("Placing with the layout that sized a view")
struct PlacementLayoutTests {
    let headline = "Checking again at 9:56 in the morning"

    /// A single-line text that must shrink to fit the width.
    private var shrinking: some View {
        Text(headline).font(.system(size: 17)).lineLimit(1).minimumScaleFactor(0.5)
    }

    @Test("A shrinking text in a stack is drawn at the size and scale it was measured at")
    func shrinkingTextInStack() throws {
        let list = layout(VStack { shrinking }.background(Color.blue), in: CGSize(width: 150, height: 100))
        let text = try #require(list.textItems.first)
        let stack = try frame(of: blue, in: list)
        // The stack is as wide as the text it measured; the drawn text fills exactly that width.
        #expect(approximately(text.frame.width, stack.width, tolerance: 0.001), "\(text.frame) in \(stack)")
        #expect(text.frame.width <= 150 && text.frame.width > 140)
        // The same scale as the text proposed 150 points on its own.
        let alone = try #require(layout(shrinking, in: CGSize(width: 150, height: 100)).textItems.first)
        let font = try #require(text.lines.first?.runs.first?.font.size)
        let aloneFont = try #require(alone.lines.first?.runs.first?.font.size)
        #expect(font == aloneFont)
        #expect(approximately(text.frame.size.width, alone.frame.size.width, tolerance: 0.001))
    }

    @Test("A shrinking line under wrapped texts keeps the scale it was measured at")
    func shrinkingLineUnderWrappedTexts() throws {
        // An empty state as a headlines widget shows it: a centered message of three texts.
        let message = VStack(spacing: 4) {
            Image(systemName: "newspaper").font(.system(size: 24)).padding(.bottom, 2)
            Text("No top stories right now").font(.subheadline).fontWeight(.semibold).lineLimit(2)
            Text("There are no headlines for France yet.").font(.caption).lineLimit(3)
            Text("Checking again at 9:56 AM").font(.caption2).lineLimit(1).minimumScaleFactor(0.8)
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        let size = CGSize(width: 138, height: 138)
        let texts = layout(message, in: size).textItems
        #expect(texts.count == 4)
        let line = try #require(texts.last)
        // Measured alone at the same width, the line chooses this size and font size.
        let alone = try #require(layout(
            Text("Checking again at 9:56 AM").font(.caption2).lineLimit(1).minimumScaleFactor(0.8),
            in: CGSize(width: 138, height: 138)).textItems.first)
        #expect(alone.frame.width < 138 && alone.frame.width > 130)
        #expect(approximately(line.frame.width, alone.frame.width, tolerance: 0.001), "\(line.frame) vs \(alone.frame)")
        #expect(line.lines.first?.runs.first?.font.size == alone.lines.first?.runs.first?.font.size)
    }

    @Test("Nested stacks place their children where their measurement put them")
    func nestedStacks() throws {
        let view = HStack(alignment: .top) {
            VStack(alignment: .leading) {
                shrinking
                Text("Second line").font(.caption)
            }
            Spacer()
            Color.blue.frame(width: 20, height: 20)
        }
        let list = layout(view, in: CGSize(width: 170, height: 100))
        let texts = list.textItems
        #expect(texts.count == 2)
        let square = try frame(of: blue, in: list)
        // The shrinking text ends before the spacer's minimum and the square.
        let first = try #require(texts.first)
        #expect(first.frame.maxX <= square.minX - 8 + 0.001, "\(first.frame) overlaps \(square)")
        // Its lines stay inside its frame.
        let lineWidth = try #require(first.lines.first?.width)
        #expect(lineWidth <= first.frame.width + 0.001)
    }
}
