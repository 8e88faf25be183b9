public import Foundation
public import DisplayList
import PNGRenderer
import SVGRenderer
import HTMLRenderer
import ViewCore
package import WidgetCore

/// Fulfils a ``RenderRequest``: the one path from an entry (or a laid-out display list) to
/// bytes, taken by the `render` and `preview` commands, the home screen and snapshot tests.
public enum WidgetRenderer {
    /// What a host adds to a render that is not part of the request: where a fragment's images
    /// are loaded from, and a rewrite of the display list (the home screen points app links at
    /// itself).
    package struct Hooks: Sendable {
        /// Where each image of an HTML fragment is loaded from (`nil`: embedded as `data:` URLs).
        package var imageURL: (@Sendable (ImageData) -> String?)?
        /// Applied to the laid-out display list before it is encoded.
        package var rewrite: (@Sendable (DisplayList) -> DisplayList)?
        /// Toggles drawn in another state than their own, by control id (a tap shown at once).
        package var toggleOverrides: [Int: Bool]

        package init(imageURL: (@Sendable (ImageData) -> String?)? = nil,
                     rewrite: (@Sendable (DisplayList) -> DisplayList)? = nil, toggleOverrides: [Int: Bool] = [:]) {
            self.imageURL = imageURL
            self.rewrite = rewrite
            self.toggleOverrides = toggleOverrides
        }
    }

    /// What an encoder wrote: the text of SVG and HTML (documents and fragments), the bytes of
    /// the other formats.
    package enum Output: Sendable {
        /// SVG or HTML, as the renderer wrote it.
        case text(String)
        /// A PNG or the display list's JSON.
        case bytes(Data)

        /// The bytes: the text in UTF-8.
        package var data: Data {
            switch self {
            case .text(let text): Data(text.utf8)
            case .bytes(let data): data
            }
        }
    }

    /// Lays out `entry` of a registered widget as `request` says, where the widget runs (its
    /// ``WidgetPresenter``), and encodes it.
    ///
    /// Layout runs on the main actor (of the widget's process); encoding runs on the caller's
    /// task. HTML documents and fragments are titled with the widget's display name in the
    /// request's locale.
    package static func render(
        _ request: RenderRequest, descriptor: WidgetDescriptor, entry: AnyEntry, bundles: [Bundle] = [],
        hooks: Hooks = Hooks()
    ) async throws -> Data {
        try await renderOutput(request, descriptor: descriptor, entry: entry, bundles: bundles, hooks: hooks).data
    }

    /// As ``render(_:descriptor:entry:bundles:hooks:)``, keeping text formats as text (the home
    /// screen keeps fragments as text, to copy into its pages).
    package static func renderOutput(
        _ request: RenderRequest, descriptor: WidgetDescriptor, entry: AnyEntry, bundles: [Bundle] = [],
        hooks: Hooks = Hooks()
    ) async throws -> Output {
        let layout = try await descriptor.presenter(bundles: bundles).layout(
            entry, of: descriptor, in: request.environment, toggleOverrides: hooks.toggleOverrides)
        return try renderOutput(request, list: layout.displayList, title: layout.title, hooks: hooks)
    }

    /// As ``renderOutput(_:descriptor:entry:bundles:hooks:)`` for a display list laid out
    /// elsewhere (by a widget's extension process): the hooks' rewrite applies, then the
    /// request's format.
    package static func renderOutput(_ request: RenderRequest, list: DisplayList, title: String, hooks: Hooks = Hooks()) throws -> Output {
        var list = list
        if let rewrite = hooks.rewrite { list = rewrite(list) }
        return try output(of: list, for: request, title: title, imageURL: hooks.imageURL)
    }

    /// The bytes of a laid-out `list` in the request's format.
    ///
    /// - Parameters:
    ///   - title: The HTML document's title and the widget's accessible name in HTML.
    ///   - imageURL: Where a fragment's images are loaded from (`nil`: embedded).
    /// - Throws: `PNGRenderError` when a PNG cannot be drawn, `EncodingError` when a display
    ///   list cannot be written as JSON.
    public static func encode(
        _ list: DisplayList, for request: RenderRequest, title: String = "Widget",
        imageURL: (@Sendable (ImageData) -> String?)? = nil
    ) throws -> Data {
        try output(of: list, for: request, title: title, imageURL: imageURL).data
    }

    /// ``encode(_:for:title:imageURL:)``'s output before text becomes bytes.
    private static func output(
        of list: DisplayList, for request: RenderRequest, title: String, imageURL: (@Sendable (ImageData) -> String?)?
    ) throws -> Output {
        switch request.format {
        case .png:
            return .bytes(try PNGRenderer().render(list, scale: request.scale))
        case .svg:
            return .text(SVGRenderer(fontBaseURL: request.fontBaseURL).render(list))
        case .html:
            return .text(HTMLRenderer().renderDocument(
                list, title: title, fontBaseURL: request.fontBaseURL, colorScheme: request.colorScheme,
                language: request.languageTag))
        case .fragment:
            return .text(HTMLRenderer().renderFragment(list, id: request.fragmentID, label: title, imageURL: imageURL))
        case .displayList:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return .bytes(try encoder.encode(list))
        }
    }

    /// The display list a `.displayList` render wrote.
    public static func decodeDisplayList(_ data: Data) throws -> DisplayList {
        try JSONDecoder().decode(DisplayList.self, from: data)
    }

    /// The widget's display name in `locale` (its kind when it has none): the title of its
    /// HTML renders.
    package static func title(of descriptor: WidgetDescriptor, locale: Locale, bundles: [Bundle]) -> String {
        let name = descriptor.localizedDisplayName(in: locale, bundles: bundles)
        return name.isEmpty ? descriptor.kind : name
    }
}

/// Shorthand for ``WidgetRenderer/encode(_:for:title:imageURL:)`` with a default request (light,
/// `en_US`): for tests and tools that have a display list and want one format of it.
public enum DisplayListEncoder {
    /// The bytes of `list` in `format` at `scale` pixels per point.
    public static func encode(
        _ list: DisplayList, as format: RenderFormat, scale: Double = 2, fontBaseURL: String? = nil
    ) throws -> Data {
        try WidgetRenderer.encode(list, for: RenderRequest(scale: scale, format: format, fontBaseURL: fontBaseURL))
    }
}

/// Bundles cross to the main actor for the layout; they are only read.
struct UncheckedBundles: @unchecked Sendable {
    let value: [Bundle]
    init(_ value: [Bundle]) { self.value = value }
}
