import Foundation
import Testing
@testable import XcodeProjectImport

@Suite("Swift package references")
struct PackageDependencyTests {
    func reference(_ requirement: [String: String]) -> PBXObject {
        PBXObject(id: "R", fields: [
            "isa": .string("XCRemoteSwiftPackageReference"),
            "repositoryURL": .string("https://github.com/example/Some-Kit.git"),
            "requirement": .dictionary(requirement.mapValues { .string($0) }),
        ])
    }

    @Test("every requirement kind becomes its .package line")
    func requirements() throws {
        let project = try XcodeProject(contentsOf: Fixtures.classic)
        let cases: [([String: String], String)] = [
            (["kind": "upToNextMajorVersion", "minimumVersion": "2.1.0"], #"from: "2.1.0""#),
            (["kind": "upToNextMinorVersion", "minimumVersion": "2.1.0"], #".upToNextMinor(from: "2.1.0")"#),
            (["kind": "exactVersion", "version": "2.1.3"], #"exact: "2.1.3""#),
            (["kind": "versionRange", "minimumVersion": "1.0.0", "maximumVersion": "3.0.0"], #""1.0.0"..<"3.0.0""#),
            (["kind": "branch", "branch": "main"], #"branch: "main""#),
            (["kind": "revision", "revision": "0123abcd"], #"revision: "0123abcd""#),
        ]
        let plan = try XcodeProjectImporter.plan(ImportOptions(project: Fixtures.classic, packagePath: Fixtures.checkout))
        for (requirement, expected) in cases {
            let dependency = try #require(PackageDependency(reference: reference(requirement), project: project))
            #expect(dependency.identity == "some-kit")
            let line = ManifestText(plan: plan, resources: [:]).packageLine(dependency)
            #expect(line == ".package(url: \"https://github.com/example/Some-Kit.git\", \(expected))")
        }
        #expect(PackageDependency(reference: reference(["kind": "somethingNew"]), project: project) == nil)
    }

    @Test("a local package's path is relative to the project's folder, and its identity is the folder's name")
    func local() throws {
        let project = try XcodeProject(contentsOf: Fixtures.classic)
        let object = PBXObject(id: "L", fields: ["isa": .string("XCLocalSwiftPackageReference"), "relativePath": .string("../Packages/WeatherCore")])
        let dependency = try #require(PackageDependency(reference: object, project: project))
        #expect(dependency.identity == "weathercore")
        #expect(dependency.source == .local(Fixtures.root.appendingPathComponent("Packages/WeatherCore")))
    }
}
