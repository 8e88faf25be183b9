// The "ours" half of scripts/compare-chromium.sh: renders the medium benchmark widget
// `--count` times to PNG at 2× (layout included, warm text cache after the first render),
// writes its HTML document and one PNG for the browser half, and prints per-render times.
//
//     render-compare --count 200 --out DIR
//
// Prints `key=value` lines: width, height (points), scale, count, and for "layout+png"
// and "png" (drawing and encoding a laid-out list) the median, mean, p90, min in ms.
//
//     render-compare --only layout|html|svg|png|layout+png --count 2000
//
// runs just one step of the pipeline `count` times after a warm-up, writing nothing: a
// steady loop to profile (valgrind --tool=callgrind, perf record).

import BenchmarkFixtures
import DisplayList
import Foundation
import PNGRenderer
import WidgetRendering

var count = 200
var outDirectory = "."
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--count": count = Int(arguments.next() ?? "") ?? count
    case "--out": outDirectory = arguments.next() ?? outDirectory
    case "--only": only = arguments.next()
    default:
        FileHandle.standardError.write(Data(
            "usage: render-compare [--count N] [--out DIR] [--only layout|html|svg|png|layout+png]\n".utf8))
        exit(2)
    }
}

let scale = 2.0
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

func summary(_ name: String, _ samples: [Double]) {
    let sorted = samples.sorted()
    let median = sorted[sorted.count / 2]
    let p90 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.9))]
    let mean = samples.reduce(0, +) / Double(samples.count)
    print(String(format: "%@.median_ms=%.4f\n%@.mean_ms=%.4f\n%@.p90_ms=%.4f\n%@.min_ms=%.4f",
                 name, median, name, mean, name, p90, name, sorted[0]))
}

let list = Fixtures.mediumDisplayList()

if let only {
    let step: () throws -> Void
    switch only {
    case "layout": step = { _ = Fixtures.mediumDisplayList() }
    case "html": step = { _ = try WidgetRenderer.encode(list, for: RenderRequest(format: .html), title: "Forecast") }
    case "svg": step = { _ = try DisplayListEncoder.encode(list, as: .svg) }
    case "png": step = { _ = try PNGRenderer().render(list, scale: scale) }
    case "layout+png": step = { _ = try PNGRenderer().render(Fixtures.mediumDisplayList(), scale: scale) }
    default:
        FileHandle.standardError.write(Data("unknown step \(only)\n".utf8))
        exit(2)
    }
    for _ in 0..<10 { try step() }
    var samples: [Double] = []
    for _ in 0..<count {
        let start = clock.now
        try step()
        samples.append(milliseconds(clock.now - start))
    }
    summary(only, samples)
    exit(0)
}

// Write what the browser loads, and our PNG to compare by eye.
let html = try WidgetRenderer.encode(list, for: RenderRequest(format: .html), title: "Forecast")
try html.write(to: URL(fileURLWithPath: outDirectory).appendingPathComponent("widget.html"))
try PNGRenderer().render(list, scale: scale)
    .write(to: URL(fileURLWithPath: outDirectory).appendingPathComponent("ours.png"))

// Warm-up: text cache, fonts, image surfaces.
for _ in 0..<10 { _ = try PNGRenderer().render(Fixtures.mediumDisplayList(), scale: scale) }

var full: [Double] = []
var drawOnly: [Double] = []
full.reserveCapacity(count)
drawOnly.reserveCapacity(count)
var bytes = 0
for _ in 0..<count {
    let start = clock.now
    let png = try PNGRenderer().render(Fixtures.mediumDisplayList(), scale: scale)
    full.append(milliseconds(clock.now - start))
    bytes = png.count
}
for _ in 0..<count {
    let start = clock.now
    _ = try PNGRenderer().render(list, scale: scale)
    drawOnly.append(milliseconds(clock.now - start))
}

print("width=\(Double(list.size.width))")
print("height=\(Double(list.size.height))")
print("scale=\(scale)")
print("count=\(count)")
print("png_bytes=\(bytes)")
summary("layout+png", full)
summary("png", drawOnly)
