import DisplayList
import Foundation
import Testing
@testable import ViewCore

/// iOS 17 shape views (fill then stroke), shape transforms and the newer shapes and styles.
@MainActor
@Suite("Shape chaining, transforms and styles")
struct ShapeChainingTests {
    let size = CGSize(width: 100, height: 100)
    let environment = EnvironmentValues()

    func shapes(_ list: DisplayList) -> [ShapeItem] {
        list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    @Test("Circle().fill(.red).stroke(.blue, lineWidth: 2) draws the fill, then the stroke on top, in one frame")
    func fillThenStroke() throws {
        let list = layout(Circle().fill(.red).stroke(.blue, lineWidth: 2).frame(width: 40, height: 40), in: size)
        let items = shapes(list)
        try #require(items.count == 2)
        #expect(items[0].fill == Color.red.resolvePaint(in: environment) && items[0].stroke == nil)
        #expect(items[1].fill == nil && items[1].stroke?.lineWidth == 2)
        #expect(items[1].stroke?.paint == Color.blue.resolvePaint(in: environment))
        #expect(items[0].frame == items[1].frame)
        #expect(items[0].frame == CGRect(x: 30, y: 30, width: 40, height: 40))
    }

    @Test("Three layers chain, and strokeBorder stays inside the frame")
    func threeLayers() throws {
        let list = layout(
            RoundedRectangle(cornerRadius: 8).fill(.yellow).strokeBorder(.green, lineWidth: 4, antialiased: true)
                .stroke(Color.black, style: StrokeStyle(lineWidth: 1, dash: [2, 2]))
                .frame(width: 60, height: 30), in: size)
        let items = shapes(list)
        try #require(items.count == 3)
        #expect(items[0].fill != nil)
        #expect(items[1].stroke?.lineWidth == 4)
        #expect(items[1].frame.width < items[0].frame.width, "a border is inset by half its width")
        #expect(items[2].stroke?.dash == [2, 2])
    }

    @Test("Shape transforms move, rotate and scale the path; drawn bare they keep the native outline")
    func transforms() throws {
        let moved = layout(Rectangle().offset(x: 10, y: 5).fill(.red).frame(width: 20, height: 20), in: size)
        let movedItem = try #require(shapes(moved).first)
        guard case .path(let elements) = movedItem.outline, case .move(let start) = elements.first else {
            Issue.record("an offset shape filled is a path")
            return
        }
        #expect(start == CGPoint(x: 50, y: 45))

        let rotated = layout(Rectangle().rotation(.degrees(90)).fill(.red).frame(width: 40, height: 20), in: size)
        if case .path(let elements) = try #require(shapes(rotated).first).outline {
            let points = elements.compactMap { if case .line(let p) = $0 { p } else if case .move(let p) = $0 { p } else { nil } }
            let xs = points.map(\.x), ys = points.map(\.y)
            // A 40×20 rectangle turned a quarter around its centre (50, 50) is 20 wide, 40 tall.
            #expect(approximately(xs.max()! - xs.min()!, 20) && approximately(ys.max()! - ys.min()!, 40))
        }

        let scaled = layout(Circle().scale(0.5).frame(width: 40, height: 40), in: size)
        let group = scaled.allItems.compactMap { if case .group(let g) = $0 { g } else { nil } }.first
        #expect(group?.transform == AffineTransform2D.scale(x: 0.5, y: 0.5, around: CGPoint(x: 50, y: 50)))
        if case .shape(let circle) = group?.children.first { #expect(circle.outline == .ellipse) } else {
            Issue.record("the scaled circle keeps its ellipse outline")
        }
    }

    @Test("UnevenRoundedRectangle rounds only the corners given; AnyShape draws its shape")
    func unevenAndAny() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 5, style: .continuous)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
        let points = path.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let p), .line(let p), .curve(let p, _, _), .quadCurve(let p, _): p
            case .close: nil
            }
        }
        #expect(points.contains(CGPoint(x: 40, y: 0)), "top trailing corner is square")
        #expect(points.contains(CGPoint(x: 0, y: 20)), "bottom leading corner is square")
        #expect(!points.contains(CGPoint(x: 0, y: 0)), "top leading corner is rounded")
        let radii = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 10, bottomTrailing: 5))
        #expect(radii.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)) == path)

        let list = layout(AnyShape(Capsule(style: .circular)).fill(.red).frame(width: 40, height: 20), in: size)
        let item = try #require(shapes(list).first)
        #expect(item.frame == CGRect(x: 30, y: 40, width: 40, height: 20))
        if case .path = item.outline {} else { Issue.record("AnyShape draws its shape's path") }
    }

    @Test("Materials are translucent, lighter in light appearance than in dark")
    func materials() throws {
        var dark = environment
        dark.colorScheme = .dark
        let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial]
        var lastAlpha = 0.0
        for material in materials {
            guard case .color(let light) = material.resolvePaint(in: environment),
                case .color(let darkColor) = material.resolvePaint(in: dark)
            else { Issue.record("a material is a colour"); continue }
            #expect(light.alpha < 1 && light.alpha > lastAlpha, "thicker is more opaque")
            #expect(light.red > 0.9 && darkColor.red < 0.2)
            lastAlpha = light.alpha
        }
        let list = layout(Text("Hi").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8)), in: size)
        #expect(shapes(list).contains { $0.fill == Material.ultraThinMaterial.resolvePaint(in: environment) })
    }

    @Test("Gradient and Color.gradient are styles; a drop-shadow style casts a shadow")
    func gradientsAndShadowStyles() throws {
        let list = layout(
            VStack {
                Rectangle().fill(Gradient(colors: [.red, .blue]))
                Rectangle().fill(.blue.gradient)
                Circle().fill(.red.shadow(.drop(color: .black, radius: 3, y: 2)))
                Rectangle().foregroundStyle(.blue.gradient)
                Rectangle().fill(.secondary).foregroundStyle(.red, .blue, .green)
                Rectangle().fill(.quinary)
                Rectangle().fill(AnyShapeStyle(Color.red.opacity(0.5)))
            }, in: size)
        let items = shapes(list)
        try #require(items.count == 7)
        if case .linearGradient(let stops, let start, let end) = items[0].fill {
            #expect(stops.count == 2 && start == UnitPoint2D(x: 0.5, y: 0) && end == UnitPoint2D(x: 0.5, y: 1))
        } else { Issue.record("Gradient fills as a top-to-bottom linear gradient") }
        if case .linearGradient = items[1].fill {} else { Issue.record("Color.gradient is a gradient") }
        if case .linearGradient = items[3].fill {} else { Issue.record("foregroundStyle(.blue.gradient) is a gradient") }
        let shadowed = list.allItems.compactMap { if case .group(let g) = $0 { g.shadow } else { nil } }
        #expect(shadowed == [Shadow(color: Color.black.resolve(in: environment), radius: 3, x: 0, y: 2)])
        if case .color(let half) = items[6].fill { #expect(approximately(half.alpha, 0.5)) }
    }

    @Test("inset(by:) draws the built-in shapes in a smaller frame, natively")
    func insets() throws {
        let list = layout(
            HStack(spacing: 0) {
                Circle().inset(by: 10).fill(.red).frame(width: 40, height: 40)
                Rectangle().inset(by: 5).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 12).inset(by: 4).stroke(.blue, lineWidth: 2).frame(width: 40, height: 40)
            }, in: CGSize(width: 120, height: 40))
        let items = shapes(list)
        try #require(items.count == 3)
        #expect(items[0].outline == .ellipse && items[0].frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(items[1].outline == .rectangle && items[1].frame == CGRect(x: 45, y: 5, width: 30, height: 30))
        #expect(items[2].frame == CGRect(x: 84, y: 4, width: 32, height: 32))
        #expect(items[2].outline == .roundedRectangle(cornerWidth: 8, cornerHeight: 8, continuous: true))
        // The path agrees with the drawing.
        let path = Circle().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(path == Circle().path(in: CGRect(x: 10, y: 10, width: 20, height: 20)))
    }

    @Test("A foreground style with a drop shadow shadows text and bare shapes; a plain style resets it")
    func foregroundShadow() throws {
        let list = layout(
            VStack {
                Text("Hi").foregroundStyle(.red.shadow(.drop(radius: 2, y: 1)))
                Circle().frame(width: 10, height: 10).foregroundStyle(.blue.shadow(.drop(color: .black, radius: 1)))
                VStack { Text("Plain").foregroundStyle(.green) }.foregroundStyle(.red.shadow(.drop(radius: 5)))
            }, in: size)
        let groups = list.allItems.compactMap { if case .group(let g) = $0 { g } else { nil } }
        #expect(groups.count == 2)
        #expect(groups.first?.shadow?.radius == 2 && groups.first?.shadow?.y == 1)
        if case .text(let text) = groups.first?.children.first { #expect(text.string == "Hi") } else {
            Issue.record("the text is inside the shadow group")
        }
        #expect(groups.last?.shadow == Shadow(color: Color.black.resolve(in: environment), radius: 1, x: 0, y: 0))
    }
}
