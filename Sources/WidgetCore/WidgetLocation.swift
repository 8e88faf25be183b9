import ViewCore

/// Where a widget can appear (WidgetKit's `WidgetLocation`), for
/// ``WidgetConfiguration/disfavoredLocations(_:for:)``.
public struct WidgetLocation: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// The Home Screen or Today View.
    public static let homeScreen = WidgetLocation("homeScreen")
    /// The Lock Screen.
    public static let lockScreen = WidgetLocation("lockScreen")
    /// StandBy.
    public static let standBy = WidgetLocation("standBy")
    /// An iPhone's widget shown on a Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation("iPhoneWidgetsOnMac")
    /// CarPlay (iOS 26).
    public static let carPlay = WidgetLocation("carPlay")

    public var description: String { name }
}

extension WidgetConfiguration {
    /// Marks `families` as a poor fit for `locations`, so the system offers them there less.
    ///
    /// The home screen here has one location and offers every supported family in it, so this
    /// changes nothing it draws; it compiles so widgets that opt out of StandBy or the Mac work
    /// unchanged.
    @MainActor @preconcurrency
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        self
    }

    /// Asks the person adding the widget to configure it first (iOS 18).
    ///
    /// The home screen here adds a configurable widget with its intent's defaults and offers its
    /// Edit form at once, so this changes nothing.
    @MainActor @preconcurrency
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        self
    }
}
