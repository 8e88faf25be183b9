import Foundation
import DisplayList
import TimelineScheduling
import ViewCore
package import WidgetCore
package import WidgetRendering

extension HomeScreenRuntime {
    /// Where the pages, SVG and HTML documents load the fonts from.
    static let fontBaseURL = "/fonts"

    /// The date of a request before it is rendered: the render takes the moment it runs, so the
    /// cache keys leave the date out by giving every request this one.
    static let undatedMoment = Date(timeIntervalSinceReferenceDate: 0)

    /// The current entry of instance `id` as `request` asks (its family, moment, placeholder
    /// flag and fragment id are the instance's), rendered once and cached.
    ///
    /// Layout runs on the main actor (the handler awaits it without blocking the server's
    /// threads); encoding runs on the caller's task. Throws `RequestError.notFound` for an id
    /// the scheduler does not have.
    ///
    /// `toggleOverrides` draws toggles (by control id) in another state than the entry's: the
    /// page shows a tap at once while its intent runs. Such renders are not cached.
    package func render(
        instance id: String, request: RenderRequest, toggleOverrides: [Int: Bool] = [:]
    ) async throws -> RenderedWidget {
        guard let status = scheduler.status(of: WidgetInstanceID(id)), let descriptor = registry[status.kind],
              let shown = shown(id)
        else { throw RequestError.notFound("No widget '\(id)' is placed on this home screen.") }
        let request = Self.keyed(request, family: status.family, fragmentID: "widget-\(id)")
        if !toggleOverrides.isEmpty {
            return try await draw(descriptor, entry: shown.entry.entry, isPlaceholder: shown.entry.isPlaceholder,
                                  request: request, toggleOverrides: toggleOverrides, instance: id)
        }
        let key = RenderCache.Key(owner: id, version: shown.version, request: request)
        let rendered = try await renderCache.render(key) { [self] in
            try await draw(descriptor, entry: shown.entry.entry, isPlaceholder: shown.entry.isPlaceholder, request: request,
                           instance: id)
        }
        // A render kept from before its extension went away is what the widget last showed: stale.
        if !rendered.isStale, descriptor.presenter().isAway {
            return rendered.markedStale()
        }
        return rendered
    }

    /// The gallery preview of `kind` in `family`: the provider's snapshot (`isPreview`), asked
    /// at most once a minute per kind and family, or the placeholder, redacted, if the provider
    /// fails or takes longer than five seconds.
    /// With `recommendation`, the snapshot is asked with that recommendation's configuration.
    package func preview(kind: String, family: WidgetFamily, request: RenderRequest, recommendation: Int? = nil) async throws -> RenderedWidget {
        guard let descriptor = registry[kind], descriptor.supportedFamilies.contains(family) else {
            throw RequestError.notFound("No widget '\(kind)' in \(family).")
        }
        let minute = UInt64(max(0, Date().timeIntervalSince1970 / 60))
        let variant = recommendation.map { "-recommendation-\($0)" } ?? ""
        let recommended = try await Self.recommendedConfigurationData(of: descriptor, index: recommendation)
        let owner = "gallery:\(kind):\(family)\(variant)"
        let request = Self.keyed(request, family: family, fragmentID: "preview-\(kind)-\(family)\(variant)")
        let key = RenderCache.Key(owner: owner, version: minute, request: request)
        let logger = logger
        return try await renderCache.render(key) { [self] in
            let context = TimelineProviderContext(family: family, isPreview: true)
            var entry: AnyEntry
            var isPlaceholder = false
            do {
                entry = try await descriptor.snapshot(in: context, configuration: recommended, timeout: Self.snapshotTimeout)
            } catch {
                logger.warning("Snapshot of '\(kind)' failed: \(error); previewing its placeholder")
                entry = descriptor.placeholder(in: context)
                isPlaceholder = true
            }
            renderCache.invalidate(owner, below: minute)
            return try await draw(descriptor, entry: entry, isPlaceholder: isPlaceholder, request: request)
        }
    }

    /// `request` as a cache key: in `family`, undated, not a placeholder, and for a fragment
    /// with the root id `fragmentID` and the color scheme.
    private static func keyed(_ request: RenderRequest, family: WidgetFamily, fragmentID: String) -> RenderRequest {
        var request = request
        request.family = family
        request.date = undatedMoment
        request.environment.isPlaceholder = false
        request.fragmentID = request.format == .fragment
            ? "\(fragmentID)-\(request.colorScheme.name)" : nil
        return request
    }

    /// Lays `entry` out now where its widget runs (its presenter) and encodes it, through the
    /// one render path (`WidgetRenderer`). Fragments load their images from the server and
    /// point app links at it.
    ///
    /// An entry of a hosted bundle that lived in an earlier start of the extension is drawn as
    /// the widget's placeholder while `instance` reloads.
    private func draw(
        _ descriptor: WidgetDescriptor, entry: AnyEntry, isPlaceholder: Bool, request: RenderRequest,
        toggleOverrides: [Int: Bool] = [:], instance: String? = nil
    ) async throws -> RenderedWidget {
        var request = request
        request.date = Date()
        request.environment.isPlaceholder = isPlaceholder
        let isFragment = request.format == .fragment
        let hooks = isFragment
            ? WidgetRenderer.Hooks(imageURL: imageAssets.url(for:), rewrite: { AppLinks.pointingAtHost($0) },
                                   toggleOverrides: toggleOverrides)
            : WidgetRenderer.Hooks(toggleOverrides: toggleOverrides)
        let presented = try await layout(
            entry, of: descriptor, request: &request, toggleOverrides: toggleOverrides, instance: instance)
        let output = try WidgetRenderer.renderOutput(request, list: presented.list, title: presented.title, hooks: hooks)
        let isStale = presented.isStale
        let shownPlaceholder = isStale ? false : isPlaceholder
        if isFragment, case .text(let html) = output {
            return RenderedWidget(text: html, isPlaceholder: shownPlaceholder, isStale: isStale)
        }
        return RenderedWidget(data: output.data, isPlaceholder: shownPlaceholder, isStale: isStale)
    }
}

extension HomeScreenRuntime {
    /// Lays out one widget so the text engine and its fonts are loaded before a person asks.
    package func warmUp() async {
        guard let descriptor = registry.descriptors.first, let family = descriptor.supportedFamilies.first else { return }
        let entry = descriptor.placeholder(in: TimelineProviderContext(family: family))
        let environment = RenderEnvironment(family: family)
        _ = await MainActor.run {
            InProcessPresenter().layoutNow(entry, of: descriptor, in: environment)
        }
    }
}

extension HomeScreenRuntime {
    /// A laid-out entry, and whether it is the instance's last good one, drawn again because
    /// its extension is away.
    fileprivate struct Presented {
        var list: DisplayList
        var title: String
        var isStale = false
    }

    /// The display list of `entry`, from where its widget runs (`WidgetPresenter`). A stale
    /// entry (410: its extension started again) reloads `instance` and gives the placeholder,
    /// redacted, meanwhile. While the extension is away (it ended and waits out its backoff, or
    /// does not answer: 503) the instance's last good list in this environment is drawn again,
    /// marked stale; only an instance that never rendered there fails.
    fileprivate func layout(
        _ entry: AnyEntry, of descriptor: WidgetDescriptor, request: inout RenderRequest, toggleOverrides: [Int: Bool],
        instance: String?
    ) async throws -> Presented {
        let presenter = descriptor.presenter(bundles: configuration.resourceBundles)
        do {
            do {
                let layout = try await presenter.layout(
                    entry, of: descriptor, in: request.environment, toggleOverrides: toggleOverrides)
                if presenter.isRemote, let instance, toggleOverrides.isEmpty, !request.environment.isPlaceholder {
                    lastGoodLayouts.record(.init(list: layout.displayList, title: layout.title), instance: instance,
                                           environment: request.environment)
                }
                return Presented(list: layout.displayList, title: layout.title)
            } catch let error as RequestError where error.status == 410 {
                if let instance { scheduler.reload(WidgetInstanceID(instance), reason: .extensionRestarted) }
                request.environment.isPlaceholder = true
                let placeholder = descriptor.placeholder(in: TimelineProviderContext(family: request.family))
                let layout = try await presenter.layout(placeholder, of: descriptor, in: request.environment, toggleOverrides: [:])
                return Presented(list: layout.displayList, title: layout.title)
            }
        } catch let error as RequestError where error.status == 503 {
            if let instance, let kept = lastGood(instance, request: &request) { return kept }
            throw error
        }
    }

    /// Instance `id`'s last good list in `request`'s environment, marked stale (what it showed,
    /// not a placeholder), if it ever rendered there.
    private func lastGood(_ id: String, request: inout RenderRequest) -> Presented? {
        guard let kept = lastGoodLayouts.layout(instance: id, environment: request.environment) else { return nil }
        request.environment.isPlaceholder = false
        return Presented(list: kept.list, title: kept.title, isStale: true)
    }
}
