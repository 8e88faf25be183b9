import Foundation
import Testing
import TestSupport
import WidgetExtension
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Extensions that misbehave (spin, fork, break the protocol, speak another version, are not
/// programs at all) and what an extension may see: real processes throughout, as in
/// ``ExtensionHostTests`` (whose helpers these tests use).
@Suite("Extension safety", .serialized)
struct ExtensionSafetyTests {
    typealias Host = ExtensionHostTests

    /// The probe's controls (ProbeWidget.swift): the buttons in order.
    enum Control: Int {
        case trap = 0, exit = 1, note = 2, spin = 5, fork = 6, garbage = 7, huge = 8, flood = 9, stray = 10, reloads = 11
        case spinLayout = 12, close = 13
    }

    static func tap(_ server: ServerProcess, _ id: String, _ control: Control) async throws -> (status: Int, body: String) {
        try await Host.request("POST", server.baseURL + "api/instances/\(id)/perform", json: ["control": control.rawValue])
    }

    /// Taps `control`, again while the host answers 409 ("the widget is reloading; try again",
    /// as after a tap whose intent reloads it), until it answers something else.
    static func tapWhenSettled(
        _ server: ServerProcess, _ id: String, _ control: Control
    ) async throws -> (status: Int, body: String) {
        let deadline = Date().addingTimeInterval(Patience.seconds(20))
        while true {
            let answer = try await tap(server, id, control)
            guard answer.status == 409, Date() < deadline else { return answer }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// The processes in process group `group`.
    static func members(ofGroup group: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 3 && fields[0] != "Z" && Int32(fields[2]) == group
        }
    }

    /// Waits up to `timeout` seconds for `condition`.
    static func eventually(_ timeout: Double = 10, _ condition: () -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(Patience.seconds(timeout))
        while !condition() {
            guard Date() < deadline else { return false }
            try await Task.sleep(for: .milliseconds(50))
        }
        return true
    }

    /// A process's environment, from `/proc/PID/environ`.
    static func environment(of pid: Int32) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return [:] }
        var result: [String: String] = [:]
        for item in data.split(separator: 0) {
            let text = String(decoding: item, as: UTF8.self)
            guard let equals = text.firstIndex(of: "=") else { continue }
            result[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return result
    }

    /// The peak resident memory of a process, in KiB (`VmHWM`).
    static func peakMemoryKiB(of pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    // MARK: CPU

    @Test("a provider or a layout spinning on the CPU fails its call past --extension-cpu; the extension is restarted",
          arguments: [Control.spin, .spinLayout])
    func cpuLimit(control: Control) async throws {
        let programs = try Host.Programs(["spin-widgets"])
        let server = try ServerProcess(arguments: [
            "--bundle", programs.url("spin-widgets").path, "--extension-cpu", "1", "--extension-timeout", "120",
            // Only the CPU limit may end the spinning call: on a loaded machine a second of CPU
            // time can take longer than the default 10 s layout timeout of wall-clock time.
            "--extension-layout-timeout", "120",
        ])
        defer { server.stop() }
        let id = try await Host.add(server, kind: "spin-widgets/Probe")
        let first = try await Host.waitFor(server, id: id, title: "^Probe v1 #")
        // The tap succeeds; the reload (or the render) after it loops on the CPU until the host
        // ends the extension.
        let spun = Date()
        let (status, body) = try await Self.tap(server, id, control)
        #expect(status == 200, "\(body)")
        let again = try await Host.waitFor(server, id: id, title: "^Probe v1 #", process: { $0 != first.pid }, timeout: 30)
        print("Spinning \(control == .spin ? "provider" : "layout") to serving again (1 s CPU limit): \(String(format: "%.2f", Date().timeIntervalSince(spun))) s")
        #expect(Host.isGone(first.pid))
        #expect(!Host.isGone(again.pid))
        #expect(server.log.contains("spent more than 1.0 seconds of CPU time on one call"), "\(server.log.suffix(2000))")
        #expect(try await Self.eventually(5) { Host.zombies(of: server.process.processIdentifier).isEmpty })
    }

    @Test("--extension-cpu takes 0 (no limit) to 3600 seconds")
    func cpuOption() throws {
        for bad in ["-1", "3601", "nan"] {
            #expect {
                try ServerProcess(arguments: ["--extension-cpu", bad], timeout: 30)
            } throws: { error in
                String(describing: error).contains("--extension-cpu")
            }
        }
    }

    @Test("--extension-layout-timeout and --extension-backoff take 0.1 to 3600 seconds",
          arguments: ["--extension-layout-timeout", "--extension-backoff"])
    func secondsOptions(option: String) throws {
        for bad in ["0", "3601", "inf"] {
            #expect {
                try ServerProcess(arguments: [option, bad], timeout: 30)
            } throws: { error in
                String(describing: error).contains(option)
            }
        }
    }

    // MARK: Children

    @Test("children an extension forks end with it: when it traps, and when its host is killed")
    func forkedChildren() async throws {
        let programs = try Host.Programs(["fork-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("fork-widgets").path])
        defer { server.stop() }
        let id = try await Host.add(server, kind: "fork-widgets/Probe")
        let first = try await Host.waitFor(server, id: id, title: "^Probe v1 #")

        // Fork starts `sh -c "sleep 600 & sleep 600"`: the extension, sh and two sleeps in its group
        // (a shell may exec its last command: at least three).
        let (forked, forkedBody) = try await Self.tap(server, id, .fork)
        #expect(forked == 200, "\(forkedBody)")
        #expect(try await Self.eventually { Self.members(ofGroup: first.pid).count >= 3 },
                "members: \(Self.members(ofGroup: first.pid))")
        // The fork's intent reloads the widget: on a loaded machine the trap may find it reloading.
        let (trapped, trappedBody) = try await Self.tapWhenSettled(server, id, .trap)
        #expect(trapped == 502, "\(trappedBody)")
        #expect(try await Self.eventually { Self.members(ofGroup: first.pid).isEmpty },
                "left behind: \(Self.members(ofGroup: first.pid))")
        #expect(try await Self.eventually(5) { Host.zombies(of: server.process.processIdentifier).isEmpty })

        // The restarted extension forks again; then the host dies without a word.
        let second = try await Host.waitFor(server, id: id, title: "^Probe v1 #", process: { $0 != first.pid }, timeout: 30)
        _ = try await Self.tapWhenSettled(server, id, .fork)
        #expect(try await Self.eventually { Self.members(ofGroup: second.pid).count >= 3 })
        kill(server.process.processIdentifier, SIGKILL)
        #expect(try await Self.eventually { Self.members(ofGroup: second.pid).isEmpty },
                "left behind: \(Self.members(ofGroup: second.pid))")
    }

    @Test("children an idle extension forked end when it exits, and when it is rebuilt")
    func forkedChildrenIdleAndRebuild() async throws {
        let programs = try Host.Programs(["nap-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("nap-widgets").path, "--extension-idle", "1"])
        defer { server.stop() }
        let id = try await Host.add(server, kind: "nap-widgets/Probe")
        let first = try await Host.waitFor(server, id: id, title: "^Probe v1 #")
        _ = try await Self.tapWhenSettled(server, id, .fork)
        #expect(try await Self.eventually { Self.members(ofGroup: first.pid).count >= 3 })
        // Idle for a second: the extension exits, and its group with it.
        #expect(try await Self.eventually(15) { Host.isGone(first.pid) && Self.members(ofGroup: first.pid).isEmpty },
                "left behind: \(Self.members(ofGroup: first.pid))")
        #expect(server.log.contains("idle for"))

        // Needed again, it forks again; then its program is rebuilt.
        let (status, _) = try await Host.request("GET", server.baseURL + "widgets/\(id).html?appearance=dark")
        #expect(status == 200)
        let second = try await Host.waitFor(server, id: id, title: "^Probe v1 #", process: { $0 != first.pid })
        _ = try await Self.tapWhenSettled(server, id, .fork)
        #expect(try await Self.eventually { Self.members(ofGroup: second.pid).count >= 3 })
        try programs.replace("nap-widgets", with: "ProbeWidgetsV2")
        #expect(try await Self.eventually(15) { Host.isGone(second.pid) && Self.members(ofGroup: second.pid).isEmpty },
                "left behind: \(Self.members(ofGroup: second.pid))")
        // Waited for (a moment after it ended).
        #expect(try await Self.eventually(5) { Host.zombies(of: server.process.processIdentifier).isEmpty },
                "zombies: \(Host.zombies(of: server.process.processIdentifier))")
    }

    // MARK: Protocol

    @Test("an extension that writes garbage, a 4 GiB frame header, an endless frame or a stray answer is cut off alone, with the reason",
          arguments: [Control.garbage, .huge, .flood, .stray])
    func brokenProtocol(control: Control) async throws {
        let programs = try Host.Programs(["bad-widgets", "good-widgets"])
        let server = try ServerProcess(arguments: [
            "--bundle", programs.url("bad-widgets").path, "--bundle", programs.url("good-widgets").path,
        ])
        defer { server.stop() }
        let bad = try await Host.add(server, kind: "bad-widgets/Probe")
        let good = try await Host.add(server, kind: "good-widgets/Probe")
        let first = try await Host.waitFor(server, id: bad, title: "^Probe v1 #")
        let goodShown = try await Host.waitFor(server, id: good, title: "^Probe v1 #")
        let hostPeakBefore = Self.peakMemoryKiB(of: server.process.processIdentifier)

        let (status, body) = try await Self.tap(server, bad, control)
        #expect(status == 502, "\(body)")
        let expected = switch control {
        case .huge: "a frame of 4294967295 bytes (at most 67108864)"
        case .stray: "it answered request 999999, which it was not asked"
        default: "a frame that is not a message"
        }
        #expect(body.contains("broke the protocol") && body.contains(expected), "\(body)")
        #expect(try await Self.eventually { server.log.contains("bad-widgets broke the protocol") && server.log.contains(expected) },
                "\(server.log.suffix(2000))")
        #expect(try await Self.eventually { Host.isGone(first.pid) && Self.members(ofGroup: first.pid).isEmpty })
        let hostPeakGrowth = Self.peakMemoryKiB(of: server.process.processIdentifier) - hostPeakBefore
        print("Host peak memory growth after \(control): \(hostPeakGrowth / 1024) MiB")
        #expect(hostPeakGrowth < 400 * 1024, "the host did not buffer gigabytes: +\(hostPeakGrowth) KiB")

        // The other bundle never noticed; the bad one comes back after its backoff.
        let (noted, notedBody) = try await Self.tap(server, good, .note)
        #expect(noted == 200, "\(notedBody)")
        #expect(try await Host.waitFor(server, id: good, title: "^Probe v1 #").pid == goodShown.pid)
        _ = try await Host.waitFor(server, id: bad, title: "^Probe v1 #", process: { $0 != first.pid }, timeout: 30)
        #expect(try await Self.eventually(5) { Host.zombies(of: server.process.processIdentifier).isEmpty })
    }

    @Test("an extension asking for reloads in a loop gets 50 a second; the rest become one reload, with a warning")
    func reloadFlood() async throws {
        let programs = try Host.Programs(["loop-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("loop-widgets").path])
        defer { server.stop() }
        let id = try await Host.add(server, kind: "loop-widgets/Probe")
        let first = try await Host.waitFor(server, id: id, title: "^Probe v1 #")
        let (status, body) = try await Self.tap(server, id, .reloads)
        #expect(status == 200, "\(body)")
        #expect(try await Self.eventually { server.log.contains("asked for more than 50 reloads in a second") },
                "\(server.log.suffix(1500))")
        // The extension lives on and its widget keeps reloading normally (a tap while a reload
        // replaces the entry it was made on answers 409: tried again).
        var noted = (status: 0, body: "")
        for _ in 0..<10 {
            noted = try await Self.tap(server, id, .note)
            if noted.status != 409 { break }
            try await Task.sleep(for: .milliseconds(300))
        }
        #expect(noted.status == 200, "\(noted.body)")
        let after = try await Host.waitFor(server, id: id, title: "^Probe v1 #")
        #expect(after.pid == first.pid)
        let count = Int(after.title.split(separator: "#").last ?? "") ?? 0
        #expect(count < 200, "timelines made: \(count)")
    }

    @Test("a program that answers the greeting with another protocol version is refused, and ended with the bundles started beside it")
    func otherVersion() async throws {
        // Bundles start side by side: the good one has started when the start fails.
        let programs = try Host.Programs(["good-widgets", "bad-version-widgets", "fine-widgets"])
        let path = programs.url("bad-version-widgets").path
        #expect {
            try ServerProcess(arguments: [
                "--bundle", programs.url("good-widgets").path, "--bundle", path, "--bundle", programs.url("fine-widgets").path,
            ], timeout: 30)
        } throws: { error in
            let text = String(describing: error)
            return text.contains("\(path) is not a widget bundle program") && text.contains("speaks protocol version 999, not \(extensionProtocolVersion)")
                && !text.contains("good-widgets is not") && !text.contains("fine-widgets is not")
        }
        var left: [String] = []
        let none = try await Self.eventually(5) {
            left = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { pid in
                guard Int32(pid) != nil, let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
                return String(decoding: data, as: UTF8.self).contains(programs.folder.path)
            }
            return left.isEmpty
        }
        #expect(none, "processes of the refused start: \(left)")
    }

    // MARK: Ends

    @Test("an extension's end is told with its reason: an exit with its status; a channel closed by a living process at once, then how it ended")
    func endReasons() async throws {
        let programs = try Host.Programs(["exit-widgets", "close-widgets"])
        let server = try ServerProcess(arguments: [
            "--bundle", programs.url("exit-widgets").path, "--bundle", programs.url("close-widgets").path,
        ])
        defer { server.stop() }
        let exiting = try await Host.add(server, kind: "exit-widgets/Probe")
        let closing = try await Host.add(server, kind: "close-widgets/Probe")
        let exitFirst = try await Host.waitFor(server, id: exiting, title: "^Probe v1 #")
        let closeFirst = try await Host.waitFor(server, id: closing, title: "^Probe v1 #")

        // exit(7): its channel closes as it exits; the status is the reason (the tap may have
        // come back before the process was waited for: the reason is then corrected).
        let (exited, exitedBody) = try await Self.tap(server, exiting, .exit)
        #expect(exited == 502, "\(exitedBody)")
        #expect(exitedBody.contains("exited with status 7") || exitedBody.contains("its channel closed"), "\(exitedBody)")
        #expect(try await Self.eventually { server.log.contains("exit-widgets exited with status 7") }, "\(server.log.suffix(2000))")

        // The channel's end closed while the process lives: the extension is ended at once, and
        // when its process ends (the host ends it), the reason says how.
        let (closed, closedBody) = try await Self.tap(server, closing, .close)
        #expect(closed == 502 && closedBody.contains("ended: its channel closed (crashed?)"), "\(closedBody)")
        #expect(try await Self.eventually { server.log.contains("close-widgets ended by SIGKILL (its channel had closed first)") },
                "\(server.log.suffix(2000))")

        // Both come back; nothing of the old processes is left.
        _ = try await Host.waitFor(server, id: exiting, title: "^Probe v1 #", process: { $0 != exitFirst.pid }, timeout: 30)
        _ = try await Host.waitFor(server, id: closing, title: "^Probe v1 #", process: { $0 != closeFirst.pid }, timeout: 30)
        #expect(Host.isGone(exitFirst.pid) && Host.isGone(closeFirst.pid))
        #expect(try await Self.eventually(5) { Host.zombies(of: server.process.processIdentifier).isEmpty })
        #expect(Self.members(ofGroup: exitFirst.pid).isEmpty && Self.members(ofGroup: closeFirst.pid).isEmpty)
    }

    /// Paths that are no program: a directory, a text file, the same text file made executable.
    @Test("a --bundle path that is not a program is refused with its path and why", arguments: ["directory", "text", "executable text"])
    func notAProgram(kind: String) throws {
        let folder = URL(fileURLWithPath: "/tmp/wk-notprog-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path: String
        let expected: String
        switch kind {
        case "directory":
            path = folder.path
            expected = "a directory, not a program"
        case "text":
            path = folder.appendingPathComponent("notes.txt").path
            try Data("just words\n".utf8).write(to: URL(fileURLWithPath: path))
            expected = "no executable program there"
        default:
            path = folder.appendingPathComponent("notes").path
            try Data("just words\n".utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o755)
            expected = "is not a widget bundle program"
        }
        #expect {
            try ServerProcess(arguments: ["--bundle", path], timeout: 30)
        } throws: { error in
            let text = String(describing: error)
            return text.contains(path) && text.contains(expected)
        }
    }

    // MARK: Privacy

    @Test("the data directory is private; an extension sees the app groups it declares, not the data directory or the host's secrets")
    func privacy() async throws {
        let programs = try Host.Programs(["group-widgets"])
        let server = try ServerProcess(
            arguments: ["--bundle", programs.url("group-widgets").path],
            environment: ["PROBE_HOST_SECRET_TOKEN": "not-for-extensions"])
        defer { server.stop() }
        let id = try await Host.add(server, kind: "group-widgets/Probe")
        let shown = try await Host.waitFor(server, id: id, title: "^Probe v1 #")

        // The app writes to its app groups' defaults (as `UserDefaults(suiteName: "group.probe.shared")`
        // does in an app: the suite lives in the group's container); the hosted widget reads the
        // group its entitlements declare (`group-widgets.entitlements`), and not the other one.
        let data = server.dataDirectory
        for group in ["group.probe.shared", "group.probe.other"] {
            let suite = data.appendingPathComponent("AppGroups/\(group)/Library/Preferences/\(group)")
            try FileManager.default.createDirectory(at: suite.deletingLastPathComponent(), withIntermediateDirectories: true)
            let defaults = try #require(UserDefaults(suiteName: suite.path))
            defaults.set(group == "group.probe.shared" ? "hello from the app" : "not yours", forKey: "greeting")
            #expect(defaults.synchronize())
        }
        let (noted, _) = try await Self.tap(server, id, .note)
        #expect(noted == 200)
        var html = ""
        let read = try await Self.eventually(20) {
            html = (try? String(contentsOf: URL(string: server.baseURL + "widgets/\(id).html")!, encoding: .utf8)) ?? ""
            return html.contains("group hello from the app other none")
        }
        #expect(read, "the widget shows the app's value of its own group only: \(html.suffix(1500))")

        // What the extension was given: its own folder, holding a link to the group it declares.
        let environment = Self.environment(of: shown.pid)
        let own = data.appendingPathComponent("Extensions/group-widgets/AppGroups")
        #expect(environment["WIDGETKIT_APP_GROUPS_DIR"] == own.path, "\(environment)")
        let listing = try FileManager.default.contentsOfDirectory(atPath: own.path).sorted()
        #expect(listing == ["group.probe.other", "group.probe.shared"], "the other group is a container of its own")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: own.appendingPathComponent("group.probe.shared").path)
                == data.appendingPathComponent("AppGroups/group.probe.shared").path)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: own.appendingPathComponent("group.probe.other").path)) == nil)
        #expect(environment["WIDGETKIT_DATA_DIR"] == nil)
        #expect(environment["PROBE_HOST_SECRET_TOKEN"] == nil)
        #expect(environment["PATH"] != nil && environment["SWIFT_BACKTRACE"] != nil)
        #expect(Self.environment(of: server.process.processIdentifier)["PROBE_HOST_SECRET_TOKEN"] == "not-for-extensions",
                "the host had it")
        #expect(!environment.values.contains { $0.contains(data.path) && !$0.hasPrefix(own.path) })

        // Everything the home screen and the extension created is the user's alone.
        var modes: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(atPath: data.path)
        var paths = [data.path]
        while let relative = enumerator?.nextObject() as? String { paths.append(data.appendingPathComponent(relative).path) }
        for path in paths {
            var info = stat()
            // A link's own mode means nothing (its target's is checked).
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { continue }
            if Int(info.st_mode) & 0o077 != 0 { modes[path] = Int(info.st_mode) & 0o777 }
        }
        // The test wrote the suites' files itself, with its own umask (the shared group's folders are
        // the extension's; the other group's are the test's alone).
        modes = modes.filter { path, _ in
            !(path.hasSuffix(".plist") && path.contains("/AppGroups/group.probe.")) && !path.contains("/AppGroups/group.probe.other")
        }
        #expect(paths.count > 3, "\(paths)")
        #expect(modes.isEmpty, "readable by others: \(modes.mapValues { String($0, radix: 8) })")
        let socket = data.appendingPathComponent("widgetcenter.sock").path
        var info = stat()
        if lstat(socket, &info) == 0 { #expect(Int(info.st_mode) & 0o777 == 0o600) }
    }

    @Test("a bundle program without entitlements is shown every app group, and the log says how to declare them")
    func undeclaredAppGroups() async throws {
        let programs = try Host.Programs(["open-widgets"])
        try FileManager.default.removeItem(atPath: programs.url("open-widgets").path + ".entitlements")
        let server = try ServerProcess(arguments: ["--bundle", programs.url("open-widgets").path])
        defer { server.stop() }
        let id = try await Host.add(server, kind: "open-widgets/Probe")
        let shown = try await Host.waitFor(server, id: id, title: "^Probe v1 #")
        let environment = Self.environment(of: shown.pid)
        #expect(environment["WIDGETKIT_APP_GROUPS_DIR"] == server.dataDirectory.appendingPathComponent("AppGroups").path)
        #expect(server.log.contains("open-widgets declares no app groups (no open-widgets.entitlements beside it)"), "\(server.log)")
        #expect(!FileManager.default.fileExists(atPath: server.dataDirectory.appendingPathComponent("Extensions/open-widgets").path))
    }
}
