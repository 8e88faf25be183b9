// `import CoreGraphics` in widget source resolves here. On Linux, Foundation declares the
// geometry widget code uses (`CGFloat`, `CGPoint`, `CGSize`, `CGRect` and their arithmetic),
// so this module re-exports it, and declares `CGAffineTransform` (CGAffineTransform.swift), which
// `ViewCore` takes in `transformEffect(_:)` and `SwiftUICore` re-exports. Quartz drawing types
// (`CGContext`, `CGColor`, `CGImage`, `CGPath`) do not exist here: draw with SwiftUI (`Canvas`,
// shapes) instead (docs/PORTING.md).
//
// GRDB asks `#if canImport(CoreGraphics)`: the target depends on GRDB so that GRDB is always
// compiled before this module exists (see the note on `os` in Package.swift).
@_exported public import Foundation
