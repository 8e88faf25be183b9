import SwiftUI

/// The widget's colours, from `Resources/Assets.xcassets` (each with a light and a dark variant).
extension Color {
    /// Headlines on the widget's background.
    static let storyTitle = Color("StoryTitle", bundle: .module)
    /// Publication names, ages and secondary text.
    static let storyMeta = Color("StoryMeta", bundle: .module)
    /// The header's flame and "Top Stories".
    static let headlinesAccent = Color("HeadlinesAccent", bundle: .module)
    /// The background of the medium and large widgets and of empty states.
    static let headlinesBackground = Color("WidgetBackground", bundle: .module)
    /// Behind thumbnails while they have no picture.
    static let thumbnailBackground = Color("ThumbnailBackground", bundle: .module)
}
