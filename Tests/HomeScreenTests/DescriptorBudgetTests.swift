import Foundation
import Testing
import TestSupport
import WidgetCore

/// The server under a small descriptor budget (`prlimit` in the child before it execs the
/// server): its soft limit is raised, its connections are capped below the budget (503 beyond,
/// alive throughout), and its `WidgetCenter` socket survives running out of descriptors.
@Suite("File descriptor budget", .serialized)
struct DescriptorBudgetTests {
    /// Opens an event stream from `source`; whether it streams, and what came back.
    static func openStream(_ port: Int, source: String) async throws -> (streams: Bool, connection: RawConnection) {
        let connection = try RawConnection(port: port, source: source)
        connection.send("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n")
        await connection.read(until: { $0.contains(": connected") || ($0.hasPrefix("HTTP/1.1 503") && $0.hasSuffix("}")) },
                              timeout: .seconds(20))
        return (connection.received.contains(": connected"), connection)
    }

    @Test("Past its connection cap the server answers 503 with Retry-After, stays up, and serves again when some close")
    func connectionCap() async throws {
        let server = try ServerProcess(launcher: ["/usr/bin/prlimit", "--nofile=200:256", "--"])
        defer { server.stop() }
        // 256 descriptors: 128 in reserve, half the rest for connections.
        #expect(server.log.contains("Open files: at most 256 (raised from 200); connections: at most 64"), "\(server.log.prefix(2000))")

        var streams: [RawConnection] = []
        var refusals: [String] = []
        for index in 0..<90 {
            // Four addresses, far below the per-address cap of 128: only the total is at stake.
            let (streaming, connection) = try await Self.openStream(server.port, source: "127.0.0.\(2 + index % 4)")
            if streaming { streams.append(connection) } else { refusals.append(connection.received) }
        }
        #expect(streams.count == 64)
        #expect(refusals.count == 26)
        for refusal in refusals {
            #expect(refusal.hasPrefix("HTTP/1.1 503"), "\(refusal.prefix(300))")
            #expect(refusal.contains("Retry-After: 5"), "\(refusal.prefix(300))")
        }
        #expect(server.process.isRunning, "the server is alive")
        #expect(server.log.contains("the server holds 64 connections, its limit"))

        // Ten streams end: a plain request is answered again.
        streams.removeLast(10)
        let served = try await eventually(timeout: .seconds(30)) {
            let connection = try RawConnection(port: server.port, source: "127.0.0.9")
            connection.send("GET /api/kinds HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            await connection.read(until: { $0.contains("\r\n\r\n") && $0.hasSuffix("}") }, timeout: .seconds(10))
            return connection.received.hasPrefix("HTTP/1.1 200")
        }
        #expect(served)
        #expect(server.process.isRunning)
        withExtendedLifetime(streams) {}
    }

    /// A `configurations` request over the server's `WidgetCenter` socket, as an app's
    /// `getCurrentConfigurations` sends it; whether it was answered.
    static func widgetCenterAnswers(_ server: ServerProcess, timeout: Double = 2) -> Bool {
        let path = server.dataDirectory.appendingPathComponent("widgetcenter.sock").path
        let reply = try? WidgetCenterSocketClient(path: path, timeout: timeout)
            .exchange(WidgetCenterSocket.Request(op: .configurations), expectsReply: true)
        return reply != nil
    }

    @Test("The WidgetCenter socket keeps accepting after the server ran out of descriptors")
    func widgetCenterSurvivesEMFILE() async throws {
        // A cap far above the budget (an operator's choice), so HTTP connections can use up every descriptor.
        let server = try ServerProcess(arguments: ["--max-connections", "1000"],
                                       launcher: ["/usr/bin/prlimit", "--nofile=128:128", "--"])
        defer { server.stop() }
        #expect(Self.widgetCenterAnswers(server))

        // Event streams until one is not answered: the server's descriptors are all in use.
        var held: [RawConnection] = []
        var exhausted = false
        for index in 0..<200 {
            let connection = try RawConnection(port: server.port, source: "127.0.0.\(2 + index % 3)")
            connection.send("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n")
            held.append(connection)
            let streamed = await connection.read(until: { $0.contains(": connected") }, timeout: Duration.seconds(3))
            if !streamed {
                exhausted = true
                break
            }
        }
        #expect(exhausted, "\(held.count) streams and still descriptors left")
        // Its accept fails now (EMFILE): the request waits in the socket's backlog and times out.
        let logged = try await eventually(timeout: .seconds(20)) {
            _ = Self.widgetCenterAnswers(server, timeout: 1)
            return server.log.contains("WidgetCenter socket: accept failed")
        }
        #expect(logged, "\(server.openDescriptors.count) descriptors open: \(server.log.suffix(2000))")

        held.removeAll()
        let answered = try await eventually(timeout: .seconds(30)) { Self.widgetCenterAnswers(server) }
        #expect(answered, "\(server.log.suffix(2000))")
        #expect(server.process.isRunning)
        // Logged before the answer is sent, but read from the server's output by another thread:
        // wait for the line rather than race the reader.
        let resumed = try await eventually(timeout: .seconds(20)) { server.log.contains("WidgetCenter socket: accepting again") }
        #expect(resumed, "\(server.log.suffix(2000))")
    }
}
