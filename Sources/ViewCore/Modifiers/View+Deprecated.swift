public import Foundation

// SwiftUI's iOS 13–14 modifiers that Apple deprecated but still compiles: widget code written
// for iOS 14 uses them, and so does code shared with older apps. Each does what its
// replacement does. The deprecation attributes are Apple's (`deprecated: 100000.0`, "to be
// deprecated", with the replacement as `renamed:`); they name Apple platforms, so on Linux
// they warn no one.

extension View {
    // MARK: Accessibility (iOS 13, replaced by the `accessibility…(_:)` modifiers in iOS 14)

    /// Specifies whether to hide this view from system accessibility features.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View {
        accessibilityHidden(hidden)
    }

    /// Adds a label to the view that describes its contents.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    /// Adds a textual description of the value that the view contains.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View {
        accessibilityValue(value)
    }

    /// Communicates to the user what happens after performing the view's action.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View {
        accessibilityHint(hint)
    }

    /// Adds the given traits to the view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
        accessibilityAddTraits(traits)
    }

    /// Removes the given traits from this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        accessibilityRemoveTraits(traits)
    }

    /// Uses the string you specify to identify the view (for UI tests; nothing is drawn).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }

    /// Sets the sort priority order for this view's accessibility element.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> some View {
        accessibilitySortPriority(sortPriority)
    }

    /// Sets an accessibility selection identifier (for pickers; nothing is drawn).
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    @available(macOS, introduced: 10.15, deprecated: 100000.0)
    public func accessibility(selectionIdentifier: AnyHashable) -> some View {
        self
    }

    /// The point a screen reader activates, in the view's coordinates (a rendering has no taps).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: CGPoint) -> some View {
        self
    }

    /// The point a screen reader activates, in unit coordinates (a rendering has no taps).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityActivationPoint(_:)")
    public func accessibility(activationPoint: UnitPoint) -> some View {
        self
    }

    /// Labels for voice control (nothing is read here).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> some View {
        self
    }

    /// The point a screen reader activates, in the view's coordinates (a rendering has no taps).
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }

    /// The point a screen reader activates, in unit coordinates (a rendering has no taps).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }

    /// Labels for voice control (nothing is read here).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    // MARK: Navigation bars (iOS 13–14; a widget has none)

    /// A title for the navigation bar: a widget has no navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { self }

    /// A title for the navigation bar, from a localized key: a widget has no navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    /// A title for the navigation bar, from a string: a widget has no navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }

    /// A title and its display mode for the navigation bar: a widget has no navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// A title and its display mode for the navigation bar: a widget has no navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// A title and its display mode for the navigation bar: a widget has no navigation bar.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// Hides the navigation bar: a widget has none.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }

    /// Hides the navigation bar's back button: a widget has none.
    @available(iOS, introduced: 13.0, deprecated: 100000.0)
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// How the navigation bar's title is shown: a widget has no navigation bar.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
}

/// What a navigation bar shows: SwiftUI's `NavigationBarItem` (its display modes).
public struct NavigationBarItem: Sendable {
    /// How a navigation bar's title is shown.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherits the previous navigation item's display mode.
        case automatic
        /// A title in the standard bar.
        case inline
        /// A large title.
        case large
    }
}
