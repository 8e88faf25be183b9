import Foundation
package import Logging

/// Makes strings safe to print in a log line.
///
/// Widget data, kinds, paths and error messages reach the log; a control character there can
/// forge a line (`\n`), move the cursor or recolour a terminal (`ESC`), and a bidirectional
/// override (U+202E) can make a line read differently than it is. `escaped(_:)` writes each
/// such character as `\u{…}` (`\n`, `\r` and `\t` as themselves escaped), and leaves every other
/// character alone.
package enum LogText {
    /// `text` with control, format-bidi and line/paragraph-separator characters escaped.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscaping(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// Whether `scalar` is a control character (C0, DEL, C1), a bidirectional control
    /// (LRM, RLM, ALM, LRE…RLO, LRI…PDI) or a line or paragraph separator.
    static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x2028, 0x2029: true
        default: false
        }
    }
}

/// A log handler that escapes the message and metadata values (`LogText.escaped(_:)`) before
/// handing them to another handler. The widget program bootstraps logging with it, so no log
/// line anywhere prints raw control or bidi characters from widget data.
package struct EscapingLogHandler: LogHandler {
    private var wrapped: any LogHandler

    /// Escapes what reaches `wrapped`.
    package init(wrapping wrapped: any LogHandler) {
        self.wrapped = wrapped
    }

    package var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    package var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue }
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue }
    }

    package func log(event: LogEvent) {
        var event = event
        event.message = "\(LogText.escaped(event.message.description))"
        event.metadata = event.metadata?.mapValues(Self.escaped)
        wrapped.log(event: event)
    }

    private static func escaped(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case .string(let text): .string(LogText.escaped(text))
        case .stringConvertible(let convertible): .string(LogText.escaped(convertible.description))
        case .array(let values): .array(values.map(escaped))
        case .dictionary(let values): .dictionary(values.mapValues(escaped))
        }
    }
}
