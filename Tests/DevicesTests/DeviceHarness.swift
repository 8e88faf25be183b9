import Foundation
@testable import HomeScreen
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import TestSupport
import TimelineScheduling
import ViewCore
import WidgetCore

/// An entry's number in big type, so each entry draws differently.
struct AgendaView: View {
    let entry: TestEntry
    nonisolated init(entry: TestEntry) { self.entry = entry }
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Entry \(entry.id)").font(.largeTitle).bold()
            Text("Next meeting in the blue room").font(.caption).foregroundColor(.secondary)
        }
        .padding()
        .background(Color.blue.opacity(0.3))
    }
}

/// A home screen on a manual clock, its device hub, and a test client on its routes.
func withDeviceHomeScreen<T: Sendable>(
    start: Date = t0, acceptsDevices: Bool = true,
    timeline: @escaping @Sendable (_ call: Int, _ now: Date) -> Timeline<TestEntry>?,
    _ body: @escaping @Sendable (HomeScreenRuntime, ManualClock, any TestClientProtocol) async throws -> T
) async throws -> T {
    try await withTemporaryDirectory { directory in
        let clock = ManualClock(now: start)
        let agenda = WidgetDescriptor(
            kind: "Agenda", supportedFamilies: [.systemSmall, .systemMedium, .systemLarge],
            provider: AnyTimelineProvider(ScriptedProvider(clock: clock, script: timeline)),
            content: WidgetContent { (entry: TestEntry) in AgendaView(entry: entry) })
        var configuration = HomeScreenConfiguration(host: "127.0.0.1", port: 0, dataDirectory: directory,
                                                    listensForWidgetCenter: false)
        configuration.devices.acceptsNewDevices = acceptsDevices
        let runtime = try await HomeScreenRuntime.start(
            registry: WidgetRegistry([agenda]), configuration: configuration, clock: clock)
        defer { runtime.stop() }
        return try await HomeScreenServer(runtime: runtime).application().test(.router) { client in
            try await body(runtime, clock, client)
        }
    }
}

extension TestClientProtocol {
    func json(_ uri: String, method: HTTPRequest.Method = .get, body: String? = nil) async throws -> (HTTPResponse.Status, [String: Any]) {
        let response = try await execute(uri: uri, method: method, headers: [.contentType: "application/json"],
                                         body: body.map { ByteBuffer(string: $0) })
        let object = (try? JSONSerialization.jsonObject(with: Data(response.body.readableBytesView))) as? [String: Any] ?? [:]
        return (response.status, object)
    }

    /// The first device of `GET /api/devices`.
    func firstDevice() async throws -> [String: Any] {
        let (_, object) = try await json("/api/devices")
        guard let device = (object["devices"] as? [[String: Any]])?.first else { throw TestSupportError("No device in \(object)") }
        return device
    }

    /// Puts `instances` on the first device in `layout`.
    func show(_ instances: [String], layout: String = "full", model: String? = nil) async throws {
        let id = try await firstDevice()["id"] as? String ?? ""
        let modelField = model.map { #","model":"\#($0)""# } ?? ""
        let list = instances.map { "\"\($0)\"" }.joined(separator: ",")
        let (status, object) = try await json(
            "/api/devices/\(id)", method: .post, body: #"{"screen":{"layout":"\#(layout)","instances":[\#(list)]}\#(modelField)}"#)
        guard status == .ok else { throw TestSupportError("Showing \(instances) answered \(status): \(object)") }
    }
}
