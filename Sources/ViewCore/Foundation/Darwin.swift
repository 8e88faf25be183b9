public import Foundation

/// The C math functions as `Darwin.round(x)` names them, for code that qualifies them with the
/// module Apple's Foundation re-exports (`return Darwin.round(self * multiplier) / multiplier`).
///
/// On Linux the C library is `Glibc`, and there is no module `Darwin`: providing one would make
/// every dependency's `#if canImport(Darwin)` take its Apple branch and fail (the build-order
/// race of NOTES' "Modules with Apple's names"). So `import Darwin` stays an error with a fix in
/// docs/PORTING.md, and this namespace makes the qualified calls compile: each function is the
/// C library's, for `Double` and `Float` (and `CGFloat`, which converts to `Double`).
#if !canImport(Darwin)
public enum Darwin {
    /// `x` rounded to the nearest integral value, halfway cases away from zero.
    public static func round<T: FloatingPoint>(_ x: T) -> T { x.rounded(.toNearestOrAwayFromZero) }
    /// The largest integral value not greater than `x`.
    public static func floor<T: FloatingPoint>(_ x: T) -> T { x.rounded(.down) }
    /// The smallest integral value not less than `x`.
    public static func ceil<T: FloatingPoint>(_ x: T) -> T { x.rounded(.up) }
    /// `x` with its fractional part removed.
    public static func trunc<T: FloatingPoint>(_ x: T) -> T { x.rounded(.towardZero) }
    /// The square root of `x`.
    public static func sqrt<T: FloatingPoint>(_ x: T) -> T { x.squareRoot() }
    /// The absolute value of `x`.
    public static func fabs<T: FloatingPoint>(_ x: T) -> T { abs(x) }
    /// The remainder of `x / y` truncated toward zero.
    public static func fmod<T: FloatingPoint>(_ x: T, _ y: T) -> T { x.truncatingRemainder(dividingBy: y) }
    /// The smaller of `x` and `y` (the other when one is NaN).
    public static func fmin<T: FloatingPoint>(_ x: T, _ y: T) -> T { T.minimum(x, y) }
    /// The larger of `x` and `y` (the other when one is NaN).
    public static func fmax<T: FloatingPoint>(_ x: T, _ y: T) -> T { T.maximum(x, y) }

    /// `x` raised to the power `y`.
    public static func pow(_ x: Double, _ y: Double) -> Double { Foundation.pow(x, y) }
    /// `x` raised to the power `y`.
    public static func pow(_ x: Float, _ y: Float) -> Float { Foundation.pow(x, y) }
    /// e raised to the power `x`.
    public static func exp(_ x: Double) -> Double { Foundation.exp(x) }
    /// e raised to the power `x`.
    public static func exp(_ x: Float) -> Float { Foundation.exp(x) }
    /// 2 raised to the power `x`.
    public static func exp2(_ x: Double) -> Double { Foundation.exp2(x) }
    /// 2 raised to the power `x`.
    public static func exp2(_ x: Float) -> Float { Foundation.exp2(x) }
    /// The natural logarithm of `x`.
    public static func log(_ x: Double) -> Double { Foundation.log(x) }
    /// The natural logarithm of `x`.
    public static func log(_ x: Float) -> Float { Foundation.log(x) }
    /// The base-2 logarithm of `x`.
    public static func log2(_ x: Double) -> Double { Foundation.log2(x) }
    /// The base-2 logarithm of `x`.
    public static func log2(_ x: Float) -> Float { Foundation.log2(x) }
    /// The base-10 logarithm of `x`.
    public static func log10(_ x: Double) -> Double { Foundation.log10(x) }
    /// The base-10 logarithm of `x`.
    public static func log10(_ x: Float) -> Float { Foundation.log10(x) }
    /// The sine of `x` radians.
    public static func sin(_ x: Double) -> Double { Foundation.sin(x) }
    /// The sine of `x` radians.
    public static func sin(_ x: Float) -> Float { Foundation.sin(x) }
    /// The cosine of `x` radians.
    public static func cos(_ x: Double) -> Double { Foundation.cos(x) }
    /// The cosine of `x` radians.
    public static func cos(_ x: Float) -> Float { Foundation.cos(x) }
    /// The tangent of `x` radians.
    public static func tan(_ x: Double) -> Double { Foundation.tan(x) }
    /// The tangent of `x` radians.
    public static func tan(_ x: Float) -> Float { Foundation.tan(x) }
    /// The arc sine of `x`, in radians.
    public static func asin(_ x: Double) -> Double { Foundation.asin(x) }
    /// The arc sine of `x`, in radians.
    public static func asin(_ x: Float) -> Float { Foundation.asin(x) }
    /// The arc cosine of `x`, in radians.
    public static func acos(_ x: Double) -> Double { Foundation.acos(x) }
    /// The arc cosine of `x`, in radians.
    public static func acos(_ x: Float) -> Float { Foundation.acos(x) }
    /// The arc tangent of `x`, in radians.
    public static func atan(_ x: Double) -> Double { Foundation.atan(x) }
    /// The arc tangent of `x`, in radians.
    public static func atan(_ x: Float) -> Float { Foundation.atan(x) }
    /// The arc tangent of `y / x`, in radians, in the quadrant of (`x`, `y`).
    public static func atan2(_ y: Double, _ x: Double) -> Double { Foundation.atan2(y, x) }
    /// The arc tangent of `y / x`, in radians, in the quadrant of (`x`, `y`).
    public static func atan2(_ y: Float, _ x: Float) -> Float { Foundation.atan2(y, x) }
    /// The length of the hypotenuse of a right triangle with legs `x` and `y`.
    public static func hypot(_ x: Double, _ y: Double) -> Double { Foundation.hypot(x, y) }
    /// The length of the hypotenuse of a right triangle with legs `x` and `y`.
    public static func hypot(_ x: Float, _ y: Float) -> Float { Foundation.hypot(x, y) }
    /// The cube root of `x`.
    public static func cbrt(_ x: Double) -> Double { Foundation.cbrt(x) }
    /// The cube root of `x`.
    public static func cbrt(_ x: Float) -> Float { Foundation.cbrt(x) }
}

extension CGFloat {
    /// The number's value as a `CGFloat` (Apple's Core Graphics overlay bridges `NSNumber`;
    /// Linux's Foundation does not): `CGFloat(truncating: ratio as NSNumber)`.
    public init(truncating number: NSNumber) {
        self.init(Double(truncating: number))
    }

    /// The number's value, or `nil` if a `CGFloat` cannot hold it exactly.
    public init?(exactly number: NSNumber) {
        guard let value = Double(exactly: number) else { return nil }
        self.init(value)
    }

    /// The number's value as a `CGFloat`.
    @available(swift, deprecated: 4, renamed: "init(truncating:)")
    public init(_ number: NSNumber) {
        self.init(truncating: number)
    }
}
#endif
