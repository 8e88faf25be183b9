import DisplayList
import Foundation
import HTMLRenderer
import Testing
import ViewCore
import WidgetRendering

/// An elliptical gradient and an inner shadow on a shape, drawn by Chromium from the HTML
/// (a CSS `radial-gradient(ellipse …)`; clip paths with an even-odd hole and a `drop-shadow`)
/// and from the SVG, agree with the PNG renderer's pixels.
@Suite("Elliptical gradients and inner shadows in headless Chromium")
struct GradientAndInnerShadowBrowserTests {
    @Test("An elliptical gradient and an inner shadow look the same in PNG, HTML and SVG", .timeLimit(.minutes(10)))
    func gradientAndInnerShadowAgree() async throws {
        let (html, svg, png, gradient, shape) = try await MainActor.run {
            () throws -> (String, String, Data, CGRect, CGRect) in
            let view = ZStack(alignment: .topLeading) {
                Color.white
                HStack(alignment: .top, spacing: 20) {
                    // White in the middle to black at the ellipse fitted to the 120 × 60 frame.
                    Rectangle()
                        .fill(EllipticalGradient(colors: [.white, .black], center: .center,
                                                 startRadiusFraction: 0, endRadiusFraction: 0.5))
                        .frame(width: 120, height: 60)
                    // A white square whose inside is shadowed along its top edge.
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color.white.shadow(.inner(color: .black, radius: 2, x: 0, y: 5)))
                        .frame(width: 60, height: 60)
                }
                .padding(10)
            }
            let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemMedium, displayScale: 1))
            let html = HTMLRenderer().renderDocument(list, title: "Gradient and inner shadow")
            let svg = String(decoding: try DisplayListEncoder.encode(list, as: .svg), as: UTF8.self)
            let png = try DisplayListEncoder.encode(list, as: .png, scale: 1)
            let shapes = list.allItems.compactMap { item -> ShapeItem? in
                if case .shape(let shape) = item { return shape }
                return nil
            }
            let gradient = try #require(shapes.first { shape in
                if case .ellipticalGradient = shape.fill { return true }
                return false
            })
            let square = try #require(shapes.first { $0.frame.width == 60 && $0.frame.height == 60 })
            return (html, svg, png, gradient.frame, square.frame)
        }
        // Probes (points at scale 1), each with what the PNG must show there.
        func box(_ frame: CGRect, _ x: Double, _ y: Double, _ width: Double = 4, _ height: Double = 4) -> CGRect {
            CGRect(x: frame.minX + x - width / 2, y: frame.minY + y - height / 2, width: width, height: height)
        }
        let probes: [(name: String, rect: CGRect, expected: ClosedRange<Double>)] = [
            ("gradient centre", box(gradient, 60, 30), 235...255),
            // A quarter of the width right, a quarter of the height down: both half-way out.
            ("gradient half-way across", box(gradient, 90, 30, 2, 6), 100...160),
            ("gradient half-way down", box(gradient, 60, 45, 6, 2), 100...160),
            ("gradient past the ellipse (corner)", box(gradient, 4, 4), 0...20),
            ("inner shadow under the top edge", box(shape, 30, 2, 20, 2), 0...170),
            ("inside, away from the shadow", box(shape, 30, 35, 20, 10), 245...255),
            ("above the shape", box(shape, 30, -4, 20, 2), 250...255),
        ]
        let ours = try Screenshot(png: png)
        for probe in probes {
            let value = ours.medianLuminance(in: probe.rect)
            #expect(probe.expected.contains(value), "PNG \(probe.name): \(value)")
        }
        let shots = try await browserShots(html: html, svg: svg, folderPrefix: "wk-gradient-shadow")
        for probe in probes {
            let expected = ours.medianLuminance(in: probe.rect)
            for (name, shot) in shots {
                let value = shot.medianLuminance(in: probe.rect)
                #expect(abs(value - expected) < 16, "\(probe.name) in \(name): \(value), PNG \(expected)")
            }
        }
    }
}
