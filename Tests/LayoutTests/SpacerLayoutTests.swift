import Foundation
import Testing
import DisplayList
@testable import ViewCore

/// Spacers in stacks: within one layout-priority group, the other children are sized first
/// (over the length less the spacers' minimum lengths), then the spacers share what is left.
@MainActor
@Suite("Spacers in stacks")
struct SpacerLayoutTests {
    let long = "The quick brown fox jumps over the lazy dog near the river bank"

    /// The frame of the only text in `list`.
    private func textFrame(_ list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        try #require(list.textItems.first, "no text", sourceLocation: sourceLocation).frame
    }

    /// The size `text` chooses when it is proposed `proposal` on its own.
    private func size(of text: Text, proposed proposal: CGSize) throws -> CGSize {
        try textFrame(layout(text, in: proposal)).size
    }

    private func expectFrame(
        _ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(approximately(actual, expected, tolerance: 0.001), "\(actual) is not \(expected)",
                sourceLocation: sourceLocation)
    }

    @Test("A Text next to a Spacer in an HStack gets the width less the spacer's minimum")
    func textThenSpacerInHStack() throws {
        let list = layout(HStack { Text(long); Spacer() }.background(Color.blue), in: CGSize(width: 300, height: 200))
        // 300 − 8 (the spacer's minimum length; a spacer wants no spacing beside it, as in
        // SwiftUI), not half of 300.
        let expected = try size(of: Text(long), proposed: CGSize(width: 292, height: 200))
        #expect(expected.width > 146)
        expectFrame(try textFrame(list), CGRect(x: 0, y: (200 - expected.height) / 2,
                                               width: expected.width, height: expected.height))
        // The spacer takes the rest: the stack spans the whole width.
        expectFrame(try frame(of: blue, in: list), CGRect(x: 0, y: (200 - expected.height) / 2,
                                                          width: 300, height: expected.height))
    }

    @Test("A short Text next to a Spacer keeps its ideal width at the leading edge")
    func shortTextThenSpacer() throws {
        let list = layout(HStack { Text("Hello"); Spacer() }, in: CGSize(width: 300, height: 100))
        let ideal = try size(of: Text("Hello"), proposed: CGSize(width: 300, height: 100))
        expectFrame(try textFrame(list), CGRect(x: 0, y: (100 - ideal.height) / 2, width: ideal.width, height: ideal.height))
    }

    @Test("A Text above a Spacer in a VStack gets the height less the spacer's minimum")
    func textThenSpacerInVStack() throws {
        let list = layout(VStack { Text(long); Spacer() }, in: CGSize(width: 120, height: 100))
        // 100 − 8 (the spacer's minimum) = 92 points of height: more lines than half (46) allows.
        let expected = try size(of: Text(long), proposed: CGSize(width: 120, height: 92))
        let half = try size(of: Text(long), proposed: CGSize(width: 120, height: 46))
        #expect(expected.height > half.height)
        expectFrame(try textFrame(list), CGRect(x: (120 - expected.width) / 2, y: 0,
                                               width: expected.width, height: expected.height))
    }

    @Test("Spacers on both sides centre a Text")
    func spacerTextSpacer() throws {
        let short = layout(HStack { Spacer(); Text("Hello"); Spacer() }, in: CGSize(width: 300, height: 100))
        let ideal = try size(of: Text("Hello"), proposed: CGSize(width: 300, height: 100))
        expectFrame(try textFrame(short), CGRect(x: (300 - ideal.width) / 2, y: (100 - ideal.height) / 2,
                                                width: ideal.width, height: ideal.height))

        // A long text is offered 300 − 2 × 8 (the spacers' minimum lengths; nothing between a spacer
        // and its neighbours, `ViewSpacingTests`) and stays centred. (Before issue 31's tracking the
        // text wrapped the same at 268 and 284 pt, which hid that the offer is 284.)
        let wrapped = layout(HStack { Spacer(); Text(long); Spacer() }, in: CGSize(width: 300, height: 200))
        let expected = try size(of: Text(long), proposed: CGSize(width: 284, height: 200))
        expectFrame(try textFrame(wrapped), CGRect(x: (300 - expected.width) / 2, y: (200 - expected.height) / 2,
                                                  width: expected.width, height: expected.height))
    }

    @Test("Spacers on both sides centre a view in a VStack")
    func spacerViewSpacerInVStack() throws {
        let list = layout(VStack { Spacer(); Color.red.frame(width: 40, height: 30); Spacer() }, in: CGSize(width: 100, height: 200))
        expectFrame(try frame(of: red, in: list), CGRect(x: 30, y: 85, width: 40, height: 30))
    }

    @Test("Colors still share equally with a Text (Color, Text, Color)")
    func colorTextColor() throws {
        let list = layout(HStack { Color.red; Text(long); Color.blue }, in: CGSize(width: 300, height: 200))
        // The text is the least flexible: it is offered a third of 300 − 16 first.
        let text = try size(of: Text(long), proposed: CGSize(width: 284.0 / 3, height: 200))
        let colorWidth = (284 - text.width) / 2
        expectFrame(try frame(of: red, in: list), CGRect(x: 0, y: 0, width: colorWidth, height: 200))
        expectFrame(try textFrame(list), CGRect(x: colorWidth + 8, y: (200 - text.height) / 2,
                                               width: text.width, height: text.height))
        expectFrame(try frame(of: blue, in: list), CGRect(x: colorWidth + 16 + text.width, y: 0, width: colorWidth, height: 200))
    }

    @Test("A flexible view next to a Spacer takes all but the spacer's minimum length")
    func colorThenSpacer() throws {
        let list = layout(HStack(spacing: 0) { Color.red; Spacer() }, in: CGSize(width: 200, height: 50))
        expectFrame(try frame(of: red, in: list), CGRect(x: 0, y: 0, width: 192, height: 50))

        let custom = layout(VStack(spacing: 0) { Spacer(minLength: 20); Color.blue }, in: CGSize(width: 100, height: 200))
        expectFrame(try frame(of: blue, in: custom), CGRect(x: 0, y: 20, width: 100, height: 180))
    }

    @Test("Several spacers share what the other views leave equally")
    func spacersShareEqually() throws {
        let list = layout(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Spacer()
            Color.blue.frame(width: 20, height: 10)
            Spacer()
            Color.green.frame(width: 40, height: 10)
        }, in: CGSize(width: 300, height: 10))
        // 300 − 100 = 200 for two spacers.
        expectFrame(try frame(of: red, in: list), CGRect(x: 0, y: 0, width: 40, height: 10))
        expectFrame(try frame(of: blue, in: list), CGRect(x: 140, y: 0, width: 20, height: 10))
        expectFrame(try frame(of: green, in: list), CGRect(x: 260, y: 0, width: 40, height: 10))
    }

    @Test("A higher-priority view is sized before the spacer and its lower-priority siblings")
    func priorityBeforeSpacer() throws {
        let list = layout(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).layoutPriority(1)
            Color.blue
            Spacer()
        }, in: CGSize(width: 300, height: 50))
        // Red first (its lower-priority siblings keep their minimums: 0 and 8), then blue gets
        // 200 − 8 and the spacer its minimum.
        expectFrame(try frame(of: red, in: list), CGRect(x: 0, y: 0, width: 100, height: 50))
        expectFrame(try frame(of: blue, in: list), CGRect(x: 100, y: 0, width: 192, height: 50))
    }

    @Test("A Spacer with a higher priority takes the space before lower-priority views")
    func prioritizedSpacer() throws {
        let list = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30, maxWidth: .infinity)
            Spacer().layoutPriority(1)
        }, in: CGSize(width: 200, height: 50))
        // The spacer's group comes first and leaves red its minimum width.
        expectFrame(try frame(of: red, in: list), CGRect(x: 0, y: 0, width: 30, height: 50))
    }

    @Test("A lower-priority Text next to a Spacer still gets the width the higher-priority view leaves")
    func lowerPriorityTextThenSpacer() throws {
        let list = layout(HStack(spacing: 0) {
            Color.red.frame(width: 60, height: 20).layoutPriority(1)
            Text(long)
            Spacer()
        }, in: CGSize(width: 300, height: 200))
        let expected = try size(of: Text(long), proposed: CGSize(width: 300 - 60 - 8, height: 200))
        expectFrame(try textFrame(list), CGRect(x: 60, y: (200 - expected.height) / 2,
                                               width: expected.width, height: expected.height))
    }
}
