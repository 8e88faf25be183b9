// `import WidgetKit` in widget source resolves here.
@_exported public import SwiftUI
@_exported public import WidgetCore
@_exported public import WidgetProgram
