import Foundation

private struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the display is dimmed to save power (the Always-On display): the host sets it;
    /// widget code and previews may set it too, as on iOS.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
}
