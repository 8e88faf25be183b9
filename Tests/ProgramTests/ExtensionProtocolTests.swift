import Foundation
import Testing
import TestSupport
import WidgetExtension
import WidgetRendering
#if canImport(Glibc)
import Glibc
#endif

/// The extension side of the protocol, spoken to directly: a real bundle program started as
/// `PROGRAM extension`, frames written and read on its pipes as a host does.
@Suite("Extension protocol")
struct ExtensionProtocolTests {
    /// A bundle program running as an extension, and the host's end of its channel.
    final class Extension {
        let process = Process()
        let toExtension = Pipe()
        let fromExtension = Pipe()
        let channel: ExtensionChannel

        init(environment: [String: String]? = nil) throws {
            process.executableURL = ServerProcess.product("ProbeWidgetsV1")
            process.arguments = ["extension"]
            if let environment { process.environment = environment }
            process.standardInput = toExtension
            process.standardOutput = fromExtension
            try process.run()
            channel = ExtensionChannel(input: fromExtension.fileHandleForReading.fileDescriptor,
                                       output: toExtension.fileHandleForWriting.fileDescriptor)
        }

        /// Sends request `id` and returns the response to it.
        func ask(_ id: UInt64, _ body: ExtensionRequest.Body) throws -> ExtensionResponse {
            try channel.send(ExtensionRequest(id: id, body: body))
            return try answer(to: id)
        }

        /// Reads messages until the response to `id`.
        func answer(to id: UInt64) throws -> ExtensionResponse {
            while true {
                if case .response(id, let response) = try channel.receive(ExtensionMessage.self) { return response }
            }
        }

        deinit {
            try? toExtension.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// A request whose body is of a kind this protocol does not have (a host of a later build).
    struct UnknownRequest: Encodable {
        struct Teleport: Encodable { var destination = "moon" }
        struct Body: Encodable { var teleport = Teleport() }
        var id: UInt64
        var body = Body()
    }

    @Test("A request the extension cannot read is refused with 400 under its number; the next is answered")
    func unreadableRequest() throws {
        let probe = try Extension()
        guard case .hello(let description) = try probe.ask(1, .hello(version: extensionProtocolVersion)) else {
            Issue.record("no hello")
            return
        }
        #expect(description.widgets.map(\.kind).contains("Still"))
        try probe.channel.send(UnknownRequest(id: 2))
        guard case .failure(let status, let message) = try probe.answer(to: 2) else {
            Issue.record("the unknown request was not refused")
            return
        }
        #expect(status == 400, "\(message)")
        // Still serving: a placeholder of the Still widget, laid out in a dark environment.
        let environment = RenderEnvironment(family: .systemMedium, colorScheme: .dark, locale: Locale(identifier: "de_DE"),
                                            timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let query = ExtensionRenderQuery(kind: "Still", entry: .placeholder(kind: "Still", family: "systemMedium", configuration: nil),
                                         environment: environment)
        guard case .displayList(let list, _) = try probe.ask(3, .render(query)) else {
            Issue.record("no display list after the refused request")
            return
        }
        #expect(list.size.width > 300, "a medium canvas: \(list.size)")
    }

    @Test("A trap: the extension's last frame names the signal and its channel ends, before its backtrace; the trap still ends it")
    func crashFrame() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "symbolicate=fast"
        let probe = try Extension(environment: environment)
        // The host's copy of the extension's end, closed as a host does, so the stream can end.
        try probe.fromExtension.fileHandleForWriting.close()
        guard case .hello = try probe.ask(1, .hello(version: extensionProtocolVersion)) else {
            Issue.record("no hello")
            return
        }
        // A tap on the placeholder's Trap button (control 0): its intent calls fatalError.
        let render = ExtensionRenderQuery(kind: "Probe", entry: .placeholder(kind: "Probe", family: "systemSmall", configuration: nil),
                                          environment: RenderEnvironment(family: .systemSmall))
        try probe.channel.send(ExtensionRequest(id: 2, body: .perform(
            ExtensionPerformQuery(render: render, control: 0, isOn: nil, expectedIntent: nil))))
        var last = try probe.channel.receive(ExtensionMessage.self)
        while case .reload = last { last = try probe.channel.receive(ExtensionMessage.self) }
        guard case .crashed(let signal) = last else {
            Issue.record("the last frame is \(last), not crashed(signal:)")
            return
        }
        #expect(signal == SIGILL)
        #expect(throws: ExtensionChannelError.self) { try probe.channel.receive(ExtensionMessage.self) }
        // The Swift runtime's backtrace takes a while: the channel ended before the process did.
        #expect(probe.process.isRunning, "the channel ended with the process, not before it")
        probe.process.waitUntilExit()
        #expect(probe.process.terminationReason == .uncaughtSignal && probe.process.terminationStatus == SIGILL,
                "\(probe.process.terminationReason.rawValue) \(probe.process.terminationStatus)")
    }

    @Test("A render environment crosses the channel whole, and a foreign family is refused by name")
    func environmentRoundTrip() throws {
        let environment = RenderEnvironment(
            family: .accessoryRectangular, colorScheme: .dark, dynamicTypeSize: .accessibility2,
            locale: Locale(identifier: "ja_JP"), timeZone: TimeZone(identifier: "Asia/Tokyo")!,
            date: Date(timeIntervalSince1970: 1_700_000_000), displayScale: 3, showsContainerBackground: false,
            isPlaceholder: true, renderingMode: .vibrant)
        let decoded = try JSONDecoder().decode(RenderEnvironment.self, from: JSONEncoder().encode(environment))
        #expect(decoded == environment)
        let foreign = try JSONEncoder().encode(environment)
        let edited = String(decoding: foreign, as: UTF8.self).replacingOccurrences(of: "accessoryRectangular", with: "systemHologram")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RenderEnvironment.self, from: Data(edited.utf8)) }
        do {
            _ = try JSONDecoder().decode(RenderEnvironment.self, from: Data(edited.utf8))
        } catch {
            #expect(String(describing: error).contains("systemHologram"))
        }
    }
}
