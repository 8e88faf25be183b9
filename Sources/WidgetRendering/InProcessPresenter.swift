package import Foundation
import DisplayList
package import WidgetCore

/// A widget of this process: laid out with its own views on the main actor
/// (``WidgetLayout``), its taps' intents run here (``TappedControl``, ``IntentRun``).
package struct InProcessPresenter: WidgetPresenter {
    private let bundles: UncheckedBundles

    /// A presenter that looks named images, colours and strings up in `bundles`.
    package init(bundles: [Bundle] = []) {
        self.bundles = UncheckedBundles(bundles)
    }

    package var isRemote: Bool { false }
    package var isAway: Bool { false }

    package func layout(
        _ entry: AnyEntry, of descriptor: WidgetDescriptor, in environment: RenderEnvironment, toggleOverrides: [Int: Bool]
    ) async throws -> PresentedLayout {
        await MainActor.run {
            let (list, _) = layOut(entry, of: descriptor, in: environment, toggleOverrides: toggleOverrides)
            return PresentedLayout(displayList: list, title: title(of: descriptor, in: environment))
        }
    }

    /// ``layout(_:of:in:toggleOverrides:)`` for a caller on the main actor already (an extension
    /// answering a render, a snapshot test): no hop.
    @MainActor
    package func layoutNow(
        _ entry: AnyEntry, of descriptor: WidgetDescriptor, in environment: RenderEnvironment, toggleOverrides: [Int: Bool] = [:]
    ) -> PresentedLayout {
        let (list, _) = layOut(entry, of: descriptor, in: environment, toggleOverrides: toggleOverrides)
        return PresentedLayout(displayList: list, title: title(of: descriptor, in: environment))
    }

    package func perform(
        _ tap: WidgetTap, on entry: AnyEntry, of descriptor: WidgetDescriptor, in environment: RenderEnvironment,
        timeout: Duration?
    ) async throws -> PerformedIntent {
        let (list, controls) = await MainActor.run { layOut(entry, of: descriptor, in: environment, toggleOverrides: [:]) }
        let tapped = try TappedControl(tap, in: list, controls: controls)
        let intent = tapped.intent
        if !tap.parameters.isEmpty {
            do {
                try await intent.setParameters(tap.parameters)
            } catch {
                throw RequestError(status: 400, message: "Invalid parameters: \(error)")
            }
        }
        let name = intent.typeName
        switch await IntentRun.run(intent, timeout: timeout) {
        case .performed(let url):
            return PerformedIntent(intent: name, isOn: tapped.isOn, opensURL: url, parameters: intent.parameterValues)
        case .failed(let message):
            throw RequestError(status: 502, message: "\(name) failed: \(message)")
        case .timedOut:
            throw RequestError(status: 504, message: "\(name) took longer than \(timeout ?? .zero) and was cancelled.")
        }
    }

    /// The one layout of a widget's entry above the renderer: the display list and what its
    /// controls hold.
    @MainActor
    private func layOut(
        _ entry: AnyEntry, of descriptor: WidgetDescriptor, in environment: RenderEnvironment, toggleOverrides: [Int: Bool]
    ) -> (DisplayList, [ControlIntent?]) {
        WidgetLayout.layout(for: descriptor, entry: entry, environment: environment, bundles: bundles.value,
                            toggleOverrides: toggleOverrides)
    }

    private func title(of descriptor: WidgetDescriptor, in environment: RenderEnvironment) -> String {
        WidgetRenderer.title(of: descriptor, locale: environment.locale, bundles: bundles.value)
    }
}
