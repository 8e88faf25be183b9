import Foundation
public import WidgetCore
import ArgumentParser
import Synchronization
import HomeScreen
import Logging

/// The executable a widget bundle becomes with `@main`.
///
/// ```swift
/// @main
/// struct MyWidgets: WidgetBundle {
///     var body: some Widget { WeatherWidget(); NewsWidget() }
/// }
/// ```
///
/// Running it starts the home screen (`serve`, the default); `list`, `timeline`, `render` and
/// `preview` inspect and render the widgets from the command line.
public enum WidgetProgram {
    /// Runs the program for the widgets of `registry` with the process's arguments.
    @MainActor
    package static func run(_ registry: WidgetRegistry, arguments: [String]? = nil) async {
        ProgramState.registry.withLock { $0 = registry }
        ProgramLogging.bootstrap
        do {
            var command = try RootCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            RootCommand.exit(withError: error)
        }
    }
}

/// The registry of the running program (set once by `main()` before parsing).
enum ProgramState {
    static let registry = Mutex<WidgetRegistry?>(nil)

    static var current: WidgetRegistry {
        get throws {
            guard let registry = registry.withLock({ $0 }) else {
                throw ValidationError("No widgets registered: run the program through a @main WidgetBundle or Widget.")
            }
            return registry
        }
    }
}

extension WidgetProgram {
    /// What a program does before any widget code runs: logging, and its own Info.plist as the
    /// main bundle's (`ProgramInfoPlist`).
    static func start() {
        ProgramLogging.bootstrap
        ProgramInfoPlist.install
    }
}

extension WidgetBundle {
    /// The entry point `@main` calls: runs the widget program for this bundle.
    public static func main() async {
        WidgetProgram.start()
        await WidgetProgram.run(WidgetRegistry(bundle: Self.self))
    }
}

extension Widget {
    /// The entry point `@main` calls: runs the widget program for this single widget.
    public static func main() async {
        WidgetProgram.start()
        await WidgetProgram.run(WidgetRegistry(widget: Self.self))
    }
}

struct RootCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: (CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }) ?? "widgets",
        abstract: "Runs and renders the widgets of this bundle.",
        subcommands: [ServeCommand.self, ListCommand.self, TimelineCommand.self, RenderCommand.self, PreviewCommand.self,
                      PerformCommand.self, BackupCommand.self, RestoreCommand.self, InstallCommand.self, UninstallCommand.self,
                      ExtensionCommand.self],
        defaultSubcommand: ServeCommand.self
    )
}

/// Logging for the whole process: standard error, with control and bidi characters escaped
/// (`EscapingLogHandler`), so widget data cannot forge or disguise a log line.
enum ProgramLogging {
    /// Bootstraps once, however often the program runs in one process.
    static let bootstrap: Void = {
        LoggingSystem.bootstrap { label in EscapingLogHandler(wrapping: StreamLogHandler.standardError(label: label)) }
    }()
}
