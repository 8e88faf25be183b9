import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

// iOS-shaped widget code, as real widgets write it: preference keys, anchors, gradients and
// shadow styles.

/// The widest of the values its views report.
private struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// The bounds of the selected view (the usual "highlight" pattern).
private struct SelectionKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Every view's centre, in view order.
private struct CentersKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value.append(contentsOf: nextValue())
    }
}

/// Counts how often SwiftUI's cache hooks run.
private final class CacheCounter: @unchecked Sendable {
    var makes = 0
    var updates = 0
    var sizeCalls = 0
}

/// A vertical layout with a cache of its subviews' sizes, and spacing of its own around it.
private struct CountingColumn: Layout {
    let counter: CacheCounter
    var around: ViewSpacing = .zero

    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache {
        counter.makes += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counter.updates += 1
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { around }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        counter.sizeCalls += 1
        return CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(cache.sizes[index]))
            y += cache.sizes[index].height
        }
    }
}

@MainActor
@Suite("Preferences and anchors, elliptical gradients, inner shadows, zIndex in stacks, custom layout caches")
struct PreferenceAndStyleTests {
    let size = CGSize(width: 200, height: 200)

    private func shapeItems(_ list: DisplayList) -> [ShapeItem] {
        list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    // MARK: Preferences

    @Test("preference(key:value:) values are reduced in view order and reach onPreferenceChange and overlayPreferenceValue")
    func preferenceValues() throws {
        var reported: [CGFloat] = []
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 30, height: 10).preference(key: MaxWidthKey.self, value: 30)
            Color.blue.frame(width: 70, height: 10).preference(key: MaxWidthKey.self, value: 70)
            Color.blue.frame(width: 50, height: 10).preference(key: MaxWidthKey.self, value: 50)
        }
        .onPreferenceChange(MaxWidthKey.self) { reported.append($0) }
        .overlayPreferenceValue(MaxWidthKey.self, alignment: .topLeading) { width in
            Color.red.frame(width: width, height: 4)
        }
        let list = layout(view.frame(width: 100, height: 30, alignment: .topLeading), in: size)
        #expect(reported == [70])
        let bar = try frame(of: red, in: list)
        #expect(bar.width == 70 && bar.height == 4)
        // The overlay is drawn after (above) the content.
        let fills = shapeItems(list).compactMap(\.fill)
        #expect(fills.last == .color(red))
    }

    @Test("A writing modifier replaces its content's value; transformPreference changes it; no writer gives the default")
    func writingAndTransforming() {
        var values: [CGFloat] = []
        let inner = Color.blue.preference(key: MaxWidthKey.self, value: 10)
        _ = layout(VStack {
            inner.preference(key: MaxWidthKey.self, value: 3).onPreferenceChange(MaxWidthKey.self) { values.append($0) }
            inner.transformPreference(MaxWidthKey.self) { $0 += 5 }.onPreferenceChange(MaxWidthKey.self) { values.append($0) }
            Color.green.onPreferenceChange(MaxWidthKey.self) { values.append($0) }
        }, in: size)
        #expect(values == [3, 15, 0])
    }

    @Test("anchorPreference(.bounds) and proxy[anchor] draw a highlight exactly over the selected view")
    func anchorHighlight() throws {
        let days = ["M", "T", "W", "T", "F"]
        let view = HStack(spacing: 6) {
            ForEach(days.indices, id: \.self) { index in
                Color.blue.frame(width: 20, height: 20)
                    .anchorPreference(key: SelectionKey.self, value: .bounds) { index == 2 ? $0 : nil }
            }
        }
        .padding(10)
        .overlayPreferenceValue(SelectionKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.red.frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
                }
            }
        }
        let list = layout(view, in: size)
        let cells = frames(of: blue, in: list)
        #expect(cells.count == 5)
        let highlight = try frame(of: red, in: list)
        #expect(approximately(highlight, cells[2]), "highlight \(highlight) over \(cells[2])")
    }

    @Test("backgroundPreferenceValue draws below the content, at the anchors the content recorded")
    func backgroundAnchors() throws {
        let view = VStack(spacing: 4) {
            Color.blue.frame(width: 40, height: 10).anchorPreference(key: CentersKey.self, value: .center) { [$0] }
            Color.green.frame(width: 60, height: 10)
                .transformAnchorPreference(key: CentersKey.self, value: .center) { $0.append($1) }
        }
        .backgroundPreferenceValue(CentersKey.self) { centers in
            GeometryReader { proxy in
                ForEach(centers.indices, id: \.self) { index in
                    Color.red.frame(width: 2, height: 2).position(proxy[centers[index]])
                }
            }
        }
        let list = layout(view, in: size)
        let dots = frames(of: red, in: list)
        let first = try frame(of: blue, in: list), second = try frame(of: green, in: list)
        #expect(dots.count == 2)
        #expect(approximately(dots[0], CGRect(x: first.midX - 1, y: first.midY - 1, width: 2, height: 2)))
        #expect(approximately(dots[1], CGRect(x: second.midX - 1, y: second.midY - 1, width: 2, height: 2)))
        // Painted first: below the bars.
        let fills = shapeItems(list).compactMap(\.fill)
        #expect(fills.firstIndex(of: .color(red))! < fills.firstIndex(of: .color(blue))!)
    }

    @Test("Anchor sources: points, unit points, rects, arrays and optionals resolve in the reader's space")
    func anchorSources() throws {
        struct PointsKey: PreferenceKey {
            static let defaultValue: [CGPoint] = []
            static func reduce(value: inout [CGPoint], nextValue: () -> [CGPoint]) { value += nextValue() }
        }
        struct Anchors: PreferenceKey {
            static let defaultValue: Anchor<[CGPoint]>? = nil
            static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = nextValue() ?? value }
        }
        var seen: [CGPoint] = []
        let sources: Anchor<[CGPoint]>.Source = Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing, .unitPoint(.center), .point(CGPoint(x: 5, y: 1))])
        let view = Color.blue.frame(width: 40, height: 20)
            .anchorPreference(key: Anchors.self, value: sources) { $0 }
            .padding(.leading, 30)
            .overlayPreferenceValue(Anchors.self) { anchor in
                GeometryReader { proxy in
                    let points = anchor.map { proxy[$0] } ?? []
                    Color.clear
                        .preference(key: PointsKey.self, value: points)
                        .onPreferenceChange(PointsKey.self) { seen = $0 }
                }
            }
        _ = layout(view.frame(width: 70, height: 20), in: CGSize(width: 70, height: 20))
        #expect(seen == [CGPoint(x: 30, y: 0), CGPoint(x: 70, y: 20), CGPoint(x: 50, y: 10), CGPoint(x: 35, y: 1)])
        // An optional source and a rect in the view's own space.
        let optional = Anchor<CGRect?>.Source(Anchor<CGRect>.Source.rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        let none = Anchor<CGRect?>.Source(nil as Anchor<CGRect>.Source?)
        #expect(optional.resolve(CGRect(x: 10, y: 10, width: 50, height: 50)) == CGRect(x: 11, y: 12, width: 3, height: 4))
        #expect(none.resolve(CGRect(x: 10, y: 10, width: 50, height: 50)) == nil)
    }

    @Test("An anchor read before its view is placed, or in an unbounded proposal, resolves sanely")
    func anchorBadInput() throws {
        // A proxy that has not seen the anchor's view placed: an empty rectangle, logged once.
        let anchor = Anchor<CGRect>(id: -1, resolve: { $0 })
        let proxy = GeometryProxy(globalFrame: CGRect(x: 5, y: 5, width: 50, height: 50), namedFrames: [:])
        #expect(proxy[anchor] == .zero)
        // A reader proposed an unbounded height (as in a scroll view) still resolves the anchor.
        let view = Color.blue.frame(width: 40, height: 20)
            .anchorPreference(key: SelectionKey.self, value: .bounds) { $0 }
        let list = layout(VStack {
            view.overlayPreferenceValue(SelectionKey.self) { anchor in
                ScrollLikeUnbounded {
                    GeometryReader { proxy in
                        Color.red.frame(width: anchor.map { proxy[$0].width } ?? 1, height: 3)
                    }
                }
            }
        }, in: size)
        let bar = try frame(of: red, in: list)
        #expect(bar.width == 40 && bar.height == 3)
    }

    // MARK: Gradients

    @Test("EllipticalGradient in every form resolves to an ellipse fitted to the frame; static gradient members compile")
    func ellipticalGradient() throws {
        let list = layout(VStack(spacing: 0) {
            Rectangle().fill(EllipticalGradient(colors: [.red, .blue]))
            Rectangle().fill(.ellipticalGradient(colors: [.red, .blue], center: .top, startRadiusFraction: 0.1, endRadiusFraction: 0.8))
            EllipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .bottom)
            Rectangle().fill(.ellipticalGradient(Gradient(colors: [.green, .blue])))
            Rectangle().fill(.ellipticalGradient(Color.red.gradient, endRadiusFraction: 1))
            Capsule().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            Capsule().fill(.linearGradient(Color.blue.gradient, startPoint: .leading, endPoint: .trailing))
            Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 20))
            Circle().fill(.conicGradient(colors: [.red, .blue], center: .center))
            Circle().fill(.angularGradient(stops: [.init(color: .red, location: 0)], center: .center, startAngle: .zero, endAngle: .degrees(180)))
        }, in: CGSize(width: 100, height: 400))
        let fills = shapeItems(list).compactMap(\.fill)
        #expect(fills.count == 10)
        guard case .ellipticalGradient(let stops, let center, let start, let end) = fills[0] else {
            Issue.record("not elliptical: \(fills[0])")
            return
        }
        #expect(stops.count == 2 && center == UnitPoint2D(x: 0.5, y: 0.5) && start == 0 && end == 0.5)
        guard case .ellipticalGradient(_, let center1, let start1, let end1) = fills[1],
              case .ellipticalGradient(_, let center2, _, _) = fills[2],
              case .ellipticalGradient(let anyStops, _, _, let anyEnd) = fills[4],
              case .linearGradient(let linearStops, _, let linearEnd) = fills[6] else {
            Issue.record("unexpected paints: \(fills)")
            return
        }
        #expect(center1 == UnitPoint2D(x: 0.5, y: 0) && start1 == 0.1 && end1 == 0.8)
        #expect(center2 == UnitPoint2D(x: 0.5, y: 1))
        #expect(anyStops.count == 2 && anyEnd == 1)
        #expect(linearStops.last?.color == Color.blue.resolve(in: EnvironmentValues()) && linearEnd == UnitPoint2D(x: 1, y: 0.5))
    }

    // MARK: Inner shadows

    @Test(".shadow(.inner) paints a shadow clipped to the filled shape; a drop shadow still casts outside")
    func innerShadow() throws {
        let list = layout(HStack {
            Circle().fill(.blue.shadow(.inner(color: .black, radius: 4, x: 2, y: 3))).frame(width: 40, height: 40)
            RoundedRectangle(cornerRadius: 8).foregroundStyle(.green.shadow(.inner(radius: 2)))
                .frame(width: 40, height: 40)
            Capsule().fill(.red.shadow(.drop(radius: 3)).shadow(.inner(radius: 2))).frame(width: 40, height: 20)
        }, in: size)
        var innerGroups: [GroupItem] = []
        for item in list.allItems {
            if case .group(let group) = item, group.clip != nil,
               case .group(let inner)? = group.children.first, inner.shadow != nil { innerGroups.append(group) }
        }
        // One inner shadow per shape, clipped to that shape's outline and frame.
        #expect(innerGroups.count == 3)
        let circle = try frame(of: blue, in: list)
        #expect(innerGroups.first?.clip == Clip(frame: circle, outline: .ellipse))
        guard case .group(let casting)? = innerGroups.first?.children.first else { return }
        #expect(casting.shadow == Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1), radius: 4, x: 2, y: 3))
        #expect(casting.clip?.evenOdd == true, "the outside of the shape casts the shadow")
    }

    // MARK: zIndex

    @Test("zIndex orders painting in HStack and VStack without moving anything")
    func zIndexInStacks() throws {
        let stack = HStack(spacing: -10) {
            Color.red.frame(width: 30, height: 30).zIndex(1)
            Color.blue.frame(width: 30, height: 30)
        }
        let list = layout(stack, in: size)
        let fills = shapeItems(list).compactMap(\.fill)
        #expect(fills == [.color(blue), .color(red)])
        let plain = layout(HStack(spacing: -10) {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 30, height: 30)
        }, in: size)
        #expect(try frame(of: red, in: list) == frame(of: red, in: plain))
        #expect(try frame(of: blue, in: list) == frame(of: blue, in: plain))
        let vertical = layout(VStack(spacing: -5) {
            Color.red.frame(width: 30, height: 30).zIndex(2)
            Color.green.frame(width: 30, height: 30).zIndex(-1)
            Color.blue.frame(width: 30, height: 30)
        }, in: size)
        #expect(shapeItems(vertical).compactMap(\.fill) == [.color(green), .color(blue), .color(red)])
    }

    // MARK: Custom layouts

    @Test("A custom Layout's cache is made once per pass, and updated (not remade) in a later pass")
    func customLayoutCache() throws {
        let counter = CacheCounter()
        let column = CountingColumn(counter: counter) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        let context = ResolveContext(environment: EnvironmentValues())
        let element = context.resolveSingle(HStack { column; Color.green.frame(width: 10) })
        let list = LayoutPass.run(element, in: size, widgetURL: nil)
        #expect(counter.makes == 1, "makeCache once per pass, not per call (\(counter.sizeCalls) sizeThatFits calls)")
        #expect(counter.sizeCalls > 1)
        #expect(counter.updates == 0)
        #expect(try frame(of: blue, in: list).minY == frame(of: red, in: list).maxY)
        _ = LayoutPass.run(element, in: CGSize(width: 150, height: 100), widgetURL: nil)
        #expect(counter.makes == 1 && counter.updates == 1)
    }

    @Test("A custom Layout's spacing(subviews:cache:) spaces it from its neighbours in a stack")
    func customLayoutSpacing() throws {
        func gap(_ around: ViewSpacing) throws -> CGFloat {
            let list = layout(VStack {
                Color.green.frame(width: 20, height: 10)
                CountingColumn(counter: CacheCounter(), around: around) { Color.red.frame(width: 20, height: 10) }
            }, in: size)
            return try frame(of: red, in: list).minY - frame(of: green, in: list).maxY
        }
        // The default (the union of the subviews' preferences): 8 points between shapes.
        #expect(try gap(ViewSpacing()) == 8)
        // The layout's own preferences replace that: none at all, or 20 points on every edge.
        #expect(try gap(.zero) < 8)
        #expect(try gap(ViewSpacing(Spacing.all(20))) >= 20)
    }

    // MARK: Text

    @Test("Dashed and dotted underline and strikethrough patterns reach the runs; solid stays unmarked")
    func linePatterns() throws {
        let list = layout(VStack {
            Text("Sale").underline(pattern: .dash, color: .red)
            Text("Was").strikethrough(true, pattern: .dot)
            Text("Plain").underline()
            Text("View").underline(true, pattern: .dashDot, color: .blue).strikethrough(pattern: .solid)
        }, in: size)
        let sale = try #require(textItems("Sale", in: list).first?.lines.first?.runs.first)
        #expect(sale.underline && sale.underlinePattern == .dash && sale.underlineColor != nil)
        let was = try #require(textItems("Was", in: list).first?.lines.first?.runs.first)
        #expect(was.strikethrough && was.strikethroughPattern == .dot)
        let plain = try #require(textItems("Plain", in: list).first?.lines.first?.runs.first)
        #expect(plain.underline && plain.underlinePattern == nil)
        let view = try #require(textItems("View", in: list).first?.lines.first?.runs.first)
        #expect(view.underlinePattern == .dashDot && view.strikethrough && view.strikethroughPattern == nil)
    }

    @Test("allowsTightening fits a line that is a little too long by tightening, not truncating")
    func tightening() throws {
        let text = Text("Wednesday afternoon").font(.body).lineLimit(1)
        let natural = try #require(textItems("Wednesday afternoon", in: layout(text.fixedSize(), in: size)).first)
        let width = natural.frame.width * 0.97
        let loose = layout(text.frame(width: width), in: size)
        #expect(textItems("Wednesday afternoon", in: loose).isEmpty, "without tightening the line is truncated")
        let tight = layout(text.allowsTightening(true).frame(width: width), in: size)
        let item = try #require(textItems("Wednesday afternoon", in: tight).first)
        #expect(item.lines.count == 1 && item.frame.width <= width + 0.01)
        #expect((item.lines.first?.runs.first?.font.tracking ?? 0) < 0)
        // Far too long: tightening is not enough, so it truncates as before.
        let short = layout(text.allowsTightening(true).frame(width: natural.frame.width * 0.5), in: size)
        #expect(textItems("Wednesday afternoon", in: short).isEmpty)
    }

    // MARK: Shapes as static members

    @Test("iOS 17 shape members: .rect(cornerRadius:), .rect(topLeadingRadius:…), .circle, .capsule, .ellipse in clips and backgrounds")
    func shapeMembers() throws {
        func clips(_ view: some View) -> [Clip] {
            layout(view.frame(width: 60, height: 40), in: size).allItems.compactMap {
                if case .group(let group) = $0 { group.clip } else { nil }
            }
        }
        let rounded = clips(Color.blue.clipShape(.rect(cornerRadius: 12)))
        #expect(rounded.first?.outline == .roundedRectangle(cornerWidth: 12, cornerHeight: 12, continuous: true))
        let circular = clips(Color.blue.clipShape(.rect(cornerRadius: 6, style: .circular)))
        #expect(circular.first?.outline == .roundedRectangle(cornerWidth: 6, cornerHeight: 6, continuous: false))
        // Each member is the shape it names.
        #expect(clips(Color.blue.clipShape(.circle)) == clips(Color.blue.clipShape(Circle())))
        #expect(clips(Color.blue.clipShape(.circle)).isEmpty == false)
        #expect(clips(Color.blue.clipShape(.capsule)).first?.outline == .capsule)
        #expect(clips(Color.blue.clipShape(.ellipse)) == clips(Color.blue.clipShape(Ellipse())))
        #expect(clips(Color.blue.clipShape(.rect)) == clips(Color.blue.clipShape(Rectangle())))
        #expect(clips(Color.blue.clipShape(.containerRelative)) == clips(Color.blue.clipShape(ContainerRelativeShape())))
        let uneven = clips(Color.blue.clipShape(.rect(topLeadingRadius: 10, style: .circular)))
        #expect(!uneven.isEmpty && uneven == clips(Color.blue.clipShape(UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular))))
        #expect(uneven != clips(Color.blue.clipShape(.rect)))
        // In a background: `.background(.red, in: .rect(cornerRadius: 8))`.
        let list = layout(Text("Hi").padding(4).background(.red, in: .rect(cornerRadius: 8)), in: size)
        let background = try #require(shapeItems(list).first)
        #expect(background.outline == .roundedRectangle(cornerWidth: 8, cornerHeight: 8, continuous: true))
        #expect(shapeItems(layout(Color.clear.background(.blue, in: .capsule(style: .continuous)), in: size)).first?.outline == .capsule)
    }

    @Test("widgetLabel is ignored on the iPhone Lock Screen; preferredColorScheme and geometryGroup change nothing")
    func widgetLabelAndInertModifiers() {
        let plain = layout(Color.blue.frame(width: 20, height: 20), in: size)
        let labelled = layout(Color.blue.frame(width: 20, height: 20)
            .widgetLabel { Text("Label") }
            .widgetLabel("Key")
            .widgetLabel(String("Plain"))
            .preferredColorScheme(.dark)
            .geometryGroup(), in: size)
        #expect(labelled.items == plain.items)
    }

    // MARK: Grids

    @Test("GridRow(alignment: .firstTextBaseline) lines up the baselines of texts in different fonts")
    func gridBaselines() throws {
        let grid = Grid(alignment: .leading) {
            GridRow(alignment: .firstTextBaseline) {
                Text("72°").font(.system(size: 34))
                Text("High").font(.caption)
                Text("Low").font(.body)
            }
            GridRow {
                Color.blue.frame(width: 10, height: 10)
            }
        }
        let list = layout(grid, in: size)
        let baselines = ["72°", "High", "Low"].compactMap { textItems($0, in: list).first?.lines.first?.origin.y }
        #expect(baselines.count == 3)
        let aligned = baselines.allSatisfy { abs($0 - baselines[0]) < 0.01 }
        #expect(aligned, "\(baselines)")
        // The grid passes its first row's baseline on: an HStack aligned on baselines lines a
        // text up with it.
        let outer = layout(HStack(alignment: .firstTextBaseline) {
            Text("Now").font(.footnote)
            grid
        }, in: size)
        let now = try #require(textItems("Now", in: outer).first?.lines.first?.origin.y)
        let big = try #require(textItems("72°", in: outer).first?.lines.first?.origin.y)
        #expect(abs(now - big) < 0.01)
    }
}

/// Proposes its content an unbounded height, as a scroll view would.
private struct ScrollLikeUnbounded<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View {
        content.fixedSize(horizontal: false, vertical: true)
    }
}
