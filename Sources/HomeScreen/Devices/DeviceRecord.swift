package import Foundation

/// An e-paper device that asked this home screen for its screen (TRMNL's "bring your own
/// server" protocol): who it is, what it shows, and what it last reported.
///
/// ```swift
/// let device = try await devices.register(macAddress: "AA:BB:CC:DD:EE:FF", model: "og", firmware: "1.6.9",
///                                         accepted: false)
/// device.friendlyID   // "7F3A2C", shown on the device until it is accepted
/// ```
package struct DeviceRecord: Codable, Hashable, Sendable, Identifiable {
    /// A UUID, the page's and the JSON API's name for the device.
    package var id: String
    /// The `ID` header: the device's Wi-Fi MAC address, upper case.
    package var macAddress: String
    /// The `Access-Token` the device sends (TRMNL's `api_key`): 32 random hex digits.
    package var apiKey: String
    /// The secret in this device's image URLs: 32 random hex digits.
    package var imageKey: String
    /// Six hex digits the device shows on its screen while it waits to be accepted.
    package var friendlyID: String
    /// What the page calls it.
    package var label: String
    /// Whether the user accepted it (or `serve --accept-devices` did): until then its display
    /// requests are answered "not registered yet" and it shows its friendly id.
    package var accepted: Bool
    /// The display model the user chose; `nil` uses the one the device reports.
    package var modelName: String?
    /// The `Model` header the device last sent, if the table knows it.
    package var reportedModel: String?
    /// What the device shows (``DeviceScreen`` as JSON).
    package var screen: String?
    /// Tone and dithering (``DisplayTone`` as JSON); `nil` is the model's.
    package var tone: String?
    /// Last reported battery voltage, RSSI in dBm, firmware version, panel size.
    package var batteryVoltage: Double?
    package var rssi: Int?
    package var firmwareVersion: String?
    package var width: Int?
    package var height: Int?
    /// When it last asked for its screen, how long it was told to sleep, and so when it wakes next.
    package var lastSeenAt: Date?
    package var refreshRate: Int?
    package var nextWakeAt: Date?
    package var createdAt: Date
    package var updatedAt: Date

    package init(
        id: String = UUID().uuidString.lowercased(), macAddress: String, apiKey: String = DeviceRecord.randomHex(16),
        imageKey: String = DeviceRecord.randomHex(16), friendlyID: String = DeviceRecord.randomHex(3).uppercased(),
        label: String? = nil, accepted: Bool = false, modelName: String? = nil, reportedModel: String? = nil,
        firmwareVersion: String? = nil, createdAt: Date = Date()
    ) {
        self.id = id
        self.macAddress = macAddress
        self.apiKey = apiKey
        self.imageKey = imageKey
        self.friendlyID = friendlyID
        self.label = label ?? "Display \(friendlyID)"
        self.accepted = accepted
        self.modelName = modelName
        self.reportedModel = reportedModel
        self.firmwareVersion = firmwareVersion
        self.createdAt = createdAt
        self.updatedAt = createdAt
    }

    /// `count` random bytes as lower-case hex (from the system's random source).
    package static func randomHex(_ count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
