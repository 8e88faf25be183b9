package import Foundation
package import HomeScreen
package import Hummingbird
package import HummingbirdTesting
import Synchronization
package import ViewCore
package import WidgetCore

// Fixtures and helpers shared by the test targets that run a home screen (HomeScreenTests,
// ShortcutsTests, HeadlinesTests) or need a scratch folder (VocabularyTests).

/// A helper's failure, thrown where a test would otherwise crash.
package struct TestSupportError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

// MARK: Test widgets

package struct CountEntry: TimelineEntry {
    package let date: Date
    package let count: Int

    package init(date: Date, count: Int) {
        self.date = date
        self.count = count
    }
}

/// Counts its timeline requests: every reload brings an entry with the next number, so a
/// reload is visible in the render.
package final class CountingProvider: TimelineProvider, Sendable {
    private let calls = Mutex(0)

    package init() {}

    package func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: 0) }

    package func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(CountEntry(date: Date(), count: 42))
    }

    package func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {
        let count = calls.withLock { value -> Int in
            value += 1
            return value
        }
        completion(Timeline(entries: [CountEntry(date: Date(), count: count)], policy: .never))
    }
}

/// Never completes its timeline: the widget keeps showing its placeholder.
package struct SilentProvider: TimelineProvider {
    package init() {}
    package func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: -1) }
    package func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(CountEntry(date: Date(), count: -2))
    }
    package func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {}
}

package struct CounterView: View {
    package let entry: CountEntry

    nonisolated package init(entry: CountEntry) { self.entry = entry }
    package var body: some View {
        VStack {
            Text("Count \(entry.count)")
            Link("Docs", destination: URL(string: "https://example.com/docs")!)
        }
        .widgetURL(URL(string: "testapp://counter/\(entry.count)?from=widget"))
    }
}

package struct EvilView: View {
    package let entry: CountEntry

    nonisolated package init(entry: CountEntry) { self.entry = entry }
    package var body: some View {
        Text(verbatim: "<img src=x onerror=alert(1)> & \"quotes\"")
    }
}

package enum TestWidgets {
    package static let evilName = "<script>alert('name')</script>"
    package static let evilDescription = "Tom & Jerry <b>\"bold\"</b>"

    /// Counter (small, medium), Evil (small, hostile strings), Silent (small, never loads),
    /// Big (large, extra large, extra large portrait, circular accessory).
    package static func registry() -> WidgetRegistry {
        // Counter's name and description are localized keys, as `configurationDisplayName("Counter")` makes them.
        var counter = WidgetDescriptor(
            kind: "Counter", displayName: "Counter", description: "Counts reloads.",
            supportedFamilies: [.systemSmall, .systemMedium],
            provider: AnyTimelineProvider(CountingProvider()), content: WidgetContent { (entry: CountEntry) in CounterView(entry: entry) })
        counter.displayNameText = Text("Counter")
        counter.descriptionText = Text("Counts reloads.")
        return WidgetRegistry([
            counter,
            WidgetDescriptor(
                kind: "Evil", displayName: evilName, description: evilDescription, supportedFamilies: [.systemSmall],
                provider: AnyTimelineProvider(CountingProvider()), content: WidgetContent { (entry: CountEntry) in EvilView(entry: entry) }),
            WidgetDescriptor(
                kind: "Silent", displayName: "Silent", description: "Never loads.", supportedFamilies: [.systemSmall],
                provider: AnyTimelineProvider(SilentProvider()), content: WidgetContent { (entry: CountEntry) in CounterView(entry: entry) }),
            WidgetDescriptor(
                kind: "Big", displayName: "Big", description: "Large sizes.", supportedFamilies: [.systemLarge, .systemExtraLarge, .systemExtraLargePortrait, .accessoryCircular],
                provider: AnyTimelineProvider(CountingProvider()), content: WidgetContent { (entry: CountEntry) in CounterView(entry: entry) }),
        ])
    }
}

// MARK: Harness

/// A temporary data directory, removed at the end.
package func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("test-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// A running home screen over the test widgets, tested through Hummingbird's test client.
/// `configure` sets what the parameters do not (connection limits, read-only, checkpoints).
package func withHomeScreen<T: Sendable>(
    host: String = "127.0.0.1", directory: URL? = nil, setup: TestingSetup = .router,
    registry: WidgetRegistry? = nil,
    appURLs: [String: URL] = [:], listensForWidgetCenter: Bool = false, bundles: [Bundle] = [],
    prepare: (URL) async throws -> Void = { _ in },
    configure: (inout HomeScreenConfiguration) -> Void = { _ in },
    _ body: @escaping @Sendable (HomeScreenRuntime, any TestClientProtocol) async throws -> T
) async throws -> T {
    try await withTemporaryDirectory { temporary in
        let directory = directory ?? temporary
        try await prepare(directory)
        var configuration = HomeScreenConfiguration(
            host: host, port: 0, dataDirectory: directory, appURLBaseURLs: appURLs,
            listensForWidgetCenter: listensForWidgetCenter, resourceBundles: bundles)
        configure(&configuration)
        let runtime = try await HomeScreenRuntime.start(
            registry: registry ?? TestWidgets.registry(), configuration: configuration)
        defer { runtime.stop() }
        let app = HomeScreenServer(runtime: runtime).application()
        return try await app.test(setup) { client in
            let value = try await body(runtime, client)
            // A live server must not shut down with a connection of the test still waiting to be
            // accepted: NIO traps when one is accepted as the serving loop ends (apple/swift-nio#3481).
            if client.port != nil { try? await Task.sleep(for: .milliseconds(250)) }
            return value
        }
    }
}

extension TestResponse {
    package var text: String { String(buffer: body) }

    package func json() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any] else {
            throw TestSupportError("Not a JSON object: \(text)")
        }
        return object
    }
}

extension TestClientProtocol {
    /// `POST /api/instances` with `{kind, family}`.
    @discardableResult
    package func place(_ kind: String, _ family: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: "/api/instances", method: .post, headers: headers,
                          body: ByteBuffer(string: #"{"kind":"\#(kind)","family":"\#(family)"}"#))
    }

    /// The id of a newly placed widget.
    package func placedID(_ kind: String, _ family: String) async throws -> String {
        let response = try await place(kind, family)
        guard response.status == .created, let id = try response.json()["id"] as? String else {
            throw TestSupportError("Placing \(kind) in \(family) answered \(response.status): \(response.text)")
        }
        return id
    }

    /// The ids of `GET /api/instances`, in order.
    package func instanceIDs() async throws -> [String] {
        let response = try await execute(uri: "/api/instances", method: .get)
        guard let instances = try response.json()["instances"] as? [[String: Any]] else {
            throw TestSupportError("No instances in \(response.text)")
        }
        return instances.compactMap { $0["id"] as? String }
    }
}

/// Waits until `condition` holds (polling), or fails after `timeout`.
package func eventually(timeout: Duration = .seconds(15), _ condition: @Sendable () async throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + Patience.duration(timeout)
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}

