import Foundation
import SwiftUI
import WidgetKit

/// The vocabulary trainer's widgets: a random translation (small) and the six most difficult
/// translations (large).
///
/// Not `@main` here, so that a program can host it with other widgets; a vocabulary-only
/// program is:
///
/// ```swift
/// @main
/// struct MyVocabularyWidgets: WidgetBundle {
///     var body: some Widget {
///         RandomTranslationWidget()
///         MostDifficultTranslationsWidget()
///     }
/// }
/// ```
public struct VocabularyWidgetBundle: WidgetBundle {
    /// The bundle.
    public init() {}

    public var body: some Widget {
        RandomTranslationWidget()
        MostDifficultTranslationsWidget()
    }

    /// The resources with the widgets' localized strings (`en.lproj`, `es.lproj`), for
    /// renderers and snapshot tests that take resource bundles. A program finds them next to
    /// its executable by itself.
    public static var resources: Bundle { .module }
}
