/// Which iOS release's look controls are drawn in: iOS 26 by default, or the iOS 17–18 look for
/// users whose reference images come from those releases (`render --ios 18`).
///
/// Only what the releases draw differently follows it: the switch (iOS 26: a 61×28 pt track
/// with a pill knob; iOS 17–18: 51×31 pt with a round knob and its shadow) and the shape and
/// fill of bordered buttons (iOS 26: a capsule, grey for `.bordered`; iOS 17–18: a rounded
/// rectangle tinted at 15%). docs/CONTROLS.md has the numbers.
public enum SystemLook: String, Sendable, Hashable, CaseIterable, Codable {
    /// iOS 26 (the default).
    case iOS26
    /// iOS 17 and 18.
    case iOS18

    /// The look of an iOS major version: 26 and later draw as iOS 26, 17 to 25 as iOS 18;
    /// `nil` for releases before widgets took their current form (below 17).
    public init?(majorVersion: Int) {
        switch majorVersion {
        case 26...: self = .iOS26
        case 17...25: self = .iOS18
        default: return nil
        }
    }
}

private struct SystemLookKey: EnvironmentKey { static let defaultValue = SystemLook.iOS26 }

extension EnvironmentValues {
    /// The iOS release whose look controls are drawn in (the host or `render --ios` sets it).
    package var systemLook: SystemLook {
        get { self[SystemLookKey.self] }
        set { self[SystemLookKey.self] = newValue }
    }
}
