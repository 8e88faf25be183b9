package import Foundation
package import WidgetResources

extension LocalizationCatalog {
    /// A `Localizer` for the view environment (the fallback chain is worked out once).
    package func localizer(for locale: Locale) -> Localizer {
        let chain = fallbackChain(for: locale)
        return Localizer { [self] key, table in string(for: key, table: table, chain: chain) }
    }
}
