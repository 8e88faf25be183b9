import Foundation
import ArgumentParser
import WidgetCore
import WidgetExtension
#if canImport(Glibc)
import Glibc
#endif

/// `extension` (hidden): runs this bundle as an extension process of a home screen in another
/// process, which talks to it over standard input and output (`WidgetExtension`'s protocol).
///
/// A widget author never types it: `serve --bundle PATH` starts it. Standard output becomes
/// the channel, so whatever the widget code prints goes to standard error instead.
struct ExtensionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extension",
        abstract: "Serve this bundle's widgets to a home screen in another process (started by the host).",
        shouldDisplay: false)

    @Option(name: .customLong("memory-limit-mb"), help: "Memory this process may allocate, in MiB (0: no limit).")
    var memoryLimit = 0

    func run() async throws {
        let registry = try ProgramState.current
        // The channel is the original standard output; prints of widget code go to standard error.
        let channelOutput = dup(STDOUT_FILENO)
        guard channelOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            throw ValidationError("Cannot set up the channel: \(String(cString: strerror(errno)))")
        }
        // Its own process group: the host ends the extension and whatever it started together.
        _ = setpgid(0, 0)
        // What it writes in its app group containers is the user's alone, as the host's files are.
        umask(0o077)
        if memoryLimit > 0 {
            let bytes = rlim_t(memoryLimit) << 20
            var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
            if setrlimit(Int32(RLIMIT_DATA.rawValue), &limit) != 0 {
                FileHandle.standardError.write(Data("Cannot cap memory at \(memoryLimit) MiB: \(String(cString: strerror(errno)))\n".utf8))
            }
        }
        let channel = ExtensionChannel(input: STDIN_FILENO, output: channelOutput)
        let name = (Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String)
            ?? (CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "Widgets")
        let service = ExtensionService(registry: registry, channel: channel, bundles: ResourceBundles.all, displayName: name)
        WidgetCenter.shared.install(handler: ExtensionWidgetCenter(service: service))
        let thread = Thread { service.serve() }
        thread.name = "extension-channel"
        thread.start()
        // The reader thread ends the process; the main actor stays free for layouts.
        while true {
            try? await Task.sleep(for: .seconds(3600))
        }
    }
}
