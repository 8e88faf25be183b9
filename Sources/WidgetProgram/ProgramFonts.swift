import Foundation
import Logging
import TextEngine
import WidgetResources

/// The fonts an extension ships, registered as iOS registers them: the Info.plist's
/// `UIAppFonts` ("Fonts provided by application") names font files of the bundle, and the system
/// makes their faces available to the extension before its code runs. Here each named file is
/// looked up in the program's resource bundles and registered with fontconfig for the process
/// (`TextEngine.registerFontFile`), so `Font.custom("Geist-Regular", size: 12)` finds it by
/// PostScript name or family. A name no bundle holds, or a file that is not a font, is logged.
enum ProgramFonts {
    private static let logger = Logger(label: "WidgetKitLinux.Fonts")

    /// Registers the running program's `UIAppFonts`, once.
    static let registerAppFonts: Void = {
        let names = Bundle.main.object(forInfoDictionaryKey: "UIAppFonts") as? [String] ?? []
        guard !names.isEmpty else { return }
        let folders = ResourceBundles.programURLs + [Bundle.main.resourceURL].compactMap { $0 }
        for (name, outcome) in register(names, in: folders) {
            switch outcome {
            case .registered: break
            case .notFound: logger.warning("UIAppFonts names '\(name)', which no resource bundle of the program holds")
            case .refused(let path): logger.warning("UIAppFonts: \(path) is not a font file fontconfig can read")
            }
        }
    }()

    /// What became of one `UIAppFonts` entry.
    enum Outcome: Equatable {
        case registered(String)
        case notFound
        case refused(String)
    }

    /// Registers each of `names` (a path relative to a bundle's root, as in `UIAppFonts`, or a
    /// bare file name found anywhere inside it, where SwiftPM's `.process` rule flattens
    /// resources) from the first of `folders` that holds it.
    static func register(_ names: [String], in folders: [URL]) -> [(String, Outcome)] {
        names.map { name in
            guard let file = find(name, in: folders) else { return (name, .notFound) }
            return (name, TextEngine.registerFontFile(atPath: file.path) == nil ? .refused(file.path) : .registered(file.path))
        }
    }

    private static func find(_ name: String, in folders: [URL]) -> URL? {
        let fileManager = FileManager.default
        for folder in folders {
            let direct = folder.appendingPathComponent(name)
            if fileManager.fileExists(atPath: direct.path) { return direct }
        }
        let fileName = (name as NSString).lastPathComponent
        for folder in folders {
            guard let walker = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent == fileName { return url }
        }
        return nil
    }
}
