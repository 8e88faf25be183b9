import Foundation
import Hummingbird

extension HomeScreenServer {
    /// `GET /events`: server-sent events.
    ///
    /// `event: entry` with `{"id","version","cause"}` when an instance shows another entry (the
    /// page fetches its fragment again); `event: layout` when instances were added, removed,
    /// moved or resized (the page reloads). Every event's `id:` is the host's update version.
    /// A comment line every 15 seconds keeps proxies from closing the stream and notices pages
    /// that have gone.
    func addEventRoutes(to router: Router<BasicRequestContext>) {
        let liveUpdates = runtime.liveUpdates
        router.get("/events") { _, _ -> Response in
            var headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"]
            headers[.init("X-Accel-Buffering")!] = "no"
            HTTPResponses.hardened(&headers)
            // Subscribed when the body is written: the answer to a HEAD (its headers only) never is.
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                let updates = liveUpdates.subscribe()
                let heartbeat = Heartbeat.stream(every: .seconds(15))
                let merged = AsyncStream<ByteBuffer> { continuation in
                    let forward = Task {
                        for await update in updates { continuation.yield(ByteBuffer(string: Self.event(update))) }
                        continuation.finish()
                    }
                    let beat = Task {
                        for await _ in heartbeat { continuation.yield(ByteBuffer(string: ": keep-alive\n\n")) }
                    }
                    continuation.onTermination = { _ in
                        forward.cancel()
                        beat.cancel()
                    }
                }
                try await writer.write(ByteBuffer(string: "retry: 2000\n: connected\n\n"))
                for await buffer in merged {
                    try await writer.write(buffer)
                }
                try await writer.finish(nil)
            })
        }
    }

    /// The text of one event.
    package static func event(_ update: LiveUpdates.Update) -> String {
        var data = "{\"version\":\(update.version),\"cause\":\"\(update.cause)\""
        if let instance = update.instance {
            data += ",\"id\":\"\(instance.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
        }
        if let date = update.entryDate {
            // Seconds since 1970, to the millisecond: when the entry was due to be shown.
            data += ",\"entryDate\":\((date.timeIntervalSince1970 * 1000).rounded() / 1000)"
        }
        data += "}"
        return "id: \(update.version)\nevent: \(update.kind.rawValue)\ndata: \(data)\n\n"
    }
}

/// A tick every interval, until the consumer stops.
enum Heartbeat {
    static func stream(every interval: Duration) -> AsyncStream<Void> {
        AsyncStream { continuation in
            let task = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    if Task.isCancelled { break }
                    continuation.yield()
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
