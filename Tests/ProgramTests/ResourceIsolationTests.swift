import DisplayList
import Foundation
import Testing
import TestSupport

/// Two programs of one package (Tests/Fixtures/ResourceIsolation), run as real processes from
/// the build folder they share: each sees its own resource bundles (and those of the targets it
/// links), its own Info.plist with Xcode's build settings expanded and default keys added, and
/// its own entitlements, as each extension of an iOS app has its own bundle.
@Suite("Each program of a package has its own resources, Info.plist and entitlements")
struct ResourceIsolationTests {
    /// What a program's `Isolation` widget shows.
    struct Rendered {
        var texts: [String]
        var fills: [RGBAColor]

        /// The text starting with `prefix=`, without it.
        func value(_ prefix: String) -> String? {
            texts.first { $0.hasPrefix(prefix + "=") }.map { String($0.dropFirst(prefix.count + 1)) }
        }
    }

    static let tintA = RGBAColor(hex: 0x123456)
    static let tintB = RGBAColor(hex: 0x654321)
    static let sharedTint = RGBAColor(hex: 0x0A0B0C)

    /// Renders the program's widget as a display list, its data in `dataDirectory`.
    static func render(_ program: String, dataDirectory: URL) throws -> Rendered {
        let json = try DisplayListBinarySeedTests.output(
            of: ServerProcess.product(program), ["render", "Isolation", "--family", "systemLarge", "--format", "displayList"],
            dataDirectory: dataDirectory)
        let list = try JSONDecoder().decode(DisplayList.self, from: json)
        let fills: [RGBAColor] = list.allItems.compactMap { item in
            if case .shape(let shape) = item, case .color(let color)? = shape.fill { color } else { nil }
        }
        return Rendered(texts: list.textItems.map(\.string), fills: fills)
    }

    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)")
    }

    @Test("A program reads its own strings and colours and those of the targets it links, not another program's")
    func resources() throws {
        let data = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let a = try Self.render("IsolationA", dataDirectory: data)
        let b = try Self.render("IsolationB", dataDirectory: data)
        // A's strings are an XML property list, B's old-style text in UTF-16.
        #expect(a.texts.contains("Hello from A"), "\(a.texts)")
        #expect(a.value("localized") == "Hello from A")
        #expect(b.texts.contains("Hello from B"), "\(b.texts)")
        #expect(b.value("localized") == "Hello from B")
        // A key only B's table has stays a key in A.
        #expect(a.texts.contains("isolation.only-b"))
        #expect(b.texts.contains("Only B"))
        // Each its own colour; IsolationShared's only in B, which links it.
        #expect(a.fills.contains(Self.tintA))
        #expect(!a.fills.contains(Self.tintB))
        #expect(!a.fills.contains(Self.sharedTint))
        #expect(b.fills.contains(Self.tintB))
        #expect(!b.fills.contains(Self.tintA))
        #expect(b.fills.contains(Self.sharedTint))
    }

    @Test("The resource bundle list the plugin writes names the program's target and the targets it links")
    func bundleList() throws {
        func names(_ program: String) throws -> [String] {
            let file = URL(fileURLWithPath: ServerProcess.product(program).path + ".resource-bundles.json")
            return try JSONDecoder().decode([String].self, from: Data(contentsOf: file))
        }
        let a = try names("IsolationA"), b = try names("IsolationB")
        #expect(a.first == "WidgetKitLinux_IsolationA")
        #expect(a.contains("WidgetKitLinux_IsolationKit"))
        #expect(!a.contains("WidgetKitLinux_IsolationB") && !a.contains("WidgetKitLinux_IsolationShared"))
        #expect(b.first == "WidgetKitLinux_IsolationB")
        #expect(b.contains("WidgetKitLinux_IsolationShared"))
        #expect(!b.contains("WidgetKitLinux_IsolationA"))
    }

    @Test("Info.plist build settings are expanded as Xcode does, and the keys Xcode adds are there")
    func infoPlist() throws {
        let data = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let a = try Self.render("IsolationA", dataDirectory: data)
        // PRODUCT_BUNDLE_IDENTIFIER from BuildSettings.json, itself made of a setting with modifiers.
        #expect(a.value("id") == "com.example.isolation.isolationa")
        #expect(a.value("version") == "1.2 (7)")
        #expect(a.value("name") == "IsolationA exe=IsolationA")
        #expect(a.value("type") == "XPC! display=Isolation ISOLATIONA")
        // (A setting nobody knows expands to nothing with a build warning: InfoPlistCodegenTests.)
        #expect(a.value("group") == "group.com.example.isolation container=group.com.example.isolation")

        // No CFBundleIdentifier and no BuildSettings.json: the package's defaults.
        let b = try Self.render("IsolationB", dataDirectory: data)
        #expect(b.value("id") == "linux.widgetkit.IsolationB")
        #expect(b.value("version") == "1.0 (1)")
        #expect(b.value("name") == "IsolationB exe=IsolationB")
        // No team recorded: $(TeamIdentifierPrefix) is empty.
        #expect(b.value("group") == "group.com.example.b container=group.com.example.b")

        // The app group folders are named after the expanded groups.
        let groups = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("AppGroups").path).sorted()
        #expect(groups == ["group.com.example.b", "group.com.example.isolation"])
    }

    @Test("Entitlements are expanded, $(TeamIdentifierPrefix) from the recorded team")
    func entitlements() throws {
        func groups(_ program: String) throws -> [String]? {
            let file = URL(fileURLWithPath: ServerProcess.product(program).path + ".entitlements")
            let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), options: [], format: nil)
            return (plist as? [String: Any])?["com.apple.security.application-groups"] as? [String]
        }
        #expect(try groups("IsolationA") == ["group.com.example.isolation", "ABCDE12345.group.com.example.team"])
        #expect(try groups("IsolationB") == ["group.com.example.b"])
    }

    @Test("Each program finds its own Info.plist in the build folder they share, and takes it along when copied")
    func ownInfoPlist() throws {
        let data = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let folder = ServerProcess.product("IsolationA").deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("IsolationA.Info.plist").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("IsolationB.Info.plist").path))
        // Whichever was built last, each program has its own identifier (the folder's shared
        // Info.plist, a library target's for test processes, is nobody's program plist).
        #expect(try Self.render("IsolationB", dataDirectory: data).value("id") == "linux.widgetkit.IsolationB")
        #expect(try Self.render("IsolationA", dataDirectory: data).value("id") == "com.example.isolation.isolationa")
        #expect(try Self.render("IsolationB", dataDirectory: data).value("id") == "linux.widgetkit.IsolationB")

        // A copy elsewhere (as a home screen's tests install bundles) keeps its plist.
        let copies = Self.temporaryDirectory()
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copies) }
        let copy = copies.appendingPathComponent("renamed-widgets")
        try ServerProcess.copyProduct("IsolationA", to: copy)
        let json = try DisplayListBinarySeedTests.output(
            of: copy, ["render", "Isolation", "--family", "systemLarge", "--format", "displayList"], dataDirectory: data)
        let texts = try JSONDecoder().decode(DisplayList.self, from: json).textItems.map(\.string)
        #expect(texts.contains("id=com.example.isolation.isolationa"), "\(texts)")
        // Without its plist, a program gets the default keys for its own name, never another's plist.
        try FileManager.default.removeItem(at: URL(fileURLWithPath: copy.path + ".Info.plist"))
        let bare = try DisplayListBinarySeedTests.output(
            of: copy, ["render", "Isolation", "--family", "systemLarge", "--format", "displayList"], dataDirectory: data)
        let bareTexts = try JSONDecoder().decode(DisplayList.self, from: bare).textItems.map(\.string)
        #expect(bareTexts.contains("id=linux.widgetkit.renamed-widgets"), "\(bareTexts)")
        #expect(bareTexts.contains("name=renamed-widgets exe=renamed-widgets"), "\(bareTexts)")
    }
}
