import Foundation
import Testing
import TestSupport
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// One home screen hosting other bundle programs, each in an extension process of its own:
/// real processes throughout (`example-widgets serve --bundle …` and the probe fixtures).
@Suite("Extension host", .serialized)
struct ExtensionHostTests {
    /// A folder with copies of the probe bundle program under the given names (copies, so a
    /// test can "rebuild" one by replacing its file).
    final class Programs {
        let folder = URL(fileURLWithPath: "/tmp/wk-ext-\(UUID().uuidString.prefix(8))")

        init(_ names: [String], build: String = "ProbeWidgetsV1") throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in names {
                try ServerProcess.copyProduct(build, to: url(name))
            }
        }

        func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

        /// Replaces program `name` with `build`, as a linker writing a new build does.
        func replace(_ name: String, with build: String) throws {
            let staging = folder.appendingPathComponent(".\(name).new")
            try ServerProcess.copyProduct(build, to: staging)
            _ = rename(staging.path, url(name).path)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    // MARK: HTTP

    static func request(
        _ method: String, _ url: String, json: [String: Any]? = nil
    ) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.timeoutInterval = 60
        if let json {
            request.httpBody = try JSONSerialization.data(withJSONObject: json)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Places a widget of `kind` and returns its id.
    static func add(_ server: ServerProcess, kind: String) async throws -> String {
        let (status, body) = try await request(
            "POST", server.baseURL + "api/instances", json: ["kind": kind, "family": "systemSmall"])
        #expect(status == 201, "\(body)")
        let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        return try #require(object?["id"] as? String, "\(body)")
    }

    /// What a probe widget shows: its title (`Probe v1 #2`) and its extension's process id.
    struct Shown {
        var title: String
        var pid: Int32
    }

    /// Polls the widget's HTML document until it shows a title matching `pattern` and a
    /// process id for which `process` holds.
    static func waitFor(
        _ server: ServerProcess, id: String, title pattern: String, process: (Int32) -> Bool = { _ in true },
        timeout: Double = 20
    ) async throws -> Shown {
        let deadline = Date().addingTimeInterval(Patience.seconds(timeout))
        var last = ""
        while Date() < deadline {
            let (status, body) = try await request("GET", server.baseURL + "widgets/\(id).html")
            let title = body.range(of: "Probe v[0-9]+ #[0-9]+", options: .regularExpression).map { String(body[$0]) }
            let pid = body.range(of: "pid [0-9]+", options: .regularExpression).flatMap { Int32(body[$0].dropFirst(4)) }
            last = "\(status): \(title ?? "no title"), \(pid.map(String.init) ?? "no pid")"
            if status == 200, let title, let pid, title.range(of: pattern, options: .regularExpression) != nil, process(pid) {
                return Shown(title: title, pid: pid)
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw ServerProcessError("Widget \(id) never showed /\(pattern)/ in \(Patience.seconds(timeout)) s; last: \(last)\n\(server.log.suffix(2000))")
    }

    /// Children of `parent` that are zombies (ended, never waited for).
    static func zombies(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && fields[0] == "Z" && Int32(fields[1]) == parent
        }
    }

    /// Whether process `pid` is gone (or a zombie nobody waits for).
    static func isGone(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    // MARK: Tests

    @Test("two bundles with the same kind on one home screen: a trap ends only its own extension, which comes back")
    func crashIsolation() async throws {
        let programs = try Programs(["alpha-widgets", "beta-widgets"])
        let server = try ServerProcess(arguments: [
            "--bundle", programs.url("alpha-widgets").path, "--bundle", programs.url("beta-widgets").path,
        ])
        defer { server.stop() }

        let (_, kinds) = try await Self.request("GET", server.baseURL + "api/kinds")
        #expect(kinds.contains(#""kind":"alpha-widgets\/Probe""#) || kinds.contains(#""kind":"alpha-widgets/Probe""#), "\(kinds)")
        #expect(kinds.contains("beta-widgets") && kinds.contains("Weather"), "hosted kinds beside the serving bundle's: \(kinds)")

        let alpha = try await Self.add(server, kind: "alpha-widgets/Probe")
        let beta = try await Self.add(server, kind: "beta-widgets/Probe")
        let alphaPID = try await Self.waitFor(server, id: alpha, title: "^Probe v1 #").pid
        let betaPID = try await Self.waitFor(server, id: beta, title: "^Probe v1 #").pid
        #expect(alphaPID != betaPID, "each bundle runs in its own process")

        // Control 0 is the Trap button: its intent calls fatalError in alpha's extension.
        let crashed = Date()
        let (status, body) = try await Self.request("POST", server.baseURL + "api/instances/\(alpha)/perform", json: ["control": 0])
        #expect(status == 502, "the tap fails with the extension's end: \(body)")
        #expect(body.contains("SIGILL") || body.contains("SIGTRAP") || body.contains("ended"), "\(body)")

        // Alpha comes back in a new process after its first backoff (1 s) and shows a new timeline;
        // meanwhile beta never notices: it renders, and a tap on it performs and reloads it.
        async let recovery = Self.waitFor(server, id: alpha, title: "^Probe v1 #[0-9]+$", process: { $0 != alphaPID })
        #expect(!Self.isGone(betaPID))
        let (noted, notedBody) = try await Self.request("POST", server.baseURL + "api/instances/\(beta)/perform", json: ["control": 2])
        #expect(noted == 200, "\(notedBody)")
        let betaAfter = try await Self.waitFor(server, id: beta, title: "^Probe v1 #([2-9]|[1-9][0-9])")
        #expect(betaAfter.pid == betaPID)
        let alphaAgain = try await recovery
        let recovered = Date().timeIntervalSince(crashed)
        print("Extension crash to serving again: \(String(format: "%.2f", recovered)) s")
        #expect(!Self.isGone(alphaAgain.pid))
        #expect(Self.zombies(of: server.process.processIdentifier).isEmpty, "the ended extension was waited for")
        #expect(server.log.contains("alpha-widgets") && server.log.contains("restarting"), "the log says what happened")
        // The host learnt of the crash from the extension's last frame; the Swift runtime's
        // backtrace of the crash still reaches the log (the extension's handler passed the signal on).
        let backtraced = try await ExtensionSafetyTests.eventually {
            server.log.contains("Program crashed: Illegal instruction") && server.log.contains("TrapIntent.perform()")
        }
        #expect(backtraced, "\(server.log.suffix(3000))")
        #expect(server.log.contains("alpha-widgets ended by SIGILL, a trap; its widgets keep their last render"))

        // The gallery groups the kinds by app: the serving bundle's, then each hosted one.
        let (_, gallery) = try await Self.request("GET", server.baseURL + "gallery?partial=1")
        let apps = gallery.matches(of: try Regex(#"<h2 class="gallery-app">([^<]*)"#))
            .map { String($0.output[1].substring ?? "") }
        #expect(apps == ["example-widgets", "alpha-widgets", "beta-widgets"], "\(apps)")

        // Trapping again and again: after three failures in a row the widget shows as unavailable,
        // with the reason, while beta's stays.
        var previous = alphaAgain.pid
        for round in 0..<2 {
            let (again, againBody) = try await Self.request("POST", server.baseURL + "api/instances/\(alpha)/perform", json: ["control": 0])
            #expect(again == 502 && againBody.contains("SIGILL"), "\(againBody)")
            if round == 0 {
                previous = try await Self.waitFor(server, id: alpha, title: "^Probe v1 #", process: { [previous] in $0 != previous },
                                                  timeout: 30).pid
            }
        }
        let (_, page) = try await Self.request("GET", server.baseURL)
        #expect(page.contains("data-state=\"unavailable\"") && page.contains("3 times in a row"), "\(page.suffix(3000))")
        #expect(!page.contains("bundle-restart"), "backoffs of 1, 2 and 4 s are too short for a notice")
        #expect(page.contains("data-instance-id=\"\(beta)\""))
        // The gallery answers too, whatever state alpha's extension is in by then (a preview that
        // cannot be drawn says why instead of failing the gallery).
        let (galleryStatus, galleryNow) = try await Self.request("GET", server.baseURL + "gallery?partial=1&appearance=dark")
        #expect(galleryStatus == 200, "\(galleryNow.prefix(500))")
        #expect(galleryNow.contains("beta-widgets/Probe") && galleryNow.contains("Still life"))
    }

    @Test("a rebuilt bundle program is restarted and its widgets show the new code without a page reload")
    func rebuild() async throws {
        let programs = try Programs(["gamma-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("gamma-widgets").path])
        defer { server.stop() }
        let id = try await Self.add(server, kind: "gamma-widgets/Probe")
        let first = try await Self.waitFor(server, id: id, title: "^Probe v1 #")

        let rebuilt = Date()
        try programs.replace("gamma-widgets", with: "ProbeWidgetsV2")
        _ = try await Self.waitFor(server, id: id, title: "^Probe v2 #[0-9]+$", process: { $0 != first.pid })
        print("Rebuild to new render: \(String(format: "%.2f", Date().timeIntervalSince(rebuilt))) s")
        #expect(server.log.contains("was rebuilt"))
    }

    @Test("an extension past its memory cap ends alone and comes back")
    func memoryCap() async throws {
        let programs = try Programs(["hog-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("hog-widgets").path, "--extension-memory", "256"])
        defer { server.stop() }
        let id = try await Self.add(server, kind: "hog-widgets/Probe")
        let first = try await Self.waitFor(server, id: id, title: "^Probe v1 #")
        // Control 3 is the Hog button: it allocates up to 4 GiB.
        let (status, body) = try await Self.request("POST", server.baseURL + "api/instances/\(id)/perform", json: ["control": 3])
        #expect(status == 502, "\(body)")
        #expect(Self.isGone(first.pid) || Self.zombies(of: server.process.processIdentifier).isEmpty)
        let again = try await Self.waitFor(server, id: id, title: "^Probe v1 #", process: { $0 != first.pid })
        #expect(!Self.isGone(again.pid))
        let (home, _) = try await Self.request("GET", server.baseURL)
        #expect(home == 200, "the host itself is untouched")
    }

    @Test("a hung provider's extension is ended after the timeout and restarted")
    func hungProvider() async throws {
        let programs = try Programs(["slow-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("slow-widgets").path, "--extension-timeout", "2"])
        defer { server.stop() }
        let id = try await Self.add(server, kind: "slow-widgets/Probe")
        let first = try await Self.waitFor(server, id: id, title: "^Probe v1 #")
        // Control 4 is the Hang button: the reload after it never completes.
        let (status, body) = try await Self.request("POST", server.baseURL + "api/instances/\(id)/perform", json: ["control": 4])
        #expect(status == 200, "\(body)")
        let again = try await Self.waitFor(server, id: id, title: "^Probe v1 #", process: { $0 != first.pid })
        #expect(Self.isGone(first.pid))
        #expect(!Self.isGone(again.pid))
        #expect(server.log.contains("did not answer within"), "\(server.log.suffix(1500))")
    }

    @Test("a hosted widget gives the same bytes as the same widget rendered in its own process", arguments: ["png", "svg", "html"])
    func sameBytes(format: String) async throws {
        let programs = try Programs(["still-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("still-widgets").path])
        defer { server.stop() }
        let id = try await Self.add(server, kind: "still-widgets/Still")
        // Wait for the timeline (the placeholder is redacted); its entry is the same every time.
        let deadline = Date().addingTimeInterval(Patience.seconds(20))
        while true {
            let (data, response) = try await URLSession.shared.data(from: URL(string: server.baseURL + "widgets/\(id)/fragment")!)
            let http = response as? HTTPURLResponse
            if http?.statusCode == 200, http?.value(forHTTPHeaderField: "X-Widget-Placeholder") != "true",
               String(decoding: data, as: UTF8.self).contains("Still life") { break }
            try #require(Date() < deadline, "the widget never showed its entry")
            try await Task.sleep(for: .milliseconds(100))
        }
        let (hosted, response) = try await URLSession.shared.data(
            from: URL(string: server.baseURL + "widgets/\(id).\(format)?appearance=light&locale=en_US")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)

        // The same widget, rendered by its own program in one process (`render`).
        let process = Process()
        process.executableURL = programs.url("still-widgets")
        process.arguments = ["render", "Still", "--format", format, "--locale", "en_US", "--font-base-url", "/fonts"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let local = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(local.count > 100)
        #expect(hosted == local, "\(format): hosted \(hosted.count) bytes, in process \(local.count) bytes")
    }

    @Test("an idle extension exits and starts again when a widget needs it; the widget reloads")
    func idle() async throws {
        let programs = try Programs(["idle-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("idle-widgets").path, "--extension-idle", "1"])
        defer { server.stop() }
        let id = try await Self.add(server, kind: "idle-widgets/Probe")
        let first = try await Self.waitFor(server, id: id, title: "^Probe v1 #")
        let deadline = Date().addingTimeInterval(Patience.seconds(15))
        while !Self.isGone(first.pid), Date() < deadline { try await Task.sleep(for: .milliseconds(100)) }
        #expect(Self.isGone(first.pid), "the idle extension exited")
        #expect(server.log.contains("idle for"))
        // A render the cache does not have (dark) needs the extension: it starts again, the entry it
        // kept is gone, so the widget reloads and shows a timeline of the new process.
        let (status, _) = try await Self.request("GET", server.baseURL + "widgets/\(id).html?appearance=dark")
        #expect(status == 200)
        let again = try await Self.waitFor(server, id: id, title: "^Probe v1 #", process: { $0 != first.pid })
        #expect(!Self.isGone(again.pid))
    }

    /// `cat` echoes the greeting back (not an answer), `yes` writes endless garbage (a first
    /// "frame" of 2 GB), `true` exits at once.
    @Test("a program that is not a bundle program is refused with its path", arguments: ["/bin/cat", "/usr/bin/yes", "/bin/true"])
    func notABundle(program: String) throws {
        #expect {
            try ServerProcess(arguments: ["--bundle", program], timeout: 30)
        } throws: { error in
            String(describing: error).contains("\(program) is not a widget bundle program")
        }
    }

    @Test("killing the host with SIGKILL leaves no extension behind")
    func orphans() async throws {
        let programs = try Programs(["delta-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("delta-widgets").path])
        defer { server.stop() }
        let id = try await Self.add(server, kind: "delta-widgets/Probe")
        let pid = try await Self.waitFor(server, id: id, title: "^Probe v1").pid
        #expect(!Self.isGone(pid))
        kill(server.process.processIdentifier, SIGKILL)
        let deadline = Date().addingTimeInterval(Patience.seconds(10))
        while !Self.isGone(pid), Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(Self.isGone(pid), "the extension noticed its host was gone and exited")
    }

    @Test("a hosted widget's OpenURLIntent button answers the tap with where the page goes")
    func openURLIntent() async throws {
        let programs = try Programs(["open-url-widgets"])
        let server = try ServerProcess(arguments: ["--bundle", programs.url("open-url-widgets").path])
        defer { server.stop() }
        let id = try await Self.add(server, kind: "open-url-widgets/Probe")
        _ = try await Self.waitFor(server, id: id, title: "^Probe v1 #")
        let (status, body) = try await Self.request(
            "POST", server.baseURL + "api/instances/\(id)/perform", json: ["control": 14, "intent": "OpenURLIntent"])
        #expect(status == 200, "\(body)")
        let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        #expect(object?["opensURL"] as? String == "probe://opened?from=extension", "\(body)")
        #expect(object?["openAt"] as? String == "/open?url=probe%3A%2F%2Fopened%3Ffrom%3Dextension", "\(body)")
    }

    @Test("a hosted bundle's widget names come in the languages it has strings for, and the page offers them")
    func hostedTranslations() async throws {
        // The showcase's Vocabulary bundle program, whose widgets have Spanish names.
        let program = ServerProcess.product("vocabulary-widgets")
        let server = try ServerProcess(arguments: ["--bundle", program.path])
        defer { server.stop() }
        let spanish = try await Self.request("GET", server.baseURL + "api/kinds?locale=es").body
        #expect(spanish.contains("Traducción aleatoria") && spanish.contains("Las 6 traducciones más difíciles"), "\(spanish)")
        #expect(spanish.contains("Una traducción nueva cada 5 segundos."), "\(spanish)")
        // A regional variant finds the language's strings; English stays English.
        #expect(try await Self.request("GET", server.baseURL + "api/kinds?locale=es_MX").body.contains("Traducción aleatoria"))
        let english = try await Self.request("GET", server.baseURL + "api/kinds?locale=en").body
        #expect(english.contains("Random translation") && !english.contains("Traducción"), "\(english)")
        let gallery = try await Self.request("GET", server.baseURL + "gallery?partial=1&locale=es").body
        #expect(gallery.contains("Traducción aleatoria"), "\(gallery.prefix(2000))")
        let page = try await Self.request("GET", server.baseURL + "?locale=en").body
        #expect(page.contains(#"<option value="es""#), "the language menu offers Spanish")
    }
}

