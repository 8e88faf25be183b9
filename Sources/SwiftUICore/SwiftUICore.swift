// `import SwiftUICore` in widget source resolves here. Since iOS 18, SwiftUI's views, shapes,
// environment and state live in SwiftUICore, and SwiftUI re-exports it: so here too, this module
// is the base (the views of `ViewCore`, with Foundation and Core Graphics) and `SwiftUI`
// re-exports it, so `import SwiftUI` code may name `SwiftUICore.Font`. Widgets and the rest of
// WidgetKit's declarations are SwiftUI's, as on iOS.
@_exported public import ViewCore
@_exported public import CoreGraphics
@_exported public import Foundation
@_exported public import Observation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
