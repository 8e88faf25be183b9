package import Foundation
import DisplayList
import TimelineScheduling
import WidgetCore
package import WidgetRendering
import Synchronization
import WidgetExtension

/// A tap on a control of a placed widget (interactive widgets), as a page or a script sends it
/// to `POST /api/instances/{id}/perform`.
package struct ControlTap: Sendable, Decodable {
    /// The control's id in the widget's current render (`data-control` in its fragment).
    package var control: Int
    /// For a toggle: the state it switches to (by default the opposite of the state shown).
    package var isOn: Bool?
    /// The intent type the page saw at this control (`data-intent`): when the widget shows
    /// another one there now, the tap is refused (409) rather than performing something else.
    package var intent: String?
    /// The appearance of the render the control was tapped in (`light` by default): with the
    /// page's preferences (text size, language), the environment the widget is laid out in
    /// again to find the control, so a view that differs by environment finds the same one.
    package var colorScheme: String?

    package init(control: Int, isOn: Bool? = nil, intent: String? = nil, colorScheme: String? = nil) {
        self.control = control
        self.isOn = isOn
        self.intent = intent
        self.colorScheme = colorScheme
    }
}

/// What a performed tap did.
package struct PerformedTap: Sendable, Encodable {
    /// The intent's type name.
    package var intent: String
    /// For a toggle, the state it was switched to.
    package var isOn: Bool?
    /// The kind whose instances were reloaded.
    package var reloadedKind: String
    /// The URL the tap opens (an `OpenURLIntent`), as the widget gave it.
    package var opensURL: URL?
    /// Where the page goes for it: a web address as it is, an app's URL as `/open?url=…`.
    package var openAt: URL?

    package init(intent: String, isOn: Bool?, reloadedKind: String, opensURL: URL? = nil) {
        self.intent = intent
        self.isOn = isOn
        self.reloadedKind = reloadedKind
        self.opensURL = opensURL
        self.openAt = opensURL.map(AppLinks.hostURL(for:))
    }
}

extension HomeScreenRuntime {
    /// Performs a tap on control `tap.control` of instance `id`, as iOS does: the intent the
    /// control holds (with the parameters the widget's view set; a toggle's `SetValueIntent`
    /// gets the new state as its value) runs its `perform()`, after every earlier tap on the
    /// same instance; then every instance of the widget's kind reloads, exempt from the
    /// budget, and open pages get the new entry over the event stream.
    ///
    /// - Throws: `RequestError`: 404 for an unknown instance, 422 for an unknown control, 409
    ///   when the control now performs another intent or the widget shows its placeholder,
    ///   429 when `intentQueueLimit` taps are already waiting (nothing is queued), 502 when
    ///   `perform()` throws and 504 when it runs longer than `intentTimeout` (it is cancelled).
    ///   Either failure is logged with the intent's name, and the widget keeps its entry.
    ///
    /// - Parameter environment: The environment of the page's render (the instance's family and
    ///   the current moment replace its own); by default a plain one.
    package func perform(
        instance id: String, tap: ControlTap, environment base: RenderEnvironment? = nil
    ) async throws -> PerformedTap {
        guard let status = scheduler.status(of: WidgetInstanceID(id)), let descriptor = registry[status.kind],
              let shown = shown(id)
        else { throw RequestError.notFound("No widget '\(id)' is placed on this home screen.") }
        guard !shown.entry.isPlaceholder else {
            throw RequestError(status: 409, message: "The widget shows its placeholder; its controls do nothing yet.")
        }
        let kind = status.kind
        var environment = base ?? RenderEnvironment(family: status.family)
        environment.family = status.family
        environment.date = Date()
        environment.isPlaceholder = false
        if let remote = shown.entry.entry.as(RemoteEntry.self), let hosted, case let (_, ownKind)? = hosted.widget(kind) {
            return try await performHosted(instance: id, tap: tap, entry: remote, kind: ownKind, qualifiedKind: kind,
                                           hosted: hosted, environment: environment)
        }
        let bundles = UncheckedBundleList(configuration.resourceBundles)
        let (list, controls) = await MainActor.run {
            WidgetLayout.layout(for: descriptor, entry: shown.entry.entry, environment: environment, bundles: bundles.value)
        }
        let tapped: TappedControl
        do {
            tapped = try TappedControl(control: tap.control, isOn: tap.isOn, expectedIntent: tap.intent, in: list, controls: controls)
        } catch {
            throw RequestError(status: error.status, message: error.message)
        }
        let intent = tapped.intent
        let isOn = tapped.isOn
        let timeout = configuration.intentTimeout
        let logger = logger
        let name = intent.typeName
        guard let task = performQueues.enqueue(id, limit: configuration.intentQueueLimit, {
            await IntentRun.run(intent, timeout: timeout)
        }) else {
            throw RequestError(status: 429, message:
                "This widget already has \(configuration.intentQueueLimit) taps waiting; try again in a moment.")
        }
        switch await task.value {
        case .performed(let url):
            scheduler.reloadTimelines(ofKind: kind, reason: .intent)
            return PerformedTap(intent: name, isOn: isOn, reloadedKind: kind, opensURL: url)
        case .failed(let message):
            logger.error("Intent \(name) of widget '\(kind)' (instance \(id)) failed: \(message); the widget keeps its entry")
            republish(id)
            throw RequestError(status: 502, message: "\(name) failed: \(message)")
        case .timedOut:
            logger.error("Intent \(name) of widget '\(kind)' (instance \(id)) took longer than \(timeout) and was cancelled")
            republish(id)
            throw RequestError(status: 504, message: "\(name) took longer than \(timeout) and was cancelled.")
        }
    }

    /// ``perform(instance:tap:environment:)`` for a widget of a hosted bundle: its extension
    /// lays the entry out, finds the control and performs the intent; the queue, the timeout and
    /// the reload stay here.
    private func performHosted(
        instance id: String, tap: ControlTap, entry: RemoteEntry, kind: String, qualifiedKind: String,
        hosted: HostedBundles, environment: RenderEnvironment
    ) async throws -> PerformedTap {
        guard let supervisor = hosted.supervisor(key: entry.bundle) else {
            throw RequestError.notFound("The app of this widget is no longer hosted.")
        }
        if case .stored = entry.reference, entry.generation != supervisor.generation {
            scheduler.reload(WidgetInstanceID(id), reason: .extensionRestarted)
            throw RequestError(status: 409, message: "The widget's extension restarted; it is reloading. Try again.")
        }
        let query = ExtensionPerformQuery(
            render: ExtensionRenderQuery(kind: kind, entry: entry.reference, environment: environment),
            control: tap.control, isOn: tap.isOn, expectedIntent: tap.intent)
        let timeout = configuration.intentTimeout
        guard let task = performQueues.enqueue(id, limit: configuration.intentQueueLimit, { () -> Result<ExtensionResponse, ExtensionFailure> in
            do {
                return .success(try await supervisor.call(.perform(query), timeout: timeout, endsWhenHung: false).0)
            } catch let failure as ExtensionFailure {
                return .failure(failure)
            } catch {
                return .failure(ExtensionFailure(reason: String(describing: error)))
            }
        }) else {
            throw RequestError(status: 429, message:
                "This widget already has \(configuration.intentQueueLimit) taps waiting; try again in a moment.")
        }
        switch await task.value {
        case .success(.performed(let intent, let isOn, let url)):
            scheduler.reloadTimelines(ofKind: qualifiedKind, reason: .intent)
            return PerformedTap(intent: intent, isOn: isOn, reloadedKind: qualifiedKind, opensURL: url)
        case .success(.failure(let status, let message)):
            if status == 410 {
                scheduler.reload(WidgetInstanceID(id), reason: .extensionRestarted)
                throw RequestError(status: 409, message: "The widget's extension restarted; it is reloading. Try again.")
            }
            if status == 502 { logger.error("Widget '\(qualifiedKind)' (instance \(id)): \(message); the widget keeps its entry") }
            republish(id)
            throw RequestError(status: status, message: message)
        case .success:
            throw RequestError(status: 502, message: "The widget's extension answered a tap with something else.")
        case .failure(let failure):
            logger.error("A tap on widget '\(qualifiedKind)' (instance \(id)) failed: \(failure.reason)")
            republish(id)
            throw RequestError(status: failure.hung ? 504 : 502, message: failure.description)
        }
    }

    /// Tells open pages to fetch the instance again (after a failed tap, so a toggle that
    /// flipped at once flips back to the entry shown).
    private func republish(_ id: String) {
        guard let shown = shown(id) else { return }
        liveUpdates.publish(.init(kind: .entry, instance: id, version: shown.version, cause: "intentFailed",
                                  entryDate: shown.entry.entry.date))
    }
}

/// Taps waiting or running, per instance: one at a time, in order, at most a limit.
package final class PerformQueues: Sendable {
    private struct Queue {
        var count = 0
        var last: Task<Void, Never>?
    }

    private let queues = Mutex([String: Queue]())

    package init() {}

    /// Runs `work` after every earlier work of `key` has finished, or returns `nil` (and runs
    /// nothing) when `limit` works of `key` are waiting or running.
    package func enqueue<Value: Sendable>(
        _ key: String, limit: Int, _ work: @escaping @Sendable () async -> Value
    ) -> Task<Value, Never>? {
        queues.withLock { queues -> Task<Value, Never>? in
            var queue = queues[key, default: Queue()]
            guard queue.count < limit else { return nil }
            let previous = queue.last
            let task = Task<Value, Never> { [self] in
                await previous?.value
                let value = await work()
                finish(key)
                return value
            }
            queue.count += 1
            queue.last = Task { _ = await task.value }
            queues[key] = queue
            return task
        }
    }

    /// The number of works of `key` waiting or running.
    package func count(_ key: String) -> Int {
        queues.withLock { $0[key]?.count ?? 0 }
    }

    private func finish(_ key: String) {
        queues.withLock { queues in
            guard var queue = queues[key] else { return }
            queue.count -= 1
            queues[key] = queue.count == 0 ? nil : queue
        }
    }
}

/// Bundles cross to the main actor for the layout; they are only read.
private struct UncheckedBundleList: @unchecked Sendable {
    let value: [Bundle]
    init(_ value: [Bundle]) { self.value = value }
}
