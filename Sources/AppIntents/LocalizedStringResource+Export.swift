// `LocalizedStringResource` is Foundation's on iOS, so SwiftUI and AppIntents both see it; here it
// lives in ViewCore (with `String(localized:)` and `Text(_:)`), and AppIntents re-exports it.
// This module's other files use it through this import and must not import it again: a scoped
// `import struct ViewCore.LocalizedStringResource` in a file the compiler reads before this one
// silently cancels the re-export (Swift 6.x), and `import AppIntents` alone would no longer see it.
@_exported public import struct ViewCore.LocalizedStringResource
// `import AppIntents` brings Foundation on iOS, `URLSession` included; on Linux that lives in FoundationNetworking.
@_exported public import Foundation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
