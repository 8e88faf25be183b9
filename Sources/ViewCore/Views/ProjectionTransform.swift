public import Foundation
public import CoreGraphics

/// A 3×3 projective transformation matrix: SwiftUI's `ProjectionTransform`.
///
/// The matrix is
///
/// ```
/// | m11 m12 m13 |
/// | m21 m22 m23 |
/// | m31 m32 m33 |
/// ```
///
/// and maps a point (x, y) to ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with
/// w = m13·x + m23·y + m33. `projectionEffect(_:)` draws a view through one; an affine matrix
/// (`m13 = m23 = 0`) is drawn exactly, a perspective one approximately (docs/FRAMEWORKS.md).
public struct ProjectionTransform: Sendable, Hashable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (it has no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 }

    /// Inverts the transform in place; `false` (and the transform unchanged) when it cannot be.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        self = ProjectionTransform(
            m11: c11 / determinant, m12: c12 / determinant, m13: c13 / determinant,
            m21: c21 / determinant, m22: c22 / determinant, m23: c23 / determinant,
            m31: c31 / determinant, m32: c32 / determinant, m33: c33 / determinant)
        return true
    }

    /// The inverse of the transform, or the transform unchanged when it cannot be inverted.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// This transform followed by `rhs`: the matrix product `self × rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31,
            m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31,
            m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31,
            m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    private init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                 m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The nine entries in row order, as the layout engine takes them.
    package var entries: [Double] {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].map { Double($0) }
    }
}

extension CGPoint {
    /// The point transformed by a projective transform.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}
