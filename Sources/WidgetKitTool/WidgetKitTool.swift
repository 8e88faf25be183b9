import ArgumentParser
import Foundation

/// `widgetkit`: the package's own tool. `widgetkit import App.xcodeproj` makes a Swift package of
/// an Xcode project's widget extensions (docs/IMPORTING.md).
///
/// Exit codes: 0 on success, 1 when a build (or a preview render) fails, 2 on a usage error
/// (an unknown option, target or file; an output folder that is not the tool's own).
@main
struct WidgetKitTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetkit",
        abstract: "WidgetKit for Linux's tool: bring an Xcode project's widgets over.",
        subcommands: [ImportCommand.self])

    /// Parses and runs, mapping errors to the documented exit codes.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as ToolFailure {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            Foundation.exit(error.code)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            // ArgumentParser's usage errors (64) are this tool's 2.
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// A failure with the exit code it ends the tool with.
struct ToolFailure: Error {
    var message: String
    var code: Int32

    static func usage(_ message: String) -> ToolFailure { ToolFailure(message: message, code: 2) }
    static func build(_ message: String) -> ToolFailure { ToolFailure(message: message, code: 1) }
}
