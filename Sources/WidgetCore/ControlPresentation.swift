package import Foundation

/// The sizes of a control in Control Center (iOS 18): small (the symbol in a circle), medium
/// (two cells wide: the symbol, title and value in a row) and large (two by two).
package enum ControlPresentation: String, CaseIterable, Sendable, Hashable, Codable {
    case small, medium, large

    /// The parsed name (`small`, `medium`, `large` in any case); `nil` otherwise.
    package init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = found
    }

    /// The size in points: cells of ``ControlMetrics/cell`` with ``ControlMetrics/spacing``
    /// between them.
    package var size: CGSize {
        let cell = ControlMetrics.cell, wide = 2 * ControlMetrics.cell + ControlMetrics.spacing
        switch self {
        case .small: return CGSize(width: cell, height: cell)
        case .medium: return CGSize(width: wide, height: cell)
        case .large: return CGSize(width: wide, height: wide)
        }
    }
}

/// Control Center's grid on the reference phone (430 pt wide): four cells a row. Approximations
/// (Apple publishes no figures); docs/CONTROL-CENTER.md lists them.
package enum ControlMetrics {
    /// One cell's side.
    package static let cell = 72.0
    /// The gap between cells.
    package static let spacing = 16.0
    /// The symbol's circle inside a medium or large control.
    package static let symbolCircle = 48.0
    /// The point size of the symbol in a small control; 0.85 of it in the circle of the others.
    package static let symbolSize = 26.0
}
