import ProbeWidgets
import WidgetKit

enum FirstBuild: ProbeVersion {
    static let label = "v1"
}

/// The probe bundle, first build.
struct ProbeBundle: WidgetBundle {
    var body: some Widget {
        ProbeWidget<FirstBuild>()
        StillWidget()
    }
}

/// The program: the probe's misbehaviours first (a copy named `bad-version…` never gets further),
/// then the widget program of the bundle.
@main
enum ProbeMain {
    static func main() async {
        ProbeProgram.prepare()
        await ProbeBundle.main()
    }
}
