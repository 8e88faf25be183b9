import DisplayImaging
import DisplayList
import Foundation
import PNGRenderer
import ViewCore
import WidgetCore
import WidgetRendering

/// Draws a device's screen: each slot's widget laid out as the home screen lays it out, drawn
/// at the scale that fits the slot (centred, on white), in full colour; then gray in linear
/// light, dithered and encoded for the model (``DisplayImageEncoder``). Text lines are drawn
/// crisp (thresholded, not dithered) at 1 and 2 bits.
enum DeviceScreenComposer {
    /// The pixels of a screen and its text lines, in the model's canvas size.
    struct Canvas {
        var width: Int
        var height: Int
        var argb: [UInt32]
        var textLines: [PixelRect] = []

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            argb = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        }

        /// Draws `list` fitted into the slot at `x`, `y` of `width` × `height` pixels, centred.
        mutating func draw(_ list: DisplayList, x: Int, y: Int, width: Int, height: Int) throws {
            let listWidth = Double(list.size.width), listHeight = Double(list.size.height)
            guard listWidth > 0, listHeight > 0, width > 0, height > 0 else { return }
            let scale = min(Double(width) / listWidth, Double(height) / listHeight)
            let pixels = try PNGRenderer().renderPixels(list, scale: scale)
            let left = x + max(0, (width - pixels.width) / 2), top = y + max(0, (height - pixels.height) / 2)
            let columns = min(pixels.width, self.width - left), rows = min(pixels.height, self.height - top)
            guard columns > 0, rows > 0 else { return }
            for row in 0..<rows {
                for column in 0..<columns {
                    let source = pixels.argb[row * pixels.width + column]
                    let alpha = source >> 24
                    guard alpha != 0 else { continue }
                    let target = (top + row) * self.width + left + column
                    // Premultiplied colour over white: each channel plus what the alpha leaves of white.
                    if alpha == 255 {
                        argb[target] = source
                        continue
                    }
                    let rest: UInt32 = 255 - alpha
                    let red: UInt32 = ((source >> 16) & 0xFF) + rest
                    let green: UInt32 = ((source >> 8) & 0xFF) + rest
                    let blue: UInt32 = (source & 0xFF) + rest
                    argb[target] = 0xFF00_0000 | red << 16 | green << 8 | blue
                }
            }
            Self.collectTextLines(list.items, scale: scale, x: Double(left), y: Double(top), into: &textLines)
        }

        /// The pixel rectangles of text lines (absolute in the display list) not under a transform.
        static func collectTextLines(_ items: [DisplayItem], scale: Double, x: Double, y: Double, into rects: inout [PixelRect]) {
            for item in items {
                switch item {
                case .text(let text):
                    for line in text.lines where line.width > 0 {
                        rects.append(PixelRect(
                            covering: x + line.origin.x * scale, y + (line.origin.y - line.ascent) * scale,
                            line.width * scale, (line.ascent + line.descent) * scale))
                    }
                case .group(let group) where group.transform == nil:
                    collectTextLines(group.children, scale: scale, x: x, y: y, into: &rects)
                default:
                    continue
                }
            }
        }

        /// The canvas encoded for `model`.
        func encoded(for model: DisplayModel, tone: DisplayTone) throws -> DisplayImageEncoder.Output {
            let gray = GrayImage(width: width, height: height, argb: argb)
            return try DisplayImageEncoder.encode(gray, for: model, tone: tone, crisp: textLines)
        }
    }

    /// A screen of one message (a device with nothing to show yet), laid out as a widget would be.
    @MainActor
    static func message(_ title: String, _ detail: String) -> DisplayList {
        let view = VStack(spacing: 16) {
            Text(verbatim: title).font(.largeTitle).bold()
            Text(verbatim: detail).font(.title2).multilineTextAlignment(.center)
        }
        .foregroundColor(.black)
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
        return WidgetLayout.displayList(
            for: view, environment: RenderEnvironment(family: .systemExtraLarge, colorScheme: .light, displayScale: 1))
    }
}
