// `import Intents` brings Foundation on iOS, `URLSession` included; on Linux that lives in FoundationNetworking.
@_exported public import Foundation
// Intents' headers import Core Location, so `CLPlacemark` (a `Placemark` parameter's type) is in
// scope wherever `Intents` is imported, as in the code Xcode generates.
@_exported public import CoreLocation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
