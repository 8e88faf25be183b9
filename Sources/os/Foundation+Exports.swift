// Apple's `os` and `OSLog` modules re-export Foundation: a widget file whose only import is
// `import OSLog` uses `Bundle`, `Date` and `URL`. So do ours. SwiftSyntaxBuilder imports `os`
// privately (see the note at `os` in Package.swift); Foundation becoming visible in that one
// file changes nothing there.
@_exported public import Foundation
// Every drop-in module gives `URLSession`, which on Linux lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
