// `Angle`'s arithmetic, as SwiftUI gives it (through its vector-math conformance): sums and
// differences of angles, scaling by a number, negation, and the compound assignments.

extension Angle {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The angle turned the other way: `-angle`.
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }

    /// The angle scaled by `rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// The angle divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }

    /// Scales `lhs` by `rhs`.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

    /// Divides `lhs` by `rhs`.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }

    /// The size of the angle, in radians (SwiftUI's vector magnitude).
    public var magnitude: Double { Swift.abs(radians) }

    /// Turns the angle the other way.
    public mutating func negate() { radians = -radians }
}
