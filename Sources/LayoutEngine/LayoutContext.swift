public import Foundation
import DisplayList
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
    private var textCache: [SizeKey: TextLayoutResult] = [:]
    private var stackCache: [SizeKey: StackLayoutResult] = [:]
    private struct SizeKey: Hashable {
        let element: ObjectIdentifier
        let proposal: ProposedSize

        func hash(into hasher: inout Hasher) {
            // Fewer words than the synthesized hash (no optional discriminators); equal keys
            // still hash equally, and equality compares the full proposal.
            hasher.combine(element)
            hasher.combine(Self.bits(proposal.width))
            hasher.combine(Self.bits(proposal.height))
        }

        private static func bits(_ length: Double?) -> UInt64 {
            guard let length else { return 0x7FF8_DEAD_0000_0001 }
            return length == 0 ? 0 : length.bitPattern  // -0 == 0
        }
    }

    public init(textEngine: TextEngine = .current, displayScale: Double = 2) {
        self.textEngine = textEngine
        self.displayScale = displayScale
        sizeCache.reserveCapacity(128)
        textCache.reserveCapacity(32)
        stackCache.reserveCapacity(16)
    }

    /// `compute()`'s result for this element and proposal, computed at most once per pass.
    public func cachedSize(of element: some LayoutElement, for proposal: ProposedSize, compute: () -> CGSize) -> CGSize {
        let key = SizeKey(element: ObjectIdentifier(element), proposal: proposal)
        if let hit = sizeCache[key] { return hit }
        let size = Self.sanitize(compute())
        sizeCache[key] = size
        return size
    }

    /// The text engine's layout of `element` for `proposal`, computed at most once per pass.
    func cachedTextLayout(of element: TextElement, for proposal: ProposedSize, compute: () -> TextLayoutResult) -> TextLayoutResult {
        let key = SizeKey(element: ObjectIdentifier(element), proposal: proposal)
        if let hit = textCache[key] { return hit }
        let result = compute()
        textCache[key] = result
        return result
    }

    /// A stack's layout for `proposal`, computed at most once per pass.
    func cachedStackLayout(of element: StackElement, for proposal: ProposedSize, compute: () -> StackLayoutResult) -> StackLayoutResult {
        let key = SizeKey(element: ObjectIdentifier(element), proposal: proposal)
        if let hit = stackCache[key] { return hit }
        let result = compute()
        stackCache[key] = result
        return result
    }

    /// Replaces NaN and negative lengths by zero so bad input cannot poison the layout.
    package static func sanitize(_ size: CGSize) -> CGSize {
        func clean(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }
}
