import Foundation
import Testing
import TestSupport

/// Controls of a hosted bundle: the Tally program hosted by a real `example-widgets serve`
/// (`--bundle`), its controls listed as `Tally/<kind>` beside the serving bundle's, drawn and
/// tapped in its own extension process.
@Suite("Hosted bundles' controls")
struct HostedControlsTests {
    static func controls(_ server: ServerProcess) async throws -> [String: [String: Any]] {
        let (status, body) = try await ExtensionHostTests.request("GET", server.baseURL + "api/controls")
        #expect(status == 200, "\(body)")
        let list = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["kind"] as? String ?? "", $0) })
    }

    @Test("A hosted bundle's controls are listed, drawn and tapped in its extension; the serving bundle's stay its own")
    func hostedControls() async throws {
        let programs = try ExtensionHostTests.Programs(["Tally"], build: "tally-widgets")
        let server = try ServerProcess(arguments: ["--bundle", programs.url("Tally").path])
        defer { server.stop() }

        // The extension describes its controls when it starts.
        var listed: [String: [String: Any]] = [:]
        let deadline = Date().addingTimeInterval(Patience.seconds(30))
        while Date() < deadline {
            listed = try await Self.controls(server)
            if listed["Tally/com.example.tally.lock"] != nil { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(listed.keys.sorted() == [
            "Tally/com.example.tally.add", "Tally/com.example.tally.lock", "com.example.tally.add", "com.example.tally.lock",
        ], "\(listed.keys)\n\(server.log.suffix(2000))")
        let hosted = try #require(listed["Tally/com.example.tally.lock"])
        #expect(hosted["displayName"] as? String == "Tally Lock")
        #expect(hosted["role"] as? String == "toggle")
        #expect(hosted["isOn"] as? Bool == false)

        // Drawn by the extension at Control Center's medium size.
        let image = try await ExtensionHostTests.request(
            "GET", server.baseURL + "controls/medium.svg?kind=Tally%2Fcom.example.tally.lock")
        #expect(image.status == 200, "\(image.body.prefix(300))")
        #expect(image.body.contains("Tally Lock") && image.body.contains("Unlocked"), "\(image.body.prefix(600))")

        // A tap runs the intent in the extension; the hosted control is on, and so is what the
        // extension's value provider reads afterwards.
        let (status, body) = try await ExtensionHostTests.request(
            "POST", server.baseURL + "api/controls/perform", json: ["kind": "Tally/com.example.tally.lock"])
        #expect(status == 200, "\(body)\n\(server.log.suffix(2000))")
        let performed = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        #expect(performed?["intent"] as? String == "LockTallyIntent")
        #expect(performed?["isOn"] as? Bool == true)
        let after = try await Self.controls(server)
        #expect(after["Tally/com.example.tally.lock"]?["isOn"] as? Bool == true)
        #expect((after["Tally/com.example.tally.lock"]?["version"] as? Int ?? 0) > (hosted["version"] as? Int ?? 0))
        let redrawn = try await ExtensionHostTests.request(
            "GET", server.baseURL + "controls/medium.svg?kind=Tally%2Fcom.example.tally.lock")
        #expect(redrawn.body.contains("Locked") && !redrawn.body.contains("Unlocked"))

        // Unknown hosted kinds are refused.
        let unknown = try await ExtensionHostTests.request(
            "POST", server.baseURL + "api/controls/perform", json: ["kind": "Tally/com.example.nothing"])
        #expect(unknown.status == 404)
    }

    @Test("ControlCenter called inside the hosted extension (the widget's toggle intent) reloads that bundle's control")
    func reloadFromExtension() async throws {
        let programs = try ExtensionHostTests.Programs(["Tally"], build: "tally-widgets")
        let server = try ServerProcess(arguments: ["--bundle", programs.url("Tally").path])
        defer { server.stop() }
        let id = try await ExtensionHostTests.add(server, kind: "Tally/Tally")
        var before: [String: Any]?
        let deadline = Date().addingTimeInterval(Patience.seconds(30))
        while Date() < deadline {
            before = try await Self.controls(server)["Tally/com.example.tally.lock"]
            let (_, html) = try await ExtensionHostTests.request("GET", server.baseURL + "widgets/\(id).html")
            if before != nil, html.contains("data-control=\"2\"") { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        let version = try #require(before?["version"] as? Int, "\(server.log.suffix(2000))")
        #expect(before?["isOn"] as? Bool == false)
        // The widget's lock toggle (control 2): its intent locks the tally and calls
        // ControlCenter.shared.reloadControls(ofKind:) in the extension.
        let (status, body) = try await ExtensionHostTests.request(
            "POST", server.baseURL + "api/instances/\(id)/perform", json: ["control": 2])
        #expect(status == 200, "\(body)\n\(server.log.suffix(2000))")
        var after: [String: Any]?
        let settle = Date().addingTimeInterval(Patience.seconds(30))
        while Date() < settle {
            after = try await Self.controls(server)["Tally/com.example.tally.lock"]
            if (after?["version"] as? Int ?? 0) > version { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect((after?["version"] as? Int ?? 0) > version, "the control reloaded: \(after ?? [:])")
        #expect(after?["isOn"] as? Bool == true)
        // The serving bundle's control of the same kind is its own: not reloaded by the hosted one.
        #expect(try await Self.controls(server)["com.example.tally.lock"]?["version"] as? Int == 1)
    }
}
