package import Foundation

/// Where and how a Live Activity is shown: the Lock Screen (and the banner of a device without
/// a Dynamic Island), the Dynamic Island's compact, minimal and expanded presentations, StandBy,
/// and the `.small` family (Apple Watch Smart Stack, CarPlay).
package enum ActivityPresentation: String, CaseIterable, Sendable, Hashable, Codable {
    case lockScreen, compact, minimal, expanded, standBy, small

    /// The parsed name (`lockScreen`, `compact`, … in any case); `nil` otherwise.
    package init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = found
    }

    /// The presentation a preview kind shows.
    package init(_ viewKind: ActivityPreviewViewKind) {
        switch viewKind {
        case .content: self = .lockScreen
        case .dynamicIsland(.compact): self = .compact
        case .dynamicIsland(.minimal): self = .minimal
        case .dynamicIsland(.expanded): self = .expanded
        }
    }

    /// Whether the presentation is part of the Dynamic Island (black, dark appearance).
    package var isDynamicIsland: Bool {
        switch self {
        case .compact, .minimal, .expanded: true
        case .lockScreen, .standBy, .small: false
        }
    }
}

/// The sizes of Live Activity presentations in points, for the reference phone of our widget
/// sizes (430×932, as `WidgetFamily.displaySize()`), from the Human Interface Guidelines'
/// "Live Activities" specifications; docs/LIVE-ACTIVITIES.md lists them with their sources.
package enum ActivityMetrics {
    /// The Lock Screen presentation's width (the screen less the platter's side insets).
    package static let lockScreenWidth = 408.0
    /// The Lock Screen presentation's greatest height; taller content is cut.
    package static let lockScreenMaximumHeight = 160.0
    /// The margins the system puts around the Lock Screen view's content.
    package static let lockScreenMargin = 14.0
    /// The Lock Screen platter's corner radius.
    package static let lockScreenCornerRadius = 24.0

    /// One side of the compact presentation (leading or trailing of the sensor housing).
    package static let compactSide = CGSize(width: 62.33, height: 36.67)
    /// The sensor housing between the compact sides (the island at rest).
    package static let sensorHousingWidth = 125.0
    /// The minimal presentation (a circle; the HIG allows it up to 45 pt wide).
    package static let minimal = CGSize(width: 36.67, height: 36.67)
    /// The expanded presentation's width; its height follows the content, 84–160 pt.
    package static let expandedWidth = 408.0
    /// The expanded presentation's least and greatest heights.
    package static let expandedHeights = 84.0...160.0
    /// The expanded island's corner radius.
    package static let expandedCornerRadius = 44.0
    /// The height of the camera area at the top of the expanded island (leading and trailing
    /// sit beside it, center below it).
    package static let cameraHeight = 36.67

    /// StandBy's landscape screen; the Lock Screen view is drawn at 200% in it.
    package static let standBy = CGSize(width: 932, height: 430)
    /// How much StandBy enlarges the Lock Screen view.
    package static let standByScale = 2.0

    /// The `.small` family (the Apple Watch Smart Stack's Live Activity size).
    package static let small = CGSize(width: 184, height: 89)

    /// The compact presentation's whole size: both sides and the sensor housing.
    package static var compact: CGSize {
        CGSize(width: compactSide.width * 2 + sensorHousingWidth, height: compactSide.height)
    }
}
