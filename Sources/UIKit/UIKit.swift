// `import UIKit` in widget source resolves here: `UIImage` and `UIColor` live in ViewCore.
@_exported public import ViewCore
@_exported public import Foundation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
