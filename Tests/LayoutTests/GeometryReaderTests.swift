import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

@MainActor
@Suite("GeometryReader, coordinate spaces, ViewThatFits, position and zIndex")
struct GeometryReaderTests {
    @Test("GeometryReader takes the whole proposal and places its content at its top-leading corner")
    func takesProposal() throws {
        // The root proposes the canvas (200 × 100); the reader accepts all of it, so the proxy's
        // size is the canvas and the half-by-quarter content sits at the origin.
        let list = layout(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
        }, in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 0, width: 100, height: 25)))
    }

    @Test("A bar chart driven by GeometryReader fills the width in proportion")
    func barChart() throws {
        let values: [CGFloat] = [0.25, 1, 0.5]
        let list = layout(GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 4) {
                ForEach(values.indices, id: \.self) { index in
                    Color.blue.frame(width: proxy.size.width * values[index], height: 10)
                }
            }
        }, in: CGSize(width: 160, height: 100))
        // The VStack is 160 wide (its widest bar) and 38 high (3 × 10 + 2 × 4), placed at the
        // reader's top-leading corner; bars are leading-aligned.
        let bars = frames(of: blue, in: list)
        #expect(bars.count == 3)
        #expect(approximately(bars[0], CGRect(x: 0, y: 0, width: 40, height: 10)))
        #expect(approximately(bars[1], CGRect(x: 0, y: 14, width: 160, height: 10)))
        #expect(approximately(bars[2], CGRect(x: 0, y: 28, width: 80, height: 10)))
    }

    @Test("frame(in:) in the global, local and named coordinate spaces")
    func coordinateSpaces() throws {
        // A 20-point bar, then a VStack named "inner" holding a 10-point bar and the reader:
        // the reader starts 30 points down the widget, 10 points down "inner", 0 locally.
        let view = VStack(spacing: 0) {
            Color.blue.frame(height: 20)
            VStack(spacing: 0) {
                Color.green.frame(height: 10)
                GeometryReader { proxy in
                    Color.red.frame(
                        width: proxy.frame(in: .global).minY + proxy.frame(in: .local).minY,
                        height: proxy.frame(in: .named("inner")).minY)
                }
            }
            .coordinateSpace(name: "inner")
        }
        let list = layout(view, in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 30, width: 30, height: 10)))
    }

    @Test("iOS 17 NamedCoordinateSpace and bounds(of:)")
    func namedCoordinateSpace() throws {
        let view = VStack(spacing: 0) {
            Color.blue.frame(height: 40)
            GeometryReader { proxy in
                let bounds = proxy.bounds(of: .named("chart")) ?? .zero
                Color.red.frame(width: -bounds.minY, height: proxy.frame(in: .named("chart")).minY / 2)
            }
        }
        .coordinateSpace(.named("chart"))
        let list = layout(view, in: CGSize(width: 200, height: 100))
        // The reader is 40 points below the top of "chart": the space's bounds start 40 above it.
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 40, width: 40, height: 20)))
    }

    @Test("safeAreaInsets are zero in a widget")
    func safeArea() throws {
        let list = layout(GeometryReader { proxy in
            Color.red.frame(width: 10 + proxy.safeAreaInsets.top + proxy.safeAreaInsets.leading, height: 10)
        }, in: CGSize(width: 100, height: 100))
        #expect(approximately(try frame(of: red, in: list).width, 10))
    }

    @Test("GeometryReader with an unspecified proposal is 10 × 10, as in SwiftUI")
    func unboundedProposal() throws {
        let list = layout(GeometryReader { _ in Color.red }.fixedSize(), in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 95, y: 45, width: 10, height: 10)))
    }

    @Test("GeometryReader placed in an infinite frame draws nothing and logs")
    func infiniteFrame() {
        let element = GeometryReaderElement { _, _, _ in ShapeElement(outline: .rectangle, fill: .color(red)) }
        var builder = DisplayListBuilder()
        element.place(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), context: LayoutContext(), into: &builder)
        #expect(builder.build(size: CGSize(width: 10, height: 10)).items.isEmpty)
        #expect(LayoutWarnings.wasReported("geometry-infinite"))
    }

    @Test("ViewThatFits shows the first child whose ideal width fits, else the last")
    func viewThatFits() throws {
        func choice(width: CGFloat) -> [RGBAColor] {
            let list = layout(ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 10)
                Color.blue.frame(width: 150, height: 10)
                Color.green.frame(width: 250, height: 10)
            }, in: CGSize(width: width, height: 100))
            return [red, blue, green].filter { !frames(of: $0, in: list).isEmpty }
        }
        #expect(choice(width: 400) == [red])
        #expect(choice(width: 200) == [blue])
        #expect(choice(width: 100) == [green])  // nothing fits: the last child
    }

    @Test("ViewThatFits on both axes checks the height too")
    func viewThatFitsBothAxes() throws {
        let view = ViewThatFits {
            VStack(spacing: 0) { Color.red.frame(width: 50, height: 60); Color.red.frame(width: 50, height: 60) }
            Color.blue.frame(width: 50, height: 60)
        }
        let list = layout(view, in: CGSize(width: 200, height: 100))
        #expect(frames(of: red, in: list).isEmpty)
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 75, y: 20, width: 50, height: 60)))
    }

    @Test("position(x:y:) centres the view on the point and takes the whole proposal")
    func position() throws {
        let list = layout(
            Color.red.frame(width: 20, height: 10).position(x: 50, y: 40).background(Color.blue),
            in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 40, y: 35, width: 20, height: 10)))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 0, y: 0, width: 200, height: 100)))
        let point = layout(Color.red.frame(width: 20, height: 10).position(CGPoint(x: 10, y: 5)), in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: red, in: point), CGRect(x: 0, y: 0, width: 20, height: 10)))
    }

    @Test("zIndex paints higher values later in a ZStack, without moving anything")
    func zIndex() throws {
        let list = layout(ZStack {
            Color.red.frame(width: 50, height: 50).zIndex(1).offset(x: 0)  // found under the offset
            Color.blue.frame(width: 40, height: 40)
            Color.green.frame(width: 30, height: 30)
        }, in: CGSize(width: 100, height: 100))
        let painted = list.allItems.compactMap { item -> RGBAColor? in
            if case .shape(let shape) = item, case .color(let color) = shape.fill { return color }
            return nil
        }
        #expect(painted == [blue, green, red])
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 25, y: 25, width: 50, height: 50)))
    }
}
