package import Foundation
package import WidgetCore
import WidgetRendering
import ConfigurationSchema
import DisplayList
import ViewCore
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// The extension side of the protocol: answers a host's requests about the widgets of
/// `registry`, running their providers, views and intents in this process.
///
/// A request is answered on a task of its own, so a slow provider does not hold up a render;
/// views are laid out on the main actor, as always. The entries a provider returns stay here
/// (``ExtensionEntryTable``): the host gets their serials and dates and asks for renders by serial.
package final class ExtensionService: Sendable {
    private let registry: WidgetRegistry
    private let channel: ExtensionChannel
    private let bundles: UncheckedBundleList
    private let displayName: String
    private let entries = ExtensionEntryTable()
    private let logger = Logger(label: "WidgetKitLinux.Extension")

    /// A service for `registry` that talks over `channel`.
    package init(registry: WidgetRegistry, channel: ExtensionChannel, bundles: [Bundle], displayName: String) {
        self.registry = registry
        self.channel = channel
        self.bundles = UncheckedBundleList(bundles)
        self.displayName = displayName
    }

    /// Reads requests until the host closes the channel or asks for `shutdown`, then ends the
    /// process (`_exit`, so a provider still running on another thread cannot keep it alive).
    /// Call it on a thread of its own: it blocks on reads.
    package func serve() -> Never {
        while true {
            let request: ExtensionRequest
            do {
                request = try channel.receive(ExtensionRequest.self)
            } catch ExtensionChannelError.closed {
                // The host is gone: whatever this extension started goes with it.
                if getpgrp() == getpid() { _ = kill(0, SIGKILL) }
                _exit(0)
            } catch {
                logger.error("The host sent something that is not a request (\(error)); exiting")
                _exit(2)
            }
            if case .shutdown = request.body {
                try? channel.send(ExtensionMessage.response(id: request.id, .done))
                _exit(0)
            }
            Task { [self] in
                let response: ExtensionResponse
                do {
                    response = try await answer(request.body)
                } catch let error as ExtensionRequestError {
                    response = .failure(status: error.status, message: error.message)
                } catch {
                    response = .failure(status: 500, message: String(describing: error))
                }
                send(.response(id: request.id, response))
            }
        }
    }

    /// Tells the host that this extension's code asked `WidgetCenter` for reloads.
    package func send(_ message: ExtensionMessage) {
        do {
            try channel.send(message)
        } catch {
            logger.error("Cannot write to the host: \(error); exiting")
            _exit(3)
        }
    }

    // MARK: Requests

    private func answer(_ body: ExtensionRequest.Body) async throws -> ExtensionResponse {
        switch body {
        case .hello(let version):
            guard version == extensionProtocolVersion else {
                throw ExtensionRequestError(400, "The host speaks protocol version \(version); this extension speaks \(extensionProtocolVersion).")
            }
            return .hello(ExtensionDescription(
                version: extensionProtocolVersion, displayName: displayName, processID: getpid(),
                widgets: registry.descriptors.map(Self.describe)))
        case .placeholder(let query):
            let (descriptor, context) = try resolve(query)
            let entry = descriptor.placeholder(in: context, configuration: query.configuration.map { Data($0.utf8) })
            return .entries(store([entry], key: query.key), policy: nil)
        case .snapshot(let query):
            let (descriptor, context) = try resolve(query)
            let entry = try await descriptor.snapshot(in: context, configuration: query.configuration.map { Data($0.utf8) })
            return .entries(store([entry], key: query.key), policy: nil)
        case .timeline(let query):
            let (descriptor, context) = try resolve(query)
            let timeline = try await descriptor.timeline(in: context, configuration: query.configuration.map { Data($0.utf8) })
            let kept = TimelineEntryRule.sanitized(timeline.entries) { $0.date }
            let policy: ExtensionReloadPolicy = switch timeline.policy.kind {
            case .atEnd: .atEnd
            case .never: .never
            case .after(let date): .after(date)
            }
            return .entries(store(kept, key: query.key), policy: policy)
        case .render(let query):
            let (list, _, title) = try await layout(query)
            return .displayList(list, title: title)
        case .perform(let query):
            return try await perform(query)
        case .options(let kind, let parameter, let searchTerm, let configuration):
            guard let schema = registry[kind]?.configurationSchema else {
                throw ExtensionRequestError(404, "The widget '\(kind)' has nothing to configure.")
            }
            do {
                return .options(try await schema.options(for: parameter, searchTerm: searchTerm, configuration: configuration))
            } catch let error as ConfigurationError {
                throw ExtensionRequestError(400, error.message)
            }
        case .defaults(let kind):
            guard let schema = registry[kind]?.configurationSchema else {
                throw ExtensionRequestError(404, "The widget '\(kind)' has nothing to configure.")
            }
            return .defaults(await schema.defaultConfiguration())
        case .shutdown:
            return .done
        }
    }

    private func resolve(_ query: ExtensionTimelineQuery) throws -> (WidgetDescriptor, TimelineProviderContext) {
        guard let descriptor = registry[query.kind] else {
            throw ExtensionRequestError(404, "This extension has no widget '\(query.kind)'.")
        }
        guard let family = WidgetFamily(name: query.family) else {
            throw ExtensionRequestError(400, "Unknown family '\(query.family)'.")
        }
        return (descriptor, TimelineProviderContext(family: family, isPreview: query.isPreview))
    }

    private func store(_ kept: [AnyEntry], key: String) -> [ExtensionEntry] {
        let serials = entries.store(kept, key: key)
        return zip(kept, serials).map { entry, serial in
            ExtensionEntry(serial: serial, date: entry.date, relevanceScore: entry.relevance?.score,
                           relevanceDuration: entry.relevance?.duration)
        }
    }

    /// Lays out the entry a query names; 410 when it is no longer kept.
    private func layout(
        _ query: ExtensionRenderQuery
    ) async throws -> (DisplayList, [ControlIntent?], String) {
        guard let descriptor = registry[query.kind] else {
            throw ExtensionRequestError(404, "This extension has no widget '\(query.kind)'.")
        }
        let environment = try query.environment.renderEnvironment()
        let entry: AnyEntry
        switch query.entry {
        case .stored(let serial):
            guard let stored = entries.entry(serial) else {
                throw ExtensionRequestError(410, "The entry \(serial) is no longer kept by this extension.")
            }
            entry = stored
        case .placeholder(_, let familyName, let configuration):
            guard let family = WidgetFamily(name: familyName) else {
                throw ExtensionRequestError(400, "Unknown family '\(familyName)'.")
            }
            entry = descriptor.placeholder(in: TimelineProviderContext(family: family),
                                           configuration: configuration.map { Data($0.utf8) })
        }
        let bundles = bundles
        let overrides = query.toggleOverrides
        let (list, controls) = await MainActor.run {
            WidgetLayout.layout(for: descriptor, entry: entry, environment: environment, bundles: bundles.value,
                                toggleOverrides: overrides)
        }
        return (list, controls, WidgetRenderer.title(of: descriptor, locale: environment.locale, bundles: bundles.value))
    }

    private func perform(_ query: ExtensionPerformQuery) async throws -> ExtensionResponse {
        let (list, controls, _) = try await layout(query.render)
        let tapped: TappedControl
        do {
            tapped = try TappedControl(control: query.control, isOn: query.isOn, expectedIntent: query.expectedIntent,
                                       in: list, controls: controls)
        } catch {
            throw ExtensionRequestError(error.status, error.message)
        }
        let intent = tapped.intent
        do {
            try await intent.perform()
        } catch {
            let message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
            throw ExtensionRequestError(502, "\(intent.typeName) failed: \(message)")
        }
        return .performed(intent: intent.typeName, isOn: tapped.isOn)
    }

    private static func describe(_ descriptor: WidgetDescriptor) -> ExtensionWidget {
        let configuration = descriptor.configurationSchema.map {
            ExtensionConfiguration(typeName: $0.typeName, title: $0.title, parameters: $0.parameters, summary: $0.summary)
        }
        return ExtensionWidget(
            kind: descriptor.kind, displayName: descriptor.displayName, description: descriptor.description,
            families: descriptor.supportedFamilies.map(\.description),
            contentMarginsDisabled: descriptor.contentMarginsDisabled,
            containerBackgroundRemovable: descriptor.containerBackgroundRemovable,
            configuration: configuration,
            recommendations: descriptor.recommendations.map {
                ExtensionRecommendation(
                    description: $0.description.string(localizer: nil, locale: Locale(identifier: "en_US")),
                    configuration: $0.configuration)
            })
    }
}

/// Bundles cross to the main actor for the layout; they are only read.
struct UncheckedBundleList: @unchecked Sendable {
    let value: [Bundle]
    init(_ value: [Bundle]) { self.value = value }
}

/// Forwards this extension's `WidgetCenter` reloads to the host.
package struct ExtensionWidgetCenter: WidgetCenterHandler {
    let service: ExtensionService

    package init(service: ExtensionService) {
        self.service = service
    }

    package func reloadAllTimelines() { service.send(.reload(kind: nil)) }
    package func reloadTimelines(ofKind kind: String) { service.send(.reload(kind: kind)) }
    package func currentConfigurations() async throws -> [WidgetInfo] { [] }
}
