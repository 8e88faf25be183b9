package import Foundation
package import WidgetHosting

/// How a home screen server is set up: where it listens, where it keeps its data, and where
/// the widgets' app URLs go.
///
/// ```swift
/// var configuration = HomeScreenConfiguration(dataDirectory: URL(fileURLWithPath: "/tmp/home"))
/// configuration.port = 8080
/// configuration.appURLBaseURLs = ["examples": URL(string: "http://127.0.0.1:3000/open/")!]
/// ```
package struct HomeScreenConfiguration: Sendable {
    /// The address to listen on; `127.0.0.1` by default. Any address that is not loopback
    /// makes the server require its access token.
    package var host: String
    /// The port to listen on; `8080` by default, `0` for any free port.
    package var port: Int
    /// Where the store (`home-screen.sqlite`), the access token and the `WidgetCenter` socket live.
    package var dataDirectory: URL
    /// Where the app side of the bundle receives its URLs, by URL scheme.
    ///
    /// A widget URL or `Link` with a custom scheme (`examples://countdown?id=3`) opens the base
    /// URL registered for its scheme with the rest of the URL appended (host, path, query and
    /// fragment: `<base>countdown?id=3`). Without an entry for the scheme the home screen shows a
    /// page naming exactly the URL the app would receive (`/open?url=…`).
    package var appURLBaseURLs: [String: URL]
    /// Listen for `WidgetCenter` calls of other processes on `<data dir>/widgetcenter.sock`.
    package var listensForWidgetCenter: Bool
    /// The languages offered besides those the bundles are localized in (`en` is always offered).
    package var additionalLanguages: [String]
    /// Bundles searched for named images, colors and strings, and for localizations.
    package var resourceBundles: [Bundle]
    /// Print the access token when it is first generated (the `serve` command does).
    package var printsNewAccessToken: Bool
    /// On the first start with a new data directory, place one widget of every kind (in its
    /// first family), so a newcomer sees the bundle's widgets at once. Never again afterwards,
    /// even when every widget has been removed. The `serve` command turns it on.
    package var placesDefaultWidgets = false
    /// How often the store's WAL is checkpointed into the database file while serving (it is
    /// also checkpointed at a clean stop); 60 seconds by default.
    package var checkpointInterval: Duration = .seconds(60)
    /// Serve what the store holds without changing it (`serve --read-only`): also when its
    /// checks fail (a lost or damaged database), with a banner saying why. Changes answer `503`.
    package var readOnly = false
    /// Timeouts and the per-peer connection cap of the HTTP server (`docs/HTTP-API.md`).
    package var connectionLimits = ConnectionLimits()
    /// How long the App Intent of a widget's control may run before it is cancelled and logged
    /// (iOS gives intents limited time); 30 seconds by default.
    package var intentTimeout: Duration = .seconds(30)
    /// Taps an instance may have waiting or running at once; more are answered `429`.
    package var intentQueueLimit = 16
    /// The `content-changed` pushes an app's widgets take in a rolling day; more are answered
    /// `429 TooManyRequests`. `nil` takes every push (`serve --developer-mode`). 70 by
    /// default, as the reload budget: Apple publishes no figure (docs/WIDGET-PUSH.md).
    package var widgetPushBudget: Int? = 70
    /// `serve --developer-mode`: the reload budget and the push budget are lifted, as WidgetKit
    /// Developer Mode does on a device, so a widget can be reloaded and pushed to at will.
    package var developerMode = false

    /// The push budget in force: none in developer mode.
    package var effectiveWidgetPushBudget: Int? { developerMode ? nil : widgetPushBudget }
    /// Bundle programs whose widgets this home screen hosts beside its own, each in an extension
    /// process of its own (`serve --bundle`).
    package var bundlePrograms: [URL] = []
    /// The serving bundle's name, over its widgets in the gallery when it hosts others too.
    package var appName = "Widgets"
    /// How those extension processes are run.
    package var extensionSettings = ExtensionSettings()
    /// How often the running home screen looks at `<data dir>/installed-bundles.json` for
    /// bundles installed or uninstalled (`BUNDLE install`); `nil` only reads it at start.
    package var installedBundlesPollInterval: Duration? = .seconds(1)
    /// E-paper devices: accepting new ones, the display models, sleeps (docs/DEVICES.md).
    package var devices = DeviceSettings()

    /// A configuration with the defaults: loopback, port 8080.
    package init(
        host: String = "127.0.0.1", port: Int = 8080, dataDirectory: URL,
        appURLBaseURLs: [String: URL] = [:], listensForWidgetCenter: Bool = true,
        additionalLanguages: [String] = [], resourceBundles: [Bundle] = [], printsNewAccessToken: Bool = false
    ) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.appURLBaseURLs = appURLBaseURLs
        self.listensForWidgetCenter = listensForWidgetCenter
        self.additionalLanguages = additionalLanguages
        self.resourceBundles = resourceBundles
        self.printsNewAccessToken = printsNewAccessToken
    }

    /// Whether `host` is a loopback address, reachable only from this machine.
    package var isLoopback: Bool {
        Self.isLoopbackHost(host)
    }

    /// Whether `name` (an address or host name, without port) means this machine only.
    package static func isLoopbackHost(_ name: String) -> Bool {
        var name = name.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name == "localhost" || name.hasSuffix(".localhost") || name == "::1" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
