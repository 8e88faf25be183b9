import Foundation
import Testing
import DisplayList
@testable import ViewCore

@MainActor
@Suite("Frames, padding and decorations")
struct ModifierLayoutTests {
    @Test("padding() is 16 points on every edge")
    func defaultPadding() throws {
        let list = layout(Color.red.padding().background(Color.blue), in: CGSize(width: 100, height: 100))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 16, y: 16, width: 68, height: 68)))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test("padding on chosen edges")
    func edgePadding() throws {
        let list = layout(Color.red.padding(.horizontal, 10).padding(.top, 5), in: CGSize(width: 100, height: 100))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 10, y: 5, width: 80, height: 95)))
    }

    @Test("frame(width:height:) proposes a fixed size and aligns the child inside")
    func fixedFrame() throws {
        let list = layout(
            Color.red.frame(width: 20, height: 20).frame(width: 100, height: 60, alignment: .bottomTrailing)
                .background(Color.blue),
            in: CGSize(width: 200, height: 200))
        let outer = try frame(of: blue, in: list)
        #expect(approximately(outer, CGRect(x: 50, y: 70, width: 100, height: 60)))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 130, y: 110, width: 20, height: 20)))
    }

    @Test("frame(maxWidth: .infinity) makes a view take the offered width")
    func maxWidthInfinity() throws {
        let list = layout(Color.red.frame(width: 30, height: 10).frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.blue), in: CGSize(width: 300, height: 50))
        #expect(approximately(try frame(of: blue, in: list).width, 300))
        #expect(approximately(try frame(of: red, in: list).minX, 0))
    }

    @Test("frame(minWidth:) is at least the minimum")
    func minWidth() throws {
        let list = layout(Color.red.frame(width: 30, height: 10).frame(minWidth: 100).background(Color.blue),
                          in: CGSize(width: 300, height: 50))
        #expect(approximately(try frame(of: blue, in: list).width, 100))
    }

    @Test("A background takes the size of the view it modifies")
    func backgroundSize() throws {
        let list = layout(Text("Hello").background(Color.red), in: CGSize(width: 300, height: 100))
        let text = try #require(list.textItems.first)
        #expect(approximately(try frame(of: red, in: list), text.frame))
    }

    @Test("An overlay is aligned on the view it modifies")
    func overlayAlignment() throws {
        let list = layout(Color.red.frame(width: 100, height: 100)
            .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10) },
            in: CGSize(width: 100, height: 100))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 90, y: 0, width: 10, height: 10)))
        // Painted after (in front of) the red view.
        let order = list.allItems.compactMap { item -> RGBAColor? in
            if case .shape(let s) = item, case .color(let c)? = s.fill { return c }
            return nil
        }
        #expect(order == [red, blue])
    }

    @Test("fixedSize() gives a text its ideal width beyond the proposal")
    func fixedSize() throws {
        let long = "A sentence that is much longer than fifty points"
        let wrapped = layout(Text(long), in: CGSize(width: 50, height: 400))
        let fixed = layout(Text(long).fixedSize(), in: CGSize(width: 50, height: 400))
        let wrappedText = try #require(wrapped.textItems.first), fixedText = try #require(fixed.textItems.first)
        #expect(wrappedText.lines.count > 1)
        #expect(fixedText.lines.count == 1)
        #expect(fixedText.frame.width > 50)
    }

    @Test("offset moves drawing without changing layout")
    func offset() throws {
        let list = layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7)
            Color.blue.frame(width: 10, height: 10)
        }, in: CGSize(width: 20, height: 10))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 5, y: 7, width: 10, height: 10)))
        #expect(approximately(try frame(of: blue, in: list).minX, 10))
    }

    @Test("aspectRatio fits a ratio inside the proposal")
    func aspectRatioFit() throws {
        let list = layout(Color.red.aspectRatio(2, contentMode: .fit), in: CGSize(width: 100, height: 100))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 25, width: 100, height: 50)))
    }

    @Test("Shapes fill the proposal; circles draw square and centred")
    func shapes() throws {
        let list = layout(Circle().fill(Color.red), in: CGSize(width: 100, height: 60))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 20, y: 0, width: 60, height: 60)))
    }

    @Test("strokeBorder insets the stroke by half its width")
    func strokeBorder() throws {
        let list = layout(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 4), in: CGSize(width: 100, height: 100))
        let stroke = list.allItems.compactMap { item -> CGRect? in
            if case .shape(let s) = item, s.stroke != nil { return s.frame }
            return nil
        }
        #expect(stroke.first.map { approximately($0, CGRect(x: 2, y: 2, width: 96, height: 96)) } == true)
    }

    @Test("NaN and negative frame sizes do not poison layout")
    func badFrames() throws {
        let list = layout(VStack {
            Color.red.frame(width: .nan, height: -5)
            Color.blue.frame(width: 10, height: 10)
        }, in: CGSize(width: 100, height: 100))
        let b = try frame(of: blue, in: list)
        #expect(b.minX.isFinite && b.minY.isFinite)
        #expect(approximately(b.width, 10))
    }

    @Test("clipShape, opacity and shadow wrap the content in one group")
    func effects() throws {
        let list = layout(Color.red.frame(width: 50, height: 50).clipShape(Circle()).opacity(0.5),
                          in: CGSize(width: 50, height: 50))
        guard case .group(let outer)? = list.items.first else {
            Issue.record("expected a group")
            return
        }
        #expect(outer.opacity == 0.5)
        guard case .group(let inner)? = outer.children.first else {
            Issue.record("expected a clip group")
            return
        }
        #expect(inner.clip?.outline == .ellipse)
    }
}
