import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import TimelineScheduling
import ViewCore
import WidgetCore
#if canImport(Glibc)
import Glibc
#endif

// MARK: Test widgets

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

/// Counts its timeline requests: every reload brings an entry with the next number, so a
/// reload is visible in the render.
final class CountingProvider: TimelineProvider, Sendable {
    private let calls = Mutex(0)

    func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: 0) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(CountEntry(date: Date(), count: 42))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {
        let count = calls.withLock { value -> Int in
            value += 1
            return value
        }
        completion(Timeline(entries: [CountEntry(date: Date(), count: count)], policy: .never))
    }
}

/// Never completes its timeline: the widget keeps showing its placeholder.
struct SilentProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: -1) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(CountEntry(date: Date(), count: -2))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {}
}

struct CounterView: View {
    let entry: CountEntry
    var body: some View {
        VStack {
            Text("Count \(entry.count)")
            Link("Docs", destination: URL(string: "https://example.com/docs")!)
        }
        .widgetURL(URL(string: "testapp://counter/\(entry.count)?from=widget"))
    }
}

struct EvilView: View {
    let entry: CountEntry
    var body: some View {
        Text(verbatim: "<img src=x onerror=alert(1)> & \"quotes\"")
    }
}

enum TestWidgets {
    static let evilName = "<script>alert('name')</script>"
    static let evilDescription = "Tom & Jerry <b>\"bold\"</b>"

    /// Counter (small, medium), Evil (small, hostile strings), Silent (small, never loads),
    /// Big (large, extra large).
    static func registry() -> WidgetRegistry {
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
                kind: "Big", displayName: "Big", description: "Large sizes.", supportedFamilies: [.systemLarge, .systemExtraLarge],
                provider: AnyTimelineProvider(CountingProvider()), content: WidgetContent { (entry: CountEntry) in CounterView(entry: entry) }),
        ])
    }
}

// MARK: Harness

/// A temporary data directory, removed at the end.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("hs-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// A running home screen over the test widgets, tested through Hummingbird's test client.
func withHomeScreen<T: Sendable>(
    host: String = "127.0.0.1", directory: URL? = nil, setup: TestingSetup = .router,
    registry: WidgetRegistry? = nil,
    appURLs: [String: URL] = [:], listensForWidgetCenter: Bool = false, bundles: [Bundle] = [],
    prepare: (URL) async throws -> Void = { _ in },
    _ body: @escaping @Sendable (HomeScreenRuntime, any TestClientProtocol) async throws -> T
) async throws -> T {
    try await withTemporaryDirectory { temporary in
        let directory = directory ?? temporary
        try await prepare(directory)
        let configuration = HomeScreenConfiguration(
            host: host, port: 0, dataDirectory: directory, appURLBaseURLs: appURLs,
            listensForWidgetCenter: listensForWidgetCenter, resourceBundles: bundles)
        let runtime = try await HomeScreenRuntime.start(
            registry: registry ?? TestWidgets.registry(), configuration: configuration)
        defer { runtime.stop() }
        let app = HomeScreenServer(runtime: runtime).application()
        return try await app.test(setup) { client in try await body(runtime, client) }
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    func json() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any])
    }
}

extension TestClientProtocol {
    /// `POST /api/instances` with `{kind, family}`.
    @discardableResult
    func place(_ kind: String, _ family: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: "/api/instances", method: .post, headers: headers,
                          body: ByteBuffer(string: #"{"kind":"\#(kind)","family":"\#(family)"}"#))
    }

    /// The id of a newly placed widget.
    func placedID(_ kind: String, _ family: String) async throws -> String {
        let response = try await place(kind, family)
        #expect(response.status == .created)
        return try #require(try response.json()["id"] as? String)
    }

    /// The ids of `GET /api/instances`, in order.
    func instanceIDs() async throws -> [String] {
        let response = try await execute(uri: "/api/instances", method: .get)
        let instances = try #require(try response.json()["instances"] as? [[String: Any]])
        return instances.compactMap { $0["id"] as? String }
    }
}

/// Waits until `condition` holds (polling), or fails after `timeout`.
func eventually(timeout: Duration = .seconds(15), _ condition: @Sendable () async throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}

// MARK: Raw HTTP over a socket (streaming responses, any Host header)

/// A plain TCP connection that writes a request and reads what comes back, for what the test
/// clients cannot do: read a stream that never ends, or send an arbitrary `Host`.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32
    private(set) var received = ""

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(descriptor)
            throw CocoaError(.fileReadUnknown)
        }
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Whether the server has closed the connection (a read finds the end of the stream or a reset).
    func isClosed() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Reads until `predicate` holds for everything received, or `timeout` passes, on a thread
    /// of its own (blocking reads must not hold the concurrency pool the server runs on).
    @discardableResult
    func read(until predicate: @escaping @Sendable (String) -> Bool, timeout: Duration = .seconds(15)) async -> Bool {
        await offPool { self.readBlocking(until: predicate, timeout: timeout) }
    }

    private func readBlocking(until predicate: (String) -> Bool, timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while !predicate(received), ContinuousClock.now < deadline {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 { received += String(decoding: buffer[0..<count], as: UTF8.self) }
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) { break }
        }
        return predicate(received)
    }
}

/// Runs blocking `work` on a thread of its own and waits for it without blocking a pool thread.
func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}
