public import Foundation
import LayoutEngine

/// The state of one call into a custom `Layout`: the pass's context and where the layout
/// placed each subview.
final class LayoutSession: @unchecked Sendable {
    /// Unowned: a session lives in its pass's state, which the context owns.
    unowned let context: LayoutContext
    let elements: [any LayoutElement]
    /// Each subview's placement: its position, anchor and proposal.
    var placements: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?]

    /// Elements made during the pass (a built-in layout's, delegated to): kept alive as long as
    /// the pass, because the pass's memos know elements by address and a freed element's
    /// address may be reused by the next one made.
    private var retained: [any LayoutElement] = []

    init(context: LayoutContext, elements: [any LayoutElement]) {
        self.context = context
        self.elements = elements
        placements = Array(repeating: nil, count: elements.count)
    }

    /// `element`, kept alive for the rest of the pass.
    func retaining(_ element: any LayoutElement) -> any LayoutElement {
        retained.append(element)
        return element
    }
}

/// A proxy for one subview of a `Layout`: measure it, read its layout values, place it.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let session: LayoutSession
    let index: Int

    var element: any LayoutElement { session.elements[index] }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.session === rhs.session && lhs.index == rhs.index
    }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        element.measure(proposal.engine, session.context)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        var guides: [AlignmentKey: Double] = [:]
        for guide in [AlignmentKey.firstTextBaseline, .lastTextBaseline, .leading, .trailing, .top, .bottom,
                      .horizontalCenter, .verticalCenter] {
            if let value = element.explicitAlignment(guide, size: size, context: session.context) { guides[guide] = value }
        }
        return ViewDimensions(size: size, defaults: guides)
    }

    /// The subview's layout priority (`layoutPriority(_:)`).
    public var priority: Double { element.layoutPriority }

    /// The spacing the subview prefers around it (a text's depends on its font; a spacer's is
    /// zero).
    public var spacing: ViewSpacing {
        element.spacerMinLength != nil ? .zero : ViewSpacing(element.preferredSpacing(session.context))
    }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, else its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        if let stored = element.forwarded(as: LayoutValueElement.self)?.values[ObjectIdentifier(key)]?.value as? K.Value {
            return stored
        }
        return K.defaultValue
    }

    /// Places the subview's `anchor` at `position` (in the coordinates of the layout's bounds),
    /// sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        session.placements[index] = (position, anchor, proposal)
    }
}

/// The subviews of a `Layout`, in order.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int

    let session: LayoutSession
    /// The session's subview index at each position.
    let members: [Int]
    public let startIndex: Int
    public let endIndex: Int

    init(session: LayoutSession) {
        self.init(session: session, members: Array(session.elements.indices), bounds: session.elements.indices)
    }

    init(session: LayoutSession, members: [Int], bounds: Range<Int>) {
        self.session = session
        self.members = members
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
    }

    /// The layout direction of the subviews.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public subscript(index: Int) -> LayoutSubview { LayoutSubview(session: session, index: members[index]) }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(session: session, members: members, bounds: bounds)
    }

    /// The subviews at `indices`.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let chosen = indices.map { members[$0] }
        return LayoutSubviews(session: session, members: chosen, bounds: 0..<chosen.count)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.session === rhs.session && Array(lhs.indices.map { lhs.members[$0] }) == Array(rhs.indices.map { rhs.members[$0] })
    }
}

/// A view laid out by a user's `Layout`. Its cache is made once (`makeCache`) and kept: a
/// later layout pass over the same element first calls `updateCache`, as SwiftUI does when a
/// view updates; within a pass every method gets the same cache and subviews. Sizes it returns
/// that are NaN, negative or infinite for a finite proposal are logged and replaced; subviews
/// it does not place are centred in its bounds, as in SwiftUI.
final class CustomLayoutElement<L: Layout>: LayoutElement {
    private let layout: MainActorBox<L>
    let children: [any LayoutElement]
    /// The layout's cache between calls and passes. Layout runs on one thread at a time (the
    /// main actor, where views resolve), and never re-enters one element.
    private let store = CacheStore()

    private final class CacheStore: @unchecked Sendable {
        var cache: L.Cache?
    }

    /// This pass's subviews (one session, so `LayoutSubview`s compare equal across calls).
    private final class PassState {
        let session: LayoutSession
        init(session: LayoutSession) { self.session = session }
    }

    init(layout: L, children: [any LayoutElement]) {
        self.layout = MainActorBox(value: layout)
        self.children = children
    }

    /// Runs `body` with this pass's subviews and the cache, made on first use and updated at
    /// the start of every later pass.
    private func withCache<T>(_ context: LayoutContext, _ body: (LayoutSubviews, inout L.Cache) -> T) -> T {
        let state = context.passState(of: self) { () -> PassState in
            let session = LayoutSession(context: context, elements: children)
            let subviews = LayoutSubviews(session: session)
            if var cache = store.cache {
                layout.value.updateCache(&cache, subviews: subviews)
                store.cache = cache
            } else {
                store.cache = layout.value.makeCache(subviews: subviews)
            }
            return PassState(session: session)
        }
        guard var cache = store.cache else { fatalError("a custom layout's cache is made before it is used") }
        let result = body(LayoutSubviews(session: state.session), &cache)
        store.cache = cache
        return result
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        let size = withCache(context) { subviews, cache in
            layout.value.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        return CGSize(width: checked(size.width, proposal.width), height: checked(size.height, proposal.height))
    }

    private func checked(_ length: CGFloat, _ proposed: Double?) -> CGFloat {
        if length.isNaN || length < 0 || (length.isInfinite && proposed != .infinity) {
            LayoutWarnings.once("custom-layout-size-\(L.self)",
                                "\(L.self).sizeThatFits returned \(length) for a proposal of \(proposed.map { "\($0)" } ?? "nil"): using \(proposed.map { $0.isFinite ? "the proposal" : "0" } ?? "0")")
            if let proposed, proposed.isFinite { return CGFloat(proposed) }
            return 0
        }
        return length
    }

    func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let placements = withCache(context) { subviews, cache in
            let session = subviews.session
            session.placements = Array(repeating: nil, count: children.count)
            layout.value.placeSubviews(in: frame, proposal: ProposedViewSize(frame.size), subviews: subviews, cache: &cache)
            return session.placements
        }
        var unplaced = 0
        for (index, child) in children.enumerated() {
            guard let placement = placements[index],
                  placement.position.x.isFinite, placement.position.y.isFinite else {
                unplaced += 1
                let size = child.measure(.unspecified, context)
                child.place(in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                       width: size.width, height: size.height), context: context, into: &output)
                continue
            }
            let size = child.measure(placement.proposal.engine, context)
            let origin = CGPoint(x: placement.position.x - size.width * placement.anchor.x,
                                 y: placement.position.y - size.height * placement.anchor.y)
            child.place(in: CGRect(origin: origin, size: size), context: context, into: &output)
        }
        if unplaced > 0 {
            LayoutWarnings.once("custom-layout-unplaced-\(L.self)",
                                "\(L.self).placeSubviews left \(unplaced) of \(children.count) subviews unplaced (or at a non-finite point): they are centred in its bounds")
        }
    }

    /// The layout's `spacing(subviews:cache:)`: what a stack puts between this layout and its
    /// neighbours when the stack names no spacing.
    func spacing(context: LayoutContext) -> Spacing {
        withCache(context) { subviews, cache in layout.value.spacing(subviews: subviews, cache: &cache).spacing }
    }

    func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        let bounds = CGRect(origin: .zero, size: size)
        let value: CGFloat? = withCache(context) { subviews, cache in
            guide.axis == .horizontal
                ? layout.value.explicitAlignment(of: HorizontalAlignment(key: guide), in: bounds, proposal: ProposedViewSize(size),
                                                 subviews: subviews, cache: &cache)
                : layout.value.explicitAlignment(of: VerticalAlignment(key: guide), in: bounds, proposal: ProposedViewSize(size),
                                                 subviews: subviews, cache: &cache)
        }
        return value.flatMap { $0.isFinite ? Double($0) : nil }
    }
}

extension ProposedViewSize {
    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }
}
