import Foundation
import Testing
import DisplayList
import ViewCore
import WidgetCore
import WidgetRendering

@MainActor
@Suite("containerRelativeFrame in a widget")
struct ContainerRelativeFrameTests {
    let red = RGBAColor(hex: 0xFF3B30)

    func redFrame(_ list: DisplayList) throws -> CGRect {
        let shape = list.allItems.compactMap { if case .shape(let shape) = $0, shape.fill == .color(red) { shape } else { nil } }.first
        return try #require(shape).frame
    }

    @Test("The container is the widget's content area: the widget less its content margins")
    func contentArea() throws {
        let view = HStack(spacing: 0) {
            Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 0)
            Spacer(minLength: 0)
        }
        .containerBackground(.clear, for: .widget)
        // Medium: 364 × 170 less 16-point margins = 332 wide; a quarter is 83.
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemMedium))
        #expect(try redFrame(list) == CGRect(x: 16, y: 16, width: 83, height: 138))
        // Without margins the content area is the whole widget: 364 / 4 = 91.
        let whole = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemMedium),
                                             contentMarginsDisabled: true)
        #expect(try redFrame(whole) == CGRect(x: 0, y: 0, width: 91, height: 170))
    }
}
