package import Foundation
package import DisplayList

/// `transformEffect`, `projectionEffect` and `rotation3DEffect`: draws the child through a 3×3
/// projective matrix in its own coordinates (origin at its frame's top-left corner), without
/// changing layout.
///
/// The display list draws affine transforms only. An affine matrix (`m13 = m23 = 0`) is drawn
/// exactly; a perspective one is drawn with the affine transform closest to it on the frame's
/// four corners (least squares): the content turns and foreshortens as on iOS, but its far
/// edge is not drawn shorter than its near edge (docs/FRAMEWORKS.md).
package final class ProjectionEffectElement: ForwardingElement {
    /// What the matrix is made of.
    package enum Kind: Sendable, Hashable {
        /// A matrix in the frame's coordinates: `[m11, m12, m13, m21, m22, m23, m31, m32, m33]`,
        /// mapping (x, y) to ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with
        /// w = m13·x + m23·y + m33.
        case matrix([Double])
        /// A rotation by `radians` around the axis (x, y, z) through the anchor (and `anchorZ`),
        /// seen from a viewer at `max(width, height) / perspective` points (no perspective at 0).
        case rotation3D(radians: Double, axis: [Double], anchorZ: Double, perspective: Double)
    }

    package let child: any LayoutElement
    package let kind: Kind
    package let anchor: UnitPoint2D

    package init(child: any LayoutElement, kind: Kind, anchor: UnitPoint2D = UnitPoint2D(x: 0.5, y: 0.5)) {
        self.child = child
        self.kind = kind
        self.anchor = anchor
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let width = Double(frame.width), height = Double(frame.height)
        let local: AffineTransform2D?
        switch kind {
        case .matrix(let m):
            local = m.count == 9 ? Self.affine(fitting: { Self.project(x: $0, y: $1, m) }, width: width, height: height) : nil
        case .rotation3D(let radians, let axis, let anchorZ, let perspective):
            let rotation = Self.rotation3D(radians: radians, axis: axis, anchor: (anchor.x * width, anchor.y * height, anchorZ),
                                           eyeDistance: perspective == 0 ? nil : max(width, height) / perspective)
            // The anchor lies on the axis: it stays where it is, so the fit keeps it there.
            local = Self.affine(fitting: rotation, width: width, height: height, keeping: (anchor.x * width, anchor.y * height))
        }
        // Moves the frame's coordinates to the display list's: translate to the frame's origin.
        let transform = local.map { local -> AffineTransform2D in
            let ox = Double(frame.minX), oy = Double(frame.minY)
            return AffineTransform2D(a: local.a, b: local.b, c: local.c, d: local.d,
                                     tx: local.tx + ox - (local.a * ox + local.c * oy),
                                     ty: local.ty + oy - (local.b * ox + local.d * oy))
        }
        // A view seen edge-on (a singular matrix) is invisible; drawing it would put Cairo's
        // context in an error state.
        if let transform, Swift.abs(transform.a * transform.d - transform.b * transform.c) < 1e-9 { return }
        output.withGroup(transform: transform) { output in
            child.place(in: frame, context: context, into: &output)
        }
    }

    /// The point (x, y) through the matrix `m`, or `nil` where it leaves the plane (w ≤ 0).
    static func project(x: Double, y: Double, _ m: [Double]) -> (Double, Double)? {
        let w = m[2] * x + m[5] * y + m[8]
        guard w > 0, w.isFinite else { return nil }
        return ((m[0] * x + m[3] * y + m[6]) / w, (m[1] * x + m[4] * y + m[7]) / w)
    }

    /// A point of the plane z = 0 rotated in 3D around the anchor and projected back.
    static func rotation3D(
        radians: Double, axis: [Double], anchor: (Double, Double, Double), eyeDistance: Double?
    ) -> (Double, Double) -> (Double, Double)? {
        let length = axis.count == 3 ? (axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]).squareRoot() : 0
        guard length > 0, length.isFinite, radians.isFinite else { return { ($0, $1) } }
        let (ux, uy, uz) = (axis[0] / length, axis[1] / length, axis[2] / length)
        let cosine = cos(radians), sine = sin(radians), k = 1 - cosine
        return { x, y in
            // Rodrigues' rotation of the point relative to the anchor.
            let (px, py, pz) = (x - anchor.0, y - anchor.1, -anchor.2)
            let rx = (cosine + ux * ux * k) * px + (ux * uy * k - uz * sine) * py + (ux * uz * k + uy * sine) * pz
            let ry = (uy * ux * k + uz * sine) * px + (cosine + uy * uy * k) * py + (uy * uz * k - ux * sine) * pz
            let rz = (uz * ux * k - uy * sine) * px + (uz * uy * k + ux * sine) * py + (cosine + uz * uz * k) * pz
            var scale = 1.0
            if let eyeDistance {
                // A viewer on the anchor's axis at `eyeDistance` in front of the plane: nearer
                // points (z towards the viewer) are drawn larger.
                let depth = eyeDistance - (rz + anchor.2)
                guard depth > 0, depth.isFinite else { return nil }
                scale = eyeDistance / depth
            }
            return (anchor.0 + rx * scale, anchor.1 + ry * scale)
        }
    }

    /// The affine transform that maps the frame's four corners closest (least squares) to where
    /// `map` sends them: exactly `map` when it is affine. With `fixed`, the translation instead
    /// sends that point exactly where `map` does. `nil` when a corner has no image.
    static func affine(
        fitting map: (Double, Double) -> (Double, Double)?, width: Double, height: Double, keeping fixed: (Double, Double)? = nil
    ) -> AffineTransform2D? {
        guard width > 0, height > 0, width.isFinite, height.isFinite,
              let p00 = map(0, 0), let p10 = map(width, 0), let p01 = map(0, height), let p11 = map(width, height) else {
            return nil
        }
        // For the corners of a rectangle, the least-squares affine map has as its x column the
        // mean of the two horizontal edges, as its y column the mean of the two vertical ones,
        // and sends the centre to the mean of the four images.
        let a = ((p10.0 - p00.0) + (p11.0 - p01.0)) / (2 * width)
        let b = ((p10.1 - p00.1) + (p11.1 - p01.1)) / (2 * width)
        let c = ((p01.0 - p00.0) + (p11.0 - p10.0)) / (2 * height)
        let d = ((p01.1 - p00.1) + (p11.1 - p10.1)) / (2 * height)
        var source = (width / 2, height / 2)
        var target = ((p00.0 + p10.0 + p01.0 + p11.0) / 4, (p00.1 + p10.1 + p01.1 + p11.1) / 4)
        if let fixed, let image = map(fixed.0, fixed.1) {
            source = fixed
            target = image
        }
        let tx = target.0 - (a * source.0 + c * source.1)
        let ty = target.1 - (b * source.0 + d * source.1)
        let values = [a, b, c, d, tx, ty]
        guard values.allSatisfy(\.isFinite) else { return nil }
        return AffineTransform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
}
