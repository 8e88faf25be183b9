public import Foundation

/// A value that a format specifier such as `%lld` or `%.1f` can print, as SwiftUI declares it.
///
/// `Text("\(distance, specifier: "%.1f") km")` has the key `"%.1f km"`.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    /// The value handed to `String(format:)`.
    var _arg: _Arg { get }
    /// The specifier Xcode writes into the key for a plain `\(value)`.
    var _specifier: String { get }
}

extension _FormatSpecifiable {
    /// The text of a plain `\(value)`: integers without `String(format:)` (which is slow on
    /// Linux and prints the same digits).
    var _defaultString: String {
        switch _specifier {
        case "%lld", "%d", "%u", "%llu": String(describing: _arg)
        default: String(format: _specifier, _arg)
        }
    }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}

extension LocalizedStringKey.StringInterpolation {
    /// A value printed with a format specifier: `\(temperature, specifier: "%.0f")°`.
    ///
    /// The specifier goes into the key as is, so a `.strings` entry `"%.0f°"` translates it.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        key += specifier
        arguments.append(.text(Self.printf(specifier, value._arg)))
    }

    /// A value printed by a `Formatter` (`DateFormatter`, `NumberFormatter`, `MeasurementFormatter`…).
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        key += "%@"
        arguments.append(.text(formatter?.string(for: subject) ?? String(describing: subject)))
    }

    /// Any other value printed by a `Formatter`: on Linux `Date`, `Measurement` and friends are
    /// not `ReferenceConvertible`, and `\(date, formatter: f)` must still compile and format.
    @_disfavoredOverload
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) {
        key += "%@"
        arguments.append(.text(formatter?.string(for: subject) ?? String(describing: subject)))
    }

    /// An object printed by a `Formatter` (`NSNumber`, `NSDate`…).
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        key += "%@"
        arguments.append(.text(formatter?.string(for: subject) ?? subject.description))
    }

    /// An image in the run of text: a symbol (`Image(systemName:)`) is drawn as a glyph at the
    /// text's font size and color.
    public mutating func appendInterpolation(_ image: Image) {
        key += "%@"
        arguments.append(.styled(Text(image)))
    }

    /// An attributed string, keeping the attributes of its runs.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        key += "%@"
        arguments.append(.styled(Text(attributedString)))
    }

    /// A part of an attributed string, keeping the attributes of its runs.
    public mutating func appendInterpolation(_ attributedSubstring: AttributedSubstring) {
        appendInterpolation(AttributedString(attributedSubstring))
    }

    /// A timer counting through an interval (`Text(timerInterval:)` inside a string).
    public mutating func appendInterpolation(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        key += "%@"
        arguments.append(.styled(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                                      showsHours: showsHours)))
    }

    /// A range of dates, as "10:00 AM – 11:00 AM".
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        key += "%@"
        arguments.append(.styled(Text(dates)))
    }

    /// A date interval, as "10:00 AM – 11:00 AM".
    public mutating func appendInterpolation(_ interval: DateInterval) {
        appendInterpolation(interval.start...interval.end)
    }

    /// `String(format:)` with one argument; a specifier that does not take one value (`%@`,
    /// two specifiers, none) prints the value plainly instead of reading past the argument.
    static func printf(_ specifier: String, _ argument: some CVarArg) -> String {
        var conversions = 0
        var index = specifier.startIndex
        var objectSpecifier = false
        while let percent = specifier[index...].firstIndex(of: "%") {
            var next = specifier.index(after: percent)
            if next < specifier.endIndex, specifier[next] == "%" {
                index = specifier.index(after: next)
                continue
            }
            conversions += 1
            while next < specifier.endIndex, !specifier[next].isLetter && specifier[next] != "@" {
                next = specifier.index(after: next)
            }
            if next < specifier.endIndex, "@sSnP".contains(specifier[next]) { objectSpecifier = true }
            index = next < specifier.endIndex ? specifier.index(after: next) : next
        }
        guard conversions == 1, !objectSpecifier else {
            Text.logBadSpecifier(specifier)
            return String(describing: argument)
        }
        return String(format: specifier, argument)
    }
}

extension Text {
    static func logBadSpecifier(_ specifier: String) {
        EnvironmentValues().logOnce("Text: the format specifier \"\(specifier)\" does not print one value; showing the value plainly.")
    }
}
