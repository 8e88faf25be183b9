public import Foundation
package import DisplayList

/// Named colors and images from a bundle's resources, including `.xcassets` catalogs.
package enum AssetCatalog {
    /// The color named `name` (light and optional dark variant), searching the given bundle,
    /// then the environment's resource bundles, then the main bundle.
    package static func color(named name: String, bundlePath: String?, environment: EnvironmentValues) -> (light: RGBAColor, dark: RGBAColor?)? {
        nil
    }
}
