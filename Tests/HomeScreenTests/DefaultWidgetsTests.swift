import Foundation
import HomeScreen
import Testing
import TimelineScheduling
import WidgetCore
import TestSupport

@Suite("Default widgets on a first start")
struct DefaultWidgetsTests {
    func start(_ directory: URL) async throws -> HomeScreenRuntime {
        var configuration = HomeScreenConfiguration(host: "127.0.0.1", port: 0, dataDirectory: directory,
                                                    listensForWidgetCenter: false)
        configuration.placesDefaultWidgets = true
        return try await HomeScreenRuntime.start(registry: TestWidgets.registry(), configuration: configuration)
    }

    @Test("A new data directory gets one widget of every kind, once")
    func placedOnce() async throws {
        try await withTemporaryDirectory { directory in
            let first = try await start(directory)
            let records = try await first.store.instances()
            first.stop()
            // One per kind, in the kind's first home-screen family.
            #expect(records.map(\.kind) == ["Counter", "Evil", "Silent", "Big"])
            #expect(records.map(\.family) == ["systemSmall", "systemSmall", "systemSmall", "systemLarge"])
            // Removed by the user: they stay removed after a restart.
            for record in records { _ = try await first.store.delete(record.id) }
            let second = try await start(directory)
            defer { second.stop() }
            #expect(try await second.store.instances().isEmpty)
        }
    }
}
