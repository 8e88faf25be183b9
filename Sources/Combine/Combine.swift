// `import Combine` in widget source resolves here: OpenCombine under Apple's module name, with its
// Foundation (`Timer.publish`, `URLSession.dataTaskPublisher`, `NotificationCenter.publisher`,
// `RunLoop`/`OperationQueue` schedulers) and Dispatch (`DispatchQueue` scheduler) parts.
// `ObservableObject` and `Published` are OpenCombine's, the same ones `import SwiftUI` gives.
@_exported public import OpenCombine
@_exported public import OpenCombineFoundation
@_exported public import OpenCombineDispatch
// Every drop-in module gives `URLSession` (for `dataTaskPublisher`), which on Linux lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
