import DisplayList
import Foundation
import HTMLRenderer
import Testing
import ViewCore
import WidgetRendering

/// Nine-slice images (`resizable(capInsets:)`) in a real browser: parts meeting at fractional
/// positions must not let the background through where they meet.
@Suite("Nine-slice seams in headless Chromium")
struct NineSliceBrowserTests {
    /// The flat colour of the test image.
    static let color: (r: Double, g: Double, b: Double) = (26, 77, 230)

    @Test("A flat nine-slice image at fractional positions is one flat colour in HTML (also scaled) and SVG",
          .timeLimit(.minutes(10)))
    func noSeams() async throws {
        let (html, svg, frames) = try await MainActor.run { () throws -> (String, String, [CGRect]) in
            let tile = DisplayList(size: CGSize(width: 30, height: 30), items: [
                .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 30, height: 30), outline: .rectangle,
                                 fill: .color(RGBAColor(red: Self.color.r / 255, green: Self.color.g / 255, blue: Self.color.b / 255)))),
            ])
            let image = try #require(UIImage(data: try DisplayListEncoder.encode(tile, as: .png, scale: 1)))
            let insets = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let view = ZStack(alignment: .topLeading) {
                Color.white
                VStack(alignment: .leading, spacing: 7.3) {
                    Image(uiImage: image).resizable(capInsets: insets).frame(width: 101.3, height: 57.7)
                    Image(uiImage: image).resizable(capInsets: insets, resizingMode: .tile).frame(width: 131.3, height: 47.7)
                }
                .padding(.leading, 3.37).padding(.top, 2.71)
            }
            // Inside iOS 17's content margins, away from the widget's rounded corners.
            .containerBackground(.white, for: .widget)
            let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemMedium, displayScale: 1))
            // The two images' frames: the union of each one's parts.
            let parts = list.allItems.compactMap { item -> CGRect? in
                if case .image(let image) = item, image.source != nil { image.frame } else { nil }
            }
            var frames: [CGRect] = []
            for part in parts {
                if let index = frames.firstIndex(where: { $0.insetBy(dx: -0.01, dy: -0.01).intersects(part) }) {
                    frames[index] = frames[index].union(part)
                } else {
                    frames.append(part)
                }
            }
            let html = HTMLRenderer().renderDocument(list, title: "Slices")
            let svg = String(decoding: try DisplayListEncoder.encode(list, as: .svg), as: UTF8.self)
            return (html, svg, frames)
        }
        #expect(frames.count == 2)
        // The home screen scales extra-large widgets (a CSS transform): parts must meet there too.
        let scale = 0.946
        let scaled = html.replacingOccurrences(of: "<body>\n", with: "<body>\n<div style=\"transform:scale(\(scale));transform-origin:0 0\">")
            .replacingOccurrences(of: "\n<script>", with: "</div>\n<script>")
        #expect(scaled != html)
        let folder = try PageFolder(prefix: "wk-slices")
        defer { folder.remove() }
        let pages = [("html", html, 1.0), ("scaled.html", scaled, scale), ("svg", svg, 1.0)]
        for (name, text, _) in pages { try folder.write(text, named: "widget.\(name)") }

        // Measured on a thread of its own (the browser is driven synchronously); checked here.
        let results = try await onBrowserThread { () throws -> [(page: String, inside: CGRect, count: Int, off: Int)] in
            let browser = try DevToolsBrowser(width: 400, height: 200)
            defer { browser.close() }
            var results: [(page: String, inside: CGRect, count: Int, off: Int)] = []
            for (name, _, factor) in pages {
                try browser.navigate(folder.url.appendingPathComponent("widget.\(name)").absoluteString)
                try browser.waitFor("the page to load", "document.readyState === 'complete'")
                let shot = try Screenshot(png: browser.screenshot())
                for frame in frames {
                    // Inside each image, a pixel away from its outer (antialiased) edges.
                    let inside = CGRect(x: Double(frame.minX) * factor, y: Double(frame.minY) * factor,
                                        width: Double(frame.width) * factor, height: Double(frame.height) * factor).insetBy(dx: 1.5, dy: 1.5)
                    let expected = 0.2126 * Self.color.r + 0.7152 * Self.color.g + 0.0722 * Self.color.b
                    let values = shot.luminances(in: inside)
                    results.append((name, inside, values.count, values.filter { abs($0 - expected) > 3 }.count))
                }
            }
            return results
        }
        #expect(results.count == pages.count * frames.count)
        for result in results {
            #expect(result.count > 1000, "\(result.page): \(result.count) pixels in \(result.inside)")
            // A seam is a line of lighter pixels where two parts meet.
            #expect(result.off == 0, "\(result.page): \(result.off) of \(result.count) pixels in \(result.inside) are not the image's colour")
        }
    }
}
