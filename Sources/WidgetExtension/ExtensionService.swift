package import Foundation
package import WidgetCore
import WidgetRendering
import ConfigurationSchema
import DisplayList
import ViewCore
import Logging
import Synchronization
import WidgetResources
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
    private let presenter: InProcessPresenter
    private let displayName: String
    private let entries = ExtensionEntryTable()
    /// The app's widget push token, once the host announced it.
    let pushInfo = Mutex<WidgetPushInfo?>(nil)
    private let logger = Logger(label: "WidgetKitLinux.Extension")

    /// A service for `registry` that talks over `channel`.
    package init(registry: WidgetRegistry, channel: ExtensionChannel, bundles: [Bundle], displayName: String) {
        self.registry = registry
        self.channel = channel
        self.bundles = UncheckedBundleList(bundles)
        self.presenter = InProcessPresenter(bundles: bundles)
        self.displayName = displayName
    }

    /// Reads requests until the host closes the channel or asks for `shutdown`, then ends the
    /// process (`_exit`, so a provider still running on another thread cannot keep it alive).
    /// Call it on a thread of its own: it blocks on reads.
    package func serve() -> Never {
        while true {
            let request: IncomingRequest
            do {
                request = try channel.receive(IncomingRequest.self)
            } catch ExtensionChannelError.closed {
                // Crashing (``ExtensionCrashReporter``): the host closed its end after the last
                // frame; the backtrace goes on and the signal ends the process.
                while channel.isSealed { pause() }
                // The host is gone: whatever this extension started goes with it.
                if getpgrp() == getpid() { _ = kill(0, SIGKILL) }
                _exit(0)
            } catch {
                logger.error("The host sent something that is not a request (\(error)); exiting")
                _exit(2)
            }
            let body: ExtensionRequest.Body
            switch request.body {
            case .success(let read):
                body = read
            case .failure(let error):
                // A request of a kind or form this extension does not know: refused, the rest goes on.
                send(.response(id: request.id, .failure(status: 400, message: "This extension cannot read the request: \(error)")))
                continue
            }
            if case .shutdown = body {
                try? channel.send(ExtensionMessage.response(id: request.id, .done))
                _exit(0)
            }
            if case .render(let query) = body {
                // A render is laid out on the main actor anyway: it starts there and is answered
                // from there, one thread hop (reader → main) instead of three (reader → pool →
                // main → pool), which is most of what a render costs across the boundary.
                Task { @MainActor [self] in
                    send(.response(id: request.id, Self.response { () throws -> ExtensionResponse in
                        let layout = try layoutOnMainActor(query)
                        return .displayList(layout.displayList, title: layout.title)
                    }))
                }
                continue
            }
            Task { [self] in
                let response: ExtensionResponse
                do {
                    response = try await answer(body)
                } catch {
                    response = Self.failure(error)
                }
                send(.response(id: request.id, response))
            }
        }
    }

    /// What `answer` returns, or the failure it throws.
    private static func response(_ answer: () throws -> ExtensionResponse) -> ExtensionResponse {
        do {
            return try answer()
        } catch {
            return failure(error)
        }
    }

    /// The answer for a request that failed with `error`: its status and message for an
    /// ``RequestError``, else 500.
    private static func failure(_ error: any Error) -> ExtensionResponse {
        if let error = error as? RequestError { return .failure(status: error.status, message: error.message) }
        return .failure(status: 500, message: String(describing: error))
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
                throw RequestError(status: 400, message: "The host speaks protocol version \(version); this extension speaks \(extensionProtocolVersion).")
            }
            return .hello(ExtensionDescription(
                version: extensionProtocolVersion, displayName: displayName, processID: getpid(),
                widgets: registry.descriptors.map { Self.describe($0, bundles: bundles.value) },
                controls: registry.controls.map {
                    ExtensionControl(kind: $0.kind, displayName: $0.displayName?.plainString,
                                     description: $0.description?.plainString)
                }))
        case .placeholder(let query):
            return try await entries(for: query) { descriptor, context, configuration in
                ([descriptor.placeholder(in: context, configuration: configuration)], nil)
            }
        case .snapshot(let query):
            return try await entries(for: query) { descriptor, context, configuration in
                ([try await descriptor.snapshot(in: context, configuration: configuration)], nil)
            }
        case .timeline(let query):
            return try await entries(for: query) { descriptor, context, configuration in
                let timeline = try await descriptor.timeline(in: context, configuration: configuration)
                let policy: ExtensionReloadPolicy = switch timeline.policy.kind {
                case .atEnd: .atEnd
                case .never: .never
                case .after(let date): .after(date)
                }
                return (TimelineEntryRule.sanitized(timeline.entries) { $0.date }, policy)
            }
        case .render(let query):
            // Answered by `serve` on the main actor; here for completeness.
            let layout = try await MainActor.run { try layoutOnMainActor(query) }
            return .displayList(layout.displayList, title: layout.title)
        case .perform(let query):
            return try await perform(query)
        case .options(let kind, let parameter, let searchTerm, let configuration):
            guard let schema = registry[kind]?.configurationSchema else {
                throw RequestError(status: 404, message: "The widget '\(kind)' has nothing to configure.")
            }
            do {
                return .options(try await schema.options(for: parameter, searchTerm: searchTerm, configuration: configuration))
            } catch let error as ConfigurationError {
                throw RequestError(status: 400, message: error.message)
            }
        case .defaults(let kind):
            guard let schema = registry[kind]?.configurationSchema else {
                throw RequestError(status: 404, message: "The widget '\(kind)' has nothing to configure.")
            }
            return .defaults(await schema.defaultConfiguration())
        case .controlState(let kind):
            return .controlState(try await controlPresenter(kind).state())
        case .controlRender(let query):
            let list = try await controlPresenter(query.kind).draw(
                query.presentation, environment: query.environment, isOn: query.isOn, fallbackTitle: query.fallbackTitle)
            return .displayList(list, title: query.fallbackTitle)
        case .controlPerform(let kind, let isOn):
            // The host keeps the time limit.
            return .controlPerformed(try await controlPresenter(kind).perform(isOn: isOn, timeout: nil))
        case .pushToken(let announcement):
            try await announce(announcement)
            return .done
        case .shutdown:
            return .done
        }
    }

    /// Keeps the app's push token (for `currentPushInfo`) and tells each push handler of the
    /// announced widgets' kinds the token and its widgets, on the main actor.
    private func announce(_ announcement: ExtensionPushAnnouncement) async throws {
        guard let token = WidgetPushToken(hex: announcement.token) else {
            throw RequestError(status: 400, message: "A push token is 64 hexadecimal digits.")
        }
        let info = WidgetPushInfo(token: token.data)
        pushInfo.withLock { $0 = info }
        var byHandler: [String: (handler: WidgetPushHandlerType, widgets: [WidgetInfo])] = [:]
        var order: [String] = []
        for widget in announcement.widgets {
            guard let descriptor = registry[widget.kind], let handler = descriptor.pushHandler,
                  let family = WidgetFamily(name: widget.family) else { continue }
            let made = await WidgetInfo.make(kind: widget.kind, family: family, configuration: widget.configuration,
                                             support: descriptor.configuration, instanceID: widget.id)
            if byHandler[handler.name] == nil { order.append(handler.name) }
            byHandler[handler.name, default: (handler, [])].widgets.append(made)
        }
        let calls = order.compactMap { byHandler[$0] }.map { PushCall(handler: $0.handler, widgets: $0.widgets) }
        await MainActor.run {
            for call in calls { call.handler.announce(info, widgets: call.widgets) }
        }
        logger.info("Push token \(announcement.token.prefix(8))… told to \(order.joined(separator: ", ")) for \(announcement.widgets.count) widget(s)")
    }

    /// The entries `produce` makes for the widget and family `query` names, kept under the
    /// query's key, with the reload policy it returns (`nil` for a placeholder or snapshot).
    private func entries(
        for query: ExtensionTimelineQuery,
        _ produce: (WidgetDescriptor, TimelineProviderContext, Data?) async throws -> ([AnyEntry], ExtensionReloadPolicy?)
    ) async throws -> ExtensionResponse {
        guard let descriptor = registry[query.kind] else {
            throw RequestError(status: 404, message: "This extension has no widget '\(query.kind)'.")
        }
        guard let family = WidgetFamily(name: query.family) else {
            throw RequestError(status: 400, message: "Unknown family '\(query.family)'.")
        }
        let context = TimelineProviderContext(family: family, isPreview: query.isPreview)
        let (kept, policy) = try await produce(descriptor, context, query.configuration.map { Data($0.utf8) })
        let serials = entries.store(kept, key: query.key)
        let described = zip(kept, serials).map { entry, serial in
            ExtensionEntry(serial: serial, date: entry.date, relevanceScore: entry.relevance?.score,
                           relevanceDuration: entry.relevance?.duration)
        }
        return .entries(described, policy: policy)
    }

    /// Lays out the entry a query names, through the one in-process layout (``InProcessPresenter``).
    @MainActor
    private func layoutOnMainActor(_ query: ExtensionRenderQuery) throws -> PresentedLayout {
        let (descriptor, entry) = try resolve(query)
        return presenter.layoutNow(entry, of: descriptor, in: query.environment, toggleOverrides: query.toggleOverrides)
    }

    /// The widget and the entry a query names: 404 for a kind this extension does not have,
    /// 410 for an entry no longer kept.
    private func resolve(_ query: ExtensionRenderQuery) throws -> (WidgetDescriptor, AnyEntry) {
        guard let descriptor = registry[query.kind] else {
            throw RequestError(status: 404, message: "This extension has no widget '\(query.kind)'.")
        }
        switch query.entry {
        case .stored(let serial):
            guard let stored = entries.entry(serial) else {
                throw RequestError(status: 410, message: "The entry \(serial) is no longer kept by this extension.")
            }
            return (descriptor, stored)
        case .placeholder(_, let familyName, let configuration):
            guard let family = WidgetFamily(name: familyName) else {
                throw RequestError(status: 400, message: "Unknown family '\(familyName)'.")
            }
            return (descriptor, descriptor.placeholder(in: TimelineProviderContext(family: family),
                                                       configuration: configuration.map { Data($0.utf8) }))
        }
    }

    /// The control of `kind`, run in this process; 404 for a kind this extension does not have.
    private func controlPresenter(_ kind: String) throws -> InProcessControlPresenter {
        guard let control = registry.control(kind) else {
            throw RequestError(status: 404, message: "This extension has no control '\(kind.prefix(200))'.")
        }
        return InProcessControlPresenter(control, bundles: bundles.value)
    }

    /// Performs a tap as the host asked, with the one tap rule (``InProcessPresenter``); the
    /// host keeps the time limit.
    private func perform(_ query: ExtensionPerformQuery) async throws -> ExtensionResponse {
        let (descriptor, entry) = try resolve(query.render)
        let tap = WidgetTap(control: query.control, isOn: query.isOn, expectedIntent: query.expectedIntent)
        let performed = try await presenter.perform(tap, on: entry, of: descriptor, in: query.render.environment, timeout: nil)
        return .performed(intent: performed.intent, isOn: performed.isOn, opensURL: performed.opensURL)
    }

    private static func describe(_ descriptor: WidgetDescriptor, bundles: [Bundle]) -> ExtensionWidget {
        // Its names in every language the bundle has strings for: the host has not its tables.
        var translations: [String: WidgetNames] = [:]
        for language in LocalizationCatalog.catalog(for: bundles + [Bundle.main]).languages {
            let locale = Locale(identifier: language)
            translations[language] = WidgetNames(
                displayName: descriptor.localizedDisplayName(in: locale, bundles: bundles),
                description: descriptor.localizedDescription(in: locale, bundles: bundles))
        }
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
            },
            translations: translations.isEmpty ? nil : translations,
            isPushEnabled: descriptor.isPushEnabled ? true : nil)
    }
}

/// A request as read from the host: its number, and its body or why the body could not be
/// read (a kind of request from a host of another build), so that one unreadable request is
/// refused on its own instead of ending the extension.
private struct IncomingRequest: Decodable {
    private enum CodingKeys: String, CodingKey { case id, body }

    let id: UInt64
    let body: Result<ExtensionRequest.Body, any Error>

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UInt64.self, forKey: .id)
        do {
            body = .success(try container.decode(ExtensionRequest.Body.self, forKey: .body))
        } catch {
            body = .failure(error)
        }
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
    package func reloadControls(ofKind kind: String?) { service.send(.reloadControls(kind: kind)) }
    package func currentConfigurations() async throws -> [WidgetInfo] { [] }
    /// The token the host announced to this extension, if it did.
    package func pushInfo(app: String?) async throws -> WidgetPushInfo? { service.pushInfo.withLock { $0 } }
}

/// A push handler and the widgets it is told about, sent to the main actor together.
private struct PushCall: Sendable {
    let handler: WidgetPushHandlerType
    let widgets: [WidgetInfo]
}
