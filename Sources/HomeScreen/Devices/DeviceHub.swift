import DisplayImaging
import DisplayList
import Foundation
import Logging
import TimelineScheduling
import WidgetCore
import WidgetRendering

/// The device side of the home screen: TRMNL's setup, display and log calls answered from the
/// device store, the widgets' timelines and the image cache.
///
/// The HTTP routes (`HomeScreenServer+Devices.swift`) only turn requests into calls here and
/// answers into responses; docs/DEVICES.md has the protocol as the firmware speaks it.
package final class DeviceHub: Sendable {
    let runtime: HomeScreenRuntime
    let settings: DeviceSettings
    let images = DeviceImageCache()
    private let logger = Logger(label: "WidgetKitLinux.HomeScreen.Devices")

    package init(runtime: HomeScreenRuntime) {
        self.runtime = runtime
        settings = runtime.configuration.devices
    }

    /// The device store, or `nil` when the home screen cannot save (read-only).
    var store: (any DeviceStore)? {
        runtime.configuration.readOnly ? nil : runtime.store as? any DeviceStore
    }

    /// The moment polls are answered at: the scheduler's clock (tests move it).
    var now: Date { runtime.scheduler.now }

    // MARK: Setup

    /// `GET /api/setup`: the device's credentials, registering it (waiting to be accepted, unless
    /// the settings accept new devices) the first time.
    func setup(_ report: DeviceReport, baseURL: String) async throws -> (status: Int, answer: DeviceAnswers.Setup) {
        guard let mac = report.macAddress else {
            return (422, DeviceAnswers.Setup(
                status: 422, message: "The ID header must be the device's MAC address (AA:BB:CC:DD:EE:FF)."))
        }
        guard let store else {
            return (503, DeviceAnswers.Setup(status: 503, message: "This home screen is read-only: it cannot add devices."))
        }
        var device = try await store.device(macAddress: mac)
        if device == nil {
            let model = report.model.flatMap { settings.models[$0] }?.name
            device = try await store.insert(
                DeviceRecord(macAddress: mac, accepted: settings.acceptsNewDevices, reportedModel: model,
                             firmwareVersion: report.firmwareVersion, createdAt: now),
                pendingLimit: settings.pendingLimit)
            logger.notice("A display (\(mac)) ran setup; \(settings.acceptsNewDevices ? "accepted" : "waiting to be accepted in the page").")
        }
        guard let device else { throw RequestError(status: 500, message: "The device could not be saved.") }
        let message = device.accepted
            ? "Connected to \(runtime.configuration.appName)."
            : "Accept \(device.friendlyID) in the Devices section of \(runtime.configuration.appName)."
        return (200, DeviceAnswers.Setup(
            status: 200, api_key: device.apiKey, friendly_id: device.friendlyID,
            image_url: baseURL + "/api/device-setup.bmp", message: message))
    }

    // MARK: Display

    /// `GET /api/display`: what the device shows now and how long it sleeps.
    func display(_ report: DeviceReport, baseURL: String) async throws -> DeviceAnswers.Display {
        guard var device = try await authenticated(report) else {
            // Status 500 makes the firmware forget its credentials and run setup again.
            return DeviceAnswers.Display(
                status: 500, refresh_rate: 900, reset_firmware: false, update_firmware: false,
                special_function: "none", image_url_timeout: 0, error: "Device not found: wrong ID or Access-Token.")
        }
        guard device.accepted else {
            // Status 202: the firmware shows its friendly id and polls again soon by itself.
            return DeviceAnswers.Display(
                status: 202, refresh_rate: 60, reset_firmware: false, update_firmware: false, special_function: "none",
                image_url_timeout: 0, error: "Waiting to be accepted in the home screen's Devices section.")
        }
        let model = self.model(for: device, report: report)
        let image = try await image(for: device, model: model)
        let seconds = settings.refreshPolicy.seconds(
            now: now, nextChange: nextChange(of: device), minimum: model.minimumRefreshSeconds,
            batteryVolts: report.batteryVoltage)
        device.record(report, models: settings.models, at: now, refreshRate: seconds)
        do { try await store?.recordPoll(device) } catch { logger.warning("A poll of \(device.id) was not saved: \(error)") }
        return DeviceAnswers.Display(
            status: 0, image_url: baseURL + "/api/device-images/\(device.imageKey)/\(image.filename)",
            filename: image.filename, refresh_rate: seconds, reset_firmware: false, update_firmware: false,
            firmware_url: nil, special_function: "none", image_url_timeout: 0, error: nil)
    }

    /// The device `report` names, if its access token is the device's.
    func authenticated(_ report: DeviceReport) async throws -> DeviceRecord? {
        guard let mac = report.macAddress, let token = report.accessToken, let store,
              let device = try await store.device(macAddress: mac), Self.constantTimeEqual(device.apiKey, token)
        else { return nil }
        return device
    }

    /// The model a device is drawn for: the one the user chose, else the one it reports, else
    /// the first of its reported size, else TRMNL's original.
    func model(for device: DeviceRecord, report: DeviceReport? = nil) -> DisplayModel {
        let models = settings.models
        if let name = device.modelName, let model = models[name] { return model }
        if let name = report?.model ?? device.reportedModel, let model = models[name] { return model }
        if let width = report?.width ?? device.width, let height = report?.height ?? device.height,
           let name = models.names.first(where: { models[$0]?.width == width && models[$0]?.height == height }),
           let model = models[name] {
            return model
        }
        return models["og"] ?? DisplayModelTable.builtIn["og"]!
    }

    /// When the device's screen next changes: the earliest next entry or scheduled reload of
    /// its widgets.
    func nextChange(of device: DeviceRecord) -> Date? {
        let ids = DeviceScreen(json: device.screen)?.instances ?? []
        var dates: [Date] = []
        for id in ids {
            let instance = WidgetInstanceID(id)
            if let next = runtime.scheduler.nextSwitchDate(for: instance) { dates.append(next) }
            if let reload = runtime.scheduler.status(of: instance)?.nextReload { dates.append(reload) }
        }
        return dates.min()
    }

    // MARK: Images

    /// The device's screen for `model`, from the cache when nothing it is made of changed.
    func image(for device: DeviceRecord, model: DisplayModel) async throws -> DeviceImage {
        let screen = DeviceScreen(json: device.screen)
        let tone = Self.tone(of: device)
        let ids = screen?.instances ?? []
        let key = DeviceImageCache.Key(
            deviceID: device.id, model: model.name, tone: device.tone ?? "", screen: device.screen ?? "",
            versions: ids.map { runtime.shown($0)?.version })
        if let cached = images.image(for: key) { return cached }
        var canvas = DeviceScreenComposer.Canvas(width: model.canvasWidth, height: model.canvasHeight)
        if let screen, !screen.instances.isEmpty {
            let slots = screen.layout.slots(width: canvas.width, height: canvas.height)
            for (slot, id) in zip(slots, screen.instances) {
                guard let list = try await displayList(of: id) else { continue }
                try canvas.draw(list, x: slot.x, y: slot.y, width: slot.width, height: slot.height)
            }
        } else {
            let list = await DeviceScreenComposer.message(
                device.label, "Choose what this display shows in the Devices section of \(runtime.configuration.appName).")
            try canvas.draw(list, x: 0, y: 0, width: canvas.width, height: canvas.height)
        }
        let output = try canvas.encoded(for: model, tone: tone)
        let image = DeviceImage(data: output.data, format: output.format, device: device, dither: output.dither)
        images.insert(image, for: key)
        return image
    }

    /// The shown entry of instance `id` laid out (through the home screen's render cache), or
    /// `nil` if it is not placed.
    private func displayList(of id: String) async throws -> DisplayList? {
        guard runtime.scheduler.status(of: WidgetInstanceID(id)) != nil else { return nil }
        let rendered = try await runtime.render(
            instance: id, request: RenderRequest(colorScheme: .light, scale: 1, format: .displayList))
        return try WidgetRenderer.decodeDisplayList(Data(rendered.body.readableBytesView))
    }

    /// The picture shown during setup: 800 × 480, 1-bit, 48,062 bytes, as the firmware requires.
    func setupImage() async throws -> Data {
        if let cached = images.image(named: "setup.bmp") { return cached.data }
        let model = DisplayModelTable.builtIn["og"]!
        var canvas = DeviceScreenComposer.Canvas(width: model.width, height: model.height)
        let list = await DeviceScreenComposer.message(runtime.configuration.appName, "Setting up this display…")
        try canvas.draw(list, x: 0, y: 0, width: canvas.width, height: canvas.height)
        return try canvas.encoded(for: model, tone: DisplayTone()).data
    }

    /// A device's tone settings (the default when unset or unreadable).
    static func tone(of device: DeviceRecord) -> DisplayTone {
        guard let json = device.tone, let tone = try? JSONDecoder().decode(DisplayTone.self, from: Data(json.utf8)) else {
            return DisplayTone()
        }
        return tone
    }

    /// Equal strings, compared in time that depends only on their lengths.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}

extension DeviceRecord {
    /// Takes what a poll reported: known values replace stored ones, garbage was dropped already.
    mutating func record(_ report: DeviceReport, models: DisplayModelTable, at date: Date, refreshRate: Int) {
        if let value = report.batteryVoltage { batteryVoltage = value }
        if let value = report.rssi { rssi = value }
        if let value = report.firmwareVersion { firmwareVersion = value }
        if let value = report.model, models[value] != nil { reportedModel = value }
        if let value = report.width { width = value }
        if let value = report.height { height = value }
        lastSeenAt = date
        self.refreshRate = refreshRate
        nextWakeAt = date.addingTimeInterval(TimeInterval(refreshRate))
    }
}
