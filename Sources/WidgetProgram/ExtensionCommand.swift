import Foundation
import ArgumentParser
import WidgetCore
import WidgetResources
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
        // Nothing this process inherited reaches the programs its widget code starts: not the
        // host's descriptors (Foundation's `Process` in the host learns of this process's end
        // when one of them closes), not the channel.
        Self.closeOnExec()
        // The channel is the original standard input and output; prints of widget code go to
        // standard error, and what widget code (or a program it starts) reads is /dev/null.
        let channelInput = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
        let channelOutput = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard channelInput >= 0, channelOutput >= 0, null >= 0, dup2(null, STDIN_FILENO) >= 0,
              dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            throw ValidationError("Cannot set up the channel: \(String(cString: strerror(errno)))")
        }
        close(null)
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
        let channel = ExtensionChannel(input: channelInput, output: channelOutput)
        // A crash is told to the host before the backtrace, which takes a second or more.
        try ExtensionCrashReporter.install(channel: channel)
        let name = (Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String)
            ?? (CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "Widgets")
        let service = ExtensionService(registry: registry, channel: channel, bundles: ResourceBundles.program, displayName: name)
        WidgetCenter.shared.install(handler: ExtensionWidgetCenter(service: service))
        let thread = Thread { service.serve() }
        thread.name = "extension-channel"
        thread.start()
        // The reader thread ends the process; the main actor stays free for layouts.
        while true {
            try? await Task.sleep(for: .seconds(3600))
        }
    }

    /// Marks every open descriptor above standard error close-on-exec.
    private static func closeOnExec() {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in descriptors.compactMap({ Int32($0) }) where descriptor > STDERR_FILENO {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }
}
