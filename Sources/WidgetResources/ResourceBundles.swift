package import Foundation
import Logging

/// The resource bundles of the running program: its own target's and those of the targets it
/// links, as an iOS extension's bundle holds only its own resources.
///
/// SwiftPM puts every target's resources beside the programs of a build, as
/// `<Package>_<Target>.resources` (`.bundle` on macOS), so one folder holds the bundles of every
/// program of a package. The `InfoPlistPlugin` writes the names of a program's own bundles
/// beside it, as `<program>.resource-bundles.json` (a JSON array of names without the
/// extension); a program with that file loads only the bundles it names that exist, in its
/// order (the program's own target first). Without it (a program without the plugin, a test
/// process, which links every target it tests), every bundle beside the executable is loaded,
/// sorted by name.
package enum ResourceBundles {
    /// The suffix of a program's bundle list: `<program>.resource-bundles.json`.
    package static let listSuffix = ".resource-bundles.json"

    private static let logger = Logger(label: "WidgetKitLinux.Resources")

    /// The running program's bundles.
    package static var program: [Bundle] {
        programURLs.compactMap { Bundle(url: $0) }
    }

    /// The folders of the running program's bundles (looked up once).
    package static let programURLs: [URL] = {
        guard let executable = Bundle.main.executableURL else { return [] }
        return urls(forExecutable: executable)
    }()

    /// The bundle folders of the program at `executable`: those its list names, else every
    /// `*.resources` and `*.bundle` folder beside it.
    package static func urls(forExecutable executable: URL) -> [URL] {
        let directory = executable.deletingLastPathComponent()
        let list = URL(fileURLWithPath: executable.path + listSuffix)
        if let data = FileManager.default.contents(atPath: list.path) {
            do {
                let names = try JSONDecoder().decode([String].self, from: data)
                return names.flatMap { name in
                    ["resources", "bundle"].map { directory.appendingPathComponent("\(name).\($0)", isDirectory: true) }
                }.filter(isDirectory)
            } catch {
                logger.warning("\(list.path) is not a JSON array of bundle names (\(error)); loading every bundle beside the program")
            }
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return entries.sorted()
            .filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }
            .map { directory.appendingPathComponent($0, isDirectory: true) }
            .filter(isDirectory)
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
