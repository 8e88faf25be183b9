import Foundation

/// This program: its absolute path (symbolic links resolved), its key on a home screen (the
/// file name) and its app name.
package enum ThisProgram {
    /// The program's file, symbolic links resolved (`/proc/self/exe`).
    package static var path: String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        let argument = CommandLine.arguments.first ?? "widgets"
        return URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .resolvingSymlinksInPath().path
    }

    /// As it was started: the first argument made absolute, symbolic links kept (a link named
    /// after an app hosts the program under that name); the resolved path if it was found on `PATH`.
    package static var invokedPath: String {
        guard let argument = CommandLine.arguments.first, argument.contains("/") else { return path }
        return URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }

    /// The program's key on a home screen: its file name.
    package static var key: String { URL(fileURLWithPath: path).lastPathComponent }

    /// `CFBundleDisplayName`, else the program's name (as `serve` and `extension` call it).
    package static var appName: String {
        (Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String)
            ?? (CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "Widgets")
    }
}
