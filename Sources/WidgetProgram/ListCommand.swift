import Foundation
import ArgumentParser
import WidgetCore
import WidgetResources

/// `list`: the widget kinds of the bundle.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the widget kinds with their names, descriptions and families.")

    @Flag(help: "Print JSON.") var json = false
    @Option(help: "Show names and descriptions in this locale, e.g. es_ES.") var locale = "en_US"

    struct Item: Codable {
        var kind: String
        var displayName: String
        var description: String
        var families: [String]
        var configurable: Bool
    }

    func run() async throws {
        let registry = try ProgramState.current
        let locale = Locale(identifier: locale)
        let bundles = ResourceBundles.program
        let items = registry.descriptors.map {
            Item(kind: $0.kind, displayName: $0.localizedDisplayName(in: locale, bundles: bundles),
                 description: $0.localizedDescription(in: locale, bundles: bundles),
                 families: $0.supportedFamilies.map(\.description), configurable: $0.configurationKind != .static)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(items), as: UTF8.self))
            return
        }
        for item in items {
            print("\(item.kind)\t\(item.displayName)\t\(item.families.joined(separator: ","))")
            if !item.description.isEmpty { print("\t\(item.description)") }
        }
        // Live Activities by their kind, the attributes type's name (`render KIND --presentation …`).
        for activity in registry.activities {
            let families = (["medium"] + activity.supplementalFamilies.filter { $0 != .medium }.map { "\($0)" })
            print("\(activity.attributesType)\tLive Activity\t\(families.joined(separator: ","))")
        }
        // Controls by their kind (`render KIND --control-size …`).
        for control in registry.controls {
            let name = control.displayName?.plainString ?? ThisProgram.appName
            print("\(control.kind)\tControl: \(name)\t\(ControlPresentation.allCases.map(\.rawValue).joined(separator: ","))")
        }
    }
}
