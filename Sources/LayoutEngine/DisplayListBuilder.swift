public import Foundation
public import DisplayList

/// Collects display items, links and accessibility nodes while elements place themselves.
public struct DisplayListBuilder: Sendable {
    private var stack: [[DisplayItem]] = [[]]
    private var accessibilityStack: [[AccessibilityNode]] = [[]]
    public private(set) var links: [LinkRegion] = []
    public var widgetURL: URL?
    /// Frames of the named coordinate spaces enclosing what is being placed, by name.
    public var coordinateSpaces: [String: CGRect] = [:]

    public init() {}

    /// The widget rendering mode's treatment of what is appended now (`nil`: full colour).
    public private(set) var colorTreatment: ColorTreatment?

    /// Appends an item to the innermost open group, its colours mapped by the current
    /// ``colorTreatment``.
    public mutating func append(_ item: DisplayItem) {
        stack[stack.count - 1].append(colorTreatment.map { $0.apply(to: item) } ?? item)
    }

    /// Appends a group whose children were appended (and so mapped) already: only the
    /// group's own shadow is mapped.
    private mutating func appendGroup(_ group: GroupItem) {
        var group = group
        if let treatment = colorTreatment, var shadow = group.shadow {
            shadow.color = treatment.apply(to: shadow.color)
            group.shadow = shadow
        }
        stack[stack.count - 1].append(.group(group))
    }

    /// Runs `body` with `treatment` mapping the colours of what it appends (a rendering mode,
    /// an accented group, an image drawn in full colour with `nil`).
    public mutating func withColorTreatment(_ treatment: ColorTreatment?, _ body: (inout DisplayListBuilder) -> Void) {
        let saved = colorTreatment
        colorTreatment = treatment
        body(&self)
        colorTreatment = saved
    }

    /// Runs `body`, wrapping what it appends in one group (clip, opacity, shadow).
    /// A group that would change nothing is flattened.
    public mutating func withGroup(
        clip: Clip? = nil, opacity: Double = 1, shadow: Shadow? = nil, transform: AffineTransform2D? = nil,
        _ body: (inout DisplayListBuilder) -> Void
    ) {
        stack.append([])
        body(&self)
        let children = stack.removeLast()
        guard !children.isEmpty else { return }
        let transform = transform.flatMap { $0.isIdentity ? nil : $0 }
        if clip == nil && opacity >= 1 && shadow == nil && transform == nil {
            stack[stack.count - 1].append(contentsOf: children)
        } else if opacity > 0 {
            appendGroup(GroupItem(clip: clip, opacity: opacity, shadow: shadow, transform: transform, children: children))
        }
    }

    /// Runs `body`, wrapping what it appends in a group shaped like `template` (its children
    /// replaced). Nothing is added when `body` appends nothing.
    public mutating func withGroup(like template: GroupItem, _ body: (inout DisplayListBuilder) -> Void) {
        stack.append([])
        body(&self)
        var group = template
        group.children = stack.removeLast()
        guard !group.children.isEmpty, group.opacity > 0 else { return }
        appendGroup(group)
    }

    /// Runs `body` and returns the items it appends instead of adding them (a mask's content).
    /// Accessibility nodes it adds are dropped.
    /// A mask lends only its alpha, so its colours are not mapped by a ``colorTreatment``.
    public mutating func collectingItems(_ body: (inout DisplayListBuilder) -> Void) -> [DisplayItem] {
        stack.append([])
        let saved = colorTreatment
        colorTreatment = nil
        _ = collectingAccessibility(body)
        colorTreatment = saved
        return stack.removeLast()
    }

    /// Records a tappable region.
    public mutating func addLink(_ url: URL, frame: CGRect) {
        links.append(LinkRegion(frame: frame, url: url))
    }

    /// Adds a leaf accessibility node.
    public mutating func addAccessibility(_ node: AccessibilityNode) {
        accessibilityStack[accessibilityStack.count - 1].append(node)
    }

    /// Runs `body` collecting the accessibility nodes it adds, and returns them instead of adding them.
    public mutating func collectingAccessibility(_ body: (inout DisplayListBuilder) -> Void) -> [AccessibilityNode] {
        accessibilityStack.append([])
        body(&self)
        return accessibilityStack.removeLast()
    }

    /// The finished display list.
    public func build(size: CGSize) -> DisplayList {
        DisplayList(
            size: size, items: stack[0], links: links, widgetURL: widgetURL,
            accessibility: accessibilityStack[0]
        )
    }
}
