import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

/// Apple's documented shape of a custom layout: places its subviews along a diagonal, each at
/// its ideal size, and is as big as the diagonal.
private struct DiagonalLayout: Layout {
    var step: CGFloat = 20

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let last = sizes.last ?? .zero
        let count = CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: count * step + last.width, height: count * step + last.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let offset = CGFloat(index) * step
            subview.place(at: CGPoint(x: bounds.minX + offset, y: bounds.minY + offset), proposal: .unspecified)
        }
    }
}

/// A layout value: the column a subview goes in.
private struct Column: LayoutValueKey {
    static let defaultValue = 0
}

/// Places each subview at the top of the column its `Column` value names, with a cache of the
/// subviews' sizes (made by `makeCache`).
private struct ColumnsLayout: Layout {
    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(subview[Column.self]) * 50
            subview.place(at: CGPoint(x: x + cache.sizes[index].width / 2, y: bounds.minY),
                          anchor: .top, proposal: ProposedViewSize(cache.sizes[index]))
        }
    }
}

/// Returns NaN and infinity, and places nothing: bad input that must not crash.
private struct BrokenLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: CGFloat.infinity)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout delegating to `HStackLayout`'s own methods, reversed.
private struct ReversedHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var inner: Void = ()
        return HStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var inner: Void = ()
        let reversed = subviews[Array(subviews.indices.reversed())]
        HStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: reversed, cache: &inner)
    }
}

@MainActor
@Suite("Custom layouts: Layout, AnyLayout and the stack layouts")
struct CustomLayoutTests {
    @Test("A custom Layout is called as a view and places subviews where it says")
    func diagonal() throws {
        let list = layout(DiagonalLayout {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 30, height: 30)
        }, in: CGSize(width: 100, height: 100))
        // Size: 20 + 30 in each dimension = 50 × 50, centred in the canvas at (25, 25).
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 25, y: 25, width: 10, height: 10)))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 45, y: 45, width: 30, height: 30)))
    }

    @Test("Layout values, anchors and a cache made by makeCache")
    func layoutValues() throws {
        let list = layout(ColumnsLayout {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Column.self, value: 2).offset(x: 0)
            Color.blue.frame(width: 20, height: 10)
        }, in: CGSize(width: 200, height: 100))
        // Column 2 starts at x 100; anchored by its top centre at (105, 0).
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 100, y: 0, width: 10, height: 10)))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 0, y: 0, width: 20, height: 10)))
    }

    @Test("A layout returning NaN or infinite sizes, placing nothing, logs and still renders")
    func brokenLayout() throws {
        let list = layout(BrokenLayout {
            Color.red.frame(width: 10, height: 10)
        }.background(Color.blue), in: CGSize(width: 100, height: 60))
        // NaN, and infinity for a finite proposal, become the proposal: 100 × 60.
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 0, y: 0, width: 100, height: 60)))
        // The unplaced subview is centred in the layout's bounds at its ideal size.
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 45, y: 25, width: 10, height: 10)))
        #expect(LayoutWarnings.wasReported("custom-layout-size-\(BrokenLayout.self)"))
        #expect(LayoutWarnings.wasReported("custom-layout-unplaced-\(BrokenLayout.self)"))
    }

    @Test("AnyLayout switches between stack layouts with the stacks' own rules")
    func anyLayout() throws {
        for vertical in [false, true] {
            let chosen = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            let list = layout(chosen {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }, in: CGSize(width: 100, height: 100))
            if vertical {
                #expect(approximately(try frame(of: red, in: list), CGRect(x: 40, y: 40, width: 20, height: 10)))
                #expect(approximately(try frame(of: blue, in: list), CGRect(x: 35, y: 50, width: 30, height: 10)))
            } else {
                #expect(approximately(try frame(of: red, in: list), CGRect(x: 25, y: 45, width: 20, height: 10)))
                #expect(approximately(try frame(of: blue, in: list), CGRect(x: 45, y: 45, width: 30, height: 10)))
            }
        }
        let z = layout(AnyLayout(ZStackLayout(alignment: .topLeading)) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 20)
        }, in: CGSize(width: 100, height: 100))
        #expect(approximately(try frame(of: red, in: z), CGRect(x: 35, y: 40, width: 20, height: 10)))
    }

    @Test("Spacers in an HStackLayout follow the horizontal axis")
    func stackLayoutSpacer() throws {
        let list = layout(HStackLayout(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Spacer()
        }, in: CGSize(width: 100, height: 10))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 0, width: 20, height: 10)))
    }

    @Test("GridLayout lays out GridRows as Grid does")
    func gridLayout() throws {
        let list = layout(GridLayout(horizontalSpacing: 10) {
            GridRow { Color.red.frame(width: 40, height: 10); Color.blue.frame(width: 20, height: 10) }
        }, in: CGSize(width: 70, height: 10))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 50, y: 0, width: 20, height: 10)))
    }

    @Test("A custom layout can delegate to HStackLayout's methods with reordered subviews")
    func delegation() throws {
        let list = layout(ReversedHStack {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }, in: CGSize(width: 50, height: 10))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 0, y: 0, width: 30, height: 10)))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 30, y: 0, width: 20, height: 10)))
    }

    @Test("ProposedViewSize and ViewSpacing behave as documented")
    func values() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: .zero) == CGSize(width: 30, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.union(ViewSpacing(), edges: .top).distance(to: .zero, along: .vertical) == 0)
    }
}
