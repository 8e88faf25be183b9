import Foundation
import ArgumentParser
import ViewCore
import WidgetCore
import WidgetResources
import WidgetRendering

/// `render`: one entry of a widget as PNG, SVG, HTML, an HTML fragment or a display list.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the entry a widget shows at a date to PNG, SVG, HTML, an HTML fragment or a display list.")

    @OptionGroup var widget: WidgetOptions
    @Option(help: "The moment to render (ISO 8601 or 'now').") var date = "now"
    @Option(help: "png, svg, html, fragment or displayList (JSON).") var format = "png"
    @Option(help: "Pixels per point: the layout's display scale and the PNG's resolution.") var scale = 2.0
    @Option(name: .customLong("color-scheme"), help: "light or dark.") var colorScheme = "light"
    @Option(name: .customLong("dynamic-type-size"), help: "Text size, e.g. large, xxxLarge, accessibility2.")
    var dynamicTypeSize = "large"
    @Option(help: "Locale identifier, e.g. en_US, es_ES, zh_CN.") var locale = "en_US"
    @Option(name: .customLong("font-base-url"), help: "Where SVG and HTML load the fonts from (installed fonts when omitted).")
    var fontBaseURL: String?
    @Option(name: .customLong("fragment-id"), help: "The id of an HTML fragment's root element.")
    var fragmentID: String?
    @Option(name: .customLong("rendering-mode"),
            help: "vibrant, accented or fullColor (default: vibrant for accessory families, as on the Lock Screen; fullColor otherwise).")
    var renderingMode: String?
    @Option(name: .customLong("ios"), help: "The iOS release whose control look to draw: 26 (default) or 18 (iOS 17–18's switch and buttons).")
    var iosVersion = 26
    @Flag(help: "Render the provider's snapshot instead of its timeline.") var snapshot = false
    @Flag(help: "Render the provider's placeholder, redacted.") var placeholder = false
    @Option(name: .shortAndLong, help: "Output file (standard output when omitted).") var output: String?
    @Option(name: .customLong("switch"), help: ArgumentHelp(
        "Draw an interactive widget's toggle in another state than the entry's, as a tap shows it: <control id>:on or <control id>:off (repeatable).",
        discussion: "Control ids are in the display list (`control`) and the HTML (`data-control`)."))
    var switches: [String] = []
    @OptionGroup var activity: ActivityRenderOptions
    @OptionGroup var control: ControlRenderOptions

    /// `--switch` values, by control id.
    func toggleOverrides() throws -> [Int: Bool] {
        var overrides: [Int: Bool] = [:]
        for value in switches {
            let parts = value.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let control = Int(parts[0]), control >= 0, parts[1] == "on" || parts[1] == "off" else {
                throw ValidationError("--switch takes <control id>:on or <control id>:off, not '\(value)'.")
            }
            overrides[control] = parts[1] == "on"
        }
        return overrides
    }

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be between 0 and 4.") }
        _ = try parseFormat(format)
        _ = try parseColorScheme(colorScheme)
        _ = try parseDynamicTypeSize(dynamicTypeSize)
        _ = try renderingMode.map(parseRenderingMode)
        _ = try toggleOverrides()
        _ = try activity.parsedPresentation()
        _ = try control.parsedPresentation()
        _ = try systemLook()
    }

    /// The look `--ios` names.
    func systemLook() throws -> SystemLook {
        guard let look = SystemLook(majorVersion: iosVersion) else {
            throw ValidationError("--ios takes an iOS major version from 17 on (26 for the current look, 18 for iOS 17–18's), not \(iosVersion).")
        }
        return look
    }

    /// The render the options describe, for `family` at `moment`.
    func request(family: WidgetFamily, at moment: Date, isPlaceholder: Bool) throws -> RenderRequest {
        var request = RenderRequest(
            family: family, colorScheme: try parseColorScheme(colorScheme),
            dynamicTypeSize: try parseDynamicTypeSize(dynamicTypeSize), locale: Locale(identifier: locale),
            date: moment, scale: scale, isPlaceholder: isPlaceholder, renderingMode: try renderingMode.map(parseRenderingMode),
            format: try parseFormat(format),
            fontBaseURL: fontBaseURL, fragmentID: fragmentID)
        request.environment.systemLook = try systemLook()
        return request
    }

    /// The bytes the command writes: the entry current at the date (or the snapshot, or the
    /// placeholder), through the one render path.
    func renderedData() async throws -> Data {
        // The provider's `Locale.current` and `UIFontMetrics` are the render's too, as on a device.
        RenderThread.setProcessDefaults(locale: Locale(identifier: locale), dynamicTypeSize: try? parseDynamicTypeSize(dynamicTypeSize))
        let (descriptor, family) = try widget.resolve()
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
        let request = try request(family: family, at: moment, isPlaceholder: selected.isPlaceholder)
        return try await WidgetRenderer.render(request, descriptor: descriptor, entry: selected.entry,
                                               bundles: ResourceBundles.program,
                                               hooks: WidgetRenderer.Hooks(toggleOverrides: try toggleOverrides()))
    }

    func run() async throws {
        let data: Data
        if let presentation = try activity.parsedPresentation() {
            data = try await renderedActivityData(presentation)
        } else if let presentation = try control.parsedPresentation() {
            data = try await renderedControlData(presentation)
        } else {
            data = try await renderedData()
        }
        if let output {
            try data.write(to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}
