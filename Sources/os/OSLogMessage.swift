public import Foundation

/// A log message written with string interpolation; values are formatted (and redacted) only when
/// the message is logged.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The message's literal text and interpolated values.
    public let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) {
        self.interpolation = stringInterpolation
    }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message as the host's log shows it.
    func render(revealPrivate: Bool) -> String {
        interpolation.pieces.map { $0(revealPrivate) }.joined()
    }
}

/// The pieces of an `OSLogMessage`: literal text and values with their format, alignment and privacy.
public struct OSLogInterpolation: StringInterpolationProtocol {
    typealias Piece = (_ revealPrivate: Bool) -> String
    var pieces: [Piece] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(interpolationCount * 2 + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
        pieces.append { _ in literal }
    }

    /// Adds a value that `.auto` privacy shows (numbers, booleans, types) or redacts (strings, objects).
    mutating func append(publicByDefault: Bool, align: OSLogStringAlignment, privacy: OSLogPrivacy,
                         _ text: @escaping () -> String) {
        pieces.append { reveal in
            let value = text()
            let redacted: Bool
            switch privacy.level {
            case .public: redacted = false
            case .sensitive: redacted = true
            case .private: redacted = !reveal
            case .auto: redacted = !publicByDefault && !reveal
            }
            guard redacted else { return align.apply(value) }
            return privacy.mask.hashed ? "<mask.hash: '\(maskHash(value))'>" : "<private>"
        }
    }

    // MARK: Strings and descriptions

    /// Appends a string (redacted by default).
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: false, align: align, privacy: privacy, argumentString)
    }

    /// Appends a value's `description` (redacted by default).
    ///
    /// Disfavoured, so that integers (all `CustomStringConvertible`) take the integer form and
    /// are shown by default, as on Apple platforms.
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(publicByDefault: false, align: align, privacy: privacy) { value().description }
    }

    /// Appends an object's description (redacted by default).
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: false, align: .none, privacy: privacy) { argumentObject().description }
    }

    /// Appends an error's description (redacted by default).
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
                                             attributes: String = "") {
        append(publicByDefault: false, align: .none, privacy: privacy) { String(describing: error()) }
    }

    /// Appends a type's name (shown by default).
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: true, align: align, privacy: privacy) { String(describing: value()) }
    }

    /// Appends an optional value's description, or `nil` (redacted by default).
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T?,
                                                align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: false, align: align, privacy: privacy) {
            value().map { String(describing: $0) } ?? "nil"
        }
    }

    // MARK: Numbers

    /// Appends an integer (shown by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: true, align: align, privacy: privacy) { format.format(number()) }
    }

    /// Appends a fixed-width integer (shown by default).
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: true, align: align, privacy: privacy) { format.format(number()) }
    }

    /// Appends a `Double` (shown by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: true, align: align, privacy: privacy) { format.format(number()) }
    }

    /// Appends a `Float` (shown by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: true, align: align, privacy: privacy) { format.format(Double(number())) }
    }

    /// Appends a `CGFloat` (shown by default).
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: true, align: align, privacy: privacy) { format.format(Double(number())) }
    }

    /// Appends a `Bool` (shown by default).
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truthy, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: true, align: .none, privacy: privacy) {
            let value = boolean()
            return format.answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
        }
    }

    /// Appends a pointer's address (shown by default).
    public mutating func appendInterpolation(_ pointer: @autoclosure @escaping () -> UnsafeRawPointer,
                                             format: OSLogPointerFormat = .none, privacy: OSLogPrivacy = .auto) {
        append(publicByDefault: true, align: .none, privacy: privacy) { String(describing: pointer()) }
    }
}
