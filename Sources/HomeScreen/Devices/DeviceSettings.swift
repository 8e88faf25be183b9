package import DisplayImaging
package import Foundation

/// How the home screen serves e-paper devices (`serve --accept-devices`, `--display-models`).
package struct DeviceSettings: Sendable {
    /// Devices that run setup are accepted at once, without the page's Accept.
    package var acceptsNewDevices = false
    /// The models devices can be.
    package var models = DisplayModelTable.builtIn
    /// How long devices sleep.
    package var refreshPolicy = DeviceRefreshPolicy()
    /// At most this many devices wait to be accepted; a new one pushes out the oldest waiting.
    package var pendingLimit = 32
    /// Log lines kept per device.
    package var logLimit = 200

    package init() {}

    /// These settings with the models in the JSON file at `url` added (``DisplayModelTable``).
    ///
    /// - Throws: `DisplayModelTableError` naming the file and what is wrong.
    package func addingModels(from url: URL) throws -> DeviceSettings {
        var settings = self
        settings.models = try models.adding(contentsOf: url)
        return settings
    }
}
