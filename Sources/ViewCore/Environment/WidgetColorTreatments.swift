package import DisplayList

/// How the host's widget rendering mode redraws colours (WidgetKit's `vibrant` and `accented`
/// modes; `nil` in the environment for full colour). The host sets it with the public
/// `widgetRenderingMode`; `widgetAccentable()` and `widgetAccentedRenderingMode(_:)` read it.
package struct WidgetColorTreatments: Sendable, Hashable {
    /// The treatment of everything outside an accented group.
    package var defaultGroup: ColorTreatment
    /// The treatment of `widgetAccentable()` content.
    package var accentGroup: ColorTreatment
    /// Whether images follow `widgetAccentedRenderingMode(_:)` (only in the accented mode).
    package var followsImageModes: Bool

    package init(defaultGroup: ColorTreatment, accentGroup: ColorTreatment, followsImageModes: Bool) {
        self.defaultGroup = defaultGroup
        self.accentGroup = accentGroup
        self.followsImageModes = followsImageModes
    }

    /// The Lock Screen's vibrant material: every colour a level of white by its luminance;
    /// accented content looks the same.
    package static let vibrant = WidgetColorTreatments(
        defaultGroup: .luminance(.white), accentGroup: .luminance(.white), followsImageModes: false)

    /// Two groups drawn as templates: the default group white, the accented group in `accent`.
    package static func accented(accent: RGBAColor) -> WidgetColorTreatments {
        WidgetColorTreatments(defaultGroup: .template(.white), accentGroup: .template(accent), followsImageModes: true)
    }

    /// The treatment of an image drawn with `rendering` (`nil`: the image's group's).
    package func imageTreatment(_ rendering: AccentedImageRendering) -> ColorTreatment? {
        switch rendering {
        case .accented: accentGroup
        case .desaturated: .luminance(defaultGroup.tint)
        case .accentedDesaturated: .luminance(accentGroup.tint)
        case .fullColor: nil
        }
    }
}

/// How an image is drawn in the accented mode (WidgetKit's `WidgetAccentedRenderingMode`).
package enum AccentedImageRendering: Sendable, Hashable {
    /// In the accented group, as with `widgetAccentable()`.
    case accented
    /// Luminance as opacity, in the default group's colour.
    case desaturated
    /// Luminance as opacity, in the accented group's colour.
    case accentedDesaturated
    /// Unchanged.
    case fullColor
}

private struct WidgetColorTreatmentsKey: EnvironmentKey {
    static let defaultValue: WidgetColorTreatments? = nil
}

extension EnvironmentValues {
    /// The rendering mode's colour treatments; `nil` in full colour.
    package var widgetColorTreatments: WidgetColorTreatments? {
        get { self[WidgetColorTreatmentsKey.self] }
        set { self[WidgetColorTreatmentsKey.self] = newValue }
    }
}
