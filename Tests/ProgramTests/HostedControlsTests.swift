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
}
