import SwiftUI
import WidgetKit

/// The widgets of the Top Headlines app: on iOS the widget extension's `@main` type.
///
/// ```swift
/// @main
/// struct HeadlinesApp: WidgetBundle {
///     var body: some Widget { HeadlinesWidgetBundle().body }
/// }
/// ```
public struct HeadlinesWidgetBundle: WidgetBundle {
    /// Creates the bundle.
    public init() {}

    public var body: some Widget {
        TopHeadlinesWidget()
    }
}
