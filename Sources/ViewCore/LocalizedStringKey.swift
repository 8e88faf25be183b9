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

        package func string(now: Date, locale: Locale, timeZone: TimeZone) -> String {
            switch self {
            case .text(let text): return text
            case .date(let date, let style):
                return Text.DateFormatting.string(for: date, style: style, now: now, locale: locale, timeZone: timeZone)
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

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            key += "%lld"
            arguments.append(.text(String(value)))
        }

        public mutating func appendInterpolation(_ value: Double) {
            key += "%lf"
            arguments.append(.text(Self.format(value)))
        }

        public mutating func appendInterpolation(_ value: Float) {
            appendInterpolation(Double(value))
        }

        public mutating func appendInterpolation(_ value: CGFloat) {
            appendInterpolation(Double(value))
        }

        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            arguments.append(.text(text.plainString))
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(.text(String(describing: value)))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            key += "%@"
            arguments.append(.text(format.format(input)))
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            key += "%@"
            arguments.append(.date(date, style))
        }

        private static func format(_ value: Double) -> String {
            // `%lf` prints six decimals; what users see in SwiftUI is the shortest form.
            let formatter = NumberFormatter()
            formatter.maximumFractionDigits = 6
            formatter.minimumFractionDigits = 0
            formatter.numberStyle = .decimal
            formatter.usesGroupingSeparator = false
            return formatter.string(from: NSNumber(value: value)) ?? String(value)
        }
    }

    /// Substitutes the arguments into `format` (the key or its translation).
    package static func substitute(_ format: String, _ arguments: [String]) -> String {
        // Without a specifier there is nothing to substitute (the common case).
        if !format.utf8.contains(UInt8(ascii: "%")) { return format }
        var result = ""
        var index = 0
        var scanner = format.startIndex
        while scanner < format.endIndex {
            let character = format[scanner]
            guard character == "%" else {
                result.append(character)
                scanner = format.index(after: scanner)
                continue
            }
            // A specifier: %%, %@, %d, %lld, %lf, %f, %1$@ …
            var end = format.index(after: scanner)
            var spec = ""
            while end < format.endIndex {
                let c = format[end]
                spec.append(c)
                end = format.index(after: end)
                if "@dDuUxXoOfFeEgGcCsSaAi%".contains(c) { break }
            }
            if spec == "%" {
                result.append("%")
            } else {
                var argumentIndex = index
                if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]) {
                    argumentIndex = position - 1
                } else {
                    index += 1
                }
                if argumentIndex >= 0 && argumentIndex < arguments.count {
                    result += arguments[argumentIndex]
                }
            }
            scanner = end
        }
        return result
    }
}
