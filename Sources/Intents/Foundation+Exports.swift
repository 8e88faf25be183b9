// `import Intents` brings Foundation on iOS, `URLSession` included; on Linux that lives in FoundationNetworking.
@_exported public import Foundation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
