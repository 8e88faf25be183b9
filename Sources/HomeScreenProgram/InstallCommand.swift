import Foundation
import ArgumentParser
import HomeScreen
import WidgetHosting
import WidgetProgram
#if canImport(Glibc)
import Glibc
#endif

/// `install`: registers this bundle program with the home screen of a data directory.
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Add this bundle's widgets to the home screen of a data directory (a running one picks them up at once).",
        discussion: """
            Records this program's path in <data dir>/installed-bundles.json. A home screen serving that \
            directory (any bundle's `serve`) starts it as an extension process within a second and offers \
            its widgets in the gallery, under this app's name; one started later hosts it from the start. \
            Rebuilding the program in place updates its widgets. Installing again changes nothing.
            """)

    @OptionGroup var dataDirectory: DataDirectoryOption
    @OptionGroup var program: BundleProgramOption

    func run() throws {
        let directory = dataDirectory.url
        let path = program.path
        let key = program.key
        let appName = program.appName
        enum Outcome { case installed, already, removalWithdrawn }
        let outcome = try InstalledBundles.update(in: directory) { bundles -> Outcome in
            if let index = bundles.firstIndex(where: { $0.path == path }) {
                guard bundles[index].removalRequestedAt != nil else { return .already }
                bundles[index].removalRequestedAt = nil
                return .removalWithdrawn
            }
            if let other = bundles.first(where: { $0.key == key }) {
                throw InstallError("""
                    Another program named '\(key)' is installed there: \(other.path). \
                    Uninstall it first (`\(other.path) uninstall --data-dir \(directory.path)`), or rename this one.
                    """)
            }
            bundles.append(InstalledBundle(path: path))
            return .installed
        }
        switch outcome {
        case .installed:
            print("Installed \(appName) (\(path)) in \(directory.path).")
            // Not probed by taking the directory's lock: that could refuse a `serve` starting just then.
            print("A home screen serving that directory adds its widgets within a second; one started later hosts it from the start.")
        case .already:
            print("\(appName) (\(path)) is already installed in \(directory.path).")
        case .removalWithdrawn:
            print("\(appName) (\(path)) is installed in \(directory.path); its pending uninstall is withdrawn.")
        }
    }
}

/// `uninstall`: removes this bundle and its widgets from the home screen of a data directory,
/// after confirmation in its page when one serves it, else on the terminal (or `--yes`).
struct UninstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove this bundle and its widgets from the home screen of a data directory.",
        discussion: """
            When a home screen serves the directory, its page asks "Remove <App> and its N widgets?" \
            (Remove or Keep) and does what is chosen. Otherwise this command asks here (y/N), or \
            removes at once with --yes, and deletes the bundle's widgets from the store.
            """)

    @OptionGroup var dataDirectory: DataDirectoryOption
    @OptionGroup var program: BundleProgramOption
    @Flag(name: .customLong("yes"), help: "Do not ask on the terminal when no home screen serves the directory.")
    var yes = false

    func run() async throws {
        let directory = dataDirectory.url
        let path = program.path
        let key = program.key
        let name = program.appName
        guard try InstalledBundles.load(in: directory).contains(where: { $0.path == path }) else {
            print("\(name) (\(path)) is not installed in \(directory.path); nothing to do.")
            return
        }
        let lock: DataDirectoryLock
        do {
            lock = try DataDirectoryLock(directory: directory)
        } catch is StoreIntegrityError {
            // A home screen serves the directory: it asks its page.
            try InstalledBundles.update(in: directory) { bundles in
                for index in bundles.indices where bundles[index].path == path && bundles[index].removalRequestedAt == nil {
                    bundles[index].removalRequestedAt = Date()
                }
            }
            print("The home screen serving \(directory.path) asks to confirm: choose Remove or Keep in its page.")
            return
        }
        defer { withExtendedLifetime(lock) {} }
        let store = try SQLiteInstanceStore(directory: directory)
        let records = try await store.instances().filter { $0.kind.hasPrefix(key + "/") }
        if !yes {
            let question = "Remove \(name) and its \(records.count) \(records.count == 1 ? "widget" : "widgets") from \(directory.path)? [y/N] "
            guard isatty(STDIN_FILENO) != 0 else {
                throw InstallError("No terminal to ask “\(question.dropLast(7))” on: pass --yes to remove it.")
            }
            print(question, terminator: "")
            fflush(nil)
            let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                print("Kept \(name).")
                return
            }
        }
        for record in records { _ = try await store.delete(record.id) }
        try store.checkpoint()
        try InstalledBundles.update(in: directory) { bundles in bundles.removeAll { $0.path == path } }
        ExtensionAppGroups(dataDirectory: directory).remove(key: key)
        print("Removed \(name) and its \(records.count) \(records.count == 1 ? "widget" : "widgets") from \(directory.path).")
    }
}

/// `--program` and `--app-name` of `install` and `uninstall`: the bundle program they register,
/// this program unless given (`widgetkit-home install --program PATH`, as a widget program that
/// hands the command over runs it).
struct BundleProgramOption: ParsableArguments {
    @Option(name: .customLong("program"), help: "The widget bundle program (default: this program).")
    var program: String?
    @Option(name: .customLong("app-name"), help: "The app name to print (default: the program's CFBundleDisplayName, else its file name).")
    var name: String?

    /// The program's absolute path, symbolic links resolved.
    var path: String {
        guard let program else { return ThisProgram.path }
        return URL(fileURLWithPath: program).resolvingSymlinksInPath().path
    }

    /// Its key on a home screen: the file name.
    var key: String { URL(fileURLWithPath: path).lastPathComponent }

    /// The name `install` and `uninstall` print.
    var appName: String { name ?? (program == nil ? ThisProgram.appName : key) }
}

/// Why `install` or `uninstall` did nothing (printed without the usage).
struct InstallError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
