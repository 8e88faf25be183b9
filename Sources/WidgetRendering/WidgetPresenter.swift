package import Foundation
package import DisplayList
package import WidgetCore

/// Where a widget runs: what lays its entries out and performs taps on their controls. Every
/// caller above the renderer goes through it — the home screen, the `render` and `perform`
/// commands, an extension process answering its host, snapshot tests — so "in this process or
/// in an extension" is decided once, by the descriptor (``WidgetCore/WidgetDescriptor/presenter(bundles:)``).
///
/// ``InProcessPresenter`` lays out with the widget's own views here; WidgetHosting's
/// `HostedPresenter` asks the bundle's extension process, which answers through an
/// ``InProcessPresenter`` of its own. Refusals are ``RequestError``s with the status a host
/// passes on: 410 when the entry lived in an earlier start of an extension (the widget must
/// reload), 503 when the extension is away, 502/504 when an intent failed or ran out of time.
/// Both requirements throw only ``RequestError``.
package protocol WidgetPresenter: Sendable {
    /// Whether the widget runs in another process, which may be away: its host keeps its last
    /// good layouts to draw meanwhile.
    var isRemote: Bool { get }
    /// Whether that process is away now (it ended and waits out its backoff): what it drew
    /// before is stale.
    var isAway: Bool { get }

    /// The display list and title of `entry` of `descriptor` laid out in `environment`, with
    /// toggles (by control id) drawn in the states of `toggleOverrides`.
    func layout(
        _ entry: AnyEntry, of descriptor: WidgetDescriptor, in environment: RenderEnvironment, toggleOverrides: [Int: Bool]
    ) async throws -> PresentedLayout

    /// Performs `tap` on `entry` of `descriptor` laid out in `environment`, as iOS does: the
    /// intent the control holds (``TappedControl``) runs its `perform()`, cancelled after
    /// `timeout` (`nil`: no limit).
    func perform(
        _ tap: WidgetTap, on entry: AnyEntry, of descriptor: WidgetDescriptor, in environment: RenderEnvironment,
        timeout: Duration?
    ) async throws -> PerformedIntent
}

/// A laid-out entry: what a renderer draws, and the title of its HTML.
package struct PresentedLayout: Sendable {
    /// The positioned output.
    package var displayList: DisplayList
    /// The widget's display name in the environment's locale (its kind when it has none).
    package var title: String

    package init(displayList: DisplayList, title: String) {
        self.displayList = displayList
        self.title = title
    }
}

extension WidgetDescriptor {
    /// What lays this widget out and performs its taps: its ``remotePresenter`` when it runs in
    /// another process, else an ``InProcessPresenter`` looking resources up in `bundles`.
    package func presenter(bundles: [Bundle] = []) -> any WidgetPresenter {
        guard let remotePresenter else { return InProcessPresenter(bundles: bundles) }
        guard let presenter = remotePresenter as? any WidgetPresenter else {
            preconditionFailure("\(type(of: remotePresenter)) must conform to WidgetPresenter")
        }
        return presenter
    }
}
