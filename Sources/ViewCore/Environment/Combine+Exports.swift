// SwiftUI re-exports Combine on iOS (`ObservableObject`, `@Published`, `AnyCancellable`, `Timer.publish`
// with `import SwiftUI` alone). Here Combine is OpenCombine; the `Combine` module re-exports the same
// modules, so a file importing both SwiftUI and Combine sees one `ObservableObject` and one `Published`.
@_exported public import OpenCombine
@_exported public import OpenCombineFoundation
@_exported public import OpenCombineDispatch
