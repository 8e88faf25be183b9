import Foundation
import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// The home screen program, `widgetkit-home`, that a widget program hands its home-screen
/// commands to: `MyWidgets serve --port 8081` becomes
/// `widgetkit-home serve --bundle /path/to/MyWidgets --app-name MyWidgets --port 8081`, which
/// hosts the program as an extension process, as it hosts any other bundle.
///
/// Where the host is, in this order: `$WIDGETKIT_HOME_PROGRAM`; next to this program (a
/// package's build folder has every product it built); else it is built there, once, with
/// `swift build --product widgetkit-home` in the package this program was built in (the scratch
/// path and configuration read from where this program is), and then started.
enum HomeScreenHost {
    /// The host's product and file name.
    static let productName = "widgetkit-home"

    /// The commands that hand over, `serve` first (the default).
    static var handOverCommands: [any ParsableCommand.Type] {
        [ServeHandOver.self, BackupHandOver.self, RestoreHandOver.self, InstallHandOver.self, UninstallHandOver.self]
    }

    /// Replaces this process with the host, run with `arguments`; returns only by throwing.
    static func handOver(_ arguments: [String]) throws -> Never {
        let host = try locate()
        fflush(nil)
        var argv: [UnsafeMutablePointer<CChar>?] = ([host.path] + arguments).map { strdup($0) }
        argv.append(nil)
        execv(host.path, &argv)
        let reason = String(cString: strerror(errno))
        throw HandOverError("Cannot start the home screen program \(host.path): \(reason).")
    }

    /// The host's executable: found, or built next to this program.
    static func locate() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["WIDGETKIT_HOME_PROGRAM"], !given.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: given) else {
                throw HandOverError("WIDGETKIT_HOME_PROGRAM is \(given), which is not an executable program.")
            }
            return URL(fileURLWithPath: given)
        }
        let binFolder = URL(fileURLWithPath: ThisProgram.path).deletingLastPathComponent()
        let beside = binFolder.appendingPathComponent(productName)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        try build(into: binFolder)
        guard FileManager.default.isExecutableFile(atPath: beside.path) else {
            throw HandOverError("`swift build --product \(productName)` finished, but \(beside.path) is not there.")
        }
        return beside
    }

    /// A build of the host into `binFolder` (`<scratch path>/<triple>/<configuration>`), in the
    /// package whose build folder that is (else the current directory's package).
    private static func build(into binFolder: URL) throws {
        let configuration = binFolder.lastPathComponent
        let scratch = binFolder.deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [scratch.deletingLastPathComponent(), URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        guard let package = candidates.first(where: {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path)
        }) else {
            throw HandOverError("""
                The home screen program (\(productName)) is not next to this program, and no package is here to \
                build it in. Build it in this program's package with `swift build --product \(productName)`, or set \
                WIDGETKIT_HOME_PROGRAM to its path.
                """)
        }
        let arguments = ["swift", "build", "--product", productName, "--package-path", package.path,
                         "--scratch-path", scratch.path] + (configuration == "release" ? ["-c", "release"] : [])
        FileHandle.standardError.write(Data("""
            The home screen program (\(productName)) is not built yet: building it once \
            (\(arguments.joined(separator: " "))); the first build takes a few minutes.

            """.utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        // The build's output goes to standard error: standard output is the home screen's.
        process.standardOutput = FileHandle.standardError
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw HandOverError("Building the home screen program failed (`\(arguments.joined(separator: " "))` exited with \(process.terminationStatus)).")
        }
    }
}

/// Why a home-screen command could not hand over to `widgetkit-home` (printed without the usage).
struct HandOverError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The arguments a hand-over passes on unread: `widgetkit-home` parses and checks them.
struct PassedArguments: ParsableArguments {
    @Argument(parsing: .captureForPassthrough, help: "Passed on to widgetkit-home (see `widgetkit-home help <command>`).")
    var arguments: [String] = []
}

/// `serve`, handed over: `widgetkit-home serve --bundle <this program> …`.
struct ServeHandOver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Start the home screen in the browser (the default), hosting this bundle.",
        discussion: """
            Runs `widgetkit-home serve --bundle <this program>` with the arguments given (such as --port, \
            --data-dir, --bundle): the home screen program hosts this bundle's widgets in an extension \
            process. It is found next to this program, or built there once. `widgetkit-home serve --help` \
            lists the options.
            """)

    @OptionGroup var passed: PassedArguments

    func run() throws {
        try HomeScreenHost.handOver(["serve", "--bundle", ThisProgram.invokedPath, "--app-name", ThisProgram.appName]
            + passed.arguments)
    }
}

/// `backup`, handed over to `widgetkit-home backup`.
struct BackupHandOver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Write a consistent copy of the home screen's widgets to a new file (widgetkit-home backup).")

    @OptionGroup var passed: PassedArguments

    func run() throws { try HomeScreenHost.handOver(["backup"] + passed.arguments) }
}

/// `restore`, handed over to `widgetkit-home restore`.
struct RestoreHandOver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore", abstract: "Make a backup written by `backup` the home screen's store (widgetkit-home restore).")

    @OptionGroup var passed: PassedArguments

    func run() throws { try HomeScreenHost.handOver(["restore"] + passed.arguments) }
}

/// `install`, handed over to `widgetkit-home install --program <this program>`.
struct InstallHandOver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Add this bundle's widgets to the home screen of a data directory (widgetkit-home install).")

    @OptionGroup var passed: PassedArguments

    func run() throws {
        try HomeScreenHost.handOver(["install", "--program", ThisProgram.path, "--app-name", ThisProgram.appName]
            + passed.arguments)
    }
}

/// `uninstall`, handed over to `widgetkit-home uninstall --program <this program>`.
struct UninstallHandOver: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove this bundle and its widgets from the home screen of a data directory (widgetkit-home uninstall).")

    @OptionGroup var passed: PassedArguments

    func run() throws {
        try HomeScreenHost.handOver(["uninstall", "--program", ThisProgram.path, "--app-name", ThisProgram.appName]
            + passed.arguments)
    }
}
