import Foundation
import GRDB

extension SQLiteInstanceStore: DeviceStore {
    package func devices() async throws -> [DeviceRecord] {
        try await pool.read { db in try DeviceRecord.order(DeviceRecord.Columns.createdAt).fetchAll(db) }
    }

    package func device(id: String) async throws -> DeviceRecord? {
        try await pool.read { db in try DeviceRecord.fetchOne(db, key: id) }
    }

    package func device(macAddress: String) async throws -> DeviceRecord? {
        try await pool.read { db in
            try DeviceRecord.filter(DeviceRecord.Columns.macAddress == macAddress).fetchOne(db)
        }
    }

    package func insert(_ device: DeviceRecord, pendingLimit: Int) async throws -> DeviceRecord {
        try await write { db in
            let waiting = try DeviceRecord.filter(DeviceRecord.Columns.accepted == false)
                .order(DeviceRecord.Columns.createdAt).fetchAll(db)
            if !device.accepted, waiting.count >= pendingLimit {
                for old in waiting.prefix(waiting.count - pendingLimit + 1) { try old.delete(db) }
            }
            try device.insert(db)
            return device
        }
    }

    package func updateSettings(_ device: DeviceRecord) async throws -> Bool {
        try await write { db in
            guard try DeviceRecord.exists(db, key: device.id) else { return false }
            var device = device
            device.updatedAt = Date()
            try device.update(db, columns: ["label", "accepted", "modelName", "screen", "tone", "updatedAt"])
            return true
        }
    }

    package func recordPoll(_ device: DeviceRecord) async throws {
        try await write { db in
            try device.update(db, columns: [
                "batteryVoltage", "rssi", "firmwareVersion", "reportedModel", "width", "height", "lastSeenAt",
                "refreshRate", "nextWakeAt",
            ])
        }
    }

    package func deleteDevice(id: String) async throws -> Bool {
        try await write { db in try DeviceRecord.deleteOne(db, key: id) }
    }

    package func appendLogs(_ logs: [DeviceLogRecord], keeping limit: Int) async throws {
        guard let deviceID = logs.first?.deviceID else { return }
        try await write { db in
            for var log in logs { try log.insert(db) }
            try db.execute(
                sql: """
                    DELETE FROM \(DeviceLogRecord.databaseTableName) WHERE deviceID = ? AND id NOT IN \
                    (SELECT id FROM \(DeviceLogRecord.databaseTableName) WHERE deviceID = ? ORDER BY id DESC LIMIT ?)
                    """,
                arguments: [deviceID, deviceID, limit])
        }
    }

    package func logs(deviceID: String, limit: Int) async throws -> [DeviceLogRecord] {
        try await pool.read { db in
            try DeviceLogRecord.filter(Column("deviceID") == deviceID).order(Column("id").desc).limit(limit).fetchAll(db)
        }
    }
}
