import Foundation
import ArgumentParser
import ViewCore
import WidgetCore
import WidgetResources
import WidgetRendering
import MarkupSupport
import DisplayList

/// `preview`: every kind × family × appearance rendered into a folder with an index page.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", abstract: "Render every widget in every family, light and dark, into a folder with an index page.")

    @Option(name: .shortAndLong, help: "The folder to write.") var output = "previews"
    @Option(help: "Pixels per point.") var scale = 2.0
    @Option(help: "Only this kind.") var kind: String?

    func run() async throws {
        let registry = try ProgramState.current
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bundles = ResourceBundles.program
        var rows: [String] = []
        var count = 0
        for descriptor in registry.descriptors where kind == nil || descriptor.kind == kind {
            var cells: [String] = []
            for family in descriptor.supportedFamilies {
                let selected = await EntrySelection.entry(for: descriptor, family: family, at: Date(), snapshot: true)
                for scheme in [ColorScheme.light, .dark] {
                    let request = RenderRequest(family: family, colorScheme: scheme, scale: scale,
                                                isPlaceholder: selected.isPlaceholder, format: .png)
                    let name = "\(safe(descriptor.kind))-\(family)-\(scheme.name).png"
                    try await WidgetRenderer.render(request, descriptor: descriptor, entry: selected.entry, bundles: bundles)
                        .write(to: folder.appendingPathComponent(name))
                    let size = request.environment.canvasSize
                    cells.append("<figure class=\"\(scheme.name)\"><img src=\"\(name)\" width=\"\(Int(size.width))\" height=\"\(Int(size.height))\" alt=\"\(Markup.attribute(descriptor.displayName)) \(family)\"><figcaption>\(family) · \(scheme.name)</figcaption></figure>")
                    count += 1
                }
            }
            rows.append("<section><h2>\(Markup.attribute(descriptor.displayName)) <code>\(Markup.attribute(descriptor.kind))</code></h2><p>\(Markup.attribute(descriptor.description))</p><div class=\"row\">\(cells.joined())</div></section>")
        }
        if kind == nil {
            let (sections, written) = try await declaredPreviews(into: folder, bundles: bundles)
            rows += sections
            count += written
        }
        let page = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Widget previews</title><style>
        body{font-family:Inter,system-ui,sans-serif;margin:24px;background:#f2f2f7;color:#1c1c1e}
        .row{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        figure{margin:0;padding:12px;border-radius:16px;background:#fff}
        figure.dark{background:#000;color:#fff}
        figcaption{font-size:12px;margin-top:6px;opacity:.7}
        </style></head><body><h1>Widget previews</h1>\(rows.joined())</body></html>
        """
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
        print("Wrote \(count) previews and index.html to \(folder.path)")
    }

    /// The `#Preview`s and `PreviewProvider`s the program declares, each rendered light and dark.
    @MainActor
    private func declaredPreviews(into folder: URL, bundles: [Bundle]) async throws -> ([String], Int) {
        var sections: [String] = []
        var count = 0
        for (index, found) in PreviewDiscovery.all().enumerated() {
            var cells: [String] = []
            var title = found.typeName
            var items: [(family: WidgetFamily, caption: String, list: @MainActor (RenderEnvironment) -> DisplayList)] = []
            if let registry = found.registry {
                let preview = registry.makePreview()
                let (file, line) = (registry.fileID, registry.line)
                title = preview.name ?? "\(file):\(line)"
                switch preview.content {
                case .view(let body):
                    let view = AnyView(body())
                    items.append((.systemSmall, "view", { WidgetLayout.displayList(for: view, environment: $0, bundles: bundles) }))
                case .widget(let family, let descriptor, let entries):
                    guard let descriptor else { continue }
                    // In date order, as a widget would show them (`TimelineEntryRule`).
                    let shown = TimelineEntryRule.sanitized(await entries()) { $0.date }
                    for (number, entry) in shown.prefix(12).enumerated() {
                        items.append((family, "\(family) · entry \(number + 1)", {
                            InProcessPresenter(bundles: bundles).layoutNow(entry, of: descriptor, in: $0).displayList
                        }))
                    }
                case .activity(let activity):
                    // One image per content state, at the presentation's size.
                    for (number, state) in activity.states().enumerated() {
                        items.append((.systemMedium, "\(activity.presentation.rawValue) · state \(number + 1)", {
                            ActivityLayout.layout(state.views, presentation: activity.presentation,
                                                  supplementalFamilies: state.supplementalFamilies, environment: $0,
                                                  bundles: bundles).displayList
                        }))
                    }
                }
            } else if let provider = found.provider {
                for (view, family, name, activity) in Self.previewViews(of: provider) {
                    if let activity {
                        // `attributes.previewContext(state, viewKind:)`: at the presentation's size.
                        items.append((.systemMedium, name ?? activity.presentation.rawValue, {
                            ActivityLayout.layout(activity.views, presentation: activity.presentation, supplementalFamilies: [],
                                                  environment: $0, bundles: bundles).displayList
                        }))
                    } else {
                        items.append((family, name ?? "\(family)", { WidgetLayout.displayList(for: view, environment: $0, bundles: bundles) }))
                    }
                }
            }
            for (number, item) in items.enumerated() {
                for scheme in [ColorScheme.light, .dark] {
                    let request = RenderRequest(family: item.family, colorScheme: scheme, scale: scale, format: .png)
                    let list = item.list(request.environment)
                    let name = "preview-\(index + 1)-\(number + 1)-\(scheme.name).png"
                    try WidgetRenderer.encode(list, for: request).write(to: folder.appendingPathComponent(name))
                    let size = list.size
                    cells.append("<figure class=\"\(scheme.name)\"><img src=\"\(name)\" width=\"\(Int(size.width))\" height=\"\(Int(size.height))\" alt=\"\(Markup.attribute(title))\"><figcaption>\(Markup.attribute(item.caption)) · \(scheme.name)</figcaption></figure>")
                    count += 1
                }
            }
            sections.append("<section class=\"declared\"><h2>\(Markup.attribute(title)) <code>#Preview</code></h2><div class=\"row\">\(cells.joined())</div></section>"
                .replacingOccurrences(of: "<code>#Preview</code>", with: found.registry == nil ? "<code>PreviewProvider</code>" : "<code>#Preview</code>"))
        }
        return (sections, count)
    }

    /// A preview provider's views with their families, names and Live Activity presentations.
    @MainActor
    private static func previewViews(
        of provider: any PreviewProvider.Type
    ) -> [(AnyView, WidgetFamily, String?, ActivityPreviewLayout?)] {
        let previews: any View = provider.previews
        let views = (previews as? any MultipleViews)?.containedViews ?? [previews]
        return views.map { view in
            let annotated = view as? any PreviewAnnotated
            return (AnyView(view), annotated?.previewFamily ?? .systemSmall, annotated?.previewName, annotated?.previewActivity)
        }
    }

    private func safe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }
}
