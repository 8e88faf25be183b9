import Foundation

/// Finds the WidgetKit for Linux checkout a generated package depends on, when `--package-path`
/// is not given: `WIDGETKIT_LINUX_PATH`, else the checkout this tool was built in (the first
/// folder above the executable with a `Package.swift` naming the package `WidgetKitLinux`:
/// `.build/debug/widgetkit` lives in it), else the checkout its source was compiled from.
enum PackageLocation {
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let path = environment["WIDGETKIT_LINUX_PATH"], !path.isEmpty {
            return URL(fileURLWithPath: path).standardizedFileURL
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        if let found = checkout(above: executable) { return found }
        return checkout(above: URL(fileURLWithPath: #filePath))
    }

    static func checkout(above url: URL) -> URL? {
        var folder = url.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if isCheckout(folder) { return folder.standardizedFileURL }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    static func isCheckout(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Package.swift").path) else { return false }
        return String(decoding: data, as: UTF8.self).contains("name: \"WidgetKitLinux\"")
    }
}
