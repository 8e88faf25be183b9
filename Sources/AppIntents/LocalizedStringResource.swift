/// A reference to a localizable string: Foundation's `LocalizedStringResource`, which
/// Foundation on Linux does not have.
///
/// App Intents use it for titles and display representations:
/// `static var title: LocalizedStringResource = "Choose a country"`.
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The key to look up in the string tables.
    public var key: String
    /// The text used when no table has the key.
    public var defaultValue: String
    /// The string table, or `nil` for `Localizable`.
    public var table: String?

    /// A resource whose key and default value are `key`.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The default value.
    public var description: String { defaultValue }
}
