import ConfigurationSchema
import Foundation
import WidgetCore
import WidgetRendering

// `AppIntentTimelineProvider.recommendations()`: the gallery offers each recommendation as a
// preconfigured widget (its preview drawn with the recommended values, its description under
// it), and adding one places an instance with that configuration.

extension HomeScreenRuntime {
    /// The configuration recommendation `index` of `descriptor` places, as stored JSON: the
    /// parameters' defaults with the recommendation's values over them.
    static func recommendedConfiguration(of descriptor: WidgetDescriptor, index: Int) async throws -> String {
        guard descriptor.recommendations.indices.contains(index) else {
            throw RequestError.badRequest("The widget '\(descriptor.kind)' has no recommendation \(index).")
        }
        var values = await descriptor.configurationSchema?.defaultConfiguration() ?? [:]
        for (name, value) in descriptor.recommendations[index].configuration { values[name] = value }
        return JSONValue.object(values).jsonString
    }

    /// Recommendation `index`'s configuration as data, or `nil` without an index.
    static func recommendedConfigurationData(of descriptor: WidgetDescriptor, index: Int?) async throws -> Data? {
        guard let index else { return nil }
        return Data(try await recommendedConfiguration(of: descriptor, index: index).utf8)
    }

    /// The configuration a new instance starts with: recommendation `index`'s, or the defaults.
    static func configuration(of descriptor: WidgetDescriptor, recommendation index: Int?) async throws -> String? {
        if let index { return try await recommendedConfiguration(of: descriptor, index: index) }
        return await initialConfiguration(of: descriptor)
    }
}
