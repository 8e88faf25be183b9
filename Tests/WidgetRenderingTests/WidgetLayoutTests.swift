import Foundation
import Testing
import DisplayList
import ViewCore
import WidgetCore
import WidgetRendering

@MainActor
@Suite("A widget in its family")
struct WidgetLayoutTests {
    let red = RGBAColor(hex: 0xFF3B30)

    func shapes(_ list: DisplayList) -> [ShapeItem] {
        list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    @Test("Content is laid out inside 16-point margins of the family's size", arguments: [
        (WidgetFamily.systemSmall, CGSize(width: 170, height: 170)),
        (.systemMedium, CGSize(width: 364, height: 170)),
        (.systemLarge, CGSize(width: 364, height: 382)),
        (.systemExtraLarge, CGSize(width: 795, height: 378.5)),
        (.systemExtraLargePortrait, CGSize(width: 378.5, height: 795)),
    ])
    func margins(family: WidgetFamily, size: CGSize) throws {
        let list = WidgetLayout.displayList(for: Color.red.containerBackground(.blue, for: .widget),
                                            environment: RenderEnvironment(family: family))
        #expect(list.size == size)
        let content = try #require(shapes(list).first { $0.fill == .color(red) })
        #expect(content.frame == CGRect(x: 16, y: 16, width: size.width - 32, height: size.height - 32))
    }

    @Test("contentMarginsDisabled gives the content the whole widget")
    func marginsDisabled() throws {
        let list = WidgetLayout.displayList(for: Color.red.containerBackground(.blue, for: .widget),
                                            environment: RenderEnvironment(family: .systemSmall), contentMarginsDisabled: true)
        let content = try #require(shapes(list).first { $0.fill == .color(red) })
        #expect(content.frame == CGRect(x: 0, y: 0, width: 170, height: 170))
    }

    @Test("The container background fills the widget, over the system background, clipped to its rounded shape")
    func containerBackground() throws {
        let list = WidgetLayout.displayList(
            for: Text("Hi").containerBackground(Color.red, for: .widget), environment: RenderEnvironment(family: .systemSmall))
        guard case .group(let root)? = list.items.first else {
            Issue.record("The widget is not clipped")
            return
        }
        guard case .roundedRectangle(let radius, _, true)? = root.clip?.outline else {
            Issue.record("The clip is not a continuous rounded rectangle")
            return
        }
        #expect(radius > 20 && radius < 23)
        let fills = shapes(list).map(\.fill)
        #expect(fills.first == .color(.white))
        #expect(fills.dropFirst().first == .color(red))
        #expect(shapes(list).first { $0.fill == .color(red) }?.frame == CGRect(x: 0, y: 0, width: 170, height: 170))
    }

    @Test("Dark appearance uses the dark system background")
    func darkBackground() {
        let list = WidgetLayout.displayList(for: Text("Hi").containerBackground(.clear, for: .widget),
                                            environment: RenderEnvironment(family: .systemSmall, colorScheme: .dark))
        #expect(shapes(list).first?.fill == .color(RGBAColor(hex: 0x1C1C1E)))
    }

    @Test("@Environment(\\.widgetFamily) reads the family being rendered")
    func familyEnvironment() {
        struct FamilyName: View {
            @Environment(\.widgetFamily) var family
            var body: some View { Text(verbatim: "\(family)") }
        }
        let list = WidgetLayout.displayList(for: FamilyName(), environment: RenderEnvironment(family: .systemMedium))
        #expect(list.textItems.first?.string == "systemMedium")
    }

    @Test("rotationEffect draws its content in a transformed group")
    func rotation() throws {
        let list = WidgetLayout.displayList(for: Color.red.frame(width: 20, height: 40).rotationEffect(.degrees(90)),
                                            environment: RenderEnvironment(family: .systemSmall))
        let transforms = list.allItems.compactMap { item -> AffineTransform2D? in
            if case .group(let group) = item { group.transform } else { nil }
        }
        let transform = try #require(transforms.first)
        // The centre of the widget stays put; the top-left corner of the 20×40 box turns round it.
        let center = transform.apply(to: CGPoint(x: 85, y: 85))
        #expect(abs(center.x - 85) < 0.001 && abs(center.y - 85) < 0.001)
        let corner = transform.apply(to: CGPoint(x: 75, y: 65))
        #expect(abs(corner.x - 105) < 0.001 && abs(corner.y - 75) < 0.001)
    }
}
