import Foundation
import Testing
@testable import XcodeProjectImport

@Suite("File references by source tree")
struct FileResolverTests {
    /// A project with one group per source tree, in a temporary folder.
    func project() throws -> (XcodeProject, URL) {
        let folder = try Fixtures.temporaryFolder("trees")
        let bundle = folder.appendingPathComponent("Trees.xcodeproj")
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tAA0000000000000000000001 = {isa = PBXProject; mainGroup = AA0000000000000000000002; targets = (); };
        \t\tAA0000000000000000000002 = {isa = PBXGroup; children = (AA0000000000000000000003, AA0000000000000000000005, AA0000000000000000000006, AA0000000000000000000007, AA0000000000000000000008, AA0000000000000000000009, AA000000000000000000000A, AA000000000000000000000C, AA000000000000000000000E, AA000000000000000000000F); sourceTree = "<group>"; };
        \t\tAA0000000000000000000003 = {isa = PBXGroup; children = (AA0000000000000000000004); path = Widgets; sourceTree = "<group>"; };
        \t\tAA0000000000000000000004 = {isa = PBXFileReference; path = Sub/A.swift; sourceTree = "<group>"; };
        \t\tAA0000000000000000000005 = {isa = PBXFileReference; path = Shared/B.swift; sourceTree = SOURCE_ROOT; };
        \t\tAA0000000000000000000006 = {isa = PBXFileReference; path = "\(folder.path)/Elsewhere/C.swift"; sourceTree = "<absolute>"; };
        \t\tAA0000000000000000000007 = {isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tAA0000000000000000000008 = {isa = PBXFileReference; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
        \t\tAA0000000000000000000009 = {isa = PBXFileReference; path = Tools/x; sourceTree = DEVELOPER_DIR; };
        \t\tAA000000000000000000000A = {isa = PBXFileReference; path = y.swift; sourceTree = MY_TREE; };
        \t\tAA000000000000000000000C = {isa = PBXGroup; children = (AA000000000000000000000D); name = Pathless; sourceTree = "<group>"; };
        \t\tAA000000000000000000000D = {isa = PBXFileReference; path = Top.swift; sourceTree = "<group>"; };
        \t\tAA000000000000000000000E = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = SwiftUI.framework; path = /System/Library/Frameworks/SwiftUI.framework; sourceTree = "<absolute>"; };
        \t\tAA000000000000000000000F = {isa = PBXFileReference; path = /Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS17.0.sdk/System/Library/Frameworks/Intents.framework; sourceTree = "<absolute>"; };
        \t};
        \trootObject = AA0000000000000000000001;
        }
        """
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: bundle.appendingPathComponent("project.pbxproj"))
        return (try XcodeProject(contentsOf: bundle), folder.standardizedFileURL)
    }

    @Test("<group> follows the parent groups' paths; a group without a path adds nothing")
    func groupRelative() throws {
        let (project, folder) = try project()
        let resolver = FileResolver(project: project)
        #expect(resolver.location(of: "AA0000000000000000000004") == .file(folder.appendingPathComponent("Widgets/Sub/A.swift")))
        #expect(resolver.location(of: "AA000000000000000000000D") == .file(folder.appendingPathComponent("Top.swift")))
    }

    @Test("SOURCE_ROOT and <absolute> are files; built products, SDK, developer and absolute system paths and unknown trees are not")
    func otherTrees() throws {
        let (project, folder) = try project()
        let resolver = FileResolver(project: project)
        #expect(resolver.location(of: "AA0000000000000000000005") == .file(folder.appendingPathComponent("Shared/B.swift")))
        #expect(resolver.location(of: "AA0000000000000000000006") == .file(folder.appendingPathComponent("Elsewhere/C.swift")))
        #expect(resolver.location(of: "AA0000000000000000000007") == .builtProduct("Kit.framework"))
        #expect(resolver.location(of: "AA0000000000000000000008") == .system("System/Library/Frameworks/WidgetKit.framework"))
        #expect(resolver.location(of: "AA0000000000000000000009") == .system("Tools/x"))
        #expect(resolver.location(of: "AA000000000000000000000A") == .unresolvable("MY_TREE", "y.swift"))
        // Absolute paths into the system's or Xcode's folders are system frameworks, not files.
        #expect(resolver.location(of: "AA000000000000000000000E") == .system("/System/Library/Frameworks/SwiftUI.framework"))
        #expect(resolver.location(of: "AA000000000000000000000F") == .system(
            "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS17.0.sdk/System/Library/Frameworks/Intents.framework"))
    }
}
