import DisplayList
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
        var environment = RenderEnvironment(
            family: .accessoryRectangular, colorScheme: .dark, dynamicTypeSize: .accessibility2,
            locale: Locale(identifier: "ja_JP"), timeZone: TimeZone(identifier: "Asia/Tokyo")!,
            date: Date(timeIntervalSince1970: 1_700_000_000), displayScale: 3, showsContainerBackground: false,
            isPlaceholder: true, renderingMode: .vibrant)
        environment.systemLook = .iOS18
        let decoded = try JSONDecoder().decode(RenderEnvironment.self, from: JSONEncoder().encode(environment))
        #expect(decoded == environment)
        #expect(decoded.systemLook == .iOS18)
        // A host that sends no look (before the iOS 18 look existed) asks for iOS 26's.
        let withoutLook = String(decoding: try JSONEncoder().encode(environment), as: UTF8.self)
            .replacingOccurrences(of: ",\"systemLook\":\"iOS18\"", with: "")
            .replacingOccurrences(of: "\"systemLook\":\"iOS18\",", with: "")
        #expect(!withoutLook.contains("systemLook"))
        #expect(try JSONDecoder().decode(RenderEnvironment.self, from: Data(withoutLook.utf8)).systemLook == .iOS26)
        let foreign = try JSONEncoder().encode(environment)
        let edited = String(decoding: foreign, as: UTF8.self).replacingOccurrences(of: "accessoryRectangular", with: "systemHologram")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RenderEnvironment.self, from: Data(edited.utf8)) }
        do {
            _ = try JSONDecoder().decode(RenderEnvironment.self, from: Data(edited.utf8))
        } catch {
            #expect(String(describing: error).contains("systemHologram"))
        }
    }
    /// Both ends of one pipe as channels: frames written to `writer` are read from `reader`.
    final class Loop {
        let pipe = Pipe()
        var reader: ExtensionChannel { ExtensionChannel(input: pipe.fileHandleForReading.fileDescriptor, output: -1) }
        var writer: ExtensionChannel { ExtensionChannel(input: -1, output: pipe.fileHandleForWriting.fileDescriptor) }

        /// Writes `bytes` as they are.
        func write(raw bytes: [UInt8]) {
            pipe.fileHandleForWriting.write(Data(bytes))
        }

        /// Reads one frame's payload as it is.
        func readFrame() throws -> [UInt8] {
            let header = try #require(try pipe.fileHandleForReading.read(upToCount: 4))
            let length = header.reduce(0) { $0 << 8 | Int($1) }
            return [UInt8](try #require(try pipe.fileHandleForReading.read(upToCount: length)))
        }
    }

    static let list = DisplayList(size: CGSize(width: 364, height: 170), items: [
        .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 364, height: 170), outline: .rectangle, fill: .color(.white))),
        .text(TextItem(frame: CGRect(x: 16, y: 16, width: 100, height: 20), lines: [
            TextLine(origin: CGPoint(x: 16, y: 30), width: 80, ascent: 14, descent: 4, runs: [
                TextRun(text: "Wetter ☀️", x: 16, width: 80, font: FontSpec(families: FontSpec.defaultFamilies, size: 17),
                        paint: .color(.black)),
            ]),
        ])),
    ], links: [LinkRegion(frame: CGRect(x: 0, y: 0, width: 10, height: 10), url: URL(string: "probe://a")!)])

    @Test("A display list answer crosses the channel in a binary frame (kind 1, the number, the title, the list) and comes back equal")
    func binaryDisplayList() throws {
        let loop = Loop()
        try loop.writer.send(ExtensionMessage.response(id: 300, .displayList(Self.list, title: "Wetter")))
        let payload = try loop.readFrame()
        let json = try JSONEncoder().encode(ExtensionMessage.response(id: 300, .displayList(Self.list, title: "Wetter")))
        #expect(payload.first == 1, "a binary payload")
        #expect(payload[1...3] == [0xAC, 0x02, 6], "request 300 as a varint, then the title's length")
        #expect(payload.count < json.count, "\(payload.count) bytes, \(json.count) as JSON")
        #expect(try DisplayList(binaryRepresentation: payload[10...]) == Self.list)

        // Through the channel, beside JSON messages.
        try loop.writer.send(ExtensionMessage.reload(kind: "Probe"))
        try loop.writer.send(ExtensionMessage.response(id: 301, .displayList(Self.list, title: "Wetter")))
        guard case .reload("Probe") = try loop.reader.receive(ExtensionMessage.self),
              case .response(301, .displayList(let list, let title)) = try loop.reader.receive(ExtensionMessage.self) else {
            Issue.record("not the messages sent")
            return
        }
        #expect(list == Self.list)
        #expect(title == "Wetter")
    }

    @Test("A binary frame where JSON is expected, or a binary frame that is not a message, is a broken protocol")
    func malformedBinaryFrames() throws {
        let loop = Loop()
        // A display list answer is no request.
        try loop.writer.send(ExtensionMessage.response(id: 1, .displayList(Self.list, title: "")))
        #expect(throws: ExtensionChannelError.self) { try loop.reader.receive(ExtensionRequest.self) }
        // Kind 2 does not exist; kind 1 with a list cut short.
        var whole = try #require(try ExtensionMessage.response(id: 1, .displayList(Self.list, title: "")).binaryFrame(after: []))
        whole.removeLast(3)
        for payload in [[2, 1, 0], whole] as [[UInt8]] {
            let count = UInt32(payload.count)
            loop.write(raw: [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)] + payload)
            do {
                _ = try loop.reader.receive(ExtensionMessage.self)
                Issue.record("a malformed binary frame was read")
            } catch let error as ExtensionChannelError {
                guard case .malformed(let what) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(what.contains("a binary frame that is not a message"), "\(what)")
            }
        }
    }
}
