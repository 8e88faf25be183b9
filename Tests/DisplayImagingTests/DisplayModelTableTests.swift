import DisplayImaging
import Foundation
import Testing

@Suite struct DisplayModelTableTests {
    @Test func builtInModelsAreUsable() {
        for name in DisplayModelTable.builtIn.names {
            let model = DisplayModelTable.builtIn[name]!
            #expect(model.problem == nil, "\(name): \(model.problem ?? "")")
        }
        let og = DisplayModelTable.builtIn["og"]!
        #expect(og.width == 800 && og.height == 480 && og.bitDepth == 1 && og.format == .bmp)
        #expect(DisplayModelTable.builtIn["x"]!.bitDepth == 4)
    }

    @Test func aFileAddsAndReplacesModels() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("models-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("""
            [{"name": "inkplate10", "label": "Inkplate 10", "width": 1200, "height": 825, "bitDepth": 4, "rotation": 0,
              "format": "png", "dither": "atkinson", "minimumRefreshSeconds": 120},
             {"name": "og", "label": "Mine", "width": 800, "height": 480, "bitDepth": 1, "rotation": 180,
              "format": "bmp", "dither": "bayer", "minimumRefreshSeconds": 600, "maximumImageBytes": 90000}]
            """.utf8).write(to: url)
        let table = try DisplayModelTable.builtIn.adding(contentsOf: url)
        #expect(table["inkplate10"]?.dither == .atkinson)
        #expect(table["og"]?.rotation == .clockwise180)
        #expect(table["x"] != nil)
    }

    @Test func aBadFileIsRefusedWithItsProblem() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("models-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"[{"name": "grey", "label": "G", "width": 800, "height": 480, "bitDepth": 2, "rotation": 0, "format": "bmp", "dither": "bayer", "minimumRefreshSeconds": 60}]"#.utf8).write(to: url)
        #expect(throws: DisplayModelTableError.self) { try DisplayModelTable.builtIn.adding(contentsOf: url) }
        do {
            _ = try DisplayModelTable.builtIn.adding(contentsOf: url)
        } catch {
            #expect(String(describing: error).contains("BMP images are 1-bit only"))
        }
        try Data("{".utf8).write(to: url)
        #expect(throws: DisplayModelTableError.self) { try DisplayModelTable.builtIn.adding(contentsOf: url) }
    }

    /// A 2-bit PNG of dither noise can exceed the 90 KB TRMNL accepts: the encoder falls back
    /// to patterns that compress better and says which it used.
    @Test func sizeLimitFallsBackToCoarserDithering() throws {
        var generator = SplitMix(seed: 7)
        let pixels = (0..<(800 * 480)).map { index -> UInt32 in
            // A horizontal gradient with a little noise: error diffusion turns it into grain.
            let value = UInt32(min(255, max(0, (index % 800) * 255 / 800 + Int(generator.next() % 9) - 4)))
            return 0xFF00_0000 | value << 16 | value << 8 | value
        }
        let image = GrayImage(width: 800, height: 480, argb: pixels)
        var model = DisplayModelTable.builtIn["og_png"]!
        model.dither = .floydSteinberg
        model.maximumImageBytes = nil
        let unlimited = try DisplayImageEncoder.encode(image, for: model)
        #expect(unlimited.dither == .floydSteinberg)
        model.maximumImageBytes = unlimited.data.count - 1
        let limited = try DisplayImageEncoder.encode(image, for: model)
        #expect(limited.data.count < unlimited.data.count)
        #expect(limited.dither != .floydSteinberg)
        model.maximumImageBytes = 100
        #expect(throws: DisplayImageError.self) { try DisplayImageEncoder.encode(image, for: model) }
    }
}

/// A seeded generator, so noise is the same in every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
