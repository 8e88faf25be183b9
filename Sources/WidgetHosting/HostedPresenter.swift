import Foundation
import DisplayList
package import WidgetCore
import WidgetExtension
package import WidgetRendering

/// A widget of a hosted bundle: its extension process lays its entries out and performs its
/// taps (through an ``InProcessPresenter`` of its own, so the bytes and the tap's intent are
/// the same as in one process). The descriptor ``HostedBundles`` makes for it carries it.
///
/// Failures are ``RequestError``s: 410 when the entry lived in an earlier start of the
/// extension, 503 when the extension is away or did not answer a render in time, 504 when a
/// tap's intent did not answer in time, 404 when the bundle is no longer hosted, and the
/// extension's own refusals as it sent them.
package struct HostedPresenter: WidgetPresenter, RemoteWidgetPresenter {
    /// The bundle's extension.
    package let supervisor: ExtensionSupervisor
    /// The widget's kind in its own bundle (without the `BUNDLE/` of the home screen's kind).
    package let kind: String

    package init(supervisor: ExtensionSupervisor, kind: String) {
        self.supervisor = supervisor
        self.kind = kind
    }

    package var isRemote: Bool { true }
    package var isAway: Bool { supervisor.isAway }

    package func layout(
        _ entry: AnyEntry, of descriptor: WidgetDescriptor, in environment: RenderEnvironment, toggleOverrides: [Int: Bool]
    ) async throws -> PresentedLayout {
        let remote = try current(entry)
        let query = ExtensionRenderQuery(kind: kind, entry: remote.reference, environment: environment,
                                         toggleOverrides: toggleOverrides)
        let response: ExtensionResponse
        do {
            (response, _) = try await supervisor.call(.render(query), timeout: supervisor.settings.renderTimeout)
        } catch let failure as ExtensionFailure {
            throw RequestError(status: 503, message: failure.description)
        }
        switch response {
        case .displayList(let list, let title): return PresentedLayout(displayList: list, title: title)
        case .failure(let status, let message): throw RequestError(status: status, message: message)
        default: throw RequestError(status: 502, message: "The widget's extension answered a render with something else.")
        }
    }

    package func perform(
        _ tap: WidgetTap, on entry: AnyEntry, of descriptor: WidgetDescriptor, in environment: RenderEnvironment,
        timeout: Duration?
    ) async throws -> PerformedIntent {
        let remote = try current(entry)
        guard let control = tap.control, tap.parameters.isEmpty else {
            throw RequestError(status: 400, message: "A tap on a hosted widget names its control and sets no parameters.")
        }
        let query = ExtensionPerformQuery(
            render: ExtensionRenderQuery(kind: kind, entry: remote.reference, environment: environment),
            control: control, isOn: tap.isOn, expectedIntent: tap.expectedIntent)
        let response: ExtensionResponse
        do {
            // An intent may take long by design: a late answer is abandoned, the extension kept.
            (response, _) = try await supervisor.call(.perform(query), timeout: timeout, endsWhenHung: false)
        } catch let failure as ExtensionFailure {
            throw RequestError(status: failure.hung ? 504 : 502, message: failure.description)
        } catch {
            throw RequestError(status: 502, message: ExtensionFailure(reason: String(describing: error)).description)
        }
        switch response {
        case .performed(let intent, let isOn, let url): return PerformedIntent(intent: intent, isOn: isOn, opensURL: url)
        case .failure(let status, let message): throw RequestError(status: status, message: message)
        default: throw RequestError(status: 502, message: "The widget's extension answered a tap with something else.")
        }
    }

    /// `entry` as an entry of this extension's current start: 404 when the bundle is no longer
    /// hosted, 410 when the entry lived in an earlier start.
    private func current(_ entry: AnyEntry) throws -> RemoteEntry {
        guard !supervisor.isStopped else {
            throw RequestError(status: 404, message: "The app of this widget is no longer hosted.")
        }
        guard let remote = entry.as(RemoteEntry.self) else {
            throw RequestError(status: 500, message: "The entry of a hosted widget did not come from its extension.")
        }
        if case .stored = remote.reference, remote.generation != supervisor.generation {
            throw RequestError(status: 410, message: "The widget's extension restarted; its entry is gone.")
        }
        return remote
    }
}
