import ProbeWidgets
import WidgetKit

enum SecondBuild: ProbeVersion {
    static let label = "v2"
}

/// The probe bundle, second build: the same widget showing another label (a rebuild).
@main
struct ProbeBundle: WidgetBundle {
    var body: some Widget {
        ProbeWidget<SecondBuild>()
        StillWidget()
    }
}
