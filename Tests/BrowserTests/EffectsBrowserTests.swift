import DisplayList
import Foundation
import HTMLRenderer
import Testing
import ViewCore
import WidgetRendering

/// Blur, grayscale, a blend mode and a mask drawn by Chromium from the HTML and SVG agree with
/// the PNG renderer's pixels.
@Suite("Visual effects in headless Chromium")
struct EffectsBrowserTests {
    @Test("Grayscale, blur, multiply, a mask and a shadow look the same in PNG, HTML and SVG", .timeLimit(.minutes(10)))
    func effectsAgree() async throws {
        // Sample areas (points at scale 1): what each effect decides.
        // Relative to the first square's corner, which the layout puts at (10, 10) before any
        // widget margin.
        let layoutProbes: [(name: String, rect: CGRect)] = [
            ("grayscale red", CGRect(x: 14, y: 14, width: 12, height: 12)),
            ("blur halo outside the square", CGRect(x: 46, y: 16, width: 3, height: 8)),
            ("blur centre", CGRect(x: 62, y: 17, width: 6, height: 6)),
            ("multiply overlap", CGRect(x: 102, y: 14, width: 6, height: 12)),
            ("multiply alone", CGRect(x: 112, y: 14, width: 6, height: 12)),
            ("inside the mask", CGRect(x: 132, y: 14, width: 6, height: 12)),
            ("outside the mask", CGRect(x: 145, y: 14, width: 6, height: 12)),
            ("shadow halo", CGRect(x: 201, y: 18, width: 4, height: 14)),
        ]
        let (html, svg, png, corner) = try await MainActor.run { () throws -> (String, String, Data, CGPoint) in
            let view = ZStack(alignment: .topLeading) {
                Color.white
                HStack(spacing: 10) {
                    Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 30).grayscale(1)
                    Color(red: 0, green: 0, blue: 1).frame(width: 30, height: 30).blur(radius: 3)
                    ZStack(alignment: .leading) {
                        Color(red: 1, green: 1, blue: 0).frame(width: 20, height: 30)
                        Color(red: 0, green: 1, blue: 1).frame(width: 20, height: 30).offset(x: 10).blendMode(.multiply)
                    }
                    .frame(width: 30, height: 30, alignment: .leading)
                    Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 30)
                        .mask(alignment: .leading) { Rectangle().frame(width: 10) }
                    Color(red: 0, green: 0, blue: 1).frame(width: 30, height: 30).shadow(color: .black, radius: 4)
                }
                .padding(10)
            }
            let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemMedium, displayScale: 1))
            let html = HTMLRenderer().renderDocument(list, title: "Effects")
            let svg = String(decoding: try DisplayListEncoder.encode(list, as: .svg), as: UTF8.self)
            let png = try DisplayListEncoder.encode(list, as: .png, scale: 1)
            let gray = list.allItems.compactMap { item -> CGPoint? in
                guard case .group(let group) = item, group.filters == [.grayscale(1)],
                    case .shape(let shape) = group.children.first
                else { return nil }
                return shape.frame.origin
            }.first
            return (html, svg, png, try #require(gray))
        }
        let probes = layoutProbes.map { ($0.name, $0.rect.offsetBy(dx: corner.x - 10, dy: corner.y - 10)) }
        let ours = try Screenshot(png: png)
        let shots = try await browserShots(html: html, svg: svg, folderPrefix: "wk-effects")
        for probe in probes {
            let expected = ours.medianLuminance(in: probe.1)
            for (name, shot) in shots {
                let value = shot.medianLuminance(in: probe.1)
                #expect(abs(value - expected) < 14, "\(probe.0) in \(name): \(value), PNG \(expected)")
            }
        }
        // The probes see what they are meant to: grey (not red), a halo, green (not cyan).
        #expect(abs(ours.medianLuminance(in: probes[0].1) - 0.2126 * 255) < 4)
        #expect(ours.medianLuminance(in: probes[1].1) < 250)
        #expect(abs(ours.medianLuminance(in: probes[3].1) - 0.7152 * 255) < 4)
        #expect(abs(ours.medianLuminance(in: probes[4].1) - (0.7152 + 0.0722) * 255) < 4)
        #expect(ours.medianLuminance(in: probes[6].1) > 250)
        #expect(ours.medianLuminance(in: probes[7].1) < 245, "the shadow reaches past the square")
    }
}
