import Benchmark
import BenchmarkFixtures
import DisplayList
import Foundation
import SwiftUI
import WidgetCore
import WidgetExtension
import WidgetRendering

// The medium forecast entry drawn in process and fetched across the process boundary, in one
// run. Target (issue 18): across the boundary costs at most 1 ms more than in process.
//
// "In process" is what a single-bundle home screen does for a render: the entry's display list
// from `WidgetLayout`. "Across the boundary" is what a home screen hosting the bundle does: a
// render request for the stored entry to `forecast-widgets extension` (a real process on
// pipes), which lays it out on its main actor and answers the display list in a binary frame
// (`DisplayList.binaryRepresentation()`), decoded here. Both sides have warm text caches.

/// Runs `body` on the main actor, from whatever thread the benchmark runner calls us on.
func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

/// `forecast-widgets extension`, started next to this benchmark's executable, and the host's
/// end of its channel.
final class ForecastExtension: @unchecked Sendable {
    let process = Process()
    let channel: ExtensionChannel
    private let input = Pipe()
    private let output = Pipe()
    private var nextID: UInt64 = 0
    /// The serial of the medium entry the extension keeps.
    private(set) var serial: UInt64 = 0

    init() throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        process.executableURL = folder.appendingPathComponent("forecast-widgets")
        process.arguments = ["extension"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        channel = ExtensionChannel(input: output.fileHandleForReading.fileDescriptor,
                                   output: input.fileHandleForWriting.fileDescriptor)
        guard case .hello = try ask(.hello(version: extensionProtocolVersion)) else { throw Failure("no hello") }
        let query = ExtensionTimelineQuery(key: "benchmark", kind: "Forecast", family: "systemMedium")
        guard case .entries(let entries, _) = try ask(.timeline(query)), let first = entries.first else {
            throw Failure("no timeline")
        }
        serial = first.serial
    }

    func ask(_ body: ExtensionRequest.Body) throws -> ExtensionResponse {
        nextID += 1
        try channel.send(ExtensionRequest(id: nextID, body: body))
        while true {
            if case .response(nextID, let response) = try channel.receive(ExtensionMessage.self) { return response }
        }
    }

    /// The display list of the stored medium entry, from the extension.
    func render() throws -> DisplayList {
        let query = ExtensionRenderQuery(kind: "Forecast", entry: .stored(serial: serial), environment: Fixtures.medium)
        guard case .displayList(let list, _) = try ask(.render(query)) else { throw Failure("no display list") }
        return list
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// The extension the "running extension" benchmark keeps between its runs: package-benchmark
/// calls a benchmark's closure once per sample, and a home screen keeps its extensions running.
/// (The runs are sequential.)
nonisolated(unsafe) var runningForecast: ForecastExtension?

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .throughput], maxDuration: .seconds(5))

    Benchmark("Medium entry in process") { benchmark in
        let descriptor = onMainActor { WidgetRegistry(widget: ForecastWidget.self)["Forecast"]! }
        onMainActor {
            _ = WidgetLayout.displayList(for: descriptor, entry: AnyEntry(ForecastEntry.sample), environment: Fixtures.medium)
        }
        for _ in benchmark.scaledIterations {
            blackHole(onMainActor {
                WidgetLayout.displayList(for: descriptor, entry: AnyEntry(ForecastEntry.sample), environment: Fixtures.medium)
            })
        }
    }

    // The two halves of the boundary's cost that are not the pipe: the display list to JSON in
    // the extension, and back in the host.
    Benchmark("Medium display list to JSON") { benchmark in
        let list = onMainActor { Fixtures.mediumDisplayList() }
        let encoder = JSONEncoder()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? encoder.encode(list))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Medium display list from JSON") { benchmark in
        let list = onMainActor { Fixtures.mediumDisplayList() }
        guard let json = try? JSONEncoder().encode(list) else { fatalError("The display list does not encode") }
        let decoder = JSONDecoder()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? decoder.decode(DisplayList.self, from: json))
        }
        benchmark.stopMeasurement()
    }

    // The same halves in the binary coding the channel uses since protocol version 2.
    Benchmark("Medium display list to binary") { benchmark in
        let list = onMainActor { Fixtures.mediumDisplayList() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? list.binaryRepresentation())
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Medium display list from binary") { benchmark in
        let list = onMainActor { Fixtures.mediumDisplayList() }
        guard let bytes = try? list.binaryRepresentation() else { fatalError("The display list does not encode") }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? DisplayList(binaryRepresentation: bytes))
        }
        benchmark.stopMeasurement()
    }

    // The render request's envelope (the environment, as JSON): written by the host, read by
    // the extension, once per entry.
    Benchmark("Medium render request to and from JSON") { benchmark in
        let request = ExtensionRequest(id: 1, body: .render(ExtensionRenderQuery(
            kind: "Forecast", entry: .stored(serial: 1), environment: Fixtures.medium)))
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            if let json = try? encoder.encode(request) { blackHole(try? decoder.decode(ExtensionRequest.self, from: json)) }
        }
        benchmark.stopMeasurement()
    }

    // The same request to an extension that has answered many: what a home screen's renders
    // cost once its extensions run (the benchmark below starts an extension for every sample and
    // measures its second render, which still pays for first uses: type metadata, caches).
    Benchmark("Medium entry across the process boundary, running extension") { benchmark in
        if runningForecast == nil {
            do {
                let forecast = try ForecastExtension()
                for _ in 0..<50 { _ = try forecast.render() }
                runningForecast = forecast
            } catch {
                fatalError("Cannot start forecast-widgets extension: \(error)")
            }
        }
        guard let forecast = runningForecast else { return }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? forecast.render())
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Medium entry across the process boundary") { benchmark in
        let forecast: ForecastExtension
        do {
            forecast = try ForecastExtension()
        } catch {
            fatalError("Cannot start forecast-widgets extension: \(error)")
        }
        defer { forecast.stop() }
        _ = try? forecast.render()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try? forecast.render())
        }
        benchmark.stopMeasurement()
    }
}
