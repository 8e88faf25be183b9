// The accessibility settings a view reads from the environment: a rendering has a reader's
// defaults (nothing reduced, no assistive technology running), as an iOS device does until a
// person changes them. Apple declares them read-only.

extension EnvironmentValues {
    /// Whether the system preference for Reduce Motion is enabled: false.
    public var accessibilityReduceMotion: Bool { false }
    /// Whether the system preference for Reduce Transparency is enabled: false.
    public var accessibilityReduceTransparency: Bool { false }
    /// Whether the system preference for Differentiate without Color is enabled: false.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Whether the system preference for Invert Colors is enabled: false.
    public var accessibilityInvertColors: Bool { false }
    /// Whether the system preference for Show Button Shapes is enabled: false.
    public var accessibilityShowButtonShapes: Bool { false }
    /// Whether the system preference for Dim Flashing Lights is enabled: false.
    public var accessibilityDimFlashingLights: Bool { false }
    /// Whether the system preference for Play Animated Images is enabled: true.
    public var accessibilityPlayAnimatedImages: Bool { true }
    /// Whether VoiceOver is enabled: false.
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Whether Switch Control is enabled: false.
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// Whether an accessibility feature that reads or controls the interface is running: false.
    public var accessibilityEnabled: Bool { false }
    /// Whether Assistive Access is running: false.
    public var accessibilityAssistiveAccessEnabled: Bool { false }
    /// Whether the Large Content Viewer is enabled: false.
    public var accessibilityLargeContentViewerEnabled: Bool { false }
    /// Whether Quick Actions are enabled: false.
    public var accessibilityQuickActionsEnabled: Bool { false }
}
