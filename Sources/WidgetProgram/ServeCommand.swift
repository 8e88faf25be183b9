import Foundation
import ArgumentParser

/// `serve`: the home screen in the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Start the home screen in the browser (the default).")

    @Option(help: "Address to listen on.") var host = ProcessInfo.processInfo.environment["WIDGETKIT_HOST"] ?? "127.0.0.1"
    @Option(help: "Port to listen on.") var port = Int(ProcessInfo.processInfo.environment["WIDGETKIT_PORT"] ?? "") ?? 8080

    func run() async throws {
        let registry = try ProgramState.current
        print("The home screen is not part of this build yet. Meanwhile these widgets can be rendered:")
        for descriptor in registry.descriptors {
            print("  \(descriptor.kind)")
        }
        print("Try: render <kind> --output widget.png, or preview --output previews/")
        throw ExitCode(2)
    }
}
