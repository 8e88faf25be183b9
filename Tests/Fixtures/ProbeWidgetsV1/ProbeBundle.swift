import ProbeWidgets
import WidgetKit

enum FirstBuild: ProbeVersion {
    static let label = "v1"
}

/// The probe bundle, first build.
@main
struct ProbeBundle: WidgetBundle {
    var body: some Widget {
        ProbeWidget<FirstBuild>()
        StillWidget()
    }
}
