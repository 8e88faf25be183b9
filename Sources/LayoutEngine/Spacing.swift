import Foundation

/// The spacing a view prefers around it, per edge and per kind of neighbour: the engine's form
/// of SwiftUI's `ViewSpacing`.
///
/// A view gives each edge a list of preferences keyed by a ``Category``; the distance between
/// two neighbours is the largest that their facing edges agree on (a category both name),
/// else the larger of their plain (``Category/default``) preferences, else 8 points. So:
///
/// - between most views (shapes, images, stacks of them) no category matches: 8 points;
/// - between two texts of one line box (two `.body` texts), nothing; between other texts, the
///   lower text's leading (`.caption` under `.body`: 1.68 pt rounded up to the pixel);
/// - between text and another view above or below it, distances derived from the font's line
///   height and cap height (``text(ascent:descent:capHeight:leading:firstBaseline:lastBaseline:height:pixelLength:)``);
/// - next to a `Spacer`, nothing: the spacer's own minimum length is the space.
package struct Spacing: Sendable, Equatable {
    /// Which edge of the view a preference is for.
    package enum Edge: UInt8, Sendable, CaseIterable {
        case top, left, bottom, right
    }

    /// A set of edges.
    package struct Edges: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        package static let top = Edges(.top), left = Edges(.left), bottom = Edges(.bottom), right = Edges(.right)
        package static let all: Edges = [.top, .left, .bottom, .right]
        package static let horizontal: Edges = [.left, .right]
        package static let vertical: Edges = [.top, .bottom]

        package func contains(_ edge: Edge) -> Bool { rawValue & (1 << edge.rawValue) != 0 }
    }

    /// The kind of neighbour a preference applies to.
    package enum Category: UInt8, Sendable {
        /// Any neighbour, when no other category matches.
        case `default`
        case textToText, edgeAboveText, edgeBelowText, textBaseline, edgeLeftText, edgeRightText
    }

    /// The vertical metrics of a text, for the distance to another text.
    package struct TextMetrics: Sendable, Equatable {
        package var ascent: Double
        package var descent: Double
        package var leading: Double
        package var pixelLength: Double

        package init(ascent: Double, descent: Double, leading: Double, pixelLength: Double) {
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
            self.pixelLength = pixelLength
        }

        var lineSpacing: Double { ascent + descent + leading }

        /// The distance from a text with metrics `top` to one with `bottom` below it, as iOS
        /// spaces two texts in a stack: nothing between texts of one line box (two `.body` texts
        /// sit a line box, 20.33 pt, apart), else the lower text's leading rounded up to the pixel
        /// (`.caption` under `.body`: 2 pt). docs/TYPOGRAPHY.md has the table of pairs.
        static func spacing(top: TextMetrics, bottom: TextMetrics) -> Double {
            if top.hasSameLineBox(as: bottom) { return 0 }
            return Spacing.roundedUp(bottom.leading, pixelLength: top.pixelLength)
        }

        /// Whether `other` has this text's ascent, descent and leading (to a thousandth of a point).
        func hasSameLineBox(as other: TextMetrics) -> Bool {
            abs(ascent - other.ascent) < 0.001 && abs(descent - other.descent) < 0.001
                && abs(leading - other.leading) < 0.001
        }
    }

    /// A preference: a distance, or a text's metrics that only another text's metrics resolve.
    package enum Value: Sendable, Equatable, Comparable {
        case distance(Double)
        case topTextMetrics(TextMetrics)
        case bottomTextMetrics(TextMetrics)

        private var rank: (Int, Double) {
            switch self {
            case .distance(let value): return (0, value)
            case .topTextMetrics(let metrics): return (1, metrics.lineSpacing)
            case .bottomTextMetrics(let metrics): return (2, metrics.lineSpacing)
            }
        }

        package static func < (lhs: Value, rhs: Value) -> Bool { lhs.rank < rhs.rank }

        /// The distance these two facing preferences give, if they give one.
        func distance(to other: Value) -> Double? {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): return a + b
            case (.distance(let a), _): return a
            case (_, .distance(let b)): return b
            case (.topTextMetrics(let top), .bottomTextMetrics(let bottom)),
                 (.bottomTextMetrics(let bottom), .topTextMetrics(let top)):
                return TextMetrics.spacing(top: top, bottom: bottom)
            default: return nil
            }
        }
    }

    /// One preference.
    package struct Entry: Sendable, Equatable {
        package var edge: Edge
        package var category: Category
        package var value: Value

        package init(_ edge: Edge, _ category: Category, _ value: Value) {
            self.edge = edge
            self.category = category
            self.value = value
        }
    }

    package private(set) var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// No preference on any edge: neighbours get the default distance.
    package static let empty = Spacing(entries: [])

    /// A view with no preferences of its own (a shape, an image, a colour): 8 points from most
    /// views, and the text's own preference next to text.
    package static let standard = Spacing(entries: [
        Entry(.top, .edgeBelowText, .distance(0)), Entry(.bottom, .edgeAboveText, .distance(0)),
        Entry(.left, .edgeRightText, .distance(0)), Entry(.right, .edgeLeftText, .distance(0)),
    ])

    /// `value` on every edge, for any neighbour without a matching category.
    package static func all(_ value: Double) -> Spacing {
        Spacing(entries: Edge.allCases.map { Entry($0, .default, .distance(value)) })
    }

    /// Zero on every edge (`ViewSpacing.zero`).
    package static let zero = all(0)

    /// A `Spacer` in a stack along `axis`: nothing on the edges along the axis.
    package static func spacer(along axis: Axis) -> Spacing {
        axis == .horizontal
            ? Spacing(entries: [Entry(.left, .default, .distance(0)), Entry(.right, .default, .distance(0))])
            : Spacing(entries: [Entry(.top, .default, .distance(0)), Entry(.bottom, .default, .distance(0))])
    }

    /// A text's preferences (SwiftUI's rule): its metrics toward other text, its baselines, and
    /// toward other views a tenth of its line height (rounded up to the pixel) beyond its line,
    /// measured from its ascent above and from its cap height (at least its descent) below.
    package static func text(
        ascent: Double, descent: Double, capHeight: Double, leading: Double,
        firstBaseline: Double, lastBaseline: Double, height: Double, pixelLength: Double
    ) -> Spacing {
        let metrics = TextMetrics(ascent: ascent, descent: descent, leading: leading, pixelLength: pixelLength)
        let lineHeight = ascent + descent
        let natural = roundedUp(lineHeight * 0.1, pixelLength: pixelLength)
        let outer = lineHeight + natural
        return Spacing(entries: [
            Entry(.top, .textToText, .bottomTextMetrics(metrics)),
            Entry(.bottom, .textToText, .topTextMetrics(metrics)),
            Entry(.bottom, .textBaseline, .distance(lastBaseline - height)),
            Entry(.top, .textBaseline, .distance(-firstBaseline)),
            Entry(.top, .edgeAboveText, .distance(outer - ascent)),
            Entry(.bottom, .edgeBelowText, .distance(max(outer - capHeight, natural + descent))),
        ])
    }

    static func roundedUp(_ length: Double, pixelLength: Double) -> Double {
        guard pixelLength > 0, pixelLength.isFinite, length.isFinite else { return length }
        return ((length / pixelLength) - 0.0001).rounded(.up) * pixelLength
    }

    /// Adds `other`'s preferences on `edges`, keeping the larger where both have one.
    package mutating func formUnion(_ other: Spacing, edges: Edges = .all) {
        for entry in other.entries where edges.contains(entry.edge) {
            if let index = entries.firstIndex(where: { $0.edge == entry.edge && $0.category == entry.category }) {
                entries[index].value = max(entries[index].value, entry.value)
            } else {
                entries.append(entry)
            }
        }
    }

    /// This spacing with `other`'s preferences added on `edges`.
    package func union(_ other: Spacing, edges: Edges = .all) -> Spacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Replaces the preferences on `edges` with those of a view with none (`padding` does so on
    /// the edges it pads).
    package mutating func reset(_ edges: Edges) {
        guard !edges.isEmpty else { return }
        entries.removeAll { edges.contains($0.edge) }
        for entry in Self.standard.entries where edges.contains(entry.edge) { entries.append(entry) }
    }

    /// The distance from this view to `next` after it along `axis` (below it, or to its right),
    /// or nil when neither has a preference that applies.
    package func distance(to next: Spacing, along axis: Axis) -> Double? {
        let trailing: Edge = axis == .horizontal ? .right : .bottom
        let leading: Edge = axis == .horizontal ? .left : .top
        var best: Double?
        var ownDefault: Double?
        for entry in entries where entry.edge == trailing {
            guard entry.category != .default else {
                if case .distance(let value) = entry.value { ownDefault = value }
                continue
            }
            for other in next.entries where other.edge == leading && other.category == entry.category {
                if let candidate = entry.value.distance(to: other.value) { best = max(best ?? candidate, candidate) }
            }
        }
        if let best { return best }
        var nextDefault: Double?
        for other in next.entries where other.edge == leading && other.category == .default {
            if case .distance(let value) = other.value { nextDefault = value }
        }
        switch (ownDefault, nextDefault) {
        case (let a?, let b?): return max(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return nil
        }
    }

    /// ``distance(to:along:)``, or SwiftUI's default of 8 points.
    package func resolvedDistance(to next: Spacing, along axis: Axis) -> Double {
        distance(to: next, along: axis) ?? Self.defaultDistance
    }

    /// The distance between views with no preference for each other.
    package static let defaultDistance = 8.0
}
