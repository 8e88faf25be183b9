package import Foundation
import ViewCore
package import WidgetCore

/// The one path from a Live Activity's attributes and content state (JSON, as the app or a push
/// sent them) to the bytes of one presentation: decoded with the activity's own types, laid out
/// by ``ActivityLayout``, encoded in the request's format. The `render` command and the home
/// screen take it.
package enum ActivityRenderer {
    /// The display list of `presentation` for `input`.
    ///
    /// - Throws: `ActivityDecodingError` when the JSON does not decode as the activity's types.
    @MainActor
    package static func layout(
        _ activity: ActivityDescriptor, input: ActivityViewInput, presentation: ActivityPresentation,
        environment: RenderEnvironment, bundles: [Bundle] = [], toggleOverrides: [Int: Bool] = [:]
    ) throws -> ActivityLayout.Result {
        let views = try RenderThread.withRender(locale: environment.locale, dynamicTypeSize: environment.dynamicTypeSize) {
            try activity.views(for: input)
        }
        return ActivityLayout.layout(views, presentation: presentation, supplementalFamilies: activity.supplementalFamilies,
                                     environment: environment, bundles: bundles, toggleOverrides: toggleOverrides)
    }

    /// The bytes of `presentation` for `input` in the request's format; HTML is titled with the
    /// activity's kind.
    package static func render(
        _ request: RenderRequest, activity: ActivityDescriptor, input: ActivityViewInput,
        presentation: ActivityPresentation, bundles: [Bundle] = []
    ) async throws -> Data {
        let environment = request.environment
        let boxed = UncheckedBundleList(bundles)
        let list = try await MainActor.run {
            try layout(activity, input: input, presentation: presentation, environment: environment,
                       bundles: boxed.value).displayList
        }
        return try WidgetRenderer.encode(list, for: request, title: activity.attributesType)
    }
}

/// Bundles cross to the main actor for the layout; they are only read.
private struct UncheckedBundleList: @unchecked Sendable {
    let value: [Bundle]
    init(_ value: [Bundle]) { self.value = value }
}
