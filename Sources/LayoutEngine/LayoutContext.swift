import WidgetKitSupport
package import Foundation
import DisplayList
package import TextEngine
import Logging

/// State of one layout pass: the text engine of this thread and a memo of measured sizes.
///
/// Not shared across threads: create one per pass (cheap) on the thread that lays out. The
/// memo tables come from a per-thread pool and go back to it, emptied, when the context is
/// released on that thread, so a pass allocates no tables once a thread has laid out before.
package final class LayoutContext {
    package let textEngine: TextEngine
    /// Pixels per point of the eventual rendering; layout itself is in points.
    package let displayScale: Double
    private let memos: PassMemos
    private let sizeCache: ProposalTable<CGSize>
    /// Text layouts of this pass.
    let texts: LayoutMemo<TextLayoutResult>
    /// Stack layouts of this pass.
    let stacks: LayoutMemo<StackLayoutResult>
    /// The children's frames of this pass's stack layouts (see ``StackLayoutResult``).
    let stackFrames: FrameArena
    /// Each text element's prepared text, looked up in the engine once per pass.
    private let preparedTexts: ProposalTable<PreparedText>
    /// Each element's preferred spacing, worked out once per pass.
    private let spacings: ProposalTable<Spacing>
    /// Per-element state an element keeps for the pass (a custom layout's cache).
    private let objects: ProposalTable<AnyObject>

    package init(textEngine: TextEngine = .current, displayScale: Double = 2) {
        self.textEngine = textEngine
        self.displayScale = displayScale
        memos = PassMemos.take()
        sizeCache = memos.sizes
        texts = memos.texts
        stacks = memos.stacks
        stackFrames = memos.frames
        preparedTexts = memos.preparedTexts
        spacings = memos.spacings
        objects = memos.objects
    }

    /// Elements made while the pass runs (a `GeometryReader`'s content), kept until it ends.
    private var madeDuringPass: [any LayoutElement] = []

    /// Keeps `element`, made during the pass, alive until the pass ends. The memos are keyed
    /// by element identity: an element freed mid-pass frees its address for the next one made
    /// (the next row's reader content), which would then find the freed one's sizes and frames.
    package func keepAlive(_ element: any LayoutElement) {
        madeDuringPass.append(element)
    }

    /// State `element` keeps for this pass, made by `make()` the first time it is asked for:
    /// it lives as long as the pass (the context), so it must not hold the context strongly.
    package func passState<T: AnyObject>(of element: some LayoutElement, make: () -> T) -> T {
        let key = ProposalKey(element, .unspecified)
        if let existing = objects[key] as? T { return existing }
        let made = make()
        objects[key] = made
        return made
    }

    /// `compute()`'s spacing for this element, computed at most once per pass.
    package func cachedSpacing(of element: some LayoutElement, compute: () -> Spacing) -> Spacing {
        spacings.value(for: ProposalKey(element, .unspecified), orCompute: compute)
    }

    deinit {
        memos.giveBack()
    }

    /// `compute()`'s result for this element and proposal, computed at most once per pass.
    package func cachedSize(of element: some LayoutElement, for proposal: ProposedSize, compute: () -> CGSize) -> CGSize {
        sizeCache.value(for: ProposalKey(element, proposal)) { Self.sanitize(compute()) }
    }

    /// The text engine's prepared text for `element`'s request, looked up once per pass.
    func preparedText(for element: TextElement) -> PreparedText {
        preparedTexts.value(for: ProposalKey(element, .unspecified)) { textEngine.prepare(element.request) }
    }

    /// Replaces NaN and negative lengths by zero so bad input cannot poison the layout.
    package static func sanitize(_ size: CGSize) -> CGSize {
        func clean(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }
}

/// Frames stored one after another for a pass; a stack layout keeps where its children's start.
final class FrameArena {
    private var frames: [CGRect] = []

    /// Stores `count` frames made by `frame(index)` and returns the index of the first.
    func append(count: Int, _ frame: (Int) -> CGRect) -> Int {
        let start = frames.count
        for index in 0..<count { frames.append(frame(index)) }
        return start
    }

    subscript(index: Int) -> CGRect { frames[index] }

    func removeAll() { frames.removeAll(keepingCapacity: true) }
}

/// The memo tables of one pass, lent by the pool of the thread that created them.
final class PassMemos {
    let sizes = ProposalTable<CGSize>(capacity: 128)
    let texts = LayoutMemo<TextLayoutResult>(capacity: 64)
    let stacks = LayoutMemo<StackLayoutResult>(capacity: 32)
    let frames = FrameArena()
    let preparedTexts = ProposalTable<PreparedText>(capacity: 32)
    let spacings = ProposalTable<Spacing>(capacity: 32)
    let objects = ProposalTable<AnyObject>(capacity: 8)
    /// The thread whose pool this belongs to: only that thread may give it back.
    private let owner = pthread_self()

    /// Memos for a new pass: the calling thread's last emptied ones, else new ones.
    static func take() -> PassMemos {
        pools.existing?.memos.popLast() ?? PassMemos()
    }

    /// Empties the memos and returns them to the pool, when called on the owning thread
    /// (a context released elsewhere just frees them).
    func giveBack() {
        guard pthread_equal(owner, pthread_self()) != 0 else { return }
        let pool = Self.pools.value(orMake: Pool.init)
        // Nested passes are rare: keep a couple of sets, not one per pass ever run.
        guard pool.memos.count < 2 else { return }
        sizes.removeAll()
        texts.removeAll()
        stacks.removeAll()
        frames.removeAll()
        preparedTexts.removeAll()
        spacings.removeAll()
        objects.removeAll()
        pool.memos.append(self)
    }

    /// The emptied memos of one thread.
    private final class Pool {
        var memos: [PassMemos] = []
    }

    /// Each thread's pool, released when the thread exits.
    private static let pools = PerThread<Pool>()
}

/// A layout result that knows the size it chose.
protocol SizedLayout {
    var size: CGSize { get }
}

extension TextLayoutResult: SizedLayout {}
extension StackLayoutResult: SizedLayout {}

/// The layouts of one kind of element in a pass: by proposal, computed at most once, and by
/// the size they chose, for placing an element in a frame of that size. Placing uses the
/// layout that chose the size, as SwiftUI places a view with the proposal that sized it
/// rather than proposing its size again.
final class LayoutMemo<Result: SizedLayout> {
    private let byProposal: ProposalTable<Result>
    private let bySize: ProposalTable<Result>

    init(capacity: Int) {
        byProposal = ProposalTable(capacity: capacity)
        bySize = ProposalTable(capacity: capacity)
    }

    /// `compute()`'s result for this element and proposal, computed at most once per pass.
    func result(of element: some LayoutElement, for proposal: ProposedSize, compute: () -> Result) -> Result {
        byProposal.value(for: ProposalKey(element, proposal)) {
            let result = compute()
            bySize[ProposalKey(element, ProposedSize(result.size))] = result
            return result
        }
    }

    /// The layout this element computed that chose `size`, if any.
    func result(of element: some LayoutElement, sized size: CGSize) -> Result? {
        bySize[ProposalKey(element, ProposedSize(size))]
    }

    /// Forgets every layout, keeping the tables' capacity.
    func removeAll() {
        byProposal.removeAll()
        bySize.removeAll()
    }
}

/// An element and a proposal, as three words: the key of the per-pass memos.
///
/// Lengths are compared by bit pattern (with `-0` as `0`, and `nil` as a NaN payload no
/// arithmetic produces), so a repeated NaN proposal is found again instead of recomputed.
struct ProposalKey: Equatable {
    let element: UInt
    let width: UInt64
    let height: UInt64

    init(_ element: some LayoutElement, _ proposal: ProposedSize) {
        self.element = UInt(bitPattern: ObjectIdentifier(element))
        self.width = Self.bits(proposal.width)
        self.height = Self.bits(proposal.height)
    }

    private init(element: UInt, width: UInt64, height: UInt64) {
        self.element = element
        self.width = width
        self.height = height
    }

    /// The key of a free slot in a ``ProposalTable``: no element has address 0.
    static let free = ProposalKey(element: 0, width: 0, height: 0)

    private static func bits(_ length: Double?) -> UInt64 {
        guard let length else { return 0x7FF8_DEAD_0000_0001 }
        return length == 0 ? 0 : length.bitPattern  // -0 == 0
    }

    /// A cheap multiplicative mix: the keys are few and never chosen by an adversary, so the
    /// seeded SipHash of `Hasher` (most of a dictionary lookup's cost here) buys nothing.
    var mixed: UInt64 {
        var x = UInt64(element) &* 0x9E37_79B9_7F4A_7C15
        x = (x ^ width ^ (x >> 29)) &* 0xC2B2_AE3D_27D4_EB4F
        x = (x ^ height ^ (x >> 31)) &* 0x1656_67B1_9E37_79F9
        return x ^ (x >> 32)
    }
}

/// An open-addressing hash table (linear probing, at most half full) from ``ProposalKey`` to
/// a value: the memo of one layout pass. Entries are never removed.
///
/// A class over raw storage, held in `let`s: a lookup is a few loads, with no copy-on-write
/// check and no exclusivity bookkeeping for a mutable property.
final class ProposalTable<Value> {
    /// Keys by slot; an `element` of 0 (no object has that address) marks a free slot.
    private var keys: UnsafeMutablePointer<ProposalKey>
    /// Values by slot, initialized where the key is not free.
    private var values: UnsafeMutablePointer<Value>
    private var mask: Int
    private var count = 0

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = .allocate(capacity: size)
        keys.initialize(repeating: .free, count: size)
        values = .allocate(capacity: size)
        mask = size - 1
    }

    deinit {
        deinitializeValues()
        keys.deallocate()
        values.deallocate()
    }

    /// Forgets every entry, keeping the capacity.
    func removeAll() {
        guard count > 0 else { return }
        deinitializeValues()
        keys.update(repeating: .free, count: mask + 1)
        count = 0
    }

    /// Values such as sizes need no deinitialization; others are found among the slots.
    private func deinitializeValues() {
        guard !_isPOD(Value.self) else { return }
        var remaining = count
        var slot = 0
        while remaining > 0 {
            if keys[slot].element != 0 {
                (values + slot).deinitialize(count: 1)
                remaining -= 1
            }
            slot += 1
        }
    }

    /// The value for `key`, computed by `compute()` and kept if there is none yet.
    ///
    /// `compute()` may add entries to this table (a layout nested in another), so the slot
    /// is looked up again to store its result.
    @inline(__always)
    func value(for key: ProposalKey, orCompute compute: () -> Value) -> Value {
        if let hit = self[key] { return hit }
        let value = compute()
        self[key] = value
        return value
    }

    subscript(key: ProposalKey) -> Value? {
        get {
            var slot = Int(truncatingIfNeeded: key.mixed) & mask
            while true {
                let stored = keys[slot]
                if stored.element == 0 { return nil }
                if stored == key { return values[slot] }
                slot = (slot + 1) & mask
            }
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > mask + 1 { grow() }
            var slot = Int(truncatingIfNeeded: key.mixed) & mask
            while true {
                let stored = keys[slot]
                if stored.element == 0 { break }
                if stored == key {
                    values[slot] = newValue
                    return
                }
                slot = (slot + 1) & mask
            }
            keys[slot] = key
            (values + slot).initialize(to: newValue)
            count += 1
        }
    }

    private func grow() {
        let oldKeys = keys, oldValues = values, oldSize = mask + 1
        let size = oldSize * 2
        keys = .allocate(capacity: size)
        keys.initialize(repeating: .free, count: size)
        values = .allocate(capacity: size)
        mask = size - 1
        for old in 0..<oldSize where oldKeys[old].element != 0 {
            var slot = Int(truncatingIfNeeded: oldKeys[old].mixed) & mask
            while keys[slot].element != 0 { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[old]
            (values + slot).moveInitialize(from: oldValues + old, count: 1)
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }
}
