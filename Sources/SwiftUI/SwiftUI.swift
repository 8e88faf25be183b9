// `import SwiftUI` in widget source resolves here: `SwiftUICore` (views, shapes, environment,
// state, Foundation and Core Graphics re-exported), as Apple's SwiftUI re-exports it, plus the
// widget declarations (`Widget`, `WidgetBundle`, configurations) that Apple's SwiftUI declares.
@_exported public import SwiftUICore
@_exported public import ViewCore
@_exported public import WidgetCore
@_exported public import Foundation
@_exported public import Observation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
