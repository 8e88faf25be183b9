import DisplayImaging
import Foundation
import Testing

@Suite struct DithererTests {
    /// An sRGB gray as the renderer draws it (opaque ARGB).
    private func gray(_ value: UInt32, width: Int = 64, height: Int = 64) -> GrayImage {
        GrayImage(width: width, height: height, argb: [UInt32](repeating: 0xFF00_0000 | value << 16 | value << 8 | value,
                                                                count: width * height))
    }

    /// Paper averages dots in linear light: sRGB 50 % gray is 21.4 % light, so about a fifth of
    /// a dithered area is white, whichever method diffuses it.
    @Test(arguments: [DitherMethod.floydSteinberg, .atkinson, .bayer])
    func midGrayAveragesToItsLinearLight(method: DitherMethod) {
        let image = gray(0x80)
        let levels = Ditherer(method: method).dither(image, levels: 2)
        let white = Double(levels.histogram()[1]) / Double(levels.pixels.count)
        let target = Double(image.pixels[0])
        // Atkinson drops a quarter of the error: it runs lighter in the light tones, darker in the dark.
        let tolerance = method == .atkinson ? 0.08 : 0.02
        #expect(abs(white - target) < tolerance, "\(method): \(white) white for \(target)")
    }

    @Test(arguments: DitherMethod.allCases)
    func blackAndWhiteStayPure(method: DitherMethod) {
        #expect(Ditherer(method: method).dither(gray(0x00), levels: 2).histogram() == [64 * 64, 0])
        #expect(Ditherer(method: method).dither(gray(0xFF), levels: 4).histogram() == [0, 0, 0, 64 * 64])
    }

    /// Four levels: an exact level's gray needs no dots at all.
    @Test func twoBitLevelsAreEvenInLightness() {
        let levels = Ditherer(method: .bayer).dither(gray(0x55), levels: 4)
        #expect(levels.histogram() == [0, 64 * 64, 0, 0])
    }

    /// Inside a text line's rectangle pixels are thresholded against the line's own ink and
    /// background: gray text on white turns solid black, nothing is dithered there.
    @Test func crispRectanglesAreThresholdedAgainstTheirBackground() {
        var argb = [UInt32](repeating: 0xFFFF_FFFF, count: 32 * 8)
        for x in 8..<24 { argb[3 * 32 + x] = 0xFF99_9999 }   // a gray stroke, as .secondary text
        let image = GrayImage(width: 32, height: 8, argb: argb)
        let rect = PixelRect(x: 4, y: 1, width: 24, height: 5)
        let dithered = Ditherer(method: .floydSteinberg).dither(image, levels: 2, crisp: [rect])
        for x in 8..<24 { #expect(dithered[x, 3] == 0) }
        #expect(dithered.histogram()[0] == 16)
        // Without the rectangle the same stroke is dotted.
        let plain = Ditherer(method: .floydSteinberg).dither(image, levels: 2)
        #expect(plain.histogram()[0] < 16)
    }

    /// White text on a mid-gray fill (a coloured widget background): the glyphs stay solid white
    /// and the fill between them is dithered like the fill around the line, not thresholded
    /// into a black box.
    @Test func crispTextOnAFillKeepsTheFillDithered() {
        let width = 64, height = 16
        var argb = [UInt32](repeating: 0xFF80_8080, count: width * height)
        for x in 16..<48 { argb[8 * width + x] = 0xFFFF_FFFF }   // a white stroke
        let image = GrayImage(width: width, height: height, argb: argb)
        let rect = PixelRect(x: 8, y: 2, width: 48, height: 12)
        let dithered = Ditherer(method: .floydSteinberg).dither(image, levels: 2, crisp: [rect])
        for x in 16..<48 { #expect(dithered[x, 8] == 1, "the stroke is white at \(x)") }
        var white = 0, count = 0
        for y in 3..<13 where y != 8 {
            for x in 10..<54 {
                white += Int(dithered[x, y])
                count += 1
            }
        }
        let share = Double(white) / Double(count)
        // sRGB 50 % gray is 21.4 % light: dithered, about a fifth of the fill is white dots.
        #expect(share > 0.1 && share < 0.35, "\(share) of the fill inside the box is white")
    }

    @Test func rotationTurnsClockwise() {
        var image = GrayImage(width: 3, height: 2, value: 1)
        image[0, 0] = 0
        let turned = image.rotated(by: .clockwise90)
        #expect(turned.width == 2 && turned.height == 3)
        #expect(turned[1, 0] == 0)
        #expect(image.rotated(by: .clockwise180)[2, 1] == 0)
        #expect(image.rotated(by: .clockwise270)[0, 2] == 0)
    }

    @Test func toneMakesGrayDarkerOrLighter() {
        var darker = gray(0x80)
        darker.adjust(gamma: 0.5, contrast: 1)
        var lighter = gray(0x80)
        lighter.adjust(gamma: 2, contrast: 1)
        #expect(darker.pixels[0] < gray(0x80).pixels[0])
        #expect(lighter.pixels[0] > gray(0x80).pixels[0])
    }
}
