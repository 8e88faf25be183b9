import Intents
import SwiftUI
import WidgetKit

/// The shortcuts widgets: two medium panels with different names and descriptions, a
/// static-intent one and a dynamic-intent one, and the Intents extension that answers for
/// the dynamic one.
///
/// In an iOS widget extension this would be the `@main` type; here the showcase program
/// hosts it, and names the same extension.
public struct ShortcutsWidgetBundle: WidgetBundle {
    /// The Intents extension: on iOS, the principal class of the extension's `Info.plist`.
    public static let intentsExtension: INExtension.Type? = ShortcutsIntentHandler.self

    /// Creates the bundle.
    public init() {}

    /// The static-intent panel, then the dynamic-intent one.
    public var body: some Widget {
        StaticShortcutsWidget()
        DynamicShortcutsWidget()
    }
}
