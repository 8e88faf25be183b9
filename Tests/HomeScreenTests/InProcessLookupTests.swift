import Testing
import HomeScreenProgram
import WidgetProgram

/// A program that links `HomeScreenProgram` serves in its own process: WidgetProgram finds the
/// home screen's commands by the mangled name of `InProcessHomeScreen` (this test target links it).
@Suite("The in-process home screen is found by what the program links")
struct InProcessLookupTests {
    @Test("WidgetProgram finds HomeScreenProgram's commands, serve first")
    func found() throws {
        let linked = try #require(HomeScreenCommandSetLookup.linked)
        let names = linked.commands.map { $0.configuration.commandName ?? "" }
        #expect(names == ["serve", "backup", "restore", "install", "uninstall"])
        #expect(names == HomeScreenCommands.all.map { $0.configuration.commandName ?? "" })
    }
}
