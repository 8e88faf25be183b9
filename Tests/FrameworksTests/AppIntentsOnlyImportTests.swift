// An intent file as apps write it, importing AppIntents alone: `LocalizedStringResource`
// (Foundation's on iOS) must be visible through it.
import AppIntents
import Testing

struct RefreshIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh"
    static let description = IntentDescription("Refreshes the feed.")
    func perform() async throws -> some IntentResult { .result() }
}

@Suite("import AppIntents alone")
struct AppIntentsOnlyImportTests {
    @Test("LocalizedStringResource is visible and keeps its key")
    func localizedStringResource() {
        let title: LocalizedStringResource = RefreshIntent.title
        #expect(title.key == "Refresh")
        #expect(String(describing: title) == "Refresh")
    }
}
