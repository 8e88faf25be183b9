package import Foundation
import LayoutEngine

// Hooks for drawing modules in this package (Charts): a view of any kind drawn into a canvas,
// and the size a view takes, both with the canvas's layout pass and environment.
extension GraphicsContext {
    /// Lays `view` out at its ideal size (or for `proposal`) and draws it with its `anchor` at `point`.
    package func _draw<V: View>(_ view: V, at point: CGPoint, anchor: UnitPoint = .center, proposal: CGSize? = nil) {
        place(view, at: point, anchor: anchor, proposal: proposal.map { ProposedSize($0) } ?? .unspecified)
    }

    /// The size `view` takes at its ideal size (or for `proposal`), in this canvas's environment.
    package func _measure<V: View>(_ view: V, proposal: CGSize? = nil) -> CGSize {
        let element = ResolveContext(environment: environment).resolveSingle(view)
        recorder.retained.append(element)
        return element.measure(proposal.map { ProposedSize($0) } ?? .unspecified, recorder.context)
    }
}
