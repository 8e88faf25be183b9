import HomeScreenProgram
import WidgetCore
import WidgetProgram

/// `widgetkit-home`: the home screen as a program of its own, with no widgets of its own. It
/// hosts widget bundle programs as extension processes (`--bundle`, and those `install`ed in its
/// data directory); a widget program's `serve` hands over to it with itself as the first bundle.
@main
enum WidgetKitHome {
    static func main() async {
        WidgetProgram.start()
        await WidgetProgram.run(WidgetRegistry([]), commands: ProgramCommands(
            abstract: "The home screen in the browser, hosting widget bundle programs as extension processes.",
            subcommands: HomeScreenCommands.all))
    }
}
