package import Foundation
import Synchronization
import TimelineScheduling
package import WidgetCore
import WidgetExtension
import WidgetHosting
import WidgetRendering

/// An app's widget push state as `GET /api/push` lists it (docs/HTTP-API.md, "Push").
package struct WidgetPushSummary: Sendable, Encodable {
    /// The hosted bundle's key; `nil` for the serving program's widgets.
    package var app: String?
    /// The app's name in the gallery.
    package var displayName: String
    /// Its push token (64 hexadecimal digits), once a push-enabled widget of it was placed.
    package var token: String?
    /// Its widget kinds configured for push.
    package var kinds: [String]
    /// How many of them are placed now.
    package var placed: Int
    /// How many placed widgets the push handler was last told about (`nil`: never told).
    package var announced: Int?
    /// The pushes it received in the last 24 hours, and the most it takes (`nil`: no limit).
    package var pushesInLast24Hours: Int
    package var budget: Int?
    package var lastPushAt: Date?
}

/// What a `content-changed` push did.
package struct WidgetPushOutcome: Sendable, Encodable {
    package var app: String?
    /// The push-enabled kinds reloaded.
    package var reloaded: [String]
    /// How many placed widgets that reaches.
    package var instances: Int
    package var pushesInLast24Hours: Int
    package var budget: Int?
}

/// The last announcement made to each app's push handlers, so an unchanged one is not repeated.
struct PushAnnouncements {
    /// By app key (`""`: the serving program): what was told, as a signature, and how many widgets.
    var told: [String: (signature: String, widgets: Int)] = [:]
    var running = false
    var again = false
}

extension HomeScreenRuntime {
    /// The widgets configured for push, by app (`nil`: the serving program), in registry order.
    func pushEnabledKinds() -> [(app: String?, kinds: [WidgetDescriptor])] {
        var result: [(app: String?, kinds: [WidgetDescriptor])] = []
        for descriptor in registry.descriptors where descriptor.isPushEnabled {
            let app = Self.app(of: descriptor)
            if let index = result.firstIndex(where: { $0.app == app }) {
                result[index].kinds.append(descriptor)
            } else {
                result.append((app, [descriptor]))
            }
        }
        return result
    }

    /// The app a push token was issued to: `.some(nil)` for the serving program; `nil` for a
    /// token that is no app's.
    func widgetPushApp(token: String) throws -> String?? {
        guard let store = liveActivities?.store else { return nil }
        return try store.widgetPushApp(token: token.lowercased())
    }

    /// The push information `WidgetCenter.currentPushInfo` answers for `app`: a hosted bundle's
    /// key, or `nil` for the one app with push-enabled widgets (the serving program when it
    /// has some or there is none). `nil` until a push-enabled widget of the app is placed.
    package func widgetPushInfo(app: String?) async -> WidgetPushInfo? {
        guard let store = liveActivities?.store else { return nil }
        let apps = pushEnabledKinds()
        let chosen: String?
        if let app {
            guard apps.contains(where: { $0.app == app }) else { return nil }
            chosen = app
        } else if apps.contains(where: { $0.app == nil }) || apps.count != 1 {
            chosen = nil
        } else {
            chosen = apps[0].app
        }
        guard let hex = try? store.existingWidgetPushToken(app: chosen) else { return nil }
        return WidgetPushToken(hex: hex).map { WidgetPushInfo(token: $0.data) }
    }

    /// Every app with widgets configured for push, its token and its pushes.
    package func widgetPushSummaries() async throws -> [WidgetPushSummary] {
        guard let store = liveActivities?.store else { return [] }
        let placed = try await scheduler.currentConfigurations()
        let counts = try store.widgetPushCounts(at: Date())
        let told = state.withLock { $0.pushAnnouncements.told }
        return try pushEnabledKinds().map { app, kinds in
            let names = Set(kinds.map(\.kind))
            let key = app ?? ""
            return WidgetPushSummary(
                app: app, displayName: kinds.first?.appName ?? configuration.appName,
                token: try store.existingWidgetPushToken(app: app), kinds: kinds.map(\.kind),
                placed: placed.filter { names.contains($0.kind) }.count, announced: told[key]?.widgets,
                pushesInLast24Hours: counts[key]?.count ?? 0, budget: configuration.effectiveWidgetPushBudget,
                lastPushAt: counts[key]?.last)
        }
    }

    /// Takes a `content-changed` push to `app`'s token: counted against the app's budget, it
    /// reloads the app's push-enabled widgets.
    ///
    /// - Throws: `RequestError` 429 when the app had its budget of pushes in the last day.
    func applyWidgetPush(app: String?) throws -> WidgetPushOutcome {
        guard let store = liveActivities?.store else {
            throw RequestError(status: 403, message: "This home screen keeps no push tokens (it is read-only).")
        }
        let budget = configuration.effectiveWidgetPushBudget
        let admission = try store.admitWidgetPush(app: app, at: Date(), limit: budget)
        guard admission.admitted else {
            let next = admission.nextAdmission.map { " The next is taken after \($0.ISO8601Format())." } ?? ""
            throw RequestError(status: 429, message:
                "This app's widgets took \(admission.pushesInWindow) pushes in the last 24 hours, their budget.\(next) "
                    + "serve --developer-mode lifts it.")
        }
        let kinds = pushEnabledKinds().first(where: { $0.app == app })?.kinds.map(\.kind) ?? []
        let placed = scheduler.placedWidgetsWithoutWaiting()?.filter { kinds.contains($0.kind) }.count ?? 0
        for kind in kinds { scheduler.reloadTimelines(ofKind: kind, reason: .push) }
        logger.info("Widget push to \(app ?? configuration.appName): reloading \(kinds.joined(separator: ", "))")
        return WidgetPushOutcome(app: app, reloaded: kinds, instances: placed,
                                 pushesInLast24Hours: admission.pushesInWindow, budget: budget)
    }

    // MARK: Announcements to push handlers

    /// Issues the tokens of apps whose push-enabled widgets are placed and tells their push
    /// handlers the token and the widgets, when that changed since they were last told (or
    /// the app's extension started again). Runs after the call, one pass at a time.
    func announcePushTokens(forgetting app: String? = nil) {
        let starts = state.withLock { state -> Bool in
            if let app { state.pushAnnouncements.told[app] = nil }
            if state.pushAnnouncements.running {
                state.pushAnnouncements.again = true
                return false
            }
            state.pushAnnouncements.running = true
            return true
        }
        guard starts else { return }
        Task { [weak self] in
            while let self {
                await self.announceChangedPushTokens()
                let more = self.state.withLock { state -> Bool in
                    if state.pushAnnouncements.again {
                        state.pushAnnouncements.again = false
                        return true
                    }
                    state.pushAnnouncements.running = false
                    return false
                }
                if !more { return }
            }
        }
    }

    /// One pass of ``announcePushTokens(forgetting:)``.
    private func announceChangedPushTokens() async {
        let apps = pushEnabledKinds()
        guard let store = liveActivities?.store, !apps.isEmpty else { return }
        let placed: [WidgetInfo]
        do {
            placed = try await scheduler.currentConfigurations()
        } catch {
            logger.warning("Push tokens not announced: the placed widgets could not be listed: \(error)")
            return
        }
        for (app, kinds) in apps {
            let names = Set(kinds.map(\.kind))
            let widgets = placed.filter { names.contains($0.kind) }.sorted { $0.instanceID < $1.instanceID }
            let key = app ?? ""
            guard !widgets.isEmpty || store.hasWidgetPushToken(app: app) else { continue }
            do {
                let token = try store.widgetPushToken(app: app, make: { WidgetPushToken.random().hex }).token
                let generation = app.flatMap { hosted?.supervisor(key: $0)?.generation } ?? 0
                let signature = ([token, "\(generation)"] + widgets.map(Self.signature)).joined(separator: "\n")
                guard state.withLock({ $0.pushAnnouncements.told[key]?.signature }) != signature else { continue }
                if let app {
                    guard try await announceHosted(app, token: token, widgets: widgets) else { continue }
                } else {
                    await announceInProcess(kinds, token: token, widgets: widgets)
                }
                // The call may have started the extension: the generation it reached is kept.
                let reached = app.flatMap { hosted?.supervisor(key: $0)?.generation } ?? 0
                let kept = ([token, "\(reached)"] + widgets.map(Self.signature)).joined(separator: "\n")
                state.withLock { $0.pushAnnouncements.told[key] = (kept, widgets.count) }
            } catch {
                logger.warning("The push token of \(app ?? configuration.appName) was not announced: \(error)")
            }
        }
    }

    /// What a handler is told of one widget, to see whether it changed.
    private static func signature(_ widget: WidgetInfo) -> String {
        let configuration = widget.configurationValues.map { values in
            values.keys.sorted().map { "\($0)=\(values[$0].map(String.init(describing:)) ?? "")" }.joined(separator: "&")
        } ?? ""
        return "\(widget.instanceID) \(widget.kind) \(widget.family) \(configuration)"
    }

    /// Tells the serving program's push handlers, on the main actor: each handler type once,
    /// with the widgets of the kinds that name it.
    private func announceInProcess(_ kinds: [WidgetDescriptor], token: String, widgets: [WidgetInfo]) async {
        guard let data = WidgetPushToken(hex: token)?.data else { return }
        let info = WidgetPushInfo(token: data)
        var calls: [(handler: WidgetPushHandlerType, widgets: [WidgetInfo])] = []
        for descriptor in kinds {
            guard let handler = descriptor.pushHandler else { continue }
            let own = widgets.filter { $0.kind == descriptor.kind }
            if let index = calls.firstIndex(where: { $0.handler.name == handler.name }) {
                calls[index].widgets += own
            } else {
                calls.append((handler, own))
            }
        }
        let ready = calls.map { PushHandlerCall(handler: $0.handler, widgets: $0.widgets) }
        await MainActor.run {
            for call in ready { call.handler.announce(info, widgets: call.widgets) }
        }
        logger.info("Push token \(token.prefix(8))… told to \(calls.map(\.handler.name).joined(separator: ", "))")
    }

    /// Tells hosted bundle `app`'s extension; whether it took it.
    private func announceHosted(_ app: String, token: String, widgets: [WidgetInfo]) async throws -> Bool {
        guard let supervisor = hosted?.supervisor(key: app) else { return false }
        let placed = widgets.map { widget in
            ExtensionPushAnnouncement.PlacedWidget(
                kind: String(widget.kind.dropFirst(app.count + 1)), family: widget.family.description,
                id: widget.instanceID, configuration: widget.configurationValues)
        }
        let (response, _) = try await supervisor.call(.pushToken(ExtensionPushAnnouncement(token: token, widgets: placed)))
        if case .failure(_, let message) = response {
            logger.warning("\(app)'s extension refused its push token: \(message)")
            return false
        }
        return true
    }
}

/// A push handler and its widgets, sent to the main actor together.
private struct PushHandlerCall: Sendable {
    let handler: WidgetPushHandlerType
    let widgets: [WidgetInfo]
}
