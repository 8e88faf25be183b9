import Foundation

extension DeviceHub {
    /// The most log entries one `POST /api/log` may carry (the firmware sends its stored logs,
    /// a few at a time).
    static let logEntriesPerPost = 100
    /// The longest message kept, in characters, and the longest entry kept, in bytes of JSON.
    static let logMessageLimit = 1_024
    static let logEntryLimit = 4_096

    /// `POST /api/log` with `body` (`{"logs": [{…}, …]}`): stores the entries and answers the
    /// HTTP status (204 stored, 404 unknown device or wrong token, 422 not that shape, 503
    /// read-only). Nothing is stored unless every entry is an object.
    func log(_ report: DeviceReport, body: Data) async throws -> (status: Int, problem: String?) {
        guard let store else { return (503, "This home screen is read-only: it cannot store logs.") }
        guard let device = try await authenticated(report) else { return (404, "Device not found: wrong ID or Access-Token.") }
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let entries = object["logs"] as? [Any]
        else { return (422, "Send {\"logs\": [ … ]}: a JSON object with an array of log entries.") }
        guard entries.count <= Self.logEntriesPerPost else {
            return (422, "At most \(Self.logEntriesPerPost) log entries a request, not \(entries.count).")
        }
        var records: [DeviceLogRecord] = []
        for entry in entries {
            guard let fields = entry as? [String: Any] else { return (422, "Every log entry must be a JSON object.") }
            let level = (fields["level"] as? String).flatMap { ["debug", "info", "warn", "error", "fatal"].contains($0) ? $0 : nil }
                ?? "info"
            let message = String((fields["message"] as? String ?? "").prefix(Self.logMessageLimit))
            var json = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data("{}".utf8)
            if json.count > Self.logEntryLimit { json = Data(#"{"truncated":true}"#.utf8) }
            records.append(DeviceLogRecord(
                id: nil, deviceID: device.id, receivedAt: now, level: level, message: message,
                entry: String(decoding: json, as: UTF8.self)))
        }
        try await store.appendLogs(records, keeping: settings.logLimit)
        return (204, nil)
    }
}
