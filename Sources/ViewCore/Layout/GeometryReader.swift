public import Foundation
package import LayoutEngine

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Sendable, Hashable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    package var engineAxis: LayoutEngine.Axis { self == .horizontal ? .horizontal : .vertical }
}

/// A resolved coordinate space: the widget's (`.global`), the view's own (`.local`), or one
/// that an enclosing view named with `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }

    public static func == (lhs: CoordinateSpace, rhs: CoordinateSpace) -> Bool {
        switch (lhs, rhs) {
        case (.global, .global), (.local, .local): return true
        case (.named(let a), .named(let b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .global: hasher.combine(0)
        case .local: hasher.combine(1)
        case .named(let name): hasher.combine(name)
        }
    }

    /// The key a named space is recorded under while views are placed.
    package static func key(_ name: AnyHashable) -> String {
        "\(type(of: name.base)):\(String(reflecting: name.base))"
    }
}

/// A frame of reference for geometry (iOS 17): `.global`, `.local`, `.named("scroll")`.
public protocol CoordinateSpaceProtocol: Sendable {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space named by `coordinateSpace(_:)` (iOS 17).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The widget's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name` by an enclosing `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The space with this name.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("scrollView.\(axis)")) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The widget's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// The size and coordinate spaces of a `GeometryReader`, given to its content.
public struct GeometryProxy: Sendable {
    let globalFrame: CGRect
    let namedFrames: [String: CGRect]
    /// The frames of the anchors placed before the reader's content was built, by id.
    var anchorFrames: [Int: CGRect] = [:]

    /// The size of the reader: the space its parent proposed.
    public var size: CGSize { globalFrame.size }

    /// The safe area insets of the reader: zero in a widget, whose content area has none.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`; a name no enclosing view declared is the
    /// widget's space.
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: globalFrame.size)
        case .named(let name):
            guard let space = namedFrames[CoordinateSpace.key(name)] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The reader's frame in `coordinateSpace` (iOS 17).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// Resolves an anchor (from `anchorPreference(key:value:transform:)`) into the reader's
    /// own coordinate space: `proxy[anchor].width`, `proxy[anchor].midX`.
    ///
    /// An anchor whose view was not placed before the reader's content was built (it is
    /// inside that content, or drawn after it) resolves against an empty rectangle at the
    /// reader's origin, and the first such lookup is logged.
    public subscript<T>(anchor: Anchor<T>) -> T {
        guard let frame = anchorFrames[anchor.id] else {
            LayoutWarnings.once("anchor-unplaced", "GeometryProxy[anchor]: the anchor's view was not placed before this GeometryReader's content was built; it resolves to an empty rectangle")
            return anchor.resolve(.zero)
        }
        return anchor.resolve(frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY))
    }

    /// The bounds of the named coordinate space in the reader's own space, if one encloses it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedFrames[CoordinateSpace.key(coordinateSpace.name)] else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}

/// A container that gives its content its own size and position:
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().frame(width: proxy.size.width * entry.progress)
/// }
/// ```
///
/// It takes all the space proposed to it (10 points along an unspecified dimension) and places
/// its content at its top-leading corner, proposing it the reader's size.
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

/// Holds a main-actor value in a `Sendable` layout closure that only runs on the main actor.
struct MainActorBox<Value>: @unchecked Sendable {
    let value: Value
}

extension GeometryReader: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        let box = MainActorBox(value: content)
        let environment = outputs.context.environment
        let controls = MainActorBox(value: outputs.context.controls)
        outputs.elements.append(GeometryReaderElement { frame, spaces, anchors in
            MainActor.assumeIsolated {
                let proxy = GeometryProxy(globalFrame: frame, namedFrames: spaces, anchorFrames: anchors)
                let context = ResolveContext(environment: environment, controls: controls.value)
                let children = context.resolveChildren(box.value(proxy), axis: nil)
                return ZStackElement(alignment: .topLeading, children: children)
            }
        })
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let key = CoordinateSpace.key(AnyHashable(name))
        return ModifiedView(self) { element, _ in CoordinateSpaceElement(child: element, name: key) }
    }

    /// Names this view's coordinate space (iOS 17): `.coordinateSpace(.named("chart"))`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        let key = CoordinateSpace.key(name.name)
        return ModifiedView(self) { element, _ in CoordinateSpaceElement(child: element, name: key) }
    }

    /// Positions the centre of this view at `(x, y)` in its parent's space; the modified view
    /// takes all the space proposed to it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(self) { element, _ in PositionElement(child: element, x: Double(x), y: Double(y)) }
    }

    /// Positions the centre of this view at `position` in its parent's space.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// The painting order of this view among its siblings in a `ZStack`: higher is on top.
    public func zIndex(_ value: Double) -> some View {
        ModifiedView(self) { element, _ in ZIndexElement(child: element, zIndex: value) }
    }
}

/// Shows the first of its children that fits the space offered along `axes`, else the last:
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Wednesday, 25 November")
///     Text("Wed 25 Nov")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        let children = outputs.context.resolveChildren(content, axis: nil)
        outputs.elements.append(ViewThatFitsElement(
            children: children, horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))
    }
}
