import Foundation
import DisplayList
import TimelineScheduling
import ViewCore
package import WidgetCore
package import WidgetRendering
import WidgetHosting

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
        if !rendered.isStale, let hosted, case let (supervisor, _)? = hosted.widget(descriptor.kind), supervisor.isAway {
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
            ? "\(fragmentID)-\(request.colorScheme == .dark ? "dark" : "light")" : nil
        return request
    }

    /// Lays `entry` out now and encodes it, through the one render path (`WidgetRenderer`).
    /// Fragments load their images from the server and point app links at it.
    ///
    /// An entry of a hosted bundle is laid out by its extension process; one that lived in an
    /// earlier start of the extension is drawn as the widget's placeholder while `instance`
    /// reloads.
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
        let output: WidgetRenderer.Output
        var isStale = false
        if let remote = entry.as(RemoteEntry.self), let hosted, case let (_, kind)? = hosted.widget(descriptor.kind) {
            let hostedList = try await hostedLayout(
                remote, kind: kind, hosted: hosted, request: &request, toggleOverrides: toggleOverrides, instance: instance)
            isStale = hostedList.isStale
            output = try WidgetRenderer.renderOutput(request, list: hostedList.list, title: hostedList.title, hooks: hooks)
        } else {
            output = try await WidgetRenderer.renderOutput(
                request, descriptor: descriptor, entry: entry, bundles: configuration.resourceBundles, hooks: hooks)
        }
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
            WidgetLayout.displayList(for: descriptor, entry: entry, environment: environment)
        }
    }
}

extension HomeScreenRuntime {
    /// A hosted entry's display list, and whether it is the instance's last good one, drawn
    /// again because the extension is away.
    fileprivate struct HostedList {
        var list: DisplayList
        var title: String
        var isStale = false
    }

    /// The display list of a hosted entry, from its extension. A stale entry (its extension
    /// started again) reloads `instance` and gives the placeholder, redacted, meanwhile. While
    /// the extension is away (it ended and waits out its backoff, or does not answer) the
    /// instance's last good list in this environment is drawn again, marked stale; only an
    /// instance that never rendered there fails (503).
    fileprivate func hostedLayout(
        _ entry: RemoteEntry, kind: String, hosted: HostedBundles, request: inout RenderRequest,
        toggleOverrides: [Int: Bool], instance: String?
    ) async throws -> HostedList {
        do {
            let (list, title) = try await hosted.layout(
                entry, kind: kind, environment: request.environment, toggleOverrides: toggleOverrides)
            if let instance, toggleOverrides.isEmpty, !request.environment.isPlaceholder {
                lastGoodLayouts.record(.init(list: list, title: title), instance: instance, environment: request.environment)
            }
            return HostedList(list: list, title: title)
        } catch HostedBundles.RenderFailure.stale {
            if let instance { scheduler.reload(WidgetInstanceID(instance), reason: .extensionRestarted) }
            request.environment.isPlaceholder = true
            let placeholder = RemoteEntry.placeholder(
                kind: kind, family: request.family.description, configuration: nil, bundle: entry.bundle, date: entry.date)
            do {
                let (list, title) = try await hosted.layout(placeholder, kind: kind, environment: request.environment)
                return HostedList(list: list, title: title)
            } catch let HostedBundles.RenderFailure.failed(status, message) {
                return try keptOrThrow(status: status, message: message, instance: instance, request: &request)
            }
        } catch let HostedBundles.RenderFailure.failed(status, message) {
            return try keptOrThrow(status: status, message: message, instance: instance, request: &request)
        }
    }

    /// A failed hosted layout: the instance's last good list when the extension is away (503),
    /// else the failure as a `RequestError`.
    private func keptOrThrow(
        status: Int, message: String, instance: String?, request: inout RenderRequest
    ) throws -> HostedList {
        if status == 503, let instance, let kept = lastGood(instance, request: &request) { return kept }
        throw RequestError(status: status, message: message)
    }

    /// Instance `id`'s last good list in `request`'s environment, marked stale (what it showed,
    /// not a placeholder), if it ever rendered there.
    private func lastGood(_ id: String, request: inout RenderRequest) -> HostedList? {
        guard let kept = lastGoodLayouts.layout(instance: id, environment: request.environment) else { return nil }
        request.environment.isPlaceholder = false
        return HostedList(list: kept.list, title: kept.title, isStale: true)
    }
}
