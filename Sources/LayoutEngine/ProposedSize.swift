package import Foundation

/// A size proposal: each dimension is a length, `nil` (unspecified: "your ideal size"),
/// or `.infinity` ("as much as you want"), as in SwiftUI's `ProposedViewSize`.
package struct ProposedSize: Sendable, Hashable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    package init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }

    package static let unspecified = ProposedSize(width: nil, height: nil)
    package static let zero = ProposedSize(width: 0, height: 0)
    package static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The size with unspecified dimensions replaced by `fallback`.
    package func replacingUnspecifiedDimensions(by fallback: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? Double(fallback.width), height: height ?? Double(fallback.height))
    }

    /// The length along `axis`.
    package subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A horizontal or vertical axis.
package enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The length along `axis`.
    package subscript(axis: Axis) -> Double {
        get { Double(axis == .horizontal ? width : height) }
        set { if axis == .horizontal { width = CGFloat(newValue) } else { height = CGFloat(newValue) } }
    }

    package init(axis: Axis, main: Double, cross: Double) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
