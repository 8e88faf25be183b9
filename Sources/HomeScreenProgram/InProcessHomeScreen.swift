package import ArgumentParser
import WidgetProgram

/// The home screen's commands for a program that serves in its own process.
///
/// Nothing names this type: a widget program whose target depends on `HomeScreenProgram` finds
/// it by its mangled name at start (`HomeScreenCommandSetLookup`, in WidgetProgram) and runs
/// these commands itself instead of handing them to `widgetkit-home`. Renaming or moving it
/// changes that name: `InProcessLookupTests` pins it.
final class InProcessHomeScreen: HomeScreenCommandSet {
    static var commands: [any ParsableCommand.Type] { HomeScreenCommands.all }
}

/// The home screen's commands, `serve` first: a widget program's in process, and `widgetkit-home`'s.
package enum HomeScreenCommands {
    /// `serve`, `backup`, `restore`, `install`, `uninstall`.
    package static var all: [any ParsableCommand.Type] {
        [ServeCommand.self, BackupCommand.self, RestoreCommand.self, InstallCommand.self, UninstallCommand.self]
    }
}
