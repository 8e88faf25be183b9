import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

@Suite("Languages")
struct LocalizationTests {
    @Test("The bundles' localizations are offered and the gallery's names follow the language")
    func gallery() async throws {
        try await withTemporaryDirectory { directory in
            let bundleURL = directory.appendingPathComponent("Widgets.resources", isDirectory: true)
            let german = bundleURL.appendingPathComponent("de.lproj", isDirectory: true)
            try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
            try Data(#""Counter" = "Zähler";\#n"Counts reloads." = "Zählt Neuladungen.";"#.utf8)
                .write(to: german.appendingPathComponent("Localizable.strings"))
            let bundle = try #require(Bundle(path: bundleURL.path))
            try await withHomeScreen(bundles: [bundle]) { runtime, client in
                #expect(runtime.languages.prefix(2) == ["en", "de"])
                let page = try await client.execute(uri: "/", method: .get).text
                #expect(page.contains("<option value=\"de\""))
                let german = try await client.execute(uri: "/gallery?partial=1&locale=de", method: .get).text
                #expect(german.contains(">Zähler</h3>"))
                #expect(german.contains("Zählt Neuladungen."))
                let english = try await client.execute(uri: "/gallery?partial=1&locale=en", method: .get).text
                #expect(english.contains(">Counter</h3>"))
                let kinds = try await client.execute(uri: "/api/kinds?locale=de", method: .get).text
                #expect(kinds.contains("Zähler"))
            }
        }
    }
}
