/// One object of a project file's `objects` table: `ID = {isa = PBXFileReference; path = A.swift; … };`.
public struct PBXObject: Sendable, Equatable {
    /// The object's identifier (24 hexadecimal digits in files Xcode writes).
    public var id: String
    /// The object's class: `PBXNativeTarget`, `PBXGroup`, `PBXFileReference`, …
    public var isa: String
    /// Every field, `isa` included.
    public var fields: [String: PlistValue]

    /// Creates an object from its identifier and fields.
    public init(id: String, fields: [String: PlistValue]) {
        self.id = id
        self.isa = fields["isa"]?.string ?? ""
        self.fields = fields
    }

    /// The string field `key`.
    public func string(_ key: String) -> String? {
        fields[key]?.string
    }

    /// The array field `key` as strings (object ids, paths); empty when absent.
    public func strings(_ key: String) -> [String] {
        fields[key]?.array?.compactMap(\.string) ?? []
    }

    /// The dictionary field `key`; empty when absent.
    public func dictionary(_ key: String) -> [String: PlistValue] {
        fields[key]?.dictionary ?? [:]
    }
}
