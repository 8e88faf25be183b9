package import Foundation
package import WidgetCore
package import ViewCore
import WidgetRendering
import WidgetResources

/// The languages the home screen offers and the widget names in them, from the bundles'
/// string tables (`LocalizationCatalog`: `.lproj/*.strings` and `.xcstrings`).
package enum Localization {
    /// English first, then every language the bundles have strings for, then `additional`.
    package static func languages(bundles: [Bundle], additional: [String]) -> [String] {
        var result = ["en"]
        let catalog = LocalizationCatalog.catalog(for: bundles)
        for language in catalog.languages where !result.contains(language) {
            result.append(language)
        }
        for language in additional where DisplayPreferences.isLocaleIdentifier(language) && !result.contains(language) {
            result.append(language)
        }
        return result
    }

    /// The language's own name for itself, capitalised ("Deutsch", "Español").
    package static func name(of language: String) -> String {
        let locale = Locale(identifier: language)
        guard let name = locale.localizedString(forIdentifier: language), !name.isEmpty else { return language }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The widget's display name in `language` (the kind when it has none).
    package static func displayName(of descriptor: WidgetDescriptor, language: String, bundles: [Bundle]) -> String {
        WidgetRenderer.title(of: descriptor, locale: Locale(identifier: language), bundles: bundles)
    }

    /// `text` in `language` (a recommendation's description).
    package static func string(_ text: Text, language: String, bundles: [Bundle]) -> String {
        let locale = Locale(identifier: language)
        return text.string(localizer: LocalizationCatalog.catalog(for: bundles + [Bundle.main]).localizer(for: locale), locale: locale)
    }

    /// The widget's description in `language`.
    package static func description(of descriptor: WidgetDescriptor, language: String, bundles: [Bundle]) -> String {
        descriptor.localizedDescription(in: Locale(identifier: language), bundles: bundles)
    }
}
