import Benchmark
import BenchmarkFixtures
import DisplayList
import Foundation
import HTMLRenderer
import PNGRenderer
import SVGRenderer
import SwiftUI
import TextEngine
import WidgetRendering

// Layout, HTML, SVG and PNG of one entry. Targets (README.md): layout of the medium widget
// ≤ 100 µs with a warm text cache, HTML ≤ 50 µs, SVG ≤ 1 ms, PNG of a small widget at 2×
// with layout ≤ 3 ms on one core.
//
// Views are `@MainActor` and the text engine is per thread, so everything that lays out or
// draws text runs on the main thread; the hop there is outside the measured span
// (`startMeasurement` / `stopMeasurement` are called on the main thread).

/// Runs `body` on the main actor, from whatever thread the benchmark runner calls us on.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

/// The benchmark, handed to the main thread for the duration of one `onMainActor` call.
struct MainThreadHandoff: @unchecked Sendable {
    let benchmark: Benchmark
}

/// Measures `body` on the main actor; `setup` runs there first, unmeasured.
func measureOnMainActor(_ benchmark: Benchmark, setup: @MainActor () -> Void = {}, _ body: @MainActor () -> Void) {
    let handoff = MainThreadHandoff(benchmark: benchmark)
    onMainActor {
        setup()
        handoff.benchmark.startMeasurement()
        body()
        handoff.benchmark.stopMeasurement()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 20,
        maxDuration: .seconds(3),
        maxIterations: 5_000
    )

    // MARK: Layout

    Benchmark("Layout medium (warm text cache)") { benchmark in
        measureOnMainActor(benchmark) {
            blackHole(Fixtures.mediumDisplayList())
        }
    }

    Benchmark("Layout medium (cold text cache)") { benchmark in
        measureOnMainActor(benchmark, setup: { TextEngine.current.removeAllCachedLayouts() }) {
            blackHole(Fixtures.mediumDisplayList())
        }
    }

    // Target: ≤ 150 µs (a 12-cell LazyVGrid).
    Benchmark("Layout grid of 12 cells (warm text cache)") { benchmark in
        measureOnMainActor(benchmark) {
            blackHole(Fixtures.gridDisplayList())
        }
    }

    // MARK: Markup (from the display list; no layout)

    let mediumList = onMainActor { Fixtures.mediumDisplayList() }
    let smallList = onMainActor { Fixtures.smallDisplayList() }

    Benchmark("HTML medium document") { _ in
        blackHole(try! WidgetRenderer.encode(mediumList, for: RenderRequest(format: .html), title: "Forecast"))
    }

    Benchmark("HTML medium fragment") { _ in
        blackHole(HTMLRenderer().renderFragment(mediumList, id: "w1", label: "Forecast"))
    }

    Benchmark("SVG medium") { _ in
        blackHole(try! DisplayListEncoder.encode(mediumList, as: .svg))
    }

    // MARK: PNG (drawing needs the main thread's text engine, as layout does)

    Benchmark("PNG small @2x, layout included") { benchmark in
        measureOnMainActor(benchmark) {
            let list = Fixtures.smallDisplayList()
            blackHole(try! PNGRenderer().render(list, scale: 2))
        }
    }

    Benchmark("PNG small @2x, draw + encode only") { benchmark in
        measureOnMainActor(benchmark) {
            blackHole(try! PNGRenderer().render(smallList, scale: 2))
        }
    }

    Benchmark("PNG medium @2x, layout included") { benchmark in
        measureOnMainActor(benchmark) {
            let list = Fixtures.mediumDisplayList()
            blackHole(try! PNGRenderer().render(list, scale: 2))
        }
    }
}
