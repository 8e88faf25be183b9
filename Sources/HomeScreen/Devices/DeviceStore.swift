/// Where the home screen keeps its e-paper devices and their logs.
///
/// Like ``InstanceStore``, every method returns once its change is committed. The SQLite store
/// implements it in the same database file as the widget instances (so backups hold both).
package protocol DeviceStore: Sendable {
    /// Every device, oldest first.
    func devices() async throws -> [DeviceRecord]
    /// The device with `id`, or `nil`.
    func device(id: String) async throws -> DeviceRecord?
    /// The device whose MAC address is `macAddress` (upper case), or `nil`.
    func device(macAddress: String) async throws -> DeviceRecord?
    /// Adds `device`; if more than `pendingLimit` devices wait to be accepted, the oldest
    /// waiting ones are removed first.
    func insert(_ device: DeviceRecord, pendingLimit: Int) async throws -> DeviceRecord
    /// Saves what the user sets of `device` (label, acceptance, model, screen, tone), stamping
    /// it; `false` if it is gone. What the device reports is left as stored.
    @discardableResult
    func updateSettings(_ device: DeviceRecord) async throws -> Bool
    /// Saves what a poll reported (battery, RSSI, firmware, model, size, last seen, refresh
    /// rate, next wake) and nothing else.
    func recordPoll(_ device: DeviceRecord) async throws
    /// Removes a device and its logs; `false` if there was none.
    @discardableResult
    func deleteDevice(id: String) async throws -> Bool
    /// Appends log lines of one device, keeping its newest `limit`.
    func appendLogs(_ logs: [DeviceLogRecord], keeping limit: Int) async throws
    /// A device's newest `limit` log lines, newest first.
    func logs(deviceID: String, limit: Int) async throws -> [DeviceLogRecord]
}
