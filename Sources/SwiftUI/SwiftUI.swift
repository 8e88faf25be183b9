// `import SwiftUI` in widget source resolves here.
@_exported public import ViewCore
@_exported public import WidgetCore
@_exported public import Foundation
@_exported public import Observation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
