import Foundation
import ArgumentParser
import ViewCore
import WidgetCore
import WidgetRendering

/// `render`: one entry of a widget as PNG, SVG or HTML.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render the entry a widget shows at a date to PNG, SVG or HTML.")

    @OptionGroup var widget: WidgetOptions
    @Option(help: "The moment to render (ISO 8601 or 'now').") var date = "now"
    @Option(help: "png, svg or html.") var format = "png"
    @Option(help: "Pixels per point for PNG.") var scale = 2.0
    @Option(name: .customLong("color-scheme"), help: "light or dark.") var colorScheme = "light"
    @Option(name: .customLong("dynamic-type-size"), help: "Text size, e.g. large, xxxLarge, accessibility2.")
    var dynamicTypeSize = "large"
    @Option(help: "Locale identifier, e.g. en_US, es_ES, zh_CN.") var locale = "en_US"
    @Flag(help: "Render the provider's snapshot instead of its timeline.") var snapshot = false
    @Flag(help: "Render the provider's placeholder, redacted.") var placeholder = false
    @Option(name: .shortAndLong, help: "Output file (standard output when omitted).") var output: String?

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be between 0 and 4.") }
        _ = try parseFormat(format)
        _ = try parseColorScheme(colorScheme)
        _ = try parseDynamicTypeSize(dynamicTypeSize)
    }

    func run() async throws {
        let (descriptor, family) = try widget.resolve()
        let format = try parseFormat(self.format)
        let colorScheme = try parseColorScheme(self.colorScheme)
        let dynamicTypeSize = try parseDynamicTypeSize(self.dynamicTypeSize)
        let moment = try parseDate(date)
        let configuration = try await widget.resolvedConfiguration(for: descriptor)
        let selected: EntrySelection.Selected
        if placeholder {
            selected = .init(
                entry: descriptor.placeholder(in: TimelineProviderContext(family: family), configuration: configuration),
                isPlaceholder: true)
        } else {
            selected = await EntrySelection.entry(
                for: descriptor, family: family, at: moment, snapshot: snapshot, configuration: configuration)
        }
        let environment = RenderEnvironment(
            family: family, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize,
            locale: Locale(identifier: locale), date: moment, displayScale: scale, isPlaceholder: selected.isPlaceholder)
        let list = await WidgetLayout.displayList(for: descriptor, entry: selected.entry, environment: environment,
                                                  bundles: ResourceBundles.all)
        let data = try DisplayListEncoder.encode(list, as: format, scale: scale, title: descriptor.displayName,
                                                 colorScheme: colorScheme)
        if let output {
            try data.write(to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}

/// Resource bundles of the running executable: SwiftPM copies each target's resources next to
/// the binary as `<Package>_<Target>.resources`.
enum ResourceBundles {
    static var all: [Bundle] {
        let directory = Bundle.main.bundleURL
        let contents = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return contents.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }.compactMap { Bundle(url: $0) }
    }
}
