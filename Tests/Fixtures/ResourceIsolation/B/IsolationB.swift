import IsolationKit
import IsolationShared
import WidgetKit

/// Program B of the resource isolation fixture.
@main
struct IsolationBBundle: WidgetBundle {
    var body: some Widget {
        IsolationWidget()
    }
}
