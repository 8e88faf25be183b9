package import Foundation
import GRDB

/// One line a device posted to `/api/log`, in `display_device_log`.
package struct DeviceLogRecord: Codable, Hashable, Sendable {
    package var id: Int64?
    package var deviceID: String
    /// When the server received it.
    package var receivedAt: Date
    /// The device's `level` (`debug`, `info`, `warn`, `error`, `fatal`).
    package var level: String
    /// The device's `message`.
    package var message: String
    /// The whole entry as the device sent it (at most 4 KiB of JSON).
    package var entry: String
}

extension DeviceLogRecord: FetchableRecord, MutablePersistableRecord {
    /// The table name.
    package static let databaseTableName = "display_device_log"
}
