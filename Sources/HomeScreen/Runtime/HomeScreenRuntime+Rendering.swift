import Foundation
import DisplayList
import HTMLRenderer
import TimelineScheduling
import ViewCore
package import WidgetCore
import WidgetRendering

extension HomeScreenRuntime {
    /// Where the pages, SVG and HTML documents load the fonts from.
    static let fontBaseURL = "/fonts"

    /// The current entry of instance `id` in `variant`, rendered once and cached.
    ///
    /// Layout runs on the main actor (the handler awaits it without blocking the server's
    /// threads); encoding runs on the caller's task. Throws `RequestError.notFound` for an id
    /// the scheduler does not have.
    package func render(instance id: String, variant: RenderVariant) async throws -> RenderedWidget {
        guard let status = scheduler.status(of: WidgetInstanceID(id)), let descriptor = registry[status.kind],
              let shown = shown(id)
        else { throw RequestError.notFound("No widget '\(id)' is placed on this home screen.") }
        let key = RenderCache.Key(owner: id, version: shown.version, family: status.family, variant: variant)
        let family = status.family
        return try await renderCache.render(key) { [self] in
            try await draw(descriptor, entry: shown.entry.entry, isPlaceholder: shown.entry.isPlaceholder,
                           family: family, variant: variant, fragmentID: "widget-\(id)")
        }
    }

    /// The gallery preview of `kind` in `family`: the provider's snapshot (`isPreview`), asked
    /// at most once a minute per kind and family, or the placeholder, redacted, if the provider
    /// fails or takes longer than five seconds.
    package func preview(kind: String, family: WidgetFamily, variant: RenderVariant) async throws -> RenderedWidget {
        guard let descriptor = registry[kind], descriptor.supportedFamilies.contains(family) else {
            throw RequestError.notFound("No widget '\(kind)' in \(family).")
        }
        let minute = UInt64(max(0, Date().timeIntervalSince1970 / 60))
        let owner = "gallery:\(kind):\(family)"
        let key = RenderCache.Key(owner: owner, version: minute, family: family, variant: variant)
        let logger = logger
        return try await renderCache.render(key) { [self] in
            let context = TimelineProviderContext(family: family, isPreview: true)
            var entry: AnyEntry
            var isPlaceholder = false
            do {
                entry = try await descriptor.snapshot(in: context, timeout: Self.snapshotTimeout)
            } catch {
                logger.warning("Snapshot of '\(kind)' failed: \(error); previewing its placeholder")
                entry = descriptor.placeholder(in: context)
                isPlaceholder = true
            }
            renderCache.invalidate(owner, below: minute)
            return try await draw(descriptor, entry: entry, isPlaceholder: isPlaceholder, family: family,
                                  variant: variant, fragmentID: "preview-\(kind)-\(family)")
        }
    }

    /// Lays `entry` out and encodes it.
    private func draw(
        _ descriptor: WidgetDescriptor, entry: AnyEntry, isPlaceholder: Bool, family: WidgetFamily,
        variant: RenderVariant, fragmentID: String
    ) async throws -> RenderedWidget {
        let environment = RenderEnvironment(
            family: family, colorScheme: variant.colorScheme, dynamicTypeSize: variant.dynamicTypeSize,
            locale: Locale(identifier: variant.locale), date: Date(), displayScale: variant.format == .png ? variant.scale : 2,
            isPlaceholder: isPlaceholder)
        let bundles = UncheckedBundles(configuration.resourceBundles)
        let list = await MainActor.run {
            WidgetLayout.displayList(for: descriptor, entry: entry, environment: environment, bundles: bundles.value)
        }
        let title = Localization.displayName(of: descriptor, language: variant.locale, bundles: configuration.resourceBundles)
        let data: Data
        switch variant.format {
        case .fragment:
            let linked = AppLinks.pointingAtHost(list)
            let scheme = variant.colorScheme == .dark ? "dark" : "light"
            let html = HTMLRenderer().renderFragment(
                linked, id: "\(fragmentID)-\(scheme)", label: title, imageURL: imageAssets.url(for:))
            return RenderedWidget(text: html, isPlaceholder: isPlaceholder)
        case .png:
            data = try DisplayListEncoder.encode(list, as: .png, scale: variant.scale)
        case .svg:
            data = try DisplayListEncoder.encode(list, as: .svg, fontBaseURL: Self.fontBaseURL)
        case .html:
            data = try DisplayListEncoder.encode(
                list, as: .html, fontBaseURL: Self.fontBaseURL, title: title,
                colorScheme: variant.colorScheme, language: variant.locale.replacingOccurrences(of: "_", with: "-"))
        }
        return RenderedWidget(data: data, isPlaceholder: isPlaceholder)
    }
}

/// Bundles cross to the main actor for the layout; they are only read.
private struct UncheckedBundles: @unchecked Sendable {
    let value: [Bundle]
    init(_ value: [Bundle]) { self.value = value }
}

extension HomeScreenRuntime {
    /// Lays out one widget so the text engine and its fonts are loaded before a person asks.
    package func warmUp() async {
        guard let descriptor = registry.descriptors.first, let family = descriptor.supportedFamilies.first else { return }
        let entry = descriptor.placeholder(in: TimelineProviderContext(family: family))
        let environment = RenderEnvironment(family: family)
        _ = await MainActor.run {
            WidgetLayout.displayList(for: descriptor, entry: entry, environment: environment)
        }
    }
}
