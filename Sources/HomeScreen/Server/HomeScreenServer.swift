import Foundation
import TimelineScheduling
package import Hummingbird
import HummingbirdCore
import Logging
package import WidgetCore
import WidgetHosting
import WidgetKitSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The home screen's HTTP server: the page, the gallery, each instance as PNG, SVG and HTML,
/// the JSON API, server-sent events and the fonts. `docs/HTTP-API.md` describes every route.
///
/// ```swift
/// let runtime = try await HomeScreenRuntime.start(registry: registry, configuration: configuration)
/// let server = HomeScreenServer(runtime: runtime)
/// try await server.application().runService()
/// ```
package struct HomeScreenServer: Sendable {
    /// The running home screen the routes read and change.
    package let runtime: HomeScreenRuntime
    /// The e-paper devices' side (TRMNL's protocol).
    package let devices: DeviceHub

    package init(runtime: HomeScreenRuntime) {
        self.runtime = runtime
        devices = DeviceHub(runtime: runtime)
    }

    /// The routes, behind the error, method and access middleware; every method on every path
    /// is answered (HEAD as GET without the body, OPTIONS, 405 and 501: `Router+Methods.swift`).
    package func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.addMiddleware {
            ErrorMiddleware()
            UnknownMethodMiddleware()
            AccessMiddleware(token: runtime.accessToken)
        }
        addPageRoutes(to: router)
        addWidgetRoutes(to: router)
        addAPIRoutes(to: router)
        addConfigurationRoutes(to: router)
        addEventRoutes(to: router)
        addFontRoutes(to: router)
        addAssetRoutes(to: router)
        addDeviceRoutes(to: router)
        addActivityRoutes(to: router)
        addControlRoutes(to: router)
        addPushRoutes(to: router)
        router.answerOtherMethods()
        return router
    }

    /// The application listening where the configuration says.
    ///
    /// - Parameter onServerRunning: called with the port once the server listens (useful with
    ///   port 0).
    package func application(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let configuration = runtime.configuration
        let limits = configuration.connectionLimits
        let peers = PeerConnections(limit: limits.maxConnectionsPerPeer, totalLimit: limits.effectiveMaxConnections)
        return Application(
            router: router(),
            server: HTTPServerBuilder { responder in
                GuardedHTTP1Channel(base: HTTP1Channel(responder: responder), limits: limits, peers: peers)
            },
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "WidgetKit-Linux"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: Logger(label: "WidgetKitLinux.HomeScreen.HTTP")
        )
    }

    /// Starts the home screen for `registry` and serves it until SIGINT or SIGTERM.
    ///
    /// Open event streams are ended at the signal so the server can stop; the first request is
    /// answered before the fonts are warm (they warm in the background).
    package static func run(registry: WidgetRegistry, configuration: HomeScreenConfiguration) async throws {
        let started = ContinuousClock.now
        let (before, after) = OpenFileLimit.raiseToHardLimit()
        let logger = Logger(label: "WidgetKitLinux.HomeScreen")
        let connections = configuration.connectionLimits.effectiveMaxConnections
        logger.notice("Open files: at most \(after)\(after > before ? " (raised from \(before))" : ""); connections: at most \(connections)")
        let lock = try DataDirectoryLock(directory: configuration.dataDirectory, readOnly: configuration.readOnly)
        defer { withExtendedLifetime(lock) {} }
        let hosted = try await HostedBundles.start(configuration.bundlePrograms, configuration: configuration)
        var served = WidgetRegistry(registry.descriptors + (hosted?.descriptors() ?? []))
        // The bundle's own Live Activities (hosted bundles' are not drawn yet: LIVE-ACTIVITIES.md).
        served.activities = registry.activities
        // And its controls (hosted bundles' are not shown yet: CONTROL-CENTER.md).
        served.controls = registry.controls
        var settings = SchedulerSettings()
        if configuration.developerMode { settings.dailyReloadBudget = .max }
        let runtime = try await HomeScreenRuntime.start(registry: served, configuration: configuration, settings: settings,
                                                        hosted: hosted)
        defer { runtime.stop() }
        let signals = ShutdownSignals { runtime.liveUpdates.finishAll() }
        defer { signals.cancel() }
        let server = HomeScreenServer(runtime: runtime)
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        try await server.application { port in
            let elapsed = ContinuousClock.now - started
            let milliseconds = elapsed.timeInterval * 1000
            print("Home screen: http://\(host):\(port)/ (ready in \(Int(milliseconds)) ms; data in \(configuration.dataDirectory.path))")
            fflush(nil)
            Task.detached(priority: .background) { await runtime.warmUp() }
        }.runService()
    }
}

/// Ends the open event streams on SIGINT/SIGTERM (the application's own handlers then stop it).
private final class ShutdownSignals {
    private let sources: [any DispatchSourceSignal]

    init(_ action: @escaping @Sendable () -> Void) {
        sources = [SIGINT, SIGTERM].map { signal in
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler(handler: action)
            source.resume()
            return source
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}
