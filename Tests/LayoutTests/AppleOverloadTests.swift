import DisplayList
import Foundation
import Testing
@testable import ViewCore

/// Forms of Apple's declarations that real widget code uses: each compiles as written on iOS
/// and lays out what it names.
@MainActor
@Suite("Apple overloads: strokeBorder(style:), image resources in Label, Button and Toggle")
struct AppleOverloadTests {
    let size = CGSize(width: 170, height: 170)

    @Test("strokeBorder(style:) strokes inside the frame with the style's dash, in the foreground style")
    func strokeBorderStyle() throws {
        let dashed = StrokeStyle(lineWidth: 2, dash: [4, 3])
        let list = layout(
            RoundedRectangle(cornerRadius: 8).strokeBorder(style: dashed).foregroundStyle(.red)
                .frame(width: 60, height: 30), in: size)
        let item = try #require(shapes(list).first)
        #expect(item.fill == nil)
        #expect(item.stroke?.lineWidth == 2 && item.stroke?.dash == [4, 3])
        #expect(item.stroke?.paint == Color.red.resolvePaint(in: EnvironmentValues()))
        #expect(item.frame.width < 60, "a border is inset by half its width")
        // The same border drawn with an explicit style and antialiasing argument.
        let explicit = layout(
            RoundedRectangle(cornerRadius: 8).strokeBorder(style: dashed, antialiased: false).foregroundStyle(.red)
                .frame(width: 60, height: 30), in: size)
        #expect(shapes(explicit) == shapes(list))
    }

    /// A catalog with one 20 × 20 pt image named "badge", and its generated asset symbol.
    func badge() throws -> (fixture: AssetFixture, resource: ImageResource) {
        let fixture = try AssetFixture()
        try fixture.addLooseFile("badge@2x.png", TestImages.png(width: 40, height: 40))
        return (fixture, ImageResource(name: "badge", bundle: fixture.bundle))
    }

    @Test("Label, Button and Toggle with image: ImageResource draw the title and the catalog image")
    func imageResources() throws {
        let (fixture, resource) = try badge()
        defer { withExtendedLifetime(fixture) {} }
        let title: String = "Save"
        let views: [(String, AnyView)] = [
            ("Label key", AnyView(Label("Save", image: resource))),
            ("Label string", AnyView(Label(title, image: resource))),
            ("Button key", AnyView(Button("Save", image: resource) {})),
            ("Button string", AnyView(Button(title, image: resource) {})),
            ("Button key role", AnyView(Button("Save", image: resource, role: .destructive) {})),
            ("Button string role", AnyView(Button(title, image: resource, role: nil) {})),
            ("Toggle key", AnyView(Toggle("Save", image: resource, isOn: .constant(true)))),
            ("Toggle string", AnyView(Toggle(title, image: resource, isOn: .constant(false)))),
        ]
        for (name, view) in views {
            let list = layout(view, in: size)
            #expect(list.textItems.contains { $0.string == "Save" }, "\(name): no title")
            let image = try #require(imageItems(list).first, "\(name): no image")
            #expect(image.frame.size == CGSize(width: 20, height: 20), "\(name)")
        }
    }

    @Test("A Label with an image resource lays out like one with the same Image")
    func labelMatchesImage() throws {
        let (fixture, resource) = try badge()
        let viaResource = layout(Label("Save", image: resource), in: size)
        let viaImage = layout(Label { Text("Save") } icon: { Image("badge", bundle: fixture.bundle) }, in: size)
        #expect(viaResource.allItems == viaImage.allItems)
    }

    private func shapes(_ list: DisplayList) -> [ShapeItem] {
        list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }
}
