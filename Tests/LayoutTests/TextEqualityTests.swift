import Testing
@testable import ViewCore

/// `Text` is `Equatable`, as Apple's is; a text's foreground style takes part in equality.
@Suite("Text equality")
struct TextEqualityTests {
    @Test("Texts with alike foreground styles are equal; a different style makes them differ")
    func foregroundStyles() {
        #expect(Text("Tile").foregroundStyle(.secondary) == Text("Tile").foregroundStyle(.secondary))
        #expect(Text("Tile").foregroundStyle(Color.red) == Text("Tile").foregroundStyle(Color.red))
        #expect(Text("Tile").foregroundStyle(Color.red) != Text("Tile").foregroundStyle(Color.blue))
        #expect(Text("Tile").foregroundStyle(.secondary) != Text("Tile").foregroundStyle(.tertiary))
        #expect(Text("Tile").foregroundStyle(Color.red) != Text("Tile"))
    }
}
