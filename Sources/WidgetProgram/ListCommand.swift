import Foundation
import ArgumentParser
import WidgetCore

/// `list`: the widget kinds of the bundle.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the widget kinds with their names, descriptions and families.")

    @Flag(help: "Print JSON.") var json = false

    struct Item: Codable {
        var kind: String
        var displayName: String
        var description: String
        var families: [String]
        var configurable: Bool
    }

    func run() async throws {
        let registry = try ProgramState.current
        let items = registry.descriptors.map {
            Item(kind: $0.kind, displayName: $0.displayName, description: $0.description,
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
    }
}
