/// How an interpolated value is shown in a log message (`\(name, privacy: .public)`).
///
/// As on Apple platforms, `.auto` (the default) shows numbers, booleans and type names and redacts
/// strings and objects as `<private>`; `.private` and `.sensitive` always redact; `.private(mask: .hash)`
/// shows `<mask.hash: '…'>`, a stable hash that lets equal values be matched without showing them.
/// Set `WIDGETKIT_LOG_PRIVATE=1` in the host's environment to show private values (development only);
/// `.sensitive` values stay redacted even then.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let level: Level
    let mask: Mask

    /// What replaces a redacted value.
    public struct Mask: Equatable, Sendable {
        let hashed: Bool
        /// A stable hash of the value in place of `<private>`.
        public static let hash = Mask(hashed: true)
        /// No mask: `<private>`.
        public static let none = Mask(hashed: false)
    }

    /// The value is shown.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// The value is redacted unless the host shows private data.
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// The value is always redacted.
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)
    /// Numbers are shown, strings and objects redacted.
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)

    /// Redacted with a mask (`.private(mask: .hash)`).
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    /// Always redacted, with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }
    /// The default rules, with a mask for what they redact.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
}
