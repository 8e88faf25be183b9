import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failure of the browser test harness, with a message that says what was waited for.
struct BrowserTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`):
/// the browser reads commands on its fd 3 and writes replies and events on its fd 4, each a JSON
/// object followed by a NUL byte. No WebSocket is involved, so Foundation and Glibc suffice.
///
/// The browser runs in its own process group, which ``close()`` kills as a whole.
/// Every call blocks its thread, so use it off Swift's cooperative pool.
final class DevToolsBrowser {
    let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: URL
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session: String?
    private var closed = false

    /// The `chromium` executable: `$CHROMIUM` or the first on `PATH`.
    static func executable() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["CHROMIUM"], !explicit.isEmpty { candidates.append(explicit) }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            candidates.append("\(folder)/chromium")
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        throw BrowserTestError(
            "Chromium is not installed: the browser test needs Debian's `chromium` on PATH (or $CHROMIUM). "
                + "Install it with scripts/install-dependencies.sh (apt-get install chromium).")
    }

    /// Starts the browser with a fresh profile and attaches to one new page of `width`×`height`
    /// CSS pixels at device scale 1.
    init(width: Int, height: Int, timeout: Double = 30) throws {
        let executable = try Self.executable()
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("wk-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)

        var commands: [Int32] = [0, 0], replies: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else { throw BrowserTestError("pipe() failed: \(errno)") }
        // Our ends must not leak into the browser (it would then never see end of file).
        _ = fcntl(commands[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(replies[0], F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
            "--mute-audio", "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-dev-shm-usage", "--window-size=\(width),\(height)", "about:blank",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, &argv, environ)
        Glibc.close(commands[0])
        Glibc.close(replies[1])
        guard status == 0 else {
            Glibc.close(commands[1])
            Glibc.close(replies[0])
            try? FileManager.default.removeItem(at: profile)
            throw BrowserTestError("Could not start \(executable): posix_spawn error \(status)")
        }
        pid = child
        toBrowser = commands[1]
        fromBrowser = replies[0]

        do {
            let target = try call("Target.createTarget", ["url": "about:blank"], timeout: timeout)["targetId"] as? String
            guard let target else { throw BrowserTestError("Target.createTarget returned no targetId") }
            let attached = try call("Target.attachToTarget", ["targetId": target, "flatten": true], timeout: timeout)
            guard let session = attached["sessionId"] as? String else {
                throw BrowserTestError("Target.attachToTarget returned no sessionId")
            }
            self.session = session
            _ = try call("Page.enable")
            _ = try call("Runtime.enable")
            _ = try call("Emulation.setDeviceMetricsOverride",
                         ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Kills the browser's whole process group, reaps it and removes the profile. Idempotent.
    func close() {
        guard !closed else { return }
        closed = true
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        Glibc.close(toBrowser)
        Glibc.close(fromBrowser)
        try? FileManager.default.removeItem(at: profile)
    }

    // MARK: The protocol

    /// Sends `method` (to the attached page, once there is one) and returns its result; events
    /// that arrive meanwhile are dropped (the test polls the page's state instead).
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], timeout: Double = 20) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var data = [UInt8](try JSONSerialization.data(withJSONObject: message))
        data.append(0)
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw BrowserTestError("\(method): writing to Chromium failed (errno \(errno)); did it exit?")
            }
            written += count
        }
        let deadline = Date().addingTimeInterval(Patience.seconds(timeout))
        while true {
            let reply = try readMessage(until: deadline, waitingFor: method)
            guard (reply["id"] as? Int) == id else { continue }
            if let error = reply["error"] as? [String: Any] {
                throw BrowserTestError("\(method) failed: \(error["message"] as? String ?? "\(error)")")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage(until deadline: Date, waitingFor method: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] else {
                    throw BrowserTestError("Chromium sent a message that is not a JSON object")
                }
                return object
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw BrowserTestError("Chromium did not answer \(method) in time") }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, 1000)) + 1)
            if ready < 0 && errno != EINTR { throw BrowserTestError("poll() failed: \(errno)") }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw BrowserTestError("Chromium closed the DevTools pipe (waiting for \(method))") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    // MARK: Page helpers

    /// Navigates the page to `url` (the test then polls for what it expects there).
    func navigate(_ url: String) throws {
        let result = try call("Page.navigate", ["url": url])
        if let error = result["errorText"] as? String { throw BrowserTestError("Navigating to \(url) failed: \(error)") }
    }

    /// The value of a JavaScript expression (promises are awaited).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", [
            "expression": expression, "returnByValue": true, "awaitPromise": true,
        ])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let text = ((exception["exception"] as? [String: Any])?["description"] as? String)
                ?? exception["text"] as? String ?? "\(exception)"
            throw BrowserTestError("Evaluating `\(expression)` threw: \(text)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Polls `expression` until it is truthy (evaluation errors during navigations count as
    /// false); fails after `timeout` seconds saying what was awaited and what was last seen.
    @discardableResult
    func waitFor(_ what: String, _ expression: String, timeout: Double = 20, interval: Double = 0.1) throws -> Any {
        let deadline = Date().addingTimeInterval(Patience.seconds(timeout))
        var last: String = "nothing"
        while true {
            do {
                let value = try evaluate(expression)
                if let value, !Self.isFalsy(value) { return value }
                last = "\(value ?? "undefined")"
            } catch {
                last = "\(error)"
            }
            guard Date() < deadline else {
                let location = (try? evaluate("location.href")) as? String ?? "?"
                throw BrowserTestError("Timed out after \(Patience.seconds(timeout)) s waiting for \(what) (at \(location); last: \(last))")
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    private static func isFalsy(_ value: Any) -> Bool {
        if let bool = value as? Bool { return !bool }
        if let number = value as? NSNumber { return number.doubleValue == 0 }
        if let string = value as? String { return string.isEmpty }
        if value is NSNull { return true }
        return false
    }

    /// The viewport rectangle of the first element matching `selector`, scrolled into view.
    func rectangle(of selector: String) throws -> CGRect {
        let literal = Self.literal(selector)
        let value = try evaluate("""
            document.fonts.ready.then(function () {
              var element = document.querySelector(\(literal));
              if (!element) { return null; }
              element.scrollIntoView({ block: "center", inline: "center" });
              var r = element.getBoundingClientRect();
              return [r.left, r.top, r.width, r.height];
            })
            """)
        guard let numbers = value as? [Double], numbers.count == 4 else {
            throw BrowserTestError("No element matches \(selector)")
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A real mouse click (pressed and released) at the centre of `selector`'s element.
    func click(_ selector: String) throws {
        let frame = try rectangle(of: selector)
        guard frame.width > 0, frame.height > 0 else { throw BrowserTestError("\(selector) is not visible: \(frame)") }
        let x = Double(frame.midX), y = Double(frame.midY)
        // The click must land on the element itself, not on something covering it.
        let hit = try evaluate("""
            (function () { var e = document.elementFromPoint(\(x), \(y)), t = document.querySelector(\(Self.literal(selector)));
              return e !== null && t !== null && (e === t || t.contains(e)); })()
            """) as? Bool
        guard hit == true else { throw BrowserTestError("A click at the centre of \(selector) would not reach it (covered?)") }
        try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
        try call("Input.dispatchMouseEvent", ["type": "mousePressed", "x": x, "y": y, "button": "left", "clickCount": 1])
        try call("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": x, "y": y, "button": "left", "clickCount": 1])
    }

    /// A PNG of the viewport.
    func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw BrowserTestError("Page.captureScreenshot returned no PNG")
        }
        return data
    }

    /// `string` as a JavaScript string literal.
    static func literal(_ string: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [string])
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}
