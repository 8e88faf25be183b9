// Swift 5 mode: a file importing only OSLog uses Foundation (`Bundle`, `Date`), as on iOS.
import OSLog

func bundleNameViaOSLogSwift5() -> String {
    let logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "widgets", category: "swift5")
    logger.info("at \(Date().timeIntervalSince1970)")
    return Bundle.main.bundleURL.lastPathComponent
}
