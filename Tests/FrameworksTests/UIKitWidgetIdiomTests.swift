import Foundation
import Testing
import UIKit
import SwiftUI
import ViewCore
import WidgetRendering
import DisplayList
import PNGRenderer

/// UIKit as widget code uses it, checked against Apple's documented behaviour.
@Suite("UIKit idioms: CGColor, UIFontMetrics, UIImage, NSAttributedString")
struct UIKitWidgetIdiomTests {
    @MainActor
    private func texts(_ view: some View, family: WidgetFamily = .systemMedium) -> [TextRun] {
        WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: family)).allItems.flatMap { item -> [TextRun] in
            if case .text(let text) = item { return text.lines.flatMap(\.runs) }
            return []
        }
    }

    @Test("CGColor: components, alpha, copy(alpha:), UIColor and Color round trips")
    func cgColor() throws {
        let rgb = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(rgb.numberOfComponents == 4)
        #expect(rgb.components == [1, 0.5, 0, 1])
        let gray = CGColor(gray: 0.25, alpha: 0.5)
        #expect(gray.numberOfComponents == 2)
        #expect(gray.alpha == 0.5)
        let faded = try #require(rgb.copy(alpha: 0.2))
        #expect(faded.components == [1, 0.5, 0, 0.2])
        #expect(UIColor(cgColor: rgb).cgColor == rgb)
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        #expect(Color(cgColor: gray).cgColor?.components == [0.25, 0.25, 0.25, 0.5])
        #expect(Color.blue.cgColor == nil)  // adaptive: no single Core Graphics color
        var red: CGFloat = 0
        UIColor(cgColor: faded).getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == 1)
    }

    @Test("UIFontMetrics scales by the text style's Dynamic Type table, in the render's text size") @MainActor
    func fontMetrics() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        // Body is 17 pt at Large and 40 pt at accessibility XL (Apple's table).
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 17)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: traits) == 40)
        #expect(UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 12, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) == 11)
        let font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17), maximumPointSize: 30, compatibleWith: traits)
        #expect(font.pointSize == 30)
        // In a view, the render's text size is read.
        struct Scaled: View {
            var body: some View {
                Text(verbatim: "x").font(.system(size: UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)))
            }
        }
        let large = WidgetLayout.displayList(for: Scaled(), environment: RenderEnvironment(family: .systemSmall))
        let huge = WidgetLayout.displayList(
            for: Scaled(), environment: RenderEnvironment(family: .systemSmall, dynamicTypeSize: .xxxLarge))
        func size(_ list: DisplayList) -> Double? {
            list.allItems.compactMap { item -> Double? in
                if case .text(let text) = item { return text.lines.first?.runs.first?.font.size }
                return nil
            }.first
        }
        #expect(size(large) == 17)
        #expect(size(huge) == 23)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 40)
    }

    @Test("UIImage(): empty; symbols with configurations; tint colors drawn") @MainActor
    func images() throws {
        let empty = UIImage()
        #expect(empty.size == .zero)
        let configured = try #require(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))
        #expect(configured.size == CGSize(width: 30, height: 30))
        #expect(configured.isSymbolImage)
        #expect(UIImage(named: "no-such-image", in: nil, with: nil) == nil)
        let merged = try #require(configured.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(merged.symbolConfiguration?.pointSize == 30)
        // A tinted symbol is drawn in the tint, whatever the foreground style says.
        let tinted = configured.withTintColor(.systemRed)
        let list = WidgetLayout.displayList(
            for: Image(uiImage: tinted).foregroundStyle(.green), environment: RenderEnvironment(family: .systemSmall))
        let paints = list.allItems.flatMap { item -> [Paint] in
            if case .text(let text) = item { return text.lines.flatMap(\.runs).map(\.paint) }
            return []
        }
        #expect(paints == [.color(RGBAColor(hex: 0xFF3B30))])
        // Nothing is drawn for an empty image.
        let emptyList = WidgetLayout.displayList(for: Image(uiImage: UIImage()).resizable(), environment: RenderEnvironment(family: .systemSmall))
        let drawsImage = emptyList.allItems.contains { if case .image = $0 { true } else { false } }
        #expect(!drawsImage)
    }

    @Test("NSAttributedString from HTML: bold, italic, links, breaks, entities; scripts dropped")
    func html() throws {
        let html = #"<p>Hello <b>bold</b> &amp; <i>italic</i></p><p><a href="https://example.com/x">link</a><br>next&nbsp;line&#33;<script>alert(1)</script><a href="javascript:alert(2)">bad</a> 1 < 2</p>"#
        let string = try NSAttributedString(
            data: Data(html.utf8),
            options: [.documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue],
            documentAttributes: nil)
        // Each paragraph ends with a line break, as Apple's importer writes it.
        #expect(string.string == "Hello bold & italic\nlink\nnext\u{A0}line!bad 1 < 2\n")
        let bold = try #require(string.attribute(.font, at: 6, effectiveRange: nil) as? UIFont)
        #expect(bold == UIFont.boldSystemFont(ofSize: 12))
        let italic = try #require(string.attribute(.font, at: 13, effectiveRange: nil) as? UIFont)
        #expect(italic == UIFont.italicSystemFont(ofSize: 12))
        #expect(string.attribute(.link, at: 20, effectiveRange: nil) as? URL == URL(string: "https://example.com/x"))
        let bad = (string.string as NSString).range(of: "bad")
        #expect(string.attribute(.link, at: bad.location, effectiveRange: nil) == nil)
        // Undecodable data is an error, not an empty string.
        #expect(throws: CocoaError.self) {
            try NSAttributedString(data: Data([0xFF, 0xFE, 0xFD]), options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
        }
    }

    @Test("AttributedString(NSAttributedString) keeps what Text draws; the PNG shows it") @MainActor
    func attributedConversion() throws {
        let source = NSMutableAttributedString(string: "Storm ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        source.append(NSAttributedString(string: "warning", attributes: [
            .foregroundColor: UIColor.red, .underlineStyle: NSUnderlineStyle.single.rawValue, .paragraphStyle: style,
        ]))
        source.append(NSAttributedString(string: " details", attributes: [
            .link: URL(string: "https://example.com")!, .font: UIFont.italicSystemFont(ofSize: 14), .kern: 2,
        ]))
        let converted = AttributedString(source)
        #expect(String(converted.characters) == "Storm warning details")
        let runs = texts(Text(converted))
        let storm = try #require(runs.first { $0.text.hasPrefix("Storm") })
        #expect(storm.font.weight == 700)
        #expect(storm.font.size == 20)
        let warning = try #require(runs.first { $0.text.contains("warning") })
        #expect(warning.paint == .color(RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(warning.underline)
        let details = try #require(runs.first { $0.text.contains("details") })
        #expect(details.font.italic)
        #expect(details.font.size == 14)

        let list = WidgetLayout.displayList(
            for: Text(converted).padding(), environment: RenderEnvironment(family: .systemMedium))
        let png = try PNGRenderer().render(list)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-attributed.png")
        try png.write(to: url)
        #expect(png.count > 1000)
    }
}
