package import ViewCore
import ActivityKit

/// A Live Activity preview: one presentation, drawn once per content state. Made by
/// `#Preview(_:as:using:widget:contentStates:)`; the `preview` command draws it.
package struct ActivityPreviewContent {
    /// The presentation shown.
    package let presentation: ActivityPresentation
    /// The activity's views for each state, with its supplemental families.
    package let states: @MainActor () -> [(views: ActivityViews, supplementalFamilies: [ActivityFamily])]

    package init(presentation: ActivityPresentation,
                 states: @escaping @MainActor () -> [(views: ActivityViews, supplementalFamilies: [ActivityFamily])]) {
        self.presentation = presentation
        self.states = states
    }

    /// The `ActivityConfiguration` for `Attributes` that a widget's body is (through the
    /// configuration modifiers, which return it unchanged).
    @MainActor
    static func configuration<Attributes: ActivityAttributes>(
        in body: some WidgetConfiguration, of attributes: Attributes.Type
    ) -> ActivityConfiguration<Attributes>? {
        body as? ActivityConfiguration<Attributes>
    }
}

/// The Lock Screen tint a Live Activity's view asks for (`activityBackgroundTint(_:)`).
package struct ActivityBackgroundTintKey: PreferenceKey {
    package static var defaultValue: Color? { nil }
    package static func reduce(value: inout Color?, nextValue: () -> Color?) {
        value = nextValue() ?? value
    }
}

/// The colour a Live Activity asks for on the system's action button
/// (`activitySystemActionForegroundColor(_:)`).
package struct ActivitySystemActionForegroundColorKey: PreferenceKey {
    package static var defaultValue: Color? { nil }
    package static func reduce(value: inout Color?, nextValue: () -> Color?) {
        value = nextValue() ?? value
    }
}
