import Foundation
import Testing
@testable import XcodeProjectImport

@Suite("Reading project.pbxproj (OpenStep property lists)")
struct ProjectFileTests {
    @Test("the fixture project parses: targets, main group, development region")
    func parsesFixture() throws {
        let project = try XcodeProject(contentsOf: Fixtures.classic)
        #expect(project.name == "Weather")
        #expect(project.targets.compactMap { $0.string("name") } == ["Weather", "Weather Widgets", "WeatherShared"])
        #expect(project.developmentRegion == "en")
        #expect(project.sourceRoot == Fixtures.classic.deletingLastPathComponent())
        let idLengths = Set(project.objects.keys.map(\.count))
        #expect(idLengths == [24])
    }

    @Test("comments, quoted strings with escapes and unquoted values read as Xcode writes them")
    func openStepForms() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        /* Begin PBXFileReference section */
        \t\t000000000000000000000001 /* a b.swift */ = {isa = PBXFileReference; name = "say \\"hi\\"\\n"; path = "a b.swift"; sourceTree = "<group>"; };
        /* End PBXFileReference section */
        \t\t000000000000000000000002 = {isa = PBXProject; targets = ( ); mainGroup = 000000000000000000000003; };
        \t\t000000000000000000000003 = {isa = PBXGroup; children = (000000000000000000000001 /* a b.swift */, ); sourceTree = "<group>"; };
        \t};
        \trootObject = 000000000000000000000002 /* Project object */;
        }
        """
        let project = try XcodeProject(data: Data(text.utf8), bundleURL: URL(fileURLWithPath: "/tmp/X.xcodeproj"))
        let file = try #require(project["000000000000000000000001"])
        #expect(file.isa == "PBXFileReference")
        #expect(file.string("name") == "say \"hi\"\n")
        #expect(file.string("path") == "a b.swift")
        #expect(project["000000000000000000000003"]?.strings("children") == ["000000000000000000000001"])
    }

    @Test("a file that is not a project is refused with its path and why")
    func refusesGarbage() throws {
        let folder = try Fixtures.temporaryFolder("garbage").appendingPathComponent("Bad.xcodeproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ objects = { x = y; }; rootObject = z; }".utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
        #expect(throws: ImportError.self) { try XcodeProject(contentsOf: folder) }
        do {
            _ = try XcodeProject(contentsOf: folder)
        } catch let error as ImportError {
            #expect(error.description.contains("Bad.xcodeproj/project.pbxproj"))
        }
        #expect(throws: ImportError.unreadableProject(folder.appendingPathComponent("Missing.xcodeproj/project.pbxproj").path, "there is no such file")) {
            try XcodeProject(contentsOf: folder.appendingPathComponent("Missing.xcodeproj"))
        }
    }
}
