// `import SwiftUI` in widget source resolves here.
@_exported public import ViewCore
@_exported public import WidgetCore
@_exported public import Foundation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
