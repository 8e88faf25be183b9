import Foundation
import ArgumentParser
import ViewCore
import WidgetCore
import WidgetRendering
import MarkupSupport

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
        let bundles = ResourceBundles.all
        var rows: [String] = []
        var count = 0
        for descriptor in registry.descriptors where kind == nil || descriptor.kind == kind {
            var cells: [String] = []
            for family in descriptor.supportedFamilies {
                let selected = await EntrySelection.entry(for: descriptor, family: family, at: Date(), snapshot: true)
                for scheme in [ColorScheme.light, .dark] {
                    let environment = RenderEnvironment(family: family, colorScheme: scheme, displayScale: scale,
                                                        isPlaceholder: selected.isPlaceholder)
                    let list = await WidgetLayout.displayList(for: descriptor, entry: selected.entry, environment: environment,
                                                              bundles: bundles)
                    let name = "\(safe(descriptor.kind))-\(family)-\(scheme == .dark ? "dark" : "light").png"
                    try DisplayListEncoder.encode(list, as: .png, scale: scale).write(to: folder.appendingPathComponent(name))
                    let size = environment.canvasSize
                    cells.append("<figure class=\"\(scheme == .dark ? "dark" : "light")\"><img src=\"\(name)\" width=\"\(Int(size.width))\" height=\"\(Int(size.height))\" alt=\"\(Markup.attribute(descriptor.displayName)) \(family)\"><figcaption>\(family) · \(scheme == .dark ? "dark" : "light")</figcaption></figure>")
                    count += 1
                }
            }
            rows.append("<section><h2>\(Markup.attribute(descriptor.displayName)) <code>\(Markup.attribute(descriptor.kind))</code></h2><p>\(Markup.attribute(descriptor.description))</p><div class=\"row\">\(cells.joined())</div></section>")
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

    private func safe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }
}
