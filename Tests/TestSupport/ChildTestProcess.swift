package import Foundation

/// One test of this test binary, run in a child process: how the two-process tests play the
/// app's process against the home screen's.
package struct ChildTestProcess {
    package let process: Process
    package let output: Pipe

    /// Starts the tests matching `filter` with `environment` added to this process's.
    package static func start(_ filter: String, environment: [String: String]) throws -> ChildTestProcess {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", filter]
        child.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        return ChildTestProcess(process: child, output: output)
    }

    package var isRunning: Bool { process.isRunning }

    /// Waits for the child to exit (a watchdog ends one that hangs past `timeout`) and returns
    /// its status and output.
    package func finish(timeout: Duration) async -> (status: Int32, log: String) {
        let child = process
        let watchdog = Task {
            try await Task.sleep(for: timeout)
            child.terminate()
        }
        let output = self.output
        let log = await Task.detached { output.fileHandleForReading.readDataToEndOfFile() }.value
        child.waitUntilExit()
        watchdog.cancel()
        return (child.terminationStatus, String(decoding: log, as: UTF8.self))
    }
}
