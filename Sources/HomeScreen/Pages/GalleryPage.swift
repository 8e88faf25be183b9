import Foundation
import MarkupSupport
import WidgetCore
import WidgetHosting
import WidgetRendering

/// The gallery: every widget kind with its name, description and a live preview (the
/// provider's snapshot, `isPreview`) in each family it supports, each with an "Add" button.
///
/// Served whole at `/gallery` and as a fragment (`/gallery?partial=1`) that the home screen
/// loads into its dialog.
struct GalleryPage {
    let runtime: HomeScreenRuntime
    let preferences: DisplayPreferences

    /// The list of kinds (the dialog's content): each kind, then each of its provider's
    /// recommendations as a preconfigured entry of its own.
    func content() async throws -> String {
        let bundles = runtime.configuration.resourceBundles
        var sections: [String] = []
        let groupsByApp = !(runtime.hosted?.supervisors.isEmpty ?? true)
        var app: String?
        var group: String?
        for descriptor in Self.groupedByBundle(runtime.registry.descriptors, hosted: runtime.hosted) {
            let bundle = runtime.hosted?.widget(descriptor.kind)?.0.key
            if groupsByApp, bundle != group || sections.isEmpty {
                group = bundle
                app = descriptor.appName
                let title = app ?? runtime.configuration.appName
                sections.append("<h2 class=\"gallery-app\">\(Markup.attribute(title))</h2>")
            }
            let name = Localization.displayName(of: descriptor, language: preferences.locale, bundles: bundles)
            let description = Localization.description(of: descriptor, language: preferences.locale, bundles: bundles)
            sections.append(try await section(descriptor, name: name, description: description, recommendation: nil))
            for (index, recommendation) in descriptor.recommendations.enumerated() {
                let text = Localization.string(recommendation.description, language: preferences.locale, bundles: bundles)
                sections.append(try await section(descriptor, name: name, description: text, recommendation: index))
            }
        }
        if sections.isEmpty { sections = ["<p>This bundle declares no widgets.</p>"] }
        return "<div class=\"gallery\" id=\"gallery\">\(sections.joined(separator: "\n"))</div>"
    }

    /// The widgets with each bundle's together, bundles in the order of their first widget
    /// (a rebuild or an install appends kinds to the registry, after other bundles' ones).
    static func groupedByBundle(_ descriptors: [WidgetDescriptor], hosted: HostedBundles?) -> [WidgetDescriptor] {
        var order: [String?] = []
        var groups: [String?: [WidgetDescriptor]] = [:]
        for descriptor in descriptors {
            let bundle = hosted?.widget(descriptor.kind)?.0.key
            if groups[bundle] == nil { order.append(bundle) }
            groups[bundle, default: []].append(descriptor)
        }
        return order.flatMap { groups[$0] ?? [] }
    }

    /// One gallery entry: the kind's previews in each family, with an Add button each.
    private func section(_ descriptor: WidgetDescriptor, name: String, description: String, recommendation: Int?) async throws -> String {
        let suffix = recommendation.map { "-recommendation-\($0)" } ?? ""
        let kindID = HTMLText.identifier(descriptor.kind) + suffix
        let recommendationAttribute = recommendation.map { " data-recommendation=\"\($0)\"" } ?? ""
        let kind = Markup.attribute(descriptor.kind)
        var figures: [String] = []
        // Lock Screen accessories too (watchOS's corner has no place here).
        for family in descriptor.supportedFamilies where family != .accessoryCorner {
            var variants = ""
            for scheme in preferences.colorSchemes {
                let request = preferences.renderRequest(colorScheme: scheme, format: .fragment)
                let preview: String
                do {
                    preview = try await runtime.preview(kind: descriptor.kind, family: family, request: request,
                                                        recommendation: recommendation).text
                } catch let error as RequestError where error.status != 404 {
                    // A hosted bundle whose extension is down: that preview says why, the gallery stays.
                    let size = family.pointSize
                    preview = """
                        <div class="unavailable" title="\(Markup.attribute(error.message))" \
                        style="width:\(Int(size.width))px;height:\(Int(size.height))px">\
                        <strong>Unavailable</strong><span>\(Markup.attribute(error.message))</span></div>
                        """
                }
                variants += "<div class=\"variant variant-\(scheme.name)\">\(preview)</div>"
            }
            let label = recommendation == nil ? name : "\(name) (\(description))"
            figures.append("""
                <figure class="gallery-preview family-\(family)" data-kind="\(kind)" data-family="\(family)"\(recommendationAttribute)>
                <div class="gallery-widget" inert>\(variants)</div>
                <figcaption>\(family.menuTitle)</figcaption>
                <button type="button" class="add-button" id="add-\(kindID)-\(family)" data-action="add" data-kind="\(kind)" \
                data-family="\(family)"\(recommendationAttribute) aria-label="Add \(Markup.attribute(label)), \(family.menuTitle.lowercased())">Add</button>
                </figure>
                """)
        }
        return """
            <section class="gallery-kind" id="gallery-kind-\(kindID)" data-kind="\(kind)"\(recommendationAttribute) \
            aria-labelledby="gallery-name-\(kindID)">
            <h3 id="gallery-name-\(kindID)">\(Markup.attribute(name))</h3>
            <p>\(Markup.attribute(description))</p>
            <div class="gallery-previews">\(figures.joined())</div>
            </section>
            """
    }

    /// The gallery as a page of its own (works without the dialog); its scripts carry `nonce`.
    func page(nonce: String) async throws -> String {
        let body = """
            <header class="toolbar"><h1 id="gallery-title">Widgets</h1>\
            <a class="back" href="/?\(Markup.attribute(preferences.queryString))">Back to the Home Screen</a></header>
            <main class="gallery-page" aria-labelledby="gallery-title">
            \(try await content())
            </main>
            """
        return HomeScreenPage.document(title: "Widgets", preferences: preferences, body: body, nonce: nonce,
                                       bodyClass: "gallery-page")
    }
}
