public import Foundation
package import LayoutEngine

/// A collection of the geometric spacing preferences of a view: SwiftUI's `ViewSpacing`.
///
/// A view prefers different distances on each edge and to different kinds of neighbours: two
/// texts sit one leading apart (a `.caption` under a `.body` text: 2 pt), text and other views
/// a distance that follows the text's line height, most other views 8 points. Stacks use these
/// preferences when they name no spacing; a custom ``Layout`` can too:
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .vertical)
/// ```
public struct ViewSpacing: Sendable {
    package var spacing: Spacing

    /// Default spacing values: those of a view with no preferences of its own.
    public init() { spacing = .standard }

    package init(_ spacing: Spacing) { self.spacing = spacing }

    /// Zero on all edges; typically for an empty view.
    public static let zero = ViewSpacing(Spacing.zero)

    /// Merges `other`'s preferences on `edges` into this one, keeping the larger value where
    /// both have one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        spacing.formUnion(other.spacing, edges: Spacing.Edges(rawValue: UInt8(truncatingIfNeeded: edges.rawValue) & 0xF))
    }

    /// This spacing merged with `other`'s preferences on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance from a view with this spacing to `next`, the view after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        CGFloat(spacing.resolvedDistance(to: next.spacing, along: axis.engineAxis))
    }
}
