package import ActivityKit
package import Foundation
package import ViewCore
import WidgetKitSupport

/// A Live Activity a bundle declares, type-erased: what the host and the CLI render. Found by
/// its attributes type's name (`DeliveryAttributes`), the name APNs pushes carry in
/// `attributes-type`; its views are made from the JSON of the attributes and content state.
package struct ActivityDescriptor: Sendable {
    /// The attributes type's name: the activity's kind.
    package let attributesType: String
    /// Which attributes type it is, to match `supplementalActivityFamilies(_:)` with it.
    package let attributesID: ObjectIdentifier
    /// The families beyond the Lock Screen's (`supplementalActivityFamilies(_:)`).
    package var supplementalFamilies: [ActivityFamily] = []
    private let make: @MainActor @Sendable (ActivityViewInput) throws -> ActivityViews

    /// A descriptor of `configuration`.
    @MainActor
    package init<Attributes: ActivityAttributes>(_ configuration: ActivityConfiguration<Attributes>) {
        attributesType = String(describing: Attributes.self)
        attributesID = ObjectIdentifier(Attributes.self)
        // Called only on the main actor, where the configuration was made.
        let box = UncheckedSendable(configuration)
        make = { input in
            let decoder = JSONDecoder()
            let attributes: Attributes
            let state: Attributes.ContentState
            do {
                attributes = try decoder.decode(Attributes.self, from: input.attributes)
            } catch {
                throw ActivityDecodingError(part: "attributes", type: String(describing: Attributes.self), error: error)
            }
            do {
                state = try decoder.decode(Attributes.ContentState.self, from: input.contentState)
            } catch {
                throw ActivityDecodingError(part: "content state",
                                            type: String(describing: Attributes.ContentState.self), error: error)
            }
            let context = ActivityViewContext(attributes: attributes, state: state, isStale: input.isStale,
                                              activityID: input.activityID)
            return ActivityViews(lockScreen: box.value.content(context), island: box.value.dynamicIsland(context))
        }
    }

    /// The views of the activity for `input`.
    ///
    /// - Throws: ``ActivityDecodingError`` when the attributes or the content state do not
    ///   decode as the activity's types.
    @MainActor
    package func views(for input: ActivityViewInput) throws -> ActivityViews {
        try make(input)
    }

    /// Whether the activity has a view of its own for `family` (`.medium` always).
    package func supports(_ family: ActivityFamily) -> Bool {
        family == .medium || supplementalFamilies.contains(family)
    }
}

/// What a Live Activity's views are made from: the JSON of its attributes and content state
/// (as the app encoded them, or as a push carried them), whether it is stale, and its id.
package struct ActivityViewInput: Sendable, Hashable {
    package var attributes: Data
    package var contentState: Data
    package var isStale: Bool
    package var activityID: String

    package init(attributes: Data, contentState: Data, isStale: Bool = false, activityID: String = "preview") {
        self.attributes = attributes
        self.contentState = contentState
        self.isStale = isStale
        self.activityID = activityID
    }
}

/// A Live Activity's Lock Screen view and its Dynamic Island, for one context.
@MainActor
package struct ActivityViews {
    package let lockScreen: AnyView
    package let island: DynamicIsland

    package init(lockScreen: AnyView, island: DynamicIsland) {
        self.lockScreen = lockScreen
        self.island = island
    }
}

/// Attributes or a content state that do not decode as the activity's types: says which part,
/// which type, and where the JSON differs.
package struct ActivityDecodingError: Error, CustomStringConvertible, Sendable {
    package let part: String
    package let type: String
    package let reason: String

    package init(part: String, type: String, error: any Error) {
        self.part = part
        self.type = type
        reason = Self.describe(error)
    }

    package var description: String { "The \(part) do not decode as \(type): \(reason)" }

    private static func describe(_ error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the top level" : "'" + codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".") + "'"
        }
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .keyNotFound(let key, let context):
            return "key '\(key.stringValue)' is missing at \(path(context.codingPath))."
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath)). \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "expected \(type) at \(path(context.codingPath)), found null."
        case .dataCorrupted(let context):
            return "\(context.debugDescription) (at \(path(context.codingPath)))"
        @unknown default:
            return "\(error)"
        }
    }
}

/// Records the Live Activities a bundle's body declares while the registry evaluates it.
@MainActor
package enum ActivityRecorder {
    private static var recording: [ActivityDescriptor]?

    /// The result of `body` and the Live Activities configured while it ran, in order; of two
    /// with the same attributes type the first is kept.
    package static func recording<T>(_ body: () -> T) -> (T, [ActivityDescriptor]) {
        let outer = recording
        recording = []
        defer { recording = outer }
        let result = body()
        return (result, recording ?? [])
    }

    static func record(_ descriptor: ActivityDescriptor) {
        guard recording != nil, recording?.contains(where: { $0.attributesID == descriptor.attributesID }) == false else {
            return
        }
        recording?.append(descriptor)
    }

    static func setFamilies(_ families: [ActivityFamily], for attributesID: ObjectIdentifier) {
        guard let index = recording?.lastIndex(where: { $0.attributesID == attributesID }) else { return }
        var unique: [ActivityFamily] = []
        for family in families where !unique.contains(family) { unique.append(family) }
        recording?[index].supplementalFamilies = unique
    }
}
