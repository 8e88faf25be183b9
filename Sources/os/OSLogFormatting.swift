/// How an interpolated integer is written (`\(n, format: .hex)`).
public struct OSLogIntegerFormatting {
    enum Radix { case decimal, hex, octal }
    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: (() -> Int)?

    /// Base 10.
    public static var decimal: OSLogIntegerFormatting { .decimal(explicitPositiveSign: false) }
    /// Base 10, with `+` before positive numbers if asked.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
                               uppercase: false, minDigits: nil)
    }
    /// Base 10, padded with zeros to at least `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @escaping @autoclosure () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
                               uppercase: false, minDigits: minDigits)
    }
    /// Base 16.
    public static var hex: OSLogIntegerFormatting { .hex(explicitPositiveSign: false) }
    /// Base 16, optionally with `0x` and upper-case digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: nil)
    }
    /// Base 16, padded with zeros to at least `minDigits` digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @escaping @autoclosure () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }
    /// Base 8.
    public static var octal: OSLogIntegerFormatting { .octal(explicitPositiveSign: false) }
    /// Base 8, optionally with a `0` prefix.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: nil)
    }
    /// Base 8, padded with zeros to at least `minDigits` digits.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @escaping @autoclosure () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    func format<T: BinaryInteger>(_ value: T) -> String {
        let base: Int
        switch radix {
        case .decimal: base = 10
        case .hex: base = 16
        case .octal: base = 8
        }
        var digits = String(value.magnitude, radix: base, uppercase: uppercase)
        if let minDigits {
            let wanted = max(0, min(minDigits(), 1024))
            if digits.count < wanted { digits = String(repeating: "0", count: wanted - digits.count) + digits }
        }
        if includePrefix {
            switch radix {
            case .decimal: break
            case .hex: digits = (uppercase ? "0X" : "0x") + digits
            case .octal: digits = "0" + digits
            }
        }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written (`\(x, format: .fixed(precision: 2))`).
public struct OSLogFloatFormatting {
    enum Style { case fixed, hex, exponential, hybrid }
    let style: Style
    let precision: (() -> Int)?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    private static func make(_ style: Style, _ precision: (() -> Int)?, _ sign: Bool, _ upper: Bool) -> OSLogFloatFormatting {
        OSLogFloatFormatting(style: style, precision: precision, explicitPositiveSign: sign, uppercase: upper)
    }

    /// Decimal notation with six digits after the point (`%f`).
    public static var fixed: OSLogFloatFormatting { make(.fixed, nil, false, false) }
    /// Decimal notation with `precision` digits after the point.
    public static func fixed(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting { make(.fixed, precision, explicitPositiveSign, uppercase) }
    /// Decimal notation.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        make(.fixed, nil, explicitPositiveSign, uppercase)
    }
    /// Hexadecimal floating point (`%a`).
    public static var hex: OSLogFloatFormatting { make(.hex, nil, false, false) }
    /// Hexadecimal floating point.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        make(.hex, nil, explicitPositiveSign, uppercase)
    }
    /// Scientific notation (`%e`).
    public static var exponential: OSLogFloatFormatting { make(.exponential, nil, false, false) }
    /// Scientific notation with `precision` digits after the point.
    public static func exponential(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting { make(.exponential, precision, explicitPositiveSign, uppercase) }
    /// Scientific notation.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        make(.exponential, nil, explicitPositiveSign, uppercase)
    }
    /// The shorter of fixed and scientific notation (`%g`).
    public static var hybrid: OSLogFloatFormatting { make(.hybrid, nil, false, false) }
    /// The shorter of fixed and scientific notation, with `precision` significant digits.
    public static func hybrid(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting { make(.hybrid, precision, explicitPositiveSign, uppercase) }
    /// The shorter of fixed and scientific notation.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        make(.hybrid, nil, explicitPositiveSign, uppercase)
    }

    func format(_ value: Double) -> String {
        var spec = "%"
        if explicitPositiveSign { spec += "+" }
        if let precision { spec += ".\(max(0, min(precision(), 64)))" }
        switch style {
        case .fixed: spec += uppercase ? "F" : "f"
        case .hex: spec += uppercase ? "A" : "a"
        case .exponential: spec += uppercase ? "E" : "e"
        case .hybrid: spec += uppercase ? "G" : "g"
        }
        return cFormat(spec, value)
    }
}

/// The column an interpolated value is padded to (`\(name, align: .left(columns: 10))`).
public struct OSLogStringAlignment {
    let columns: (() -> Int)?
    let left: Bool

    /// No padding.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: nil, left: false) }
    /// Right-aligned in a column `columns` characters wide.
    public static func right(columns: @escaping @autoclosure () -> Int = 0) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, left: false)
    }
    /// Left-aligned in a column `columns` characters wide.
    public static func left(columns: @escaping @autoclosure () -> Int = 0) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, left: true)
    }

    func apply(_ text: String) -> String {
        guard let columns else { return text }
        let width = min(columns(), 4096)
        guard text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return left ? text + padding : padding + text
    }
}

/// How an interpolated `Bool` is written.
public struct OSLogBoolFormat: Sendable {
    let answer: Bool
    /// `true` / `false`.
    public static let truthy = OSLogBoolFormat(answer: false)
    /// `YES` / `NO`.
    public static let answer = OSLogBoolFormat(answer: true)
}

/// How an interpolated pointer is written.
public struct OSLogPointerFormat: Sendable {
    /// The address in hexadecimal.
    public static let none = OSLogPointerFormat()
}
