package import Foundation
package import WidgetResources

extension LocalizationCatalog {
    /// A `Localizer` for the view environment (the fallback chain is worked out once).
    package func localizer(for locale: Locale) -> Localizer {
        Localizer(lookup: lookup(chain: fallbackChain(for: locale)))
    }
}
