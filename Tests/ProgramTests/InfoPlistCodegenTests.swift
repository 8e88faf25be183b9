import Foundation
import Testing
import TestSupport

/// The InfoPlistPlugin's tool, run as the plugin runs it, on files of its own.
@Suite("info-plist-codegen")
struct InfoPlistCodegenTests {
    struct Run {
        var status: Int32
        var output: String
        var scratch: URL
    }

    /// Runs the tool in `mode` on `plist` (and `settings` as BuildSettings.json) in a fresh folder
    /// with a `debug` build folder.
    static func run(_ mode: String, plist: String, settings: String?, extra: [String] = []) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plist-codegen-\(UUID().uuidString)")
        let scratch = folder.appendingPathComponent("scratch")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("debug"), withIntermediateDirectories: true)
        let input = folder.appendingPathComponent(mode == "info" ? "Info.plist" : "Demo.entitlements")
        try plist.write(to: input, atomically: true, encoding: .utf8)
        var arguments = [mode, input.path, "--output", folder.appendingPathComponent("out.swift").path,
                         "--scratch", scratch.path, "--target", "Demo", "--module", "Demo",
                         "--programs", "demo-widgets,Demo"] + extra
        if let settings {
            let file = folder.appendingPathComponent("BuildSettings.json")
            try settings.write(to: file, atomically: true, encoding: .utf8)
            arguments += ["--settings", file.path]
        }
        let result = try ServerProcess.run(ServerProcess.product("info-plist-codegen"), arguments)
        return Run(status: result.status, output: result.output, scratch: scratch)
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>\(body)</dict></plist>
        """
    }

    static func read(_ url: URL) throws -> [String: Any] {
        try PropertyListSerialization.propertyList(from: Data(contentsOf: url), options: [], format: nil) as? [String: Any] ?? [:]
    }

    @Test("Each program gets the plist with its own EXECUTABLE_NAME; unknown settings are named in a warning")
    func perProgram() throws {
        let run = try Self.run("info", plist: Self.plist("""
            <key>Exec</key><string>$(EXECUTABLE_NAME)</string>
            <key>Group</key><string>$(APP_GROUP_ID)</string>
            <key>Mystery</key><string>a$(MYSTERY_SETTING)b</string>
            """), settings: #"{"APP_GROUP_ID": "group.demo", "EXECUTABLE_NAME": "ignored"}"#)
        defer { try? FileManager.default.removeItem(at: run.scratch.deletingLastPathComponent()) }
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("warning: unknown build settings expand to the empty string: MYSTERY_SETTING"), "\(run.output)")
        let debug = run.scratch.appendingPathComponent("debug")
        let first = try Self.read(debug.appendingPathComponent("demo-widgets.Info.plist"))
        let second = try Self.read(debug.appendingPathComponent("Demo.Info.plist"))
        #expect(first["Exec"] as? String == "demo-widgets")
        #expect(first["CFBundleExecutable"] as? String == "demo-widgets")
        #expect(second["Exec"] as? String == "Demo")
        #expect(first["Group"] as? String == "group.demo")
        #expect(first["Mystery"] as? String == "ab")
        #expect(first["CFBundleIdentifier"] as? String == "linux.widgetkit.Demo")
        // Only a library target's plist (--shared) becomes the folder's Info.plist.
        #expect(!FileManager.default.fileExists(atPath: debug.appendingPathComponent("Info.plist").path))
    }

    @Test("--shared also installs the plist as the build folder's Info.plist")
    func shared() throws {
        let run = try Self.run("info", plist: Self.plist("<key>K</key><string>$(PRODUCT_NAME)</string>"), settings: nil,
                               extra: ["--shared"])
        defer { try? FileManager.default.removeItem(at: run.scratch.deletingLastPathComponent()) }
        #expect(run.status == 0, "\(run.output)")
        let info = try Self.read(run.scratch.appendingPathComponent("debug/Info.plist"))
        #expect(info["K"] as? String == "Demo")
    }

    @Test("A BuildSettings.json that is not a flat object of strings fails the build and says which setting")
    func badSettings() throws {
        let run = try Self.run("info", plist: Self.plist(""), settings: #"{"CURRENT_PROJECT_VERSION": 7}"#)
        defer { try? FileManager.default.removeItem(at: run.scratch.deletingLastPathComponent()) }
        #expect(run.status == 1)
        #expect(run.output.contains("the value of CURRENT_PROJECT_VERSION must be a string"), "\(run.output)")
        let notJSON = try Self.run("info", plist: Self.plist(""), settings: "PRODUCT_NAME = x")
        defer { try? FileManager.default.removeItem(at: notJSON.scratch.deletingLastPathComponent()) }
        #expect(notJSON.status == 1)
        #expect(notJSON.output.contains("BuildSettings.json: is not JSON"), "\(notJSON.output)")
    }

    @Test("Entitlements are expanded; app groups that are not strings are refused")
    func entitlements() throws {
        let run = try Self.run("entitlements", plist: Self.plist("""
            <key>com.apple.security.application-groups</key><array><string>$(TeamIdentifierPrefix)group.$(TARGET_NAME:lower)</string></array>
            """), settings: #"{"DEVELOPMENT_TEAM": "T1"}"#)
        defer { try? FileManager.default.removeItem(at: run.scratch.deletingLastPathComponent()) }
        #expect(run.status == 0, "\(run.output)")
        let groups = try Self.read(run.scratch.appendingPathComponent("debug/demo-widgets.entitlements"))["com.apple.security.application-groups"]
        #expect(groups as? [String] == ["T1.group.demo"])
        let bad = try Self.run("entitlements", plist: Self.plist(
            "<key>com.apple.security.application-groups</key><string>group.x</string>"), settings: nil)
        defer { try? FileManager.default.removeItem(at: bad.scratch.deletingLastPathComponent()) }
        #expect(bad.status == 1)
        #expect(bad.output.contains("must be an array of strings"), "\(bad.output)")
    }
}
