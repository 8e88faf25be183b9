import Foundation
import Testing
import DisplayList
import ViewCore
import WidgetCore
import WidgetRendering

/// Widgets that never call `containerBackground(_:for: .widget)` render as iOS renders widgets
/// built before iOS 17 (issue 16, item 5): no content margins, the view edge to edge over the
/// system's widget background (iOS 16 drew white or black behind a widget).
@MainActor
@Suite("Widgets without containerBackground")
struct ContainerBackgroundAdoptionTests {
    let red = RGBAColor(hex: 0xFF3B30)
    let blue = RGBAColor(hex: 0x007AFF)

    func shapes(_ list: DisplayList) -> [ShapeItem] {
        list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    /// A full-bleed design of the iOS 16 era: its own background fills the widget.
    struct FullBleed: View {
        var body: some View {
            ZStack {
                Color.blue
                Color.red.frame(width: 20, height: 20)
            }
        }
    }

    @Test("a full-bleed view fills the whole widget: no content margins",
          arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemExtraLargePortrait])
    func fullBleed(family: WidgetFamily) throws {
        let size = family.displaySize()
        let list = WidgetLayout.displayList(for: FullBleed(), environment: RenderEnvironment(family: family))
        let all = shapes(list)
        // The system background, then the view's own background edge to edge: no inset of 16 pt.
        #expect(all.first?.fill == .color(.white))
        #expect(all.dropFirst().first?.fill == .color(blue))
        #expect(all.dropFirst().first?.frame == CGRect(origin: .zero, size: size))
        let square = try #require(all.first { $0.fill == .color(red) })
        #expect(square.frame == CGRect(x: size.width / 2 - 10, y: size.height / 2 - 10, width: 20, height: 20))
    }

    @Test("the same view with containerBackground keeps iOS 17's content margins")
    func adopted() throws {
        let list = WidgetLayout.displayList(
            for: FullBleed().containerBackground(for: .widget) { Color.clear },
            environment: RenderEnvironment(family: .systemSmall))
        let all = shapes(list)
        #expect(all.first?.fill == .color(.white))
        #expect(all.first { $0.fill == .color(blue) }?.frame == CGRect(x: 16, y: 16, width: 138, height: 138))
    }

    @Test("containerRelativeFrame measures the whole widget when there are no margins")
    func containerRelativeFrame() throws {
        let list = WidgetLayout.displayList(
            for: Color.red.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 0),
            environment: RenderEnvironment(family: .systemMedium))
        let half = try #require(shapes(list).first { $0.fill == .color(red) })
        // A half of the whole 364-point widget, not of the 332-point content area.
        #expect(abs(half.frame.width - 182) < 0.001)
    }

    @Test("accessory families are unchanged: no margins, no background either way")
    func accessory() throws {
        let list = WidgetLayout.displayList(for: Color.red, environment: RenderEnvironment(family: .accessoryRectangular))
        #expect(shapes(list).first?.frame == CGRect(x: 0, y: 0, width: 172, height: 76))
    }

    @Test("the missing adoption is logged once per kind")
    func loggedOnce() {
        let kind = "Legacy-\(UUID().uuidString)"
        #expect(ContainerBackgroundAdoption.reportNotAdopted(kind: kind))
        #expect(!ContainerBackgroundAdoption.reportNotAdopted(kind: kind))
    }
}
