import Foundation

/// When a snapshot assertion writes its reference instead of comparing with it.
///
/// Without a `record:` argument the mode comes from the `WIDGET_SNAPSHOT_RECORD` environment
/// variable, like `SNAPSHOT_TESTING_RECORD` in swift-snapshot-testing:
///
/// | `WIDGET_SNAPSHOT_RECORD` | mode |
/// |---|---|
/// | unset, empty, `missing`, `0` | ``missing`` |
/// | `1`, `all`, `true`, `yes` | ``all`` |
/// | `failed` | ``failed`` |
/// | `never`, `none` | ``never`` (use it in CI) |
///
/// ```sh
/// WIDGET_SNAPSHOT_RECORD=1 swift test --filter SnapshotTests   # rewrite every reference
/// ```
///
/// Recording always fails the assertion, so a test never passes without comparing against a
/// reference that was there before it ran: re-run after checking the new files.
public enum WidgetSnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Write every reference, replacing what is there.
    case all
    /// Write references that do not exist or do not match.
    case failed
    /// Never write a reference; a missing one is a failure.
    case never

    /// The name of the environment variable that sets the default mode.
    public static let environmentVariable = "WIDGET_SNAPSHOT_RECORD"

    /// The mode set by `WIDGET_SNAPSHOT_RECORD`, ``missing`` when unset or unrecognized.
    public static var current: WidgetSnapshotRecordMode {
        WidgetSnapshotRecordMode(environmentValue: ProcessInfo.processInfo.environment[environmentVariable])
    }

    /// The mode a value of `WIDGET_SNAPSHOT_RECORD` asks for.
    public init(environmentValue value: String?) {
        switch value?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "all", "true", "yes", "on": self = .all
        case "failed", "failing": self = .failed
        case "never", "none", "off": self = .never
        default: self = .missing
        }
    }
}
