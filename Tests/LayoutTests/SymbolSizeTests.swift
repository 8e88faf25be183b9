import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

/// Issue 16, item 4: a symbol's frame follows the symbol's own width and height relative to the
/// font (centred on the cap height) and the image scale, not a square 1.2 × the point size.
@MainActor
@Suite struct SymbolSizeTests {
    let canvas = CGSize(width: 300, height: 300)

    /// The frame of the one symbol drawn in `view`, from its accessibility node.
    func symbolFrame<V: View>(_ view: V) throws -> CGRect {
        let list = layout(view, in: canvas)
        let node = try #require(list.accessibility.first { $0.traits.contains("isImage") })
        return node.frame
    }

    @Test func measuredSymbolsTakeTheirIOSFrames() throws {
        // iOS: a 32 pt `calendar` is about 32 pt tall (38.4 before).
        let calendar = try symbolFrame(Image(systemName: "calendar").font(.system(size: 32)))
        #expect(approximately(calendar.height, 32, tolerance: 0.0001))
        // `chevron.right` at body size is 14.3 pt tall (10 before).
        let chevron = try symbolFrame(Image(systemName: "chevron.right").font(.body))
        #expect(approximately(chevron.height, 14.3, tolerance: 0.0001))
        // `crown` at body size is about 26 pt wide (20.4 before).
        let crown = try symbolFrame(Image(systemName: "crown").font(.body))
        #expect(approximately(crown.width, 26, tolerance: 0.0001))
        // A 9 pt `arrow.clockwise` is 8 × 9.7 (7.3 × 7.3 before).
        let arrow = try symbolFrame(Image(systemName: "arrow.clockwise").font(.system(size: 9)))
        #expect(approximately(arrow.width, 8, tolerance: 0.0001) && approximately(arrow.height, 9.7, tolerance: 0.0001))
    }

    @Test func everySymbolHasItsOwnShape() throws {
        // Derived from each stand-in glyph's outline: a narrow chevron is narrower than tall, a
        // wide symbol wider; none is the old 1.2 em square.
        let chevron = try symbolFrame(Image(systemName: "chevron.left").font(.body))
        #expect(chevron.width < chevron.height)
        let square = 17 * 1.2
        for name in ["star.fill", "heart", "bolt.fill", "cloud.sun.fill", "person.2"] {
            let frame = try symbolFrame(Image(systemName: name).font(.body))
            #expect(frame.width > 5 && frame.height > 5 && frame.width < 26 && frame.height < 26, "\(name): \(frame)")
            #expect(!(approximately(frame.width, square) && approximately(frame.height, square)), "\(name)")
        }
    }

    @Test func imageScaleScalesTheFrame() throws {
        let medium = try symbolFrame(Image(systemName: "calendar").font(.system(size: 32)))
        let small = try symbolFrame(Image(systemName: "calendar").font(.system(size: 32)).imageScale(.small))
        let large = try symbolFrame(Image(systemName: "calendar").font(.system(size: 32)).imageScale(.large))
        #expect(approximately(small.height, medium.height * 0.78, tolerance: 0.0001))
        #expect(approximately(large.height, medium.height * 1.29, tolerance: 0.0001))
    }

    @Test func theGlyphFitsInsideTheFrameCentredOnTheCapHeight() throws {
        // In a row with text, the symbol's middle is half the font's cap height above the baseline.
        let list = layout(
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "calendar")
                Text("Today")
            }.font(.body), in: canvas)
        let node = try #require(list.accessibility.first { $0.traits.contains("isImage") })
        let text = try #require(textItems("Today", in: list).first)
        let baseline = Double(text.lines[0].origin.y)
        #expect(approximately(node.frame.midY, baseline - 17 * sfCapHeight / 2, tolerance: 0.0001))
        // The glyph is centred in the frame (its 1 em advance box, which centres the ink, too).
        let glyph = try #require(textItemsOf(list).first { $0 != text })
        let run = try #require(glyph.lines.first?.runs.first)
        #expect(approximately(run.x + run.width / 2, Double(node.frame.midX), tolerance: 0.5))
    }
}
