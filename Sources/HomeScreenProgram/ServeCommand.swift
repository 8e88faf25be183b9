import Foundation
import ArgumentParser
import HomeScreen
import WidgetCore
import WidgetProgram
import WidgetResources

/// `serve`: the home screen in the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Start the home screen in the browser (the default).",
        discussion: """
            Listens on 127.0.0.1:8080 unless told otherwise. Any address that is not loopback needs \
            the access token, generated on first start, printed once and kept in <data dir>/access-token. \
            The routes are described in docs/HTTP-API.md.
            """)

    @Option(help: "Address to listen on ($WIDGETKIT_HOST).")
    var host = ProcessInfo.processInfo.environment["WIDGETKIT_HOST"] ?? "127.0.0.1"
    @Option(help: "Port to listen on, 0 for any free port ($WIDGETKIT_PORT).")
    var port = Int(ProcessInfo.processInfo.environment["WIDGETKIT_PORT"] ?? "") ?? 8080
    @OptionGroup var dataDirectory: DataDirectoryOption
    @Option(name: .customLong("app-url"), parsing: .singleValue,
            help: "Where the app receives URLs of a scheme, as scheme=base URL (e.g. myapp=http://127.0.0.1:3000/open/). Repeatable.")
    var appURLs: [String] = []
    @Flag(name: .customLong("read-only"),
          help: "Serve what the store holds without changing it, also when its checks fail (a banner says why).")
    var readOnly = false
    @Option(name: .customLong("bundle"), parsing: .singleValue,
            help: "Another widget bundle program whose widgets this home screen hosts too, in an extension process of its own (restarted when it crashes or is rebuilt). Repeatable.")
    var bundles: [String] = []
    @Option(name: .customLong("extension-memory"), help: "Memory each hosted bundle's extension process may allocate, in MiB.")
    var extensionMemory = 512
    @Option(name: .customLong("extension-timeout"),
            help: "Seconds a hosted bundle's provider may take before its extension is taken for hung and restarted.")
    var extensionTimeout = 30.0
    @Option(name: .customLong("extension-layout-timeout"),
            help: "Seconds a hosted bundle's layout of one entry may take before its extension is taken for hung and restarted (at most --extension-timeout).")
    var extensionLayoutTimeout = 10.0
    @Option(name: .customLong("extension-backoff"),
            help: "Seconds before a hosted bundle's extension that ended is started again (doubled after each further failure in a row, up to 300).")
    var extensionBackoff = 1.0
    @Option(name: .customLong("extension-cpu"),
            help: "Seconds of CPU time a hosted bundle's extension may spend on one call before it is ended and restarted (0: no limit).")
    var extensionCPU = 10.0
    @Option(name: .customLong("extension-idle"),
            help: "Seconds a hosted bundle's extension may answer nothing before it exits (it starts again when needed).")
    var extensionIdle = 600.0
    @Option(name: .customLong("app-name"),
            help: "The app name the page shows (default: the program's CFBundleDisplayName, else its file name; a widget program that hands `serve` over passes its own).")
    var appName: String?
    @Option(name: .customLong("max-connections"),
            help: "Open HTTP connections the server allows in all; more are answered 503 (default: half the file descriptors left after a reserve of 128, at most 4096).")
    var maxConnections: Int?
    @Flag(name: .customLong("accept-devices"),
          help: "Accept e-paper devices (TRMNL's protocol) as soon as they run setup, without the page's Accept.")
    var acceptDevices = false
    @Option(name: .customLong("widget-push-budget"),
            help: "The content-changed pushes each app's widgets take in a rolling day; more are answered 429.")
    var widgetPushBudget = 70
    @Flag(name: .customLong("developer-mode"),
          help: "Lift the daily reload budget and the widget push budget, as WidgetKit Developer Mode does on a device.")
    var developerMode = false
    @Option(name: .customLong("display-models"),
            help: "A JSON file of display models to add to the built-in ones (docs/DEVICES.md).")
    var displayModels: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        _ = try parsedAppURLs()
        guard extensionMemory >= 64 else { throw ValidationError("--extension-memory must be at least 64 (MiB).") }
        guard extensionTimeout.isFinite, (0.1...3600).contains(extensionTimeout) else {
            throw ValidationError("--extension-timeout must be between 0.1 and 3600 seconds.")
        }
        guard extensionLayoutTimeout.isFinite, (0.1...3600).contains(extensionLayoutTimeout) else {
            throw ValidationError("--extension-layout-timeout must be between 0.1 and 3600 seconds.")
        }
        guard extensionBackoff.isFinite, (0.1...3600).contains(extensionBackoff) else {
            throw ValidationError("--extension-backoff must be between 0.1 and 3600 seconds.")
        }
        guard extensionCPU.isFinite, (0...3600).contains(extensionCPU) else {
            throw ValidationError("--extension-cpu must be between 0 (no limit) and 3600 seconds.")
        }
        guard extensionIdle.isFinite, extensionIdle >= 1 else { throw ValidationError("--extension-idle must be at least 1 second.") }
        guard widgetPushBudget >= 1 else { throw ValidationError("--widget-push-budget must be at least 1.") }
        if let maxConnections, maxConnections < 1 { throw ValidationError("--max-connections must be at least 1.") }
        for path in bundles {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ValidationError("--bundle \(path): a directory, not a program. Give the path of a built widget bundle program (e.g. .build/debug/MyWidgets).")
            }
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw ValidationError("--bundle \(path): no executable program there. Give the path of a built widget bundle program (e.g. .build/debug/MyWidgets).")
            }
        }
    }

    func run() async throws {
        let registry = try ProgramState.current
        let directory = dataDirectory.url
        // Everything the home screen and its widget code create is the user's alone (0700/0600).
        umask(0o077)
        // Widget code in this process (app group containers) sees the same data directory.
        setenv("WIDGETKIT_DATA_DIR", directory.path, 1)
        var configuration = HomeScreenConfiguration(
            host: host, port: port, dataDirectory: directory, appURLBaseURLs: try parsedAppURLs(),
            resourceBundles: ResourceBundles.program, printsNewAccessToken: true)
        configuration.placesDefaultWidgets = true
        configuration.readOnly = readOnly
        configuration.appName = appName ?? ThisProgram.appName
        configuration.bundlePrograms = bundles.map { URL(fileURLWithPath: $0).standardizedFileURL }
        configuration.extensionSettings.memoryLimitMB = extensionMemory
        configuration.extensionSettings.callTimeout = .milliseconds(Int(extensionTimeout * 1000))
        configuration.extensionSettings.renderTimeout = .milliseconds(Int(min(extensionTimeout, extensionLayoutTimeout) * 1000))
        configuration.extensionSettings.initialBackoff = .milliseconds(Int(extensionBackoff * 1000))
        configuration.extensionSettings.maximumBackoff = max(.seconds(300), .milliseconds(Int(extensionBackoff * 1000)))
        configuration.extensionSettings.cpuLimit = extensionCPU > 0 ? .milliseconds(Int(extensionCPU * 1000)) : nil
        configuration.extensionSettings.idleTimeout = .milliseconds(Int(min(extensionIdle, 86_400 * 365) * 1000))
        configuration.connectionLimits.maxConnections = maxConnections
        configuration.devices.acceptsNewDevices = acceptDevices
        configuration.developerMode = developerMode
        configuration.widgetPushBudget = widgetPushBudget
        if let displayModels {
            do {
                configuration.devices = try configuration.devices.addingModels(from: URL(fileURLWithPath: displayModels))
            } catch {
                throw ValidationError("--display-models: \(error)")
            }
        }
        try await HomeScreenServer.run(registry: registry, configuration: configuration)
    }

    private func parsedAppURLs() throws -> [String: URL] {
        var result: [String: URL] = [:]
        for item in appURLs {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let url = URL(string: parts[1]),
                  ["http", "https"].contains(url.scheme?.lowercased() ?? "")
            else { throw ValidationError("--app-url takes scheme=http(s)://base, e.g. myapp=http://127.0.0.1:3000/open/") }
            result[parts[0].lowercased()] = url
        }
        return result
    }
}
