import Foundation
import HTTPTypes

/// What a device says about itself in its request headers, each value checked: a garbage or
/// out-of-range value is dropped (`nil`), never stored.
///
/// TRMNL's firmware sends on `/api/display`: `ID` (MAC), `Access-Token`, `Refresh-Rate`,
/// `Battery-Voltage`, `FW-Version`, `Model`, `RSSI`, `Width`, `Height`, `Update-Source`,
/// `Image-Cached`, `Wake-Time`, `Temperature-Profile`, optionally `Battery-Charging`,
/// `USB-Connected`, `WiFi-Band`, `FW-Commit`, `SENSORS`, `special_function` (and on TRMNL X the
/// battery gauge's `Battery-*` and `Percent-Charged`). On `/api/setup` only `ID`, `FW-Version`
/// and `Model`.
struct DeviceReport: Sendable, Equatable {
    /// The MAC address, upper case, if `ID` is one (`AA:BB:CC:DD:EE:FF`).
    var macAddress: String?
    /// The `Access-Token` header as sent (at most 128 characters).
    var accessToken: String?
    var batteryVoltage: Double?
    var rssi: Int?
    var firmwareVersion: String?
    var model: String?
    var width: Int?
    var height: Int?
    /// The device's own current sleep (`Refresh-Rate`).
    var refreshRate: Int?

    init(headers: HTTPFields) {
        func value(_ name: String, limit: Int = 64) -> String? {
            guard let field = HTTPField.Name(name), let text = headers[field]?.trimmingCharacters(in: .whitespaces),
                  !text.isEmpty, text.count <= limit
            else { return nil }
            return text
        }
        macAddress = value("ID").flatMap(Self.macAddress(_:))
        accessToken = value("Access-Token", limit: 128)
        batteryVoltage = value("Battery-Voltage").flatMap(Double.init).flatMap { $0.isFinite && (0...30).contains($0) ? $0 : nil }
        rssi = value("RSSI").flatMap { Int($0) }.flatMap { (-150...50).contains($0) ? $0 : nil }
        firmwareVersion = value("FW-Version", limit: 32).flatMap(Self.printable(_:))
        model = value("Model", limit: 64).flatMap(Self.printable(_:))
        width = value("Width").flatMap { Int($0) }.flatMap { (1...10_000).contains($0) ? $0 : nil }
        height = value("Height").flatMap { Int($0) }.flatMap { (1...10_000).contains($0) ? $0 : nil }
        refreshRate = value("Refresh-Rate").flatMap { Int($0) }.flatMap { (0...604_800).contains($0) ? $0 : nil }
    }

    /// `text` as an upper-case MAC address, or `nil` if it is not six pairs of hex digits
    /// separated by colons.
    static func macAddress(_ text: String) -> String? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 6, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isHexDigit) }) else { return nil }
        return text.uppercased()
    }

    /// `text` if every character is printable ASCII (letters, digits, `.`, `-`, `_`, `+`).
    static func printable(_ text: String) -> String? {
        text.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || ".-_+".unicodeScalars.contains($0)) })
            ? text : nil
    }
}
