import Foundation
import Testing
import WidgetKit
import SwiftUI
import WidgetRendering

/// A flow layout as iOS widget code writes one (Swift 5 mode): rows of subviews that wrap.
struct FlowLayout: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width { x = 0; y += rowHeight + spacing; rowHeight = 0 }
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX { x = bounds.minX; y += rowHeight + spacing; rowHeight = 0 }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct ContainersWidgetView: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        let layout = family == .systemSmall ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        layout {
            ViewThatFits(in: .horizontal) {
                Text("A headline that is far too long to fit")
                Text("Headline")
            }
            Grid(alignment: .leading) {
                GridRow { Text("High"); Text("21°").gridColumnAlignment(.trailing) }
                Divider()
                GridRow { Text("Low"); Text("12°") }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 30))]) {
                ForEach(0..<4, id: \.self) { Text("\($0)") }
            }
            GeometryReader { proxy in
                FlowLayout { Text("tag"); Text("\(Int(proxy.size.width))") }
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

@Suite("Containers in Swift 5 language mode")
struct ContainersSwift5Tests {
    @Test @MainActor
    func rendersContainers() {
        let list = WidgetLayout.displayList(for: ContainersWidgetView(), environment: RenderEnvironment(family: .systemMedium))
        let strings = list.textItems.map(\.string)
        #expect(strings.contains("High"))
        #expect(strings.contains("3"))
        #expect(strings.contains("tag"))
        #expect(!strings.contains("A headline that is far too long to fit"))
    }
}
