public import Foundation

/// The key of a localized string, with interpolated values: `Text("\(count) words")`.
///
/// The key is the literal with each interpolation replaced by a format specifier
/// (`%@`, `%lld`, `%lf`), as Xcode writes it into `Localizable.strings`.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    package var key: String
    package var arguments: [Argument]

    /// An interpolated value: text now, or a date formatted when the text is rendered (so it
    /// uses the render date, locale and time zone).
    package enum Argument: Sendable, Hashable {
        case text(String)
        case date(Date, Text.DateStyle)
        /// A `Text` (or image, or attributed string) that keeps its own styles in the run.
        case styled(Text)
        /// A value and its format style, formatted in the render locale.
        case formatted(FormattedValue)

        package static func == (lhs: Argument, rhs: Argument) -> Bool {
            switch (lhs, rhs) {
            case (.text(let a), .text(let b)): a == b
            case (.date(let a, let s), .date(let b, let t)): a == b && s == t
            case (.styled(let a), .styled(let b)): a == b
            case (.formatted(let a), .formatted(let b)): a == b
            default: false
            }
        }

        package func hash(into hasher: inout Hasher) {
            switch self {
            case .text(let text): hasher.combine(0); hasher.combine(text)
            case .date(let date, let style): hasher.combine(1); hasher.combine(date); hasher.combine(style)
            case .styled: hasher.combine(2)  // equal texts hash alike; `Text` itself is only Equatable
            case .formatted: hasher.combine(3)
            }
        }

        package func string(now: Date, locale: Locale, timeZone: TimeZone) -> String {
            switch self {
            case .text(let text): return text
            case .date(let date, let style):
                return Text.DateFormatting.string(for: date, style: style, now: now, locale: locale, timeZone: timeZone)
            case .styled(let text):
                return text.string(localizer: nil, locale: locale, now: now, timeZone: timeZone)
            case .formatted(let value):
                return value.string(in: locale, timeZone: timeZone)
            }
        }
    }

    /// The arguments as strings at a moment, in a locale and time zone.
    package func resolvedArguments(now: Date = Date(), locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = .current) -> [String] {
        arguments.map { $0.string(now: now, locale: locale, timeZone: timeZone) }
    }

    public init(_ value: String) {
        self.key = value
        self.arguments = []
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.key = stringInterpolation.key
        self.arguments = stringInterpolation.arguments
    }

    /// Collects the literal parts and interpolated values of a key.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        package var key = ""
        package var arguments: [Argument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + interpolationCount * 2)
        }

        public mutating func appendLiteral(_ literal: String) {
            if literal.utf8.contains(UInt8(ascii: "%")) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            } else {
                key += literal
            }
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.text(string))
        }

        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            appendInterpolation(String(string))
        }

        /// An integer or floating-point value, with the specifier Xcode writes for its type
        /// (`%lld` for `Int`, `%d` for `Int32`, `%llu` for `UInt`…).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            key += value._specifier
            arguments.append(.text(value._defaultString))
        }

        public mutating func appendInterpolation(_ value: Double) {
            key += "%lf"
            arguments.append(.text(Self.format(value)))
        }

        public mutating func appendInterpolation(_ value: Float) {
            key += "%f"
            arguments.append(.text(Self.format(Double(value))))
        }

        public mutating func appendInterpolation(_ value: CGFloat) {
            appendInterpolation(Double(value))
        }

        /// A `Text`, keeping its own font, color and decorations inside the run.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.styled(text))
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(.text(String(describing: value)))
        }


        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            key += "%@"
            arguments.append(.date(date, style))
        }

        package static func format(_ value: Double) -> String {
            // `%lf` prints six decimals; what users see in SwiftUI is the shortest form.
            let formatter = NumberFormatter()
            formatter.maximumFractionDigits = 6
            formatter.minimumFractionDigits = 0
            formatter.numberStyle = .decimal
            formatter.usesGroupingSeparator = false
            return formatter.string(from: NSNumber(value: value)) ?? String(value)
        }
    }

    /// Substitutes the arguments into `format` (the key or its translation), by the grammar of
    /// ``scanFormat(_:nextArgument:_:)``.
    package static func substitute(_ format: String, _ arguments: [String]) -> String {
        // Without a specifier there is nothing to substitute (the common case).
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        var result = ""
        result.reserveCapacity(format.utf8.count + arguments.reduce(0) { $0 + $1.utf8.count })
        var nextArgument = 0
        scanFormat(format, nextArgument: &nextArgument) { piece in
            switch piece {
            case .literal(let range):
                result.append(contentsOf: format[range])
            case .percent:
                result.append("%")
            case .argument(let index):
                if index >= 0 && index < arguments.count { result += arguments[index] }
            }
        }
        return result
    }

    /// A piece of a format string.
    enum FormatPiece {
        /// Text between specifiers.
        case literal(Range<String.Index>)
        /// `%%`: a percent sign.
        case percent
        /// A specifier: the index of the argument it stands for (negative for `%0$@`).
        case argument(Int)
    }

    /// Cuts `format` into literal text and specifiers, in order.
    ///
    /// Specifiers (`%@`, `%d`, `%lld`, `%.1f`, `%1$@`, …) run from `%` to a conversion
    /// character; `%%` is a percent sign. A positioned specifier (`%2$@`) names its argument;
    /// the others take arguments in order from `nextArgument`. The scan reads UTF-8 bytes
    /// (every character of a specifier is ASCII) and hands over the text between specifiers in
    /// whole spans.
    static func scanFormat(_ format: String, nextArgument: inout Int, _ visit: (FormatPiece) -> Void) {
        let utf8 = format.utf8
        var literalStart = utf8.startIndex
        var scanner = utf8.startIndex
        while scanner < utf8.endIndex {
            guard utf8[scanner] == UInt8(ascii: "%") else {
                scanner = utf8.index(after: scanner)
                continue
            }
            if literalStart < scanner { visit(.literal(literalStart..<scanner)) }
            // The specifier: up to and including its conversion character (or the end).
            var end = utf8.index(after: scanner)
            var number = 0, digitsOnly = true, sawDigit = false
            var position: Int?
            var isPercent = false
            var first = true
            while end < utf8.endIndex {
                let byte = utf8[end]
                end = utf8.index(after: end)
                if isConversion(byte) {
                    isPercent = first && byte == UInt8(ascii: "%")
                    break
                }
                first = false
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"), digitsOnly {
                    number = number &* 10 &+ Int(byte - UInt8(ascii: "0"))
                    sawDigit = true
                } else if byte == UInt8(ascii: "$"), digitsOnly, sawDigit, position == nil {
                    position = number
                    digitsOnly = false
                } else {
                    digitsOnly = false
                }
            }
            if isPercent {
                visit(.percent)
            } else if let position {
                visit(.argument(position - 1))
            } else {
                visit(.argument(nextArgument))
                nextArgument += 1
            }
            scanner = end
            literalStart = end
        }
        if literalStart < utf8.endIndex { visit(.literal(literalStart..<utf8.endIndex)) }
    }

    /// Whether `byte` ends a format specifier: `@dDuUxXoOfFeEgGcCsSaAi%`.
    @inline(__always)
    static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "u"), UInt8(ascii: "U"),
             UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "f"),
             UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "a"),
             UInt8(ascii: "A"), UInt8(ascii: "i"), UInt8(ascii: "%"):
            true
        default:
            false
        }
    }
}
