// `import SwiftUICore` in widget source resolves here: since iOS 18 SwiftUI's views, shapes,
// environment and state live in SwiftUICore, which SwiftUI re-exports. Here it is the same content.
@_exported public import SwiftUI
