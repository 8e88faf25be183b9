// A file importing only OSLog sees Foundation (`Bundle`, `Date`, `URL`), as on iOS, where
// OSLog re-exports it: one such file once stopped a 17-widget extension from compiling.
import OSLog

func bundleIdentifierViaOSLog() -> String? {
    let logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "widgets", category: "timeline")
    logger.debug("read at \(Date().timeIntervalSince1970)")
    return URL(string: "https://example.com/\(Bundle.main.bundlePath.count)")?.host
}
