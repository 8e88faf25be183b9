package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `example-widgets serve` as a real process on a free port (`--port 0`) and a fresh data
/// directory, which it fills with one widget of each kind.
/// Its state is set in `init` and only read afterwards (the output behind a lock), so tests may
/// use it from several tasks.
package final class ServerProcess: @unchecked Sendable {
    package let process = Process()
    package let dataDirectory: URL
    /// Whether `stop()` removes the data directory (the server made it).
    private let ownsDataDirectory: Bool
    /// `http://127.0.0.1:<port>/`, as the server printed it.
    package private(set) var baseURL = ""
    private let output = Output()

    private final class Output: @unchecked Sendable {
        let lock = NSLock()
        var text = ""
        /// The pipe reached its end: everything the process wrote is in `text`.
        var isComplete = false
        func append(_ data: Data) { lock.withLock { text += String(decoding: data, as: UTF8.self) } }
        func complete() { lock.withLock { isComplete = true } }
        var current: String { lock.withLock { text } }
        var hasEnded: Bool { lock.withLock { isComplete } }
    }

    /// The example bundle's executable, built next to the test bundle.
    package static var executable: URL { product("example-widgets") }

    /// The executable `name` built next to the test bundle (test bundles and products share a folder).
    package static func product(_ name: String) -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path),
              folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }

    /// Starts `example-widgets serve --port 0 --data-dir <fresh>` (or `program serve …`) with
    /// `arguments` added, and waits until it prints its address. With `dataDirectory`, it serves
    /// that one instead and leaves it in place when it stops. With `launcher`, the program is run
    /// through it (`["/usr/bin/prlimit", "--nofile=256", "--"]`: a program that execs the rest, so
    /// the process id is the server's). `environment` is added to this process's environment for
    /// the server alone: a test never calls `setenv`, which races other tests' process launches
    /// (Foundation's `Process.run` copies `environ` and crashes if it is reallocated meanwhile).
    package init(
        program: URL? = nil, arguments: [String] = [], dataDirectory: URL? = nil, launcher: [String] = [],
        environment: [String: String] = [:], timeout: Double = 30
    ) throws {
        // Short: the WidgetCenter socket's path must fit in sockaddr_un.
        self.dataDirectory = dataDirectory ?? URL(fileURLWithPath: "/tmp/wk-browser-\(UUID().uuidString.prefix(8))")
        ownsDataDirectory = dataDirectory == nil
        let dataDirectory = self.dataDirectory
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let executable = program ?? Self.executable
        let name = executable.lastPathComponent
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ServerProcessError("\(name) was not built next to the tests (looked for \(executable.path))")
        }
        let serve = ["serve", "--port", "0", "--data-dir", dataDirectory.path] + arguments
        if let first = launcher.first {
            process.executableURL = URL(fileURLWithPath: first)
            process.arguments = Array(launcher.dropFirst()) + [executable.path] + serve
        } else {
            process.executableURL = executable
            process.arguments = serve
        }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = self.output
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                output.complete()
            } else {
                output.append(data)
            }
        }
        try process.run()

        let deadline = Date().addingTimeInterval(Patience.seconds(timeout))
        while true {
            let text = output.current
            if let range = text.range(of: #"Home screen: (http://[^\s]+/)"#, options: .regularExpression) {
                baseURL = String(text[range].dropFirst("Home screen: ".count))
                return
            }
            guard process.isRunning else {
                // What it wrote last may still be in the pipe: read to its end before saying why.
                let drained = Date().addingTimeInterval(Patience.seconds(5))
                while !output.hasEnded, Date() < drained { Thread.sleep(forTimeInterval: 0.01) }
                throw ServerProcessError("\(name) serve exited (\(process.terminationStatus)) before it was ready:\n\(output.current)")
            }
            guard Date() < deadline else {
                stop()
                throw ServerProcessError("\(name) serve did not report its address within \(Patience.seconds(timeout)) s:\n\(text)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    deinit { stop() }

    /// The port the server listens on.
    package var port: Int { Int(baseURL.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0 }

    /// The server's open file descriptors (`/proc/<pid>/fd`), each with what it points at
    /// (`pipe:[123]`, `socket:[456]`, a path).
    package var openDescriptors: [String] {
        let folder = "/proc/\(process.processIdentifier)/fd"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0) }
    }

    /// What the server printed so far (for failure messages).
    package var log: String { output.current }

    /// Copies the program `product` (built next to the tests) to `destination` with `cp`, so this
    /// process never holds the copy open for writing: a child another test forks meanwhile
    /// would inherit that descriptor (Foundation opens it without `O_CLOEXEC`) and keep it
    /// open for its whole life, and running the copy would fail with ETXTBSY all that time.
    /// The files the plugin installs beside the program go with it: its entitlements
    /// (`<product>.entitlements`, its app groups), its `<product>.Info.plist` and its
    /// `<product>.resource-bundles.json`, as `<destination>.entitlements` and so on; a
    /// destination whose product has none loses an old one.
    package static func copyProduct(_ product: String, to destination: URL) throws {
        try copy(Self.product(product), to: destination)
        for suffix in [".entitlements", ".Info.plist", ".resource-bundles.json"] {
            let file = URL(fileURLWithPath: Self.product(product).path + suffix)
            let copied = URL(fileURLWithPath: destination.path + suffix)
            if FileManager.default.fileExists(atPath: file.path) {
                try copy(file, to: copied)
            } else {
                try? FileManager.default.removeItem(at: copied)
            }
        }
    }

    /// Runs `program arguments…` to its end with no terminal on standard input (a bundle
    /// program's `install`, say); its status and output (standard output and error together).
    package static func run(_ program: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try launch(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func copy(_ source: URL, to destination: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/cp")
        process.arguments = [source.path, destination.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ServerProcessError("cp \(source.path) \(destination.path) failed (\(process.terminationStatus))")
        }
    }

    /// Runs `process`, trying again for a few seconds while its program is "busy": a program
    /// copied just now can still be open for writing in a child another test forked meanwhile
    /// (it inherited the descriptor until it execs), and exec then fails with ETXTBSY.
    package static func launch(_ process: Process) throws {
        let deadline = Date().addingTimeInterval(5)
        while true {
            do {
                return try process.run()
            } catch let error as NSError where Date() < deadline && Self.isTextFileBusy(error) {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain, error.code == Int(ETXTBSY) { return true }
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isTextFileBusy) ?? false
    }

    /// Kills the server and removes its data directory (unless it was given one). Idempotent.
    package func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        if ownsDataDirectory { try? FileManager.default.removeItem(at: dataDirectory) }
    }

    /// Stops the server with SIGTERM, as a user's Control-C does, and waits until it ended;
    /// keeps the data directory.
    package func terminate() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }

    /// Sends one `WidgetCenter` request over `<data dir>/widgetcenter.sock`, as an app process's
    /// `WidgetCenter.shared.reloadTimelines(ofKind:)` does: one JSON object, no reply.
    package func widgetCenterReload(kind: String) throws {
        let path = dataDirectory.appendingPathComponent("widgetcenter.sock").path
        let socketFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw ServerProcessError("socket() failed: \(errno)") }
        defer { close(socketFD) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw ServerProcessError("Socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else { throw ServerProcessError("Could not connect to \(path): errno \(errno)") }
        let request = Array(try JSONSerialization.data(withJSONObject: ["op": "reloadKind", "kind": kind]))
        var written = 0
        while written < request.count {
            let count = request[written...].withUnsafeBytes { write(socketFD, $0.baseAddress, $0.count) }
            guard count > 0 else { throw ServerProcessError("Writing to \(path) failed: errno \(errno)") }
            written += count
        }
        shutdown(socketFD, Int32(SHUT_WR))
        // Wait until the host closes its end, so the request has been read.
        var scratch = [UInt8](repeating: 0, count: 256)
        var descriptor = pollfd(fd: socketFD, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 5000) > 0, scratch.withUnsafeMutableBytes({ read(socketFD, $0.baseAddress, $0.count) }) > 0 {}
    }
}

/// A server process that could not be started or talked to.
package struct ServerProcessError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
