import GRDB

/// The device table, `display_device`, one row per device that ran setup.
extension DeviceRecord: FetchableRecord, PersistableRecord {
    /// The table name.
    package static let databaseTableName = "display_device"

    /// The columns, for queries.
    enum Columns {
        static let macAddress = Column("macAddress")
        static let accepted = Column("accepted")
        static let createdAt = Column("createdAt")
    }
}

extension SQLiteInstanceStore {
    /// The device tables: appended to the schema's history after every earlier migration.
    static func registerDeviceMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("eink: display devices and their logs") { db in
            try db.create(table: DeviceRecord.databaseTableName) { table in
                table.column("id", .text).primaryKey()
                table.column("macAddress", .text).notNull().unique()
                table.column("apiKey", .text).notNull()
                table.column("imageKey", .text).notNull()
                table.column("friendlyID", .text).notNull()
                table.column("label", .text).notNull()
                table.column("accepted", .boolean).notNull()
                table.column("modelName", .text)
                table.column("reportedModel", .text)
                table.column("screen", .text)
                table.column("tone", .text)
                table.column("batteryVoltage", .double)
                table.column("rssi", .integer)
                table.column("firmwareVersion", .text)
                table.column("width", .integer)
                table.column("height", .integer)
                table.column("lastSeenAt", .datetime)
                table.column("refreshRate", .integer)
                table.column("nextWakeAt", .datetime)
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: DeviceLogRecord.databaseTableName) { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("deviceID", .text).notNull().indexed()
                    .references(DeviceRecord.databaseTableName, onDelete: .cascade)
                table.column("receivedAt", .datetime).notNull()
                table.column("level", .text).notNull()
                table.column("message", .text).notNull()
                table.column("entry", .text).notNull()
            }
        }
    }
}
