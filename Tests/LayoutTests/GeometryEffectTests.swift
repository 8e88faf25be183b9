// Geometry effects (`transformEffect`, `projectionEffect`, `rotation3DEffect`), Core Graphics'
// `CGAffineTransform` and `Angle` arithmetic, from Apple's documented behaviour.
import SwiftUI
import CoreGraphics
import Foundation
import Testing
import DisplayList
import WidgetRendering

@MainActor
@Suite("Geometry effects")
struct GeometryEffectTests {
    /// The transform of the group around the red 40 × 30 block, and the block's frame.
    private func transformed<V: View>(_ view: V) throws -> (AffineTransform2D?, CGRect) {
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemSmall))
        var found: (AffineTransform2D?, CGRect)?
        func walk(_ items: [DisplayItem], _ transform: AffineTransform2D?) {
            for item in items {
                switch item {
                case .group(let group): walk(group.children, group.transform ?? transform)
                case .shape(let shape) where shape.fill == .color(RGBAColor(hex: 0xFF3B30)): found = (transform, shape.frame)
                default: break
                }
            }
        }
        walk(list.items, nil)
        return try #require(found)
    }

    private func close(_ a: AffineTransform2D?, _ b: AffineTransform2D, tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { Swift.abs($0) < tolerance }
    }

    private var block: some View { Color.red.frame(width: 40, height: 30) }

    @Test("transformEffect draws exactly the affine transform, in the view's own coordinates")
    func affine() throws {
        let (translation, frame) = try transformed(block.transformEffect(CGAffineTransform(translationX: 10, y: 5)))
        #expect(close(translation, AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 5)))
        // A rotation turns the view around its top-left corner (its coordinates' origin).
        let (rotation, _) = try transformed(block.transformEffect(CGAffineTransform(rotationAngle: .pi / 2)))
        #expect(close(rotation, .rotation(degrees: 90, around: frame.origin)))
        // projectionEffect of an affine matrix is the same drawing.
        let (projected, _) = try transformed(block.projectionEffect(ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 2))))
        #expect(close(projected, .rotation(degrees: 90, around: frame.origin)))
    }

    @Test("rotation3DEffect around z is rotationEffect; around y without perspective it foreshortens by cos θ")
    func rotation3D() throws {
        let (z, frame) = try transformed(block.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
        let (flat, _) = try transformed(block.rotationEffect(.degrees(30)))
        #expect(flat != nil)
        #expect(close(z, try #require(flat)))
        let (y, _) = try transformed(block.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0))
        #expect(close(y, .scale(x: 0.5, y: 1, around: CGPoint(x: frame.midX, y: frame.midY))))
        // With perspective the drawing is approximated by an affine transform: still centred and
        // narrower, not flat.
        let (perspective, _) = try transformed(block.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        let p = try #require(perspective)
        #expect(p.a > 0.3 && p.a < 0.9, "\(p)")
        let centre = p.apply(to: CGPoint(x: frame.midX, y: frame.midY))
        #expect(Swift.abs(centre.x - frame.midX) < 1 && Swift.abs(centre.y - frame.midY) < 1)
        // Edge-on, nothing is drawn.
        let edgeOn = WidgetLayout.displayList(for: block.rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0), perspective: 0),
                                              environment: RenderEnvironment(family: .systemSmall))
        #expect(!edgeOn.allItems.contains { item in
            if case .shape(let shape) = item { return shape.fill == .color(RGBAColor(hex: 0xFF3B30)) }
            return false
        })
    }

    @Test("A tilted view renders to PNG")
    func png() throws {
        let view = VStack(spacing: 12) {
            Text("Affine").padding(6).background(Color.orange).transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 0, ty: 0))
            Text("3D card").padding(6).background(Color.blue).rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
        }
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemSmall))
        let bytes = try DisplayListEncoder.encode(list, as: .png, scale: 2)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if let folder = ProcessInfo.processInfo.environment["WIDGETKIT_TEST_OUTPUT"] {
            try Data(bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent("geometry-effects.png"))
        }
    }

    @Test("CGAffineTransform follows Core Graphics' matrix conventions")
    func affineTransform() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // `rotated(by:)` rotates first, then applies `t`: (1, 0) → (0, 1) → (10, 1).
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(Swift.abs(p.x - 10) < 1e-9 && Swift.abs(p.y - 1) < 1e-9)
        let s = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 3, y: 4))
        let back = s.inverted().concatenating(s)
        #expect(Swift.abs(back.a - 1) < 1e-12 && Swift.abs(back.d - 1) < 1e-12 && Swift.abs(back.tx) < 1e-12)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
        #expect(CGAffineTransform.identity.isIdentity && !s.isIdentity)
        #expect(CGSize(width: 2, height: 1).applying(CGAffineTransform(translationX: 5, y: 5)) == CGSize(width: 2, height: 1))
        let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(Swift.abs(box.minX + 1) < 1e-9 && Swift.abs(box.width - 1) < 1e-9 && Swift.abs(box.height - 2) < 1e-9)
        var m = ProjectionTransform(s)
        #expect(m.isAffine && m.invert())
        #expect(Swift.abs(CGPoint(x: 3, y: 4).applying(m).x - 1) < 1e-9)
    }

    @Test("Angle has negation, sums, scaling and compound assignments")
    func angleArithmetic() {
        var angle = -Angle.degrees(30) + .degrees(90)
        #expect(Swift.abs(angle.degrees - 60) < 1e-9)
        angle *= 2
        angle -= .degrees(20)
        angle /= 2
        #expect(Swift.abs(angle.degrees - 50) < 1e-9)
        #expect(Swift.abs((Angle.degrees(10) * 3 - .degrees(30)).radians) < 1e-12)
        #expect(Angle.zero < .degrees(1))
        #expect(Angle.radians(2).animatableData == 2)
    }
}
