package import Foundation
package import DisplayList

/// Collects display items, links and accessibility nodes while elements place themselves.
package struct DisplayListBuilder: Sendable {
    private var stack: [[DisplayItem]] = [[]]
    private var accessibilityStack: [[AccessibilityNode]] = [[]]
    package private(set) var links: [LinkRegion] = []
    package var widgetURL: URL?
    /// Frames of the named coordinate spaces enclosing what is being placed, by name.
    package var coordinateSpaces: [String: CGRect] = [:]
    /// Frames (in widget coordinates) of the views that wrote anchor preferences, by anchor
    /// id, as they were placed: what `GeometryProxy[anchor]` resolves against.
    package var anchorFrames: [Int: CGRect] = [:]

    package init() {}

    /// The widget rendering mode's treatment of what is appended now (`nil`: full colour).
    package private(set) var colorTreatment: ColorTreatment?

    /// Appends an item to the innermost open group, its colours mapped by the current
    /// ``colorTreatment``.
    package mutating func append(_ item: DisplayItem) {
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
    package mutating func withColorTreatment(_ treatment: ColorTreatment?, _ body: (inout DisplayListBuilder) -> Void) {
        let saved = colorTreatment
        colorTreatment = treatment
        body(&self)
        colorTreatment = saved
    }

    /// Runs `body`, wrapping what it appends in one group (clip, opacity, shadow).
    /// A group that would change nothing is flattened.
    package mutating func withGroup(
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
    package mutating func withGroup(like template: GroupItem, _ body: (inout DisplayListBuilder) -> Void) {
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
    package mutating func collectingItems(_ body: (inout DisplayListBuilder) -> Void) -> [DisplayItem] {
        stack.append([])
        let saved = colorTreatment
        colorTreatment = nil
        _ = collectingAccessibility(body)
        colorTreatment = saved
        return stack.removeLast()
    }

    /// Runs `front` and then `behind`, keeping what `behind` appends below what `front`
    /// appended: a background that reads what placing its content recorded (anchor frames).
    package mutating func placing(_ front: (inout DisplayListBuilder) -> Void, above behind: (inout DisplayListBuilder) -> Void) {
        stack.append([])
        accessibilityStack.append([])
        front(&self)
        let items = stack.removeLast()
        let nodes = accessibilityStack.removeLast()
        behind(&self)
        stack[stack.count - 1].append(contentsOf: items)
        accessibilityStack[accessibilityStack.count - 1].append(contentsOf: nodes)
    }

    /// Runs `body` and paints `shadow` inside every filled shape it appends (an inner shadow,
    /// `.fill(.blue.shadow(.inner(radius: 4)))`).
    ///
    /// Made of what every renderer already draws: the outside of the shape, filled and clipped
    /// to that outside (even-odd), casts a drop shadow; a group clipped to the shape keeps only
    /// the part of that shadow that falls inside it.
    package mutating func withInnerShadow(_ shadow: Shadow, _ body: (inout DisplayListBuilder) -> Void) {
        stack.append([])
        body(&self)
        let items = stack.removeLast()
        let usable = [shadow.radius, shadow.x, shadow.y].allSatisfy(\.isFinite) && shadow.color.alpha > 0
        for item in items {
            stack[stack.count - 1].append(item)
            guard usable, case .shape(let shape) = item, shape.fill != nil,
                  shape.frame.width > 0, shape.frame.height > 0, shape.frame.width.isFinite, shape.frame.height.isFinite
            else { continue }
            appendInnerShadow(shadow, of: shape)
        }
    }

    private mutating func appendInnerShadow(_ shadow: Shadow, of shape: ShapeItem) {
        let reach = max(shadow.radius, 0) * 3 + abs(shadow.x) + abs(shadow.y) + 1
        let outer = shape.frame.insetBy(dx: -reach, dy: -reach)
        let outside = Clip(frame: outer, outline: .path(outer.rectanglePath + shape.outline.pathElements(in: shape.frame)), evenOdd: true)
        var caster = shadow.color
        caster.alpha = 1
        withGroup(clip: Clip(frame: shape.frame, outline: shape.outline)) { inside in
            inside.withGroup(clip: outside, shadow: shadow) { casting in
                casting.append(.shape(ShapeItem(frame: outer, outline: .rectangle, fill: .color(caster))))
            }
        }
    }

    /// Records a tappable region.
    package mutating func addLink(_ url: URL, frame: CGRect) {
        links.append(LinkRegion(frame: frame, url: url))
    }

    /// Adds a leaf accessibility node.
    package mutating func addAccessibility(_ node: AccessibilityNode) {
        accessibilityStack[accessibilityStack.count - 1].append(node)
    }

    /// Runs `body` collecting the accessibility nodes it adds, and returns them instead of adding them.
    package mutating func collectingAccessibility(_ body: (inout DisplayListBuilder) -> Void) -> [AccessibilityNode] {
        accessibilityStack.append([])
        body(&self)
        return accessibilityStack.removeLast()
    }

    /// The finished display list.
    package func build(size: CGSize) -> DisplayList {
        DisplayList(
            size: size, items: stack[0], links: links, widgetURL: widgetURL,
            accessibility: accessibilityStack[0]
        )
    }
}

extension CGRect {
    /// The rectangle as a closed path, clockwise on screen.
    var rectanglePath: [PathElement] {
        [.move(to: CGPoint(x: minX, y: minY)), .line(to: CGPoint(x: maxX, y: minY)), .line(to: CGPoint(x: maxX, y: maxY)),
         .line(to: CGPoint(x: minX, y: maxY)), .close]
    }
}

extension ShapeOutline {
    /// The outline in `frame` as absolute path elements, as the renderers draw it.
    func pathElements(in frame: CGRect) -> [PathElement] {
        switch self {
        case .rectangle:
            return frame.rectanglePath
        case .roundedRectangle(let width, let height, let continuous):
            return Self.roundedRectanglePath(in: frame, radiusX: width, radiusY: height, continuous: continuous)
        case .capsule:
            let radius = Double(min(frame.width, frame.height)) / 2
            return Self.roundedRectanglePath(in: frame, radiusX: radius, radiusY: radius, continuous: false)
        case .ellipse:
            let rx = Double(frame.width) / 2, ry = Double(frame.height) / 2
            let cx = Double(frame.midX), cy = Double(frame.midY)
            let kx = Self.circularControlFraction * rx, ky = Self.circularControlFraction * ry
            func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }
            return [
                .move(to: p(cx + rx, cy)),
                .curve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ky), control2: p(cx + kx, cy + ry)),
                .curve(to: p(cx - rx, cy), control1: p(cx - kx, cy + ry), control2: p(cx - rx, cy + ky)),
                .curve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ky), control2: p(cx - kx, cy - ry)),
                .curve(to: p(cx + rx, cy), control1: p(cx + kx, cy - ry), control2: p(cx + rx, cy - ky)),
                .close,
            ]
        case .path(let elements):
            return elements
        }
    }
}
