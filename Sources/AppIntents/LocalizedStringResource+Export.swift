// `LocalizedStringResource` is Foundation's on iOS, so SwiftUI and AppIntents both see it; here it
// lives in ViewCore (with `String(localized:)` and `Text(_:)`), and AppIntents re-exports it.
@_exported public import struct ViewCore.LocalizedStringResource
