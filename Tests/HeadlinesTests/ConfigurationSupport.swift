import ConfigurationSchema
import Testing
import Foundation
import HeadlinesWidgets
import WidgetCore

/// The registered Top Headlines widget and its configurations, as the host and the
/// `--configuration` option of `render` and `timeline` produce them.
enum HeadlinesDescriptor {
    /// The widget as the host registers it (with its configuration schema).
    @MainActor
    static var descriptor: WidgetDescriptor {
        WidgetRegistry(bundle: HeadlinesWidgetBundle.self).descriptors[0]
    }

    /// `json` checked against the widget's parameters and applied over its defaults, as
    /// `--configuration '<json>'` does.
    static func configuration(_ json: String) async throws -> Data {
        let schema = try await MainActor.run { try #require(descriptor.configurationSchema) }
        let defaults = await schema.defaultConfiguration()
        let checked = try await schema.validate(try JSONValue.parse(Data(json.utf8)), current: defaults)
        return JSONValue.object(checked).jsonData
    }
}
