public import Foundation
public import CoreGraphics
import DisplayList
import LayoutEngine

// The geometry effects beyond `rotationEffect`, `scaleEffect` and `offset`: each draws the
// view transformed in its own coordinates (origin at its top-left corner) and leaves its layout
// unchanged, as in SwiftUI. Affine transforms are drawn exactly; perspective is approximated
// (`ProjectionEffectElement`, docs/FRAMEWORKS.md).

extension View {
    /// Applies an affine transformation to this view's rendered output.
    ///
    /// ```swift
    /// Text("Sale").transformEffect(CGAffineTransform(rotationAngle: -.pi / 12))
    /// ```
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        projectionEffect(ProjectionTransform(transform))
    }

    /// Applies a projection transformation to this view's rendered output.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        let entries = transform.entries
        return ModifiedView(self) { element, _ in
            ProjectionEffectElement(child: element, kind: .matrix(entries))
        }
    }

    /// Renders a view's content as if it's rotated in three dimensions around the specified axis.
    ///
    /// ```swift
    /// Image("card").rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0))
    /// ```
    ///
    /// A rotation around the z axis, or any rotation with `perspective: 0`, is drawn exactly;
    /// with perspective the view is drawn with the affine transform closest to its projection.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let axisValues = [Double(axis.x), Double(axis.y), Double(axis.z)]
        let kind = ProjectionEffectElement.Kind.rotation3D(
            radians: angle.radians, axis: axisValues, anchorZ: Double(anchorZ), perspective: Double(perspective))
        return ModifiedView(self) { element, _ in
            ProjectionEffectElement(child: element, kind: kind, anchor: UnitPoint2D(x: Double(anchor.x), y: Double(anchor.y)))
        }
    }
}
