// `LocalizedStringResource` is Foundation's on iOS, so SwiftUI and AppIntents both see it; here it
// lives in ViewCore (with `String(localized:)` and `Text(_:)`), and AppIntents re-exports it.
@_exported public import struct ViewCore.LocalizedStringResource
// `import AppIntents` brings Foundation on iOS, `URLSession` included; on Linux that lives in FoundationNetworking.
@_exported public import Foundation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
