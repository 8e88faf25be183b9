import Foundation
@testable import HomeScreen
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Testing
import TestSupport
import TimelineScheduling
import WidgetCore

/// The device routes against a client that behaves as TRMNL's firmware does.
@Suite struct DeviceProtocolTests {
    /// Entry offsets of the agenda's day, in seconds from `t0`.
    static let entryOffsets: [TimeInterval] = [0, 1_200, 7_200, 27_000, 43_200, 67_500]

    static func day(_ call: Int, _ now: Date) -> Timeline<TestEntry>? {
        Timeline(entries: entryOffsets.enumerated().map { TestEntry(date: t0 + $0.element, id: $0.offset + 1) }, policy: .never)
    }

    private func move(_ runtime: HomeScreenRuntime, _ clock: ManualClock, to date: Date) {
        clock.advance(to: date)
        _ = runtime.scheduler.advance(to: date)
    }

    /// A day of wakes: the device sleeps until just after each next entry (never below the
    /// model's 300 s), downloads only when the entry changed, and sleeps an hour at a time once
    /// the timeline has nothing more.
    @Test func aSimulatedDayFollowsTheTimeline() async throws {
        try await withDeviceHomeScreen(timeline: Self.day) { runtime, clock, client in
            let id = try await client.placedID("Agenda", "systemMedium")
            #expect(try await eventually { runtime.scheduler.status(of: WidgetInstanceID(id))?.entryCount == 6 })
            let device = FirmwareClient(client: client, mac: "AA:BB:CC:00:11:22")
            var now = t0 + 5
            move(runtime, clock, to: now)
            #expect(try await device.setup() == nil)
            try await client.show([id])

            var sleeps: [Int] = []
            var downloadedAt: [TimeInterval] = []
            while now < t0 + 86_400 {
                move(runtime, clock, to: now)
                let wake = try await device.display()
                guard case let .shown(_, downloaded, sleep) = wake else {
                    Issue.record("wake at \(now.timeIntervalSince(t0)) s: \(wake)")
                    return
                }
                if downloaded { downloadedAt.append(now.timeIntervalSince(t0)) }
                sleeps.append(sleep)
                now += TimeInterval(sleep)
            }
            // What the timeline says, computed apart from the server.
            var expected: [Int] = []
            var t: TimeInterval = 5
            while t < 86_400 {
                let next = Self.entryOffsets.first { $0 > t }
                let sleep = next.map { max(300, Int(($0 - t).rounded(.up)) + 1) } ?? 3_600
                expected.append(sleep)
                t += TimeInterval(sleep)
            }
            #expect(sleeps == expected)
            #expect(Array(sleeps.prefix(5)) == [1_196, 6_000, 19_800, 16_200, 24_300])
            // A download at the first wake and after each switch, none in between.
            #expect(downloadedAt == [5, 1_201, 7_201, 27_001, 43_201, 67_501])
            #expect(device.downloads == 6)

            let status = try await client.firstDevice()
            #expect(status["batteryVoltage"] as? Double == 4.05)
            #expect(status["rssi"] as? Int == -61)
            #expect(status["firmwareVersion"] as? String == "1.6.9")
            #expect(status["refreshRate"] as? Int == sleeps.last)
            #expect(status["overdue"] as? Bool == false)
        }
    }

    @Test func aLowBatterySleepsAtLeastAnHour() async throws {
        try await withDeviceHomeScreen(timeline: Self.day) { runtime, clock, client in
            let id = try await client.placedID("Agenda", "systemMedium")
            #expect(try await eventually { runtime.scheduler.status(of: WidgetInstanceID(id))?.entryCount == 6 })
            let device = FirmwareClient(client: client, mac: "AA:BB:CC:00:11:23")
            device.batteryVoltage = "3.31"
            move(runtime, clock, to: t0 + 5)
            #expect(try await device.setup() == nil)
            try await client.show([id])
            let wake = try await device.display()
            guard case let .shown(_, _, sleep) = wake else {
                Issue.record("low battery: \(wake)")
                return
            }
            #expect(sleep == 3_600)
        }
    }

    @Test func aNewDeviceWaitsUntilAccepted() async throws {
        try await withDeviceHomeScreen(acceptsDevices: false, timeline: Self.day) { _, _, client in
            let device = FirmwareClient(client: client, mac: "AA:BB:CC:00:11:24")
            #expect(try await device.wake() == .waiting(sleep: 5))
            #expect(device.friendlyID?.count == 6)
            var listed = try await client.firstDevice()
            #expect(listed["accepted"] as? Bool == false)
            #expect(listed["friendlyID"] as? String == device.friendlyID)
            let (status, _) = try await client.json("/api/devices/\(listed["id"] as? String ?? "")/accept", method: .post)
            #expect(status == .ok)
            // Accepted, no screen chosen: a message screen, as a real BMP.
            guard case .shown(_, true, _) = try await device.wake() else {
                Issue.record("not shown after accepting")
                return
            }
            #expect(device.lastImage?.count == 48_062)
            listed = try await client.firstDevice()
            #expect(listed["accepted"] as? Bool == true)
        }
    }

    @Test func aWrongTokenIsSentBackToSetupAndChangesNothing() async throws {
        try await withDeviceHomeScreen(timeline: Self.day) { _, _, client in
            let device = FirmwareClient(client: client, mac: "AA:BB:CC:00:11:25")
            #expect(try await device.setup() == nil)
            let before = try await client.firstDevice()
            #expect(try await device.display(extraHeaders: [HTTPField.Name("Access-Token")!: "0123456789abcdef"]) == .reset)
            let after = try await client.firstDevice()
            #expect(after["lastSeenAt"] == nil && before["lastSeenAt"] == nil)
            // Setup again gives the same device its token back.
            #expect(try await device.wake() != .reset)
            let (_, list) = try await client.json("/api/devices")
            #expect((list["devices"] as? [Any])?.count == 1)
            // An ID the server never saw is sent to setup too.
            let stranger = FirmwareClient(client: client, mac: "AA:BB:CC:99:99:99")
            #expect(try await stranger.display() == .reset)
        }
    }

    @Test func garbageHeadersAreDroppedNotStored() async throws {
        try await withDeviceHomeScreen(timeline: Self.day) { _, _, client in
            let setup = try await client.execute(uri: "/api/setup", method: .get, headers: [HTTPField.Name("ID")!: "not a mac"])
            #expect(setup.status.code == 422)
            #expect(String(buffer: setup.body).contains("MAC address"))
            let (_, empty) = try await client.json("/api/devices")
            #expect((empty["devices"] as? [Any])?.isEmpty == true)

            let device = FirmwareClient(client: client, mac: "aa:bb:cc:00:11:26")
            #expect(try await device.setup() == nil)
            let wake = try await device.display(extraHeaders: [
                HTTPField.Name("Battery-Voltage")!: "abc", HTTPField.Name("RSSI")!: "99999",
                HTTPField.Name("Width")!: "-3", HTTPField.Name("FW-Version")!: "<script>",
            ])
            guard case .shown = wake else {
                Issue.record("garbage headers: \(wake)")
                return
            }
            let listed = try await client.firstDevice()
            #expect(listed["macAddress"] as? String == "AA:BB:CC:00:11:26")
            #expect(listed["batteryVoltage"] == nil)
            #expect(listed["rssi"] == nil)
            #expect(listed["firmwareVersion"] as? String == "1.6.9")   // from setup, not the garbage
        }
    }

    @Test func anUnknownModelIsDrawnForItsSizeAndNotStored() async throws {
        try await withDeviceHomeScreen(timeline: Self.day) { _, _, client in
            let device = FirmwareClient(client: client, mac: "AA:BB:CC:00:11:27")
            device.model = "zz9-plural-z-alpha"
            guard case .shown(_, true, let sleep) = try await device.wake() else {
                Issue.record("unknown model not shown")
                return
            }
            #expect(sleep >= 300)
            #expect(device.lastImage?.count == 48_062)
            let listed = try await client.firstDevice()
            #expect(listed["model"] as? String == "og")
            #expect(listed["reportedModel"] == nil)
        }
    }

    @Test func logsAreStoredBoundedAndRefusedWhenWrong() async throws {
        try await withDeviceHomeScreen(timeline: Self.day) { _, _, client in
            let device = FirmwareClient(client: client, mac: "AA:BB:CC:00:11:28")
            #expect(try await device.setup() == nil)
            let key = try #require(device.apiKey)
            func post(_ body: String, token: String? = nil) async throws -> Int {
                try await client.execute(
                    uri: "/api/log", method: .post,
                    headers: [HTTPField.Name("ID")!: device.mac, HTTPField.Name("Access-Token")!: token ?? key,
                              .contentType: "application/json", .accept: "application/json, */*"],
                    body: ByteBuffer(string: body)).status.code
            }
            let entry = #"{"created_at":1742022124,"id":666,"message":"Wi-Fi took <b>4 s</b>","source_line":597,"source_path":"src/bl.cpp","wifi_signal":-54,"wifi_status":"connected","refresh_rate":30,"sleep_duration":31,"firmware_version":"1.6.9","special_function":"none","battery_voltage":4.07,"wake_reason":"timer","free_heap_size":160656,"max_alloc_size":180000,"level":"warn"}"#
            #expect(try await post(#"{"logs":[\#(entry)]}"#) == 204)
            #expect(try await post(#"{"logs":[\#(entry)]}"#, token: "wrong") == 404)
            #expect(try await post("{not json") == 422)
            #expect(try await post(#"{"logs":[1,2]}"#) == 422)
            #expect(try await post(#"{"logs":[\#(String(repeating: entry + ",", count: 2_000))\#(entry)]}"#) == 413)
            let id = try await client.firstDevice()["id"] as? String ?? ""
            let (_, logs) = try await client.json("/api/devices/\(id)/logs")
            let lines = try #require(logs["logs"] as? [[String: Any]])
            #expect(lines.count == 1)
            #expect(lines.first?["level"] as? String == "warn")
            #expect(lines.first?["message"] as? String == "Wi-Fi took <b>4 s</b>")
            // Bounded: the newest 200 are kept.
            let many = Array(repeating: entry, count: 100).joined(separator: ",")
            for _ in 0..<3 { #expect(try await post(#"{"logs":[\#(many)]}"#) == 204) }
            let (_, kept) = try await client.json("/api/devices/\(id)/logs")
            #expect((kept["logs"] as? [Any])?.count == 200)
        }
    }

    /// The 2-bit model's image: a gray PNG of depth 2 (no palette), within 90 KB.
    @Test func aTwoBitModelGetsATwoBitGrayPNG() async throws {
        try await withDeviceHomeScreen(timeline: Self.day) { runtime, _, client in
            let id = try await client.placedID("Agenda", "systemSmall")
            #expect(try await eventually { runtime.scheduler.status(of: WidgetInstanceID(id))?.entryCount == 6 })
            let device = FirmwareClient(client: client, mac: "AA:BB:CC:00:11:29")
            device.model = "og_png"
            #expect(try await device.setup() == nil)
            try await client.show([id, id, id, id], layout: "quadrant")
            guard case let .shown(filename, true, _) = try await device.display() else {
                Issue.record("2-bit not shown")
                return
            }
            #expect(filename.hasSuffix(".png") && filename.count <= 31)
            let png = try #require(device.lastImage)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(png[24] == 2 && png[25] == 0)   // bit depth 2, gray
            #expect(png.count <= 90_000)
            #expect(png.range(of: Data("PLTE".utf8)) == nil)
        }
    }

    /// Image URLs need their device's image key; a wrong token on the download is refused.
    @Test func imagesAreOnlyServedToTheirDevice() async throws {
        try await withDeviceHomeScreen(timeline: Self.day) { _, _, client in
            let device = FirmwareClient(client: client, mac: "AA:BB:CC:00:11:30")
            guard case let .shown(filename, _, _) = try await device.wake() else {
                Issue.record("not shown")
                return
            }
            let wrongKey = try await client.execute(uri: "/api/device-images/0000/\(filename)", method: .get)
            #expect(wrongKey.status == .notFound)
            let (_, list) = try await client.json("/api/devices")
            let deviceID = ((list["devices"] as? [[String: Any]])?.first?["id"] as? String) ?? ""
            let preview = try await client.execute(uri: "/api/devices/\(deviceID)/image", method: .get)
            #expect(preview.status == .ok)
            #expect(preview.headers[.contentType] == "image/bmp")
            #expect(preview.headers[HTTPField.Name("X-Device-Image")!] == filename)
        }
    }
}
