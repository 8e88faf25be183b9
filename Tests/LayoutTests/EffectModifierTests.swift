import DisplayList
import Foundation
import Testing
@testable import ViewCore

/// iOS-shaped uses of the visual effect modifiers, laid out into display lists.
@MainActor
@Suite("Visual effect modifiers")
struct EffectModifierTests {
    let size = CGSize(width: 100, height: 100)

    func groups(_ list: DisplayList) -> [GroupItem] {
        list.allItems.compactMap { if case .group(let group) = $0 { group } else { nil } }
    }

    @Test("Each colour filter and blur becomes a group filter around the view")
    func filters() throws {
        let list = layout(
            VStack {
                Color.red.frame(width: 10, height: 10).blur(radius: 4)
                Color.red.frame(width: 10, height: 10).blur(radius: 2, opaque: true)
                Color.red.frame(width: 10, height: 10).grayscale(0.5)
                Color.red.frame(width: 10, height: 10).saturation(2)
                Color.red.frame(width: 10, height: 10).brightness(0.2)
                Color.red.frame(width: 10, height: 10).contrast(1.5)
                Color.red.frame(width: 10, height: 10).colorInvert()
                Color.red.frame(width: 10, height: 10).colorMultiply(.blue)
                Color.red.frame(width: 10, height: 10).hueRotation(.degrees(90))
                Color.red.frame(width: 10, height: 10).luminanceToAlpha()
            }, in: size)
        let filters = groups(list).compactMap(\.filters).flatMap { $0 }
        try #require(filters.count == 10)
        #expect(Array(filters[0..<7]) == [
            .blur(radius: 4, opaque: false), .blur(radius: 2, opaque: true), .grayscale(0.5), .saturation(2),
            .brightness(0.2), .contrast(1.5), .colorInvert,
        ])
        // `colorMultiply` carries the colour `Color.blue` resolves to.
        #expect(filters[7] == .colorMultiply(Color.blue.resolve(in: EnvironmentValues())))
        #expect(Array(filters[8...]) == [.hueRotation(degrees: 90), .luminanceToAlpha])
        // Effects do not change layout: the squares keep their frames.
        let squares = frames(of: Color.red.resolve(in: EnvironmentValues()), in: list)
        #expect(squares.count == 10)
        #expect(squares.allSatisfy { $0.size == CGSize(width: 10, height: 10) })
        #expect(Set(squares.map(\.minY)).count == squares.count, "stacked one below the other")
    }

    @Test("blendMode, compositingGroup and drawingGroup mark their groups")
    func compositing() {
        let list = layout(
            ZStack {
                Circle().fill(.yellow)
                Circle().fill(.cyan).blendMode(.multiply)
            }
            .compositingGroup()
            .overlay(Text("A").blendMode(.normal))
            .drawingGroup(), in: size)
        let all = groups(list)
        #expect(all.filter { $0.blendMode == .multiply }.count == 1)
        #expect(all.filter { $0.isolated == true }.count == 2)
        // `.normal` adds no group.
        #expect(all.allSatisfy { $0.blendMode != .normal })
        #expect(BlendMode.allCases.count == 21)
    }

    @Test("mask(alignment:_:) lays the mask out like an overlay and carries its items")
    func mask() throws {
        let list = layout(
            Color.red.frame(width: 80, height: 40)
                .mask(alignment: .leading) { Color.black.frame(width: 20) },
            in: size)
        let group = try #require(groups(list).first { $0.mask != nil })
        let maskFrames = group.mask!.items.compactMap { if case .shape(let shape) = $0 { shape.frame } else { nil } }
        #expect(maskFrames == [CGRect(x: 10, y: 30, width: 20, height: 40)])
        // The masked content is inside the group; the mask's items are not drawn on their own.
        let red = Color.red.resolve(in: EnvironmentValues())
        #expect(group.children.count == 1)
        #expect(group.children.allSatisfy { if case .shape(let shape) = $0 { shape.fill == .color(red) } else { false } })
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        #expect(list.items.allSatisfy { item in
            if case .shape(let shape) = item, case .color(let color) = shape.fill { return color != black }
            return true
        })
    }

    @Test("The iOS 13 mask(_:) takes a view")
    func deprecatedMask() {
        let list = layout(Color.red.frame(width: 40, height: 40).mask(Circle()), in: size)
        let group = groups(list).first { $0.mask != nil }
        #expect(group?.mask?.items.count == 1)
    }

    @Test("border(_:width:) strokes inside the frame in any style")
    func border() throws {
        let list = layout(Color.red.frame(width: 40, height: 30).border(.blue, width: 4), in: size)
        let stroked = list.allItems.compactMap { item -> ShapeItem? in
            if case .shape(let shape) = item, shape.stroke != nil { return shape }
            return nil
        }
        let shape = try #require(stroked.first)
        #expect(shape.stroke?.lineWidth == 4)
        // Inside the 40×30 frame centred in 100×100: the stroke's centre line is inset by 2.
        #expect(approximately(shape.frame, CGRect(x: 32, y: 37, width: 36, height: 26)))
        let gradient = layout(Color.red.frame(width: 40, height: 30).border(LinearGradient(colors: [.red, .blue],
            startPoint: .top, endPoint: .bottom)), in: size)
        #expect(gradient.allItems.contains { if case .shape(let s) = $0, let stroke = s.stroke, case .linearGradient = stroke.paint { true } else { false } })
    }

    @Test("clipShape(_:style:) carries the even-odd rule")
    func evenOddClipShape() {
        struct Ring: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.addEllipse(in: rect)
                path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
                return path
            }
        }
        let evenOdd = layout(Color.red.frame(width: 40, height: 40).clipShape(Ring(), style: FillStyle(eoFill: true)), in: size)
        let winding = layout(Color.red.frame(width: 40, height: 40).clipShape(Ring()), in: size)
        #expect(groups(evenOdd).first?.clip?.evenOdd == true)
        #expect(groups(winding).first?.clip?.evenOdd == nil)
        #expect(groups(winding).first?.clip != nil)
    }
}
