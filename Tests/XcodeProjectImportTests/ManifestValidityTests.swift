import Foundation
import Testing
@testable import XcodeProjectImport

/// A real SwiftPM call: the generated manifest evaluates (`swift package dump-package`), with the
/// targets, types, paths, resources, settings and plugins the import decided.
@Suite("The generated manifest, read back by SwiftPM")
struct ManifestValidityTests {
    @Test("swift package dump-package reads the classic fixture's package")
    func dumpPackage() throws {
        let (_, _, output) = try Fixtures.importing(Fixtures.classic)
        let dump = try Fixtures.dumpPackage(output)
        #expect(dump.status == 0, "\(dump.errors)")
        let package = try #require(dump.manifest)
        #expect(package["name"] as? String == "Weather")
        let targets = try #require(package["targets"] as? [[String: Any]])
        #expect(targets.map { $0["name"] as? String } == ["Weather_Widgets", "WeatherShared"])
        #expect(targets.map { $0["type"] as? String } == ["executable", "regular"])
        #expect(targets[0]["path"] as? String == "Sources/Weather_Widgets")
        let resources = try #require(targets[0]["resources"] as? [[String: Any]])
        #expect(resources.compactMap { $0["path"] as? String } == ["Resources/Assets.xcassets", "Resources/en.lproj", "Resources/fr.lproj"])
        let plugins = try #require(targets[0]["pluginUsages"] as? [[String: Any]])
        #expect(plugins.count == 3)
        let settings = String(decoding: try JSONSerialization.data(withJSONObject: targets[0]["settings"] ?? []), as: UTF8.self)
        #expect(settings.contains("HAS_FORECAST"))
        #expect(settings.contains("FoundationNetworking"))
        let dependencies = try #require(package["dependencies"] as? [[String: Any]])
        #expect(dependencies.count == 2)
    }
}
