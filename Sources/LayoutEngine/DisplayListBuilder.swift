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

    /// Appends an item to the innermost open group.
    public mutating func append(_ item: DisplayItem) {
        stack[stack.count - 1].append(item)
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
            append(.group(GroupItem(clip: clip, opacity: opacity, shadow: shadow, transform: transform, children: children)))
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
        append(.group(group))
    }

    /// Runs `body` and returns the items it appends instead of adding them (a mask's content).
    /// Accessibility nodes it adds are dropped.
    public mutating func collectingItems(_ body: (inout DisplayListBuilder) -> Void) -> [DisplayItem] {
        stack.append([])
        _ = collectingAccessibility(body)
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
