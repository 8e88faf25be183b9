import Foundation
import WidgetCore

extension WidgetFamily {
    /// What a person calls the family in the home screen's menus.
    var menuTitle: String {
        switch self {
        case .systemSmall: "Small"
        case .systemMedium: "Medium"
        case .systemLarge: "Large"
        case .systemExtraLarge: "Extra Large"
        case .systemExtraLargePortrait: "Extra Large Portrait"
        case .accessoryCircular: "Circular"
        case .accessoryRectangular: "Rectangular"
        case .accessoryInline: "Inline"
        case .accessoryCorner: "Corner"
        }
    }

    /// The widget's size in points, as the renderers lay it out.
    var pointSize: (width: Double, height: Double) {
        let size = displaySize()
        return (Double(size.width), Double(size.height))
    }
}
