import Foundation

/// Decides which targets are widget extensions: an app extension (or ExtensionKit extension)
/// whose Info.plist's `NSExtension.NSExtensionPointIdentifier` is `com.apple.widgetkit-extension`
/// (also when written as the build setting `INFOPLIST_KEY_NSExtension…`), or whose Swift sources
/// `import WidgetKit`.
enum WidgetTargetDetector {
    static let extensionPoint = "com.apple.widgetkit-extension"

    static func isWidgetExtension(productType: String?, infoPlist: URL?, settings: TargetSettings, sources: [URL]) -> Bool {
        guard let productType, ProductType.extensions.contains(productType) else { return false }
        if let infoPlist, let data = FileManager.default.contents(atPath: infoPlist.path),
           let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
           let nsExtension = plist["NSExtension"] as? [String: Any] {
            // The identifier may itself be a build setting reference; expand it.
            let point = (nsExtension["NSExtensionPointIdentifier"] as? String).map {
                BuildSettingExpansion.expand($0) { settings[$0] }
            }
            if point == extensionPoint { return true }
            if point != nil { return false }
        }
        if settings.all.contains(where: { $0.key.hasPrefix("INFOPLIST_KEY_NSExtension") && $0.value == extensionPoint }) { return true }
        for source in sources {
            guard let data = FileManager.default.contents(atPath: source.path) else { continue }
            var inComment = false
            for line in String(decoding: data, as: UTF8.self).components(separatedBy: "\n") {
                let words = SourceScanner.identifiers(in: SourceScanner.code(of: line, inBlockComment: &inComment))
                if SourceScanner.importedModule(in: words) == "WidgetKit" { return true }
            }
        }
        return false
    }
}
