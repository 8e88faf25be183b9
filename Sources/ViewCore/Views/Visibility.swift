/// The visibility of a UI element, chosen automatically by default (SwiftUI's `Visibility`):
/// `.chartXAxis(.hidden)`, `.chartLegend(.visible)`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden, as the context decides.
    case automatic
    /// The element is visible.
    case visible
    /// The element is hidden.
    case hidden
}
