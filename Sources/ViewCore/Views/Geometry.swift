public import Foundation
package import LayoutEngine

/// Insets for each edge of a rectangle.
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    package var insets: Insets {
        Insets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable, Hashable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// An alignment along the horizontal axis.
public struct HorizontalAlignment: Sendable, Hashable {
    package let key: AlignmentKey
    package init(key: AlignmentKey) { self.key = key }

    public static let leading = HorizontalAlignment(key: .leading)
    public static let center = HorizontalAlignment(key: .horizontalCenter)
    public static let trailing = HorizontalAlignment(key: .trailing)
    public static let listRowSeparatorLeading = HorizontalAlignment(key: .leading)
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: .trailing)

    /// A custom alignment identified by an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.key = .custom(String(reflecting: id), .horizontal)
    }
}

/// An alignment along the vertical axis.
public struct VerticalAlignment: Sendable, Hashable {
    package let key: AlignmentKey
    package init(key: AlignmentKey) { self.key = key }

    public static let top = VerticalAlignment(key: .top)
    public static let center = VerticalAlignment(key: .verticalCenter)
    public static let bottom = VerticalAlignment(key: .bottom)
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)

    /// A custom alignment identified by an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.key = .custom(String(reflecting: id), .vertical)
    }
}

/// Identifies a custom alignment guide.
public protocol AlignmentID {
    /// The guide's value in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and guides, given to `alignmentGuide` closures.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    package let defaults: [AlignmentKey: Double]

    package init(size: CGSize, defaults: [AlignmentKey: Double] = [:]) {
        self.width = size.width
        self.height = size.height
        self.defaults = defaults
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        CGFloat(defaults[guide.key] ?? guide.key.defaultValue(in: CGSize(width: width, height: height)))
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        CGFloat(defaults[guide.key] ?? guide.key.defaultValue(in: CGSize(width: width, height: height)))
    }
}

/// An alignment in both axes.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)

    package var key: Alignment2D { Alignment2D(horizontal: horizontal.key, vertical: vertical.key) }
}

/// A point in a view's unit coordinate space.
public struct UnitPoint: Sendable, Hashable {
    public var x: CGFloat
    public var y: CGFloat

    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle.
public struct Angle: Sendable, Hashable, Comparable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { self.radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// How content fills a space: fit inside it or fill it.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    case fit, fill
}

/// The horizontal direction of text and layout.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Horizontal alignment of the lines of multiline text.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

// `ColorScheme` (a view's light or dark appearance) is defined in DisplayList, so the renderers
// share it, and re-exported by this module (see ColorScheme+Export.swift).
