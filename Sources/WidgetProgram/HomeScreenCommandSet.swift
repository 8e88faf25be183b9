package import ArgumentParser

/// The home screen's commands run in the program's own process: `serve`, `backup`, `restore`,
/// `install` and `uninstall`, as the `HomeScreenProgram` module declares them.
///
/// A widget program does not link the home screen (its HTTP server, SQLite store and their
/// dependencies), so `WidgetProgram` cannot name that module. When a program's target depends
/// on `HomeScreenProgram` (the examples and test programs of this package do), its type
/// `InProcessHomeScreen` is in the program's metadata, and ``HomeScreenCommandSetLookup/linked`` finds it by its mangled
/// name: the program then serves in process, as before the split. Otherwise those commands hand
/// over to `widgetkit-home` (``HomeScreenHost``). Which one runs is decided by what the program
/// links, not by anything in its source.
package protocol HomeScreenCommandSet {
    /// The commands, `serve` first.
    static var commands: [any ParsableCommand.Type] { get }
}

/// Finds the in-process home screen's commands, if the program links them.
package enum HomeScreenCommandSetLookup {
    /// The mangled name of `HomeScreenProgram.InProcessHomeScreen` (a class), as the runtime
    /// looks types up.
    package static let inProcessTypeName = "17HomeScreenProgram19InProcessHomeScreenC"

    /// `HomeScreenProgram.InProcessHomeScreen` when the program links it, else `nil`.
    package static var linked: (any HomeScreenCommandSet.Type)? {
        _typeByName(inProcessTypeName) as? any HomeScreenCommandSet.Type
    }
}
