import Foundation
import HomeScreen
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import NIOCore

/// A device client that does what TRMNL's firmware does on each wake (read from its source:
/// `src/bl.cpp`, `src/api-client/*.cpp`, `lib/trmnl/src/*.cpp`), over the home screen's routes.
///
/// - No `api_key` yet: `GET /api/setup` with `ID`, `FW-Version`, `Model`; on HTTP 200 and JSON
///   `status` 200 keep `api_key` and `friendly_id`, download `image_url` without headers and
///   accept it only at exactly 48,062 bytes or as a PNG of its `Content-Length`.
/// - `GET /api/display` with every header the firmware sends; HTTP other than 200/301/429 is a
///   failed request (retry in 15 s). JSON `status` 0: unless a file named `filename` is stored,
///   download `image_url` (with `ID` and `Access-Token` only if the URL starts with the base
///   URL), check it as the firmware does, store it under its name; then sleep `refresh_rate`.
///   `202`: fast poll (5 s). `500`: forget the credentials.
final class FirmwareClient {
    enum Wake: Equatable {
        case shown(filename: String, downloaded: Bool, sleep: Int)
        case waiting(sleep: Int)
        case reset
        case failed(String)
    }

    let client: any TestClientProtocol
    let mac: String
    let baseURL = "http://localhost"
    var model = "og"
    var width = 800
    var height = 480
    var batteryVoltage = "4.05"
    private(set) var apiKey: String?
    private(set) var friendlyID: String?
    /// File names in the device's flash, as `filesystem_fix_filename` shortens them.
    private(set) var files: [String: Data] = [:]
    private(set) var refreshRate = 900
    private(set) var downloads = 0
    private(set) var lastImage: Data?

    init(client: any TestClientProtocol, mac: String) {
        self.client = client
        self.mac = mac
    }

    /// One wake: setup if needed, then display.
    func wake() async throws -> Wake {
        if apiKey == nil {
            if let failure = try await setup() { return .failed(failure) }
        }
        return try await display()
    }

    /// `nil` on success, else what failed.
    func setup() async throws -> String? {
        let response = try await client.execute(
            uri: "/api/setup", method: .get,
            headers: [HTTPField.Name("ID")!: mac, .contentType: "application/json", HTTPField.Name("FW-Version")!: "1.6.9",
                      HTTPField.Name("Model")!: model])
        guard response.status == .ok else { return "setup HTTP \(response.status.code)" }
        let json = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any] ?? [:]
        guard json["status"] as? Int == 200, let key = json["api_key"] as? String, let url = json["image_url"] as? String
        else { return "setup status \(json["status"] ?? "none")" }
        apiKey = key
        friendlyID = json["friendly_id"] as? String
        let image = try await client.execute(uri: path(of: url), method: .get)
        let length = Int(image.headers[.contentLength] ?? "") ?? -1
        let bytes = Data(image.body.readableBytesView)
        let isPNG = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
        guard image.status == .ok, bytes.count == 48_062 || (isPNG && bytes.count == length) else {
            return "setup image of \(bytes.count) bytes"
        }
        if !isPNG, let problem = Self.bmpProblem(bytes) { return problem }
        return nil
    }

    func display(extraHeaders: HTTPFields = [:]) async throws -> Wake {
        var headers: HTTPFields = [
            HTTPField.Name("ID")!: mac, .contentType: "application/json", HTTPField.Name("Update-Source")!: "timer",
            HTTPField.Name("Access-Token")!: apiKey ?? "", HTTPField.Name("Refresh-Rate")!: String(refreshRate),
            HTTPField.Name("Battery-Voltage")!: batteryVoltage, HTTPField.Name("FW-Version")!: "1.6.9",
            HTTPField.Name("Model")!: model, HTTPField.Name("Image-Cached")!: "false", HTTPField.Name("Wake-Time")!: "0",
            HTTPField.Name("RSSI")!: "-61", HTTPField.Name("Temperature-Profile")!: "true",
            HTTPField.Name("Width")!: String(width), HTTPField.Name("Height")!: String(height),
        ]
        for field in extraHeaders { headers[field.name] = field.value }
        let response = try await client.execute(uri: "/api/display", method: .get, headers: headers)
        guard [200, 301, 429].contains(response.status.code) else {
            refreshRate = 15
            return .failed("display HTTP \(response.status.code)")
        }
        guard let json = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any] else {
            return .failed("display JSON")
        }
        switch json["status"] as? Int ?? 0 {
        case 0:
            let rate = json["refresh_rate"] as? Int ?? 0
            refreshRate = rate
            guard let url = json["image_url"] as? String, !url.isEmpty, let filename = json["filename"] as? String else {
                return .failed("no image_url")
            }
            let stored = Self.fixedFilename(filename)
            if files[stored] != nil { return .shown(filename: filename, downloaded: false, sleep: rate) }
            var imageHeaders: HTTPFields = [HTTPField.Name("Accept-Encoding")!: "identity"]
            if url.hasPrefix(baseURL) {
                imageHeaders[HTTPField.Name("ID")!] = mac
                imageHeaders[HTTPField.Name("Access-Token")!] = apiKey ?? ""
            }
            let image = try await client.execute(uri: path(of: url), method: .get, headers: imageHeaders)
            guard image.status == .ok || image.status.code == 301 else { return .failed("image HTTP \(image.status.code)") }
            let bytes = Data(image.body.readableBytesView)
            guard let length = Int(image.headers[.contentLength] ?? ""), length == bytes.count, length > 0,
                  length <= (model == "x" ? 750_000 : 90_000)
            else { return .failed("image length \(image.headers[.contentLength] ?? "none") for \(bytes.count) bytes") }
            if bytes.starts(with: [UInt8(ascii: "B"), UInt8(ascii: "M")]), let problem = Self.bmpProblem(bytes) {
                return .failed(problem)
            }
            files[stored] = bytes
            lastImage = bytes
            downloads += 1
            return .shown(filename: filename, downloaded: true, sleep: rate)
        case 202:
            refreshRate = 5
            return .waiting(sleep: 5)
        case 500:
            apiKey = nil
            friendlyID = nil
            return .reset
        default:
            return .failed("status \(json["status"] ?? "")")
        }
    }

    /// The path of an absolute URL this server sent.
    private func path(of url: String) -> String {
        guard let components = URLComponents(string: url) else { return url }
        return components.percentEncodedPath
    }

    /// The firmware's flash name of `filename` (SPIFFS keeps 31 characters).
    static func fixedFilename(_ filename: String) -> String {
        let characters = Array(filename)
        guard characters.count > 31 else { return "/" + filename }
        return "/" + String(characters.prefix(7)) + String(characters.suffix(17))
    }

    /// What `parseBMPHeader` refuses in `data`, or `nil`.
    static func bmpProblem(_ data: Data) -> String? {
        func u32(_ offset: Int) -> UInt32 {
            (0..<4).reduce(0) { $0 | UInt32(data[data.startIndex + offset + $1]) << (8 * UInt32($1)) }
        }
        func u16(_ offset: Int) -> UInt16 { UInt16(data[data.startIndex + offset]) | UInt16(data[data.startIndex + offset + 1]) << 8 }
        guard data.count >= 62, data.first == UInt8(ascii: "B") else { return "BMP_NOT_BMP" }
        var colours = u32(46)
        if colours == 0 { colours = 1 << UInt32(u16(28)) }
        guard u32(18) == 800, u32(22) == 480, u16(28) == 1, u32(34) == 48_000, colours == 2 else { return "BMP_BAD_SIZE" }
        guard u32(10) > 54 else { return "BMP_INVALID_OFFSET" }
        let table = Array(data[(data.startIndex + 54)..<(data.startIndex + 62)])
        guard table == [0, 0, 0, 0, 255, 255, 255, 0] || table == [255, 255, 255, 0, 0, 0, 0, 0] else {
            return "BMP_COLOR_SCHEME_FAILED"
        }
        return nil
    }
}
