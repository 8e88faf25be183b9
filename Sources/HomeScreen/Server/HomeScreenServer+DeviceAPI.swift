import DisplayImaging
import Foundation
import Hummingbird
import WidgetRendering

/// The JSON of the devices API (the page's Devices section), behind the home screen's usual
/// access rules.
enum DeviceAPIModel {
    struct Device: Encodable {
        var id: String
        var label: String
        var friendlyID: String
        var macAddress: String
        var accepted: Bool
        /// The model it is drawn for, and the one it reported.
        var model: String
        var reportedModel: String?
        var screen: DeviceScreen?
        var tone: DisplayTone
        var batteryVoltage: Double?
        var rssi: Int?
        var firmwareVersion: String?
        var lastSeenAt: Date?
        var refreshRate: Int?
        var nextWakeAt: Date?
        /// Not seen for three of its refresh periods.
        var overdue: Bool
        var links: [String: String]
    }

    struct Devices: Encodable {
        var devices: [Device]
        var models: [DisplayModel]
        var layouts: [String]
    }

    struct Log: Encodable {
        var receivedAt: Date
        var level: String
        var message: String
        var entry: String
    }

    struct Logs: Encodable {
        var logs: [Log]
    }

    /// `POST /api/devices/{id}`: what to change (absent fields stay).
    struct Change: Decodable {
        var label: String?
        var model: String?
        var screen: DeviceScreen?
        var tone: DisplayTone?
    }
}

extension HomeScreenServer {
    func addDeviceAPIRoutes(to router: Router<BasicRequestContext>) {
        let devices = devices
        router.get("/devices") { request, _ -> Response in
            let (preferences, _) = try preferences(for: request, rememberingQuery: false)
            let nonce = HTTPResponses.nonce()
            return HTTPResponses.page(try await DevicesPage(server: self, preferences: preferences).render(nonce: nonce), nonce: nonce)
        }
        router.get("/api/devices") { _, _ -> Response in
            let records = try await deviceStore().devices()
            return try HTTPResponses.json(DeviceAPIModel.Devices(
                devices: records.map { model(of: $0) },
                models: devices.settings.models.names.compactMap { devices.settings.models[$0] },
                layouts: DeviceScreen.Layout.allCases.map(\.rawValue)))
        }
        router.post("/api/devices/{id}/accept") { _, context -> Response in
            var device = try await device(context)
            device.accepted = true
            try await deviceStore().updateSettings(device)
            return try HTTPResponses.json(model(of: device))
        }
        router.post("/api/devices/{id}") { request, context -> Response in
            var device = try await device(context)
            let change = try await decode(DeviceAPIModel.Change.self, from: request)
            if let label = change.label {
                let trimmed = label.trimmingCharacters(in: .whitespacesAndNewlines)
                guard (1...80).contains(trimmed.count) else { throw RequestError.unprocessable("A label has 1 to 80 characters.") }
                device.label = trimmed
            }
            if let name = change.model {
                guard name.isEmpty || devices.settings.models[name] != nil else {
                    throw RequestError.unprocessable("No display model '\(name)'; known: \(devices.settings.models.names.joined(separator: ", ")).")
                }
                device.modelName = name.isEmpty ? nil : name
            }
            if let screen = change.screen {
                if let problem = screen.problem { throw RequestError.unprocessable(problem) }
                let placed = Set(try await runtime.instances().map(\.id))
                if let missing = screen.instances.first(where: { !placed.contains($0) }) {
                    throw RequestError.unprocessable("No widget '\(missing)' is placed on this home screen.")
                }
                device.screen = screen.json
            }
            if let tone = change.tone {
                if let problem = tone.problem { throw RequestError.unprocessable(problem) }
                device.tone = String(decoding: try JSONEncoder().encode(tone), as: UTF8.self)
            }
            try await deviceStore().updateSettings(device)
            return try HTTPResponses.json(model(of: device))
        }
        router.delete("/api/devices/{id}") { _, context -> Response in
            let device = try await device(context)
            try await deviceStore().deleteDevice(id: device.id)
            devices.images.removeDevice(device.id)
            return Response(status: .noContent, headers: [.cacheControl: "no-store"])
        }
        router.get("/api/devices/{id}/logs") { _, context -> Response in
            let device = try await device(context)
            let logs = try await deviceStore().logs(deviceID: device.id, limit: devices.settings.logLimit)
            return try HTTPResponses.json(DeviceAPIModel.Logs(logs: logs.map {
                DeviceAPIModel.Log(receivedAt: $0.receivedAt, level: $0.level, message: $0.message, entry: $0.entry)
            }))
        }
        router.get("/api/devices/{id}/image") { _, context -> Response in
            let device = try await device(context)
            let image = try await devices.image(for: device, model: devices.model(for: device))
            var response = Self.image(image.data, format: image.format)
            response.headers[.cacheControl] = "no-store"
            response.headers[.init("X-Device-Image")!] = image.filename
            return response
        }
    }

    private func deviceStore() throws -> any DeviceStore {
        guard let store = devices.store else {
            throw RequestError(status: 503, message: "This home screen is read-only: it keeps no devices.")
        }
        return store
    }

    private func device(_ context: BasicRequestContext) async throws -> DeviceRecord {
        let id = context.parameters.get("id") ?? ""
        guard let device = try await deviceStore().device(id: id) else { throw RequestError.notFound("No device '\(id)'.") }
        return device
    }

    /// The API's view of a device.
    func model(of device: DeviceRecord) -> DeviceAPIModel.Device {
        let overdue: Bool
        if let seen = device.lastSeenAt, let rate = device.refreshRate {
            overdue = devices.now.timeIntervalSince(seen) > 3 * Double(max(rate, 1))
        } else {
            overdue = false
        }
        return DeviceAPIModel.Device(
            id: device.id, label: device.label, friendlyID: device.friendlyID, macAddress: device.macAddress,
            accepted: device.accepted, model: devices.model(for: device).name, reportedModel: device.reportedModel,
            screen: DeviceScreen(json: device.screen), tone: DeviceHub.tone(of: device),
            batteryVoltage: device.batteryVoltage, rssi: device.rssi, firmwareVersion: device.firmwareVersion,
            lastSeenAt: device.lastSeenAt, refreshRate: device.refreshRate, nextWakeAt: device.nextWakeAt, overdue: overdue,
            links: ["image": "/api/devices/\(device.id)/image", "logs": "/api/devices/\(device.id)/logs"])
    }
}
