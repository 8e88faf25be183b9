import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import WidgetCore
import TestSupport

@Suite("Live updates over server-sent events")
struct EventStreamTests {
    // The streams are read with a generous timeout and widgets are placed through the runtime,
    // not the test client (whose reads time out after 15 s): with the whole suite running in
    // parallel on two cores, a render can wait that long for the main actor.
    @Test("A reload reaches an open event stream with the instance id and a version")
    func reload() async throws {
        try await withHomeScreen(setup: .live) { runtime, client in
            defer { runtime.liveUpdates.finishAll() }
            let id = try await runtime.add(kind: "Counter", family: "systemSmall").id
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send("GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\nAccept: text/event-stream\r\n\r\n")
            #expect(await connection.read(until: { $0.contains(": connected") }, timeout: .seconds(90)))
            #expect(connection.received.contains("Content-Type: text/event-stream"))
            runtime.scheduler.reload(.init(id))
            let delivered = await connection.read(until: { $0.contains("\"id\":\"\(id)\"") && $0.contains("\"cause\":\"reload\"") },
                                                  timeout: .seconds(90))
            #expect(delivered, "\(connection.received)")
            #expect(connection.received.contains("event: entry"))
            // The page then fetches the new fragment.
            let page = try RawConnection(port: port)
            page.send("GET /widgets/\(id)/fragment?appearance=light HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
            #expect(await page.read(until: { $0.contains("Count 2") }, timeout: .seconds(90)), "\(page.received)")
            // Layout changes are announced too.
            _ = try await runtime.add(kind: "Counter", family: "systemMedium")
            #expect(await connection.read(until: { $0.contains("event: layout") }, timeout: .seconds(90)))
        }
    }

    @Test("WidgetCenter.reloadAllTimelines() in another process reaches the open pages")
    func widgetCenter() async throws {
        try await withHomeScreen(setup: .live, listensForWidgetCenter: true) { runtime, client in
            defer { runtime.liveUpdates.finishAll() }
            let id = try await runtime.add(kind: "Counter", family: "systemSmall").id
            let port = try #require(client.port)
            let connection = try RawConnection(port: port)
            connection.send("GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
            #expect(await connection.read(until: { $0.contains(": connected") }, timeout: .seconds(90)))
            let socket = runtime.configuration.dataDirectory.appendingPathComponent("widgetcenter.sock").path
            #expect(FileManager.default.fileExists(atPath: socket))
            // A center that can only reach the host through the socket, as an app process does.
            WidgetCenter(remote: .socket(path: socket)).reloadAllTimelines()
            let delivered = await connection.read(until: { $0.contains("\"id\":\"\(id)\"") && $0.contains("\"cause\":\"reload\"") },
                                                  timeout: .seconds(90))
            #expect(delivered, "\(connection.received)")
        }
    }

    @Test("An entry switch on its date is published")
    func switchOnDate() async throws {
        let updates = LiveUpdates()
        let stream = updates.subscribe()
        updates.publish(.init(kind: .entry, instance: "a", version: 7, cause: "switch"))
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.instance == "a" && first?.version == 7)
        #expect(HomeScreenServer.event(.init(kind: .entry, instance: "a\"b", version: 7, cause: "switch"))
            == "id: 7\nevent: entry\ndata: {\"version\":7,\"cause\":\"switch\",\"id\":\"a\\\"b\"}\n\n")
        updates.finishAll()
        #expect(await iterator.next() == nil)
        #expect(updates.subscriberCount == 0)
    }
}
