import Foundation
import OSLog
import Testing

@Suite("OSLog: every os_log form")
struct OSLogFunctionFormsTests {
    @Test("os_log(_:) with interpolation, os_log(_:dso:log:_:_:) with the level first, and the older forms")
    func forms() {
        let log = OSLog(subsystem: "com.example.weather", category: "Forms")
        let city = "Lisbon"
        let count = 3
        let lines = capturingLogs {
            os_log("Loaded \(count) cities")
            os_log("Plain")
            os_log(.error, log: log, "Failed for %{public}@ after %d tries", city as NSString, count)
            os_log(.info, log: log, "Secret %@", city as NSString)
            os_log(.debug, "No log object")
            os_log(.fault, log: log, "modern \(city, privacy: .public)")
            os_log("Old %{public}@", log: log, type: .info, city as NSString)
        }
        #expect(lines.map(\.message) == [
            "Loaded 3 cities", "Plain", "Failed for Lisbon after 3 tries", "Secret <private>", "No log object",
            "modern Lisbon", "Old Lisbon",
        ])
        #expect(lines.map(\.level) == [.notice, .notice, .error, .info, .debug, .critical, .info])
        #expect(lines.map(\.category) == [nil, nil, "Forms", "Forms", nil, "Forms", "Forms"])
    }
}
