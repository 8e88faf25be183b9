import Foundation
public import WidgetCore
package import ArgumentParser
import Synchronization
import Logging
import WidgetKitSupport

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
///
/// The home screen itself (`serve`, `backup`, `restore`, `install`, `uninstall`) is not linked
/// into a widget program: those commands hand over to the `widgetkit-home` program, which hosts
/// this one as an extension process (``HomeScreenHost``). A program that links the
/// `HomeScreenProgram` module serves in its own process instead (``HomeScreenCommandSet``).
public enum WidgetProgram {
    /// Runs the program for the widgets of `registry` with the process's arguments: the widget
    /// commands and the home screen's (in process when linked, else handed over).
    @MainActor
    package static func run(_ registry: WidgetRegistry, arguments: [String]? = nil) async {
        // `serve` first (the default), then the widget commands, the rest of the home screen's, `extension`.
        let homeScreen: [any ParsableCommand.Type] = HomeScreenCommandSetLookup.linked?.commands ?? HomeScreenHost.handOverCommands
        let widgetCommands: [any ParsableCommand.Type] = [
            ListCommand.self, TimelineCommand.self, RenderCommand.self, PreviewCommand.self, PerformCommand.self,
        ]
        var subcommands = Array(homeScreen.prefix(1))
        subcommands += widgetCommands
        subcommands += homeScreen.dropFirst()
        subcommands.append(ExtensionCommand.self)
        let commands = ProgramCommands(abstract: "Runs and renders the widgets of this bundle.", subcommands: subcommands)
        await run(registry, commands: commands, arguments: arguments)
    }

    /// Runs `commands` (the first is the default) for `registry` with the process's arguments:
    /// a widget program's, or the home screen program's (`widgetkit-home`, with no widgets of its own).
    @MainActor
    package static func run(_ registry: WidgetRegistry, commands: ProgramCommands, arguments: [String]? = nil) async {
        ProgramState.registry.withLock { $0 = registry }
        ProgramState.commands.withLock { $0 = commands }
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

/// What a program's root command offers: its subcommands (the first is the default) and its
/// one-line description.
///
/// `@unchecked Sendable`: command types (metatypes), set once before parsing and only read.
package struct ProgramCommands: @unchecked Sendable {
    /// The root command's abstract.
    package var abstract: String
    /// The subcommands; the first runs when none is named.
    package var subcommands: [any ParsableCommand.Type]

    /// Commands for a root command described by `abstract`.
    package init(abstract: String, subcommands: [any ParsableCommand.Type]) {
        self.abstract = abstract
        self.subcommands = subcommands
    }
}

/// The registry and commands of the running program (set once by `main()` before parsing).
package enum ProgramState {
    static let registry = Mutex<WidgetRegistry?>(nil)
    static let commands = Mutex<ProgramCommands?>(nil)

    /// The running program's widgets; an error before a `@main` type registered them.
    package static var current: WidgetRegistry {
        get throws {
            guard let registry = registry.withLock({ $0 }) else {
                throw ValidationError("No widgets registered: run the program through a @main WidgetBundle or Widget.")
            }
            return registry
        }
    }
}

extension WidgetProgram {
    /// What a program does before any widget code runs: logging, its own Info.plist as the
    /// main bundle's (`ProgramInfoPlist`), and the fonts its `UIAppFonts` names (`ProgramFonts`).
    package static func start() {
        ProgramLogging.bootstrap
        ProgramInfoPlist.install
        ProgramFonts.registerAppFonts
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
    static var configuration: CommandConfiguration {
        let commands = ProgramState.commands.withLock { $0 }
        return CommandConfiguration(
            commandName: (CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }) ?? "widgets",
            abstract: commands?.abstract ?? "",
            subcommands: commands?.subcommands ?? [],
            defaultSubcommand: commands?.subcommands.first
        )
    }
}

/// Logging for the whole process: standard error, with control and bidi characters escaped
/// (`EscapingLogHandler`), so widget data cannot forge or disguise a log line.
enum ProgramLogging {
    /// Bootstraps once, however often the program runs in one process.
    static let bootstrap: Void = {
        LoggingSystem.bootstrap { label in EscapingLogHandler(wrapping: StreamLogHandler.standardError(label: label)) }
    }()
}
