// `import WidgetKit` in widget source resolves here.
@_exported public import SwiftUI
@_exported public import WidgetCore
@_exported public import WidgetProgram
// WidgetKit's configuration types name intents; re-exported as the SDK makes them visible.
@_exported public import Intents
@_exported public import AppIntents
