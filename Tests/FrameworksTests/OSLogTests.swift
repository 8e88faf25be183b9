import Foundation
import Testing
import OSLog

// Widget code as iOS projects write it: a file-level logger, every level, the privacy forms.
private let logger = Logger(subsystem: "com.example.weather", category: "Provider")

private struct Forecast: CustomStringConvertible {
    var city: String
    var description: String { "Forecast(\(city))" }
}

private enum FetchError: Error { case offline }

@Suite("OSLog: Logger, os_log and signposts over swift-log")
struct OSLogTests {
    @Test("Each level reaches swift-log with the subsystem as label and the category in metadata")
    func levels() {
        let lines = capturingLogs {
            logger.trace("t")
            logger.debug("d")
            logger.info("i")
            logger.notice("n")
            logger.log("l")
            logger.log(level: .error, "le")
            logger.warning("w")
            logger.error("e")
            logger.critical("c")
            logger.fault("f")
        }
        #expect(lines.map(\.message) == ["t", "d", "i", "n", "l", "le", "w", "e", "c", "f"])
        #expect(lines.map(\.level) == [.trace, .debug, .info, .notice, .notice, .error, .warning, .error, .critical, .critical])
        #expect(lines.allSatisfy { $0.label == "com.example.weather" && $0.category == "Provider" })
    }

    @Test("Strings and objects are private by default; numbers and booleans are public")
    func defaultPrivacy() {
        let city = "Lisbon"
        let lines = capturingLogs {
            logger.info("City \(city), \(Forecast(city: city)), \(42) items, ok \(true), \(2.5)")
        }
        #expect(lines.map(\.message) == ["City <private>, <private>, 42 items, ok true, 2.500000"])
    }

    @Test("Explicit privacy: public, private, sensitive, auto and the hash mask")
    func explicitPrivacy() throws {
        let city = "Lisbon"
        let count = 7
        let lines = capturingLogs {
            logger.info("\(city, privacy: .public) \(count, privacy: .private) \(city, privacy: .sensitive) \(count, privacy: .auto)")
            logger.info("\(city, privacy: .private(mask: .hash))")
            logger.info("\(city, privacy: .private(mask: .hash))")
            logger.info("\("Porto", privacy: .private(mask: .hash))")
        }
        #expect(lines[0].message == "Lisbon <private> <private> 7")
        #expect(lines[1].message.hasPrefix("<mask.hash: '") && lines[1].message.hasSuffix("'>"))
        #expect(!lines[1].message.contains("Lisbon"))
        #expect(lines[1].message == lines[2].message, "a hash mask is stable for equal values")
        #expect(lines[1].message != lines[3].message)
    }

    @Test("The host can be told to show private values; sensitive ones stay hidden")
    func revealPrivate() {
        let city = "Lisbon"
        let lines = capturingLogs(revealPrivate: true) {
            logger.info("\(city) \(city, privacy: .private) \(city, privacy: .sensitive)")
        }
        #expect(lines.map(\.message) == ["Lisbon Lisbon <private>"])
    }

    @Test("Formats and alignment")
    func formats() {
        let lines = capturingLogs {
            logger.debug("[\(3.14159, format: .fixed(precision: 2))] [\(255, format: .hex)] [\(255, format: .hex(includePrefix: true, uppercase: true))]")
            logger.debug("[\(8, format: .octal)] [\(5, format: .decimal(minDigits: 3))] [\(UInt8(9), format: .decimal(explicitPositiveSign: true))]")
            logger.debug("[\("ab", align: .left(columns: 5), privacy: .public)] [\("ab", align: .right(columns: 5), privacy: .public)] [\(12, align: .right(columns: 4))]")
            logger.debug("[\(true, format: .answer)] [\(1500.0, format: .exponential(precision: 1))] [\(Int.self)]")
        }
        #expect(lines.map(\.message) == [
            "[3.14] [ff] [0XFF]",
            "[10] [005] [+9]",
            "[ab   ] [   ab] [  12]",
            "[YES] [1.5e+03] [Int]",
        ])
    }

    @Test("Errors, optionals and values are interpolated")
    func otherValues() {
        let missing: String? = nil
        let lines = capturingLogs {
            logger.error("Fetch failed: \(FetchError.offline, privacy: .public); name \(missing, privacy: .public)")
            logger.error("Fetch failed: \(FetchError.offline)")
        }
        #expect(lines.map(\.message) == ["Fetch failed: offline; name nil", "Fetch failed: <private>"])
    }

    @Test("Logger() and Logger(OSLog) write to the default and to a given log")
    func otherLoggers() {
        let log = OSLog(subsystem: "com.example.news", category: "Feed")
        let lines = capturingLogs {
            Logger(log).notice("from a log")
            Logger().notice("default")
            Logger(OSLog.disabled).notice("never")
        }
        #expect(lines.count == 2)
        #expect(lines[0].label == "com.example.news" && lines[0].category == "Feed")
        #expect(lines[1].message == "default" && lines[1].category == nil)
    }

    @Test("os_log with printf formats: strings private unless {public}, numbers public")
    func legacyOSLog() {
        let log = OSLog(subsystem: "com.example.news", category: "Feed")
        let lines = capturingLogs {
            os_log("Loaded %{public}@ and %@ in %d ms (%.1f%%)", log: log, type: .info, "feed" as NSString, "secret" as NSString, 12, 99.5)
            os_log("Plain", log: log)
            os_log("Count %{private}d", log: OSLog.default, type: .error, 3)
            os_log(.fault, log: log, "modern \(5)")
        }
        #expect(lines.map(\.message) == ["Loaded feed and <private> in 12 ms (99.5%)", "Plain", "Count <private>", "modern 5"])
        #expect(lines.map(\.level) == [.info, .notice, .error, .critical])
    }

    @Test("Signposts are accepted: intervals, events and os_signpost")
    func signposts() throws {
        let signposter = OSSignposter(logger: logger)
        let lines = try capturingLogs {
            let id = signposter.makeSignpostID()
            let state = signposter.beginInterval("fetch", id: id, "city \("Lisbon", privacy: .public)")
            signposter.emitEvent("parsed")
            signposter.endInterval("fetch", state)
            let value = signposter.withIntervalSignpost("render") { 21 * 2 }
            #expect(value == 42)
            let log = OSLog(subsystem: "com.example.weather", category: .pointsOfInterest)
            os_signpost(.begin, log: log, name: "load", signpostID: OSSignpostID(log: log))
            os_signpost(.event, log: log, name: "load", "step %d", 2)
            let data = try JSONEncoder().encode(state)
            _ = try JSONDecoder().decode(OSSignpostIntervalState.self, from: data)
        }
        #expect(lines.count == 7)
        #expect(lines[0].message.hasPrefix("signpost begin fetch") && lines[0].message.hasSuffix(": city Lisbon"))
        #expect(lines[2].message.hasPrefix("signpost end fetch") && lines[2].message.contains(" ms)"))
        #expect(lines[5].category == "PointsOfInterest")
        #expect(lines[6].message.hasSuffix("step 2"))
        #expect(lines.allSatisfy { $0.level == .debug })
        #expect(OSSignposter.disabled.isEnabled == false)
    }
}
