import Foundation
import HomeScreen
import Logging
import Testing
import WidgetHosting

/// A hosted bundle's entitlements and the app groups folder its extension is shown.
@Suite("Extension app groups")
struct ExtensionAppGroupsTests {
    private static let logger = Logger(label: "test.app-groups")

    /// A data directory with a program file `name` and, when given, its entitlements.
    private struct Fixture {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wk-groups-\(UUID().uuidString)")
        var program: URL { directory.appendingPathComponent("bin/tally-widgets") }
        var appGroups: ExtensionAppGroups { ExtensionAppGroups(dataDirectory: directory, environment: [:]) }

        init() throws {
            try FileManager.default.createDirectory(at: program.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("#!/bin/sh\n".utf8).write(to: program)
        }

        func declare(_ groups: [String]?, raw: String? = nil) throws {
            let file = URL(fileURLWithPath: program.path + ".entitlements")
            if let raw {
                try Data(raw.utf8).write(to: file)
            } else if let groups {
                let plist: [String: Any] = ["com.apple.security.application-groups": groups]
                try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: file)
            } else {
                try? FileManager.default.removeItem(at: file)
            }
        }

        func listing(_ folder: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    @Test("Entitlements are read from <program>.entitlements, or beside the file a link resolves to")
    func readsEntitlements() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        #expect(try BundleEntitlements(program: fixture.program) == nil)
        try fixture.declare(["group.a", "group.b", "group.a"])
        #expect(try BundleEntitlements(program: fixture.program)?.applicationGroups == ["group.a", "group.b"])

        // A link named after the app (as `scripts/start.sh` makes) finds the real program's file.
        let link = fixture.directory.appendingPathComponent("Tally")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fixture.program)
        #expect(try BundleEntitlements(program: link)?.applicationGroups == ["group.a", "group.b"])

        // No app groups key: none declared.
        try fixture.declare(nil, raw: #"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#)
        #expect(try BundleEntitlements(program: fixture.program)?.applicationGroups == [])
    }

    @Test("Entitlements that are not a dictionary of plain group names are refused with the file's name",
          arguments: [
              "not a property list at all {",
              #"<?xml version="1.0"?><plist version="1.0"><array/></plist>"#,
              #"<?xml version="1.0"?><plist version="1.0"><dict><key>com.apple.security.application-groups</key><string>group.a</string></dict></plist>"#,
              #"<?xml version="1.0"?><plist version="1.0"><dict><key>com.apple.security.application-groups</key><array><string>../store</string></array></dict></plist>"#,
          ])
    func refusesBadEntitlements(_ raw: String) throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try fixture.declare(nil, raw: raw)
        #expect {
            try BundleEntitlements(program: fixture.program)
        } throws: { error in
            String(describing: error).contains("tally-widgets.entitlements")
        }
        // The extension is then shown no shared group: an empty folder of its own.
        let grant = fixture.appGroups.prepare(key: "tally-widgets", program: fixture.program, logger: Self.logger)
        #expect(grant.groups == [])
        #expect(grant.folder.path.hasSuffix("Extensions/tally-widgets/AppGroups"))
        #expect(fixture.listing(grant.folder).isEmpty)
    }

    @Test("A bundle's folder links exactly the groups it declares, follows a change, and goes at uninstall")
    func linksDeclaredGroups() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let groups = fixture.appGroups

        // Without entitlements: the shared folder, as before.
        var grant = groups.prepare(key: "tally-widgets", program: fixture.program, logger: Self.logger)
        #expect(grant == ExtensionAppGroups.Grant(folder: groups.shared, groups: nil))

        try fixture.declare(["group.tally", "group.shared"])
        grant = groups.prepare(key: "tally-widgets", program: fixture.program, logger: Self.logger)
        let own = fixture.directory.appendingPathComponent("Extensions/tally-widgets/AppGroups", isDirectory: true)
        #expect(grant.folder.standardizedFileURL == own.standardizedFileURL)
        #expect(grant.groups == ["group.tally", "group.shared"])
        #expect(fixture.listing(own) == ["group.shared", "group.tally"])
        for group in ["group.tally", "group.shared"] {
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: own.appendingPathComponent(group).path)
            #expect(destination == groups.shared.appendingPathComponent(group).path)
            let mode = try FileManager.default.attributesOfItem(atPath: destination)[.posixPermissions] as? Int
            #expect(mode == 0o700)
        }
        // What the app wrote to the shared container is what the extension reads through its folder.
        try Data("42".utf8).write(to: groups.shared.appendingPathComponent("group.tally/count"))
        #expect(try String(contentsOf: own.appendingPathComponent("group.tally/count"), encoding: .utf8) == "42")

        // An undeclared group asked for by the widget is a container of the bundle's own.
        try FileManager.default.createDirectory(at: own.appendingPathComponent("group.private"), withIntermediateDirectories: true)
        try fixture.declare(["group.tally"])
        _ = groups.prepare(key: "tally-widgets", program: fixture.program, logger: Self.logger)
        #expect(fixture.listing(own) == ["group.private", "group.tally"], "a group no longer declared loses its link")
        #expect(FileManager.default.fileExists(atPath: groups.shared.appendingPathComponent("group.shared").path),
                "the shared container stays")

        // Declared later: the bundle's own container of that name is kept aside, the link takes its place.
        try fixture.declare(["group.tally", "group.private"])
        _ = groups.prepare(key: "tally-widgets", program: fixture.program, logger: Self.logger)
        let listing = fixture.listing(own)
        #expect(listing.contains("group.private") && listing.contains { $0.hasPrefix(".group.private.before-declared-") })
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: own.appendingPathComponent("group.private").path)) != nil)

        groups.remove(key: "tally-widgets")
        #expect(!FileManager.default.fileExists(atPath: own.path))
        #expect(FileManager.default.fileExists(atPath: groups.shared.appendingPathComponent("group.tally/count").path))
    }
}
