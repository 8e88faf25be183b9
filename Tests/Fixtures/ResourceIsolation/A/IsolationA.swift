import IsolationKit

import WidgetKit

/// Program A of the resource isolation fixture.
@main
struct IsolationABundle: WidgetBundle {
    var body: some Widget {
        IsolationWidget()
    }
}
