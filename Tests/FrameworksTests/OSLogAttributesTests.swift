import Foundation
import OSLog
import Testing

private let logger = Logger(subsystem: "com.example.weather", category: "Attributes")

private struct Station: CustomStringConvertible {
    var description: String { "Station(7)" }
}

@Suite("OSLog: the attributes: and bytes: interpolation forms")
struct OSLogAttributesTests {
    @Test("Each attributes: form writes its value as the form without attributes does")
    func attributes() {
        let city = "Lisbon"
        let object = NSString(string: "obj")
        let lines = capturingLogs {
            logger.info("\(city, privacy: .public, attributes: "city") \(city, attributes: "city")")
            logger.info("\(city, align: .right(columns: 8), privacy: .public, attributes: "a")|")
            logger.info("\(Station(), privacy: .public, attributes: "s") \(object, privacy: .public, attributes: "o")")
            logger.info("\(255, format: .hex, privacy: .public, attributes: "n") \(UInt8(7), attributes: "n")")
            logger.info("\(2.5, format: .fixed(precision: 1), attributes: "d") \(Float(0.25), attributes: "f")")
        }
        #expect(lines.map(\.message) == [
            "Lisbon <private>",
            "  Lisbon|",
            "Station(7) obj",
            "ff 7",
            "2.5 0.250000",
        ])
    }

    @Test("Integers of every width are public by default, with or without attributes")
    func integerWidths() {
        let lines = capturingLogs {
            logger.info("\(UInt8(7)) \(Int32(-3)) \(UInt64(9)) \(Int16(4), format: .hex)")
            logger.info("\(UInt8(7), attributes: "a") \(Int32(-3), align: .right(columns: 3), attributes: "a")")
        }
        #expect(lines.map(\.message) == ["7 -3 9 4", "7  -3"])
    }

    @Test("Pointer data is written as hexadecimal bytes, redacted unless public")
    func pointerBytes() {
        let bytes: [UInt8] = [0xCA, 0xFE, 0x01]
        let lines = bytes.withUnsafeBytes { buffer in
            let pointer = buffer.baseAddress!
            return capturingLogs {
                logger.info("\(pointer, bytes: 3, privacy: .public)")
                logger.info("\(pointer, bytes: 2, privacy: .public, attributes: "raw")")
                logger.info("\(pointer, bytes: 3)")
            }
        }
        #expect(lines.map(\.message) == ["cafe01", "cafe", "<private>"])
    }
}
