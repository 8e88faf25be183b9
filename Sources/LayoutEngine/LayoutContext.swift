public import Foundation
public import DisplayList
public import TextEngine
import Logging

/// State of one layout pass: the text engine of this thread and a memo of measured sizes.
///
/// Not shared across threads: create one per pass (cheap) on the thread that lays out.
public final class LayoutContext {
    public let textEngine: TextEngine
    /// Pixels per point of the eventual rendering; layout itself is in points.
    public let displayScale: Double
    private var sizeCache: [SizeKey: CGSize] = [:]
    private struct SizeKey: Hashable {
        let element: ObjectIdentifier
        let proposal: ProposedSize
    }

    public init(textEngine: TextEngine = .current, displayScale: Double = 2) {
        self.textEngine = textEngine
        self.displayScale = displayScale
    }

    /// `compute()`'s result for this element and proposal, computed at most once per pass.
    public func cachedSize(of element: some LayoutElement, for proposal: ProposedSize, compute: () -> CGSize) -> CGSize {
        let key = SizeKey(element: ObjectIdentifier(element), proposal: proposal)
        if let hit = sizeCache[key] { return hit }
        let size = Self.sanitize(compute())
        sizeCache[key] = size
        return size
    }

    /// Replaces NaN and negative lengths by zero so bad input cannot poison the layout.
    package static func sanitize(_ size: CGSize) -> CGSize {
        func clean(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }
}
