import Foundation
import Testing
import DisplayList
@testable import ViewCore

@MainActor
@Suite("Stacks")
struct StackLayoutTests {
    @Test("Adjacent views are 8 points apart by default")
    func defaultSpacing() throws {
        let list = layout(HStack {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 60, height: 20)
        }, in: CGSize(width: 300, height: 100))
        let r = try frame(of: red, in: list), b = try frame(of: blue, in: list)
        #expect(approximately(b.minX - r.maxX, 8))
        // The stack (50 + 8 + 60 = 118 wide) is centred in the canvas.
        #expect(approximately(r.minX, (300 - 118) / 2))
    }

    @Test("The least flexible child is sized first; the rest takes what is left")
    func leastFlexibleFirst() throws {
        let list = layout(HStack {
            Color.blue
            Color.red.frame(width: 50)
        }, in: CGSize(width: 300, height: 100))
        #expect(approximately(try frame(of: red, in: list).width, 50))
        #expect(approximately(try frame(of: blue, in: list).width, 242))
    }

    @Test("Equally flexible children split the space equally")
    func equalSplit() throws {
        let list = layout(HStack(spacing: 10) { Color.red; Color.blue; Color.green }, in: CGSize(width: 320, height: 50))
        for color in [red, blue, green] {
            #expect(approximately(try frame(of: color, in: list).width, 100))
        }
    }

    @Test("layoutPriority is offered space before lower priorities")
    func layoutPriority() throws {
        let list = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, maxWidth: .infinity)
            Color.blue.frame(minWidth: 0, maxWidth: .infinity).layoutPriority(1)
        }, in: CGSize(width: 300, height: 50))
        #expect(approximately(try frame(of: red, in: list).width, 20))
        #expect(approximately(try frame(of: blue, in: list).width, 280))
    }

    @Test("A Spacer pushes its neighbours to the ends")
    func spacer() throws {
        let list = layout(HStack {
            Color.red.frame(width: 20, height: 20)
            Spacer()
            Color.blue.frame(width: 20, height: 20)
        }, in: CGSize(width: 200, height: 50))
        #expect(approximately(try frame(of: red, in: list).minX, 0))
        #expect(approximately(try frame(of: blue, in: list).maxX, 200))
    }

    @Test("A Spacer keeps its minimum length of 8 points")
    func spacerMinimum() throws {
        let list = layout(HStack(spacing: 0) {
            Color.red.frame(minWidth: 0, maxWidth: .infinity).layoutPriority(1)
            Spacer()
            Color.blue.frame(width: 20)
        }, in: CGSize(width: 200, height: 50))
        #expect(approximately(try frame(of: red, in: list).width, 200 - 20 - 8))
    }

    @Test("A Spacer in a VStack does not widen the stack")
    func spacerCrossAxis() throws {
        let list = layout(VStack {
            Color.red.frame(width: 30, height: 10)
            Spacer()
        }.background(Color.blue), in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: blue, in: list).width, 30))
        #expect(approximately(try frame(of: blue, in: list).height, 100))
    }

    @Test("VStack alignment places children by their leading edge")
    func vstackAlignment() throws {
        let list = layout(VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }, in: CGSize(width: 200, height: 100))
        let r = try frame(of: red, in: list), b = try frame(of: blue, in: list)
        #expect(approximately(r.minX, b.minX))
        #expect(approximately(b.minY - r.maxY, 8))
    }

    @Test("VStack trailing alignment")
    func vstackTrailing() throws {
        let list = layout(VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }, in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: red, in: list).maxX, try frame(of: blue, in: list).maxX))
    }

    @Test("HStack bottom alignment")
    func hstackBottom() throws {
        let list = layout(HStack(alignment: .bottom) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 10)
        }, in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: red, in: list).maxY, try frame(of: blue, in: list).maxY))
    }

    @Test("ZStack aligns children and takes the union of their frames")
    func zstack() throws {
        let list = layout(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 60)
            Color.blue.frame(width: 30, height: 30)
        }, in: CGSize(width: 200, height: 200))
        let r = try frame(of: red, in: list), b = try frame(of: blue, in: list)
        #expect(approximately(r.origin.x, b.origin.x) && approximately(r.origin.y, b.origin.y))
        #expect(approximately(r, CGRect(x: 50, y: 70, width: 100, height: 60)))
    }

    @Test("ForEach, if/else and switch contribute children")
    func builderContent() throws {
        let flag = true
        let list = layout(HStack(spacing: 0) {
            ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }
            if flag { Color.blue.frame(width: 10, height: 10) } else { Color.green.frame(width: 10, height: 10) }
        }, in: CGSize(width: 200, height: 100))
        #expect(frames(of: red, in: list).count == 3)
        #expect(frames(of: blue, in: list).count == 1)
        #expect(frames(of: green, in: list).isEmpty)
    }
}
