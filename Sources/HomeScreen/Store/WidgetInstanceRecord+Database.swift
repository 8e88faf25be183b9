import GRDB

/// The record's table, `widget_instance`, one row per placed widget.
extension WidgetInstanceRecord: FetchableRecord, PersistableRecord {
    /// The table name.
    package static let databaseTableName = "widget_instance"

    /// The columns, for queries.
    package enum Columns {
        static let id = Column("id")
        static let position = Column("position")
    }
}
