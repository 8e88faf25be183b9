public import Foundation
import LayoutEngine

private struct ContainerSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }

extension EnvironmentValues {
    /// The size of the nearest container for `containerRelativeFrame`: in a widget, its
    /// content area (the widget less its content margins). Nil when unknown.
    package var containerSize: CGSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

/// A vertical edge: `.top` or `.bottom`.
public enum VerticalEdge: Int8, CaseIterable, Sendable, Hashable {
    case top, bottom
}

/// A horizontal edge: `.leading` or `.trailing`.
public enum HorizontalEdge: Int8, CaseIterable, Sendable, Hashable {
    case leading, trailing
}

/// Regions of the safe area: `.container` (bars, home indicator) and `.keyboard`.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Sizes this view along `axes` to its container: in a widget, the content area.
    ///
    /// ```swift
    /// Image("cover").resizable().containerRelativeFrame(.horizontal)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes this view along `axes` to `span` of `count` equal parts of its container, with
    /// `spacing` between parts: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = Swift.max(count, 1)
        let span = Swift.min(Swift.max(span, 1), count)
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return Swift.max(0, part * CGFloat(span) + spacing * CGFloat(span - 1))
        }
    }

    /// Sizes this view along `axes` to `length(containerLength, axis)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        ModifiedView(self) { element, context in
            context.readContainerSize = true
            guard let container = context.environment.containerSize else {
                // Outside a widget the container is unknown: fill what is offered.
                return FlexibleFrameElement(
                    child: element,
                    horizontal: .init(min: nil, ideal: nil, max: axes.contains(.horizontal) ? .infinity : nil),
                    vertical: .init(min: nil, ideal: nil, max: axes.contains(.vertical) ? .infinity : nil),
                    alignment: alignment.key)
            }
            let width = axes.contains(.horizontal) ? Double(length(container.width, .horizontal)) : nil
            let height = axes.contains(.vertical) ? Double(length(container.height, .vertical)) : nil
            return FixedFrameElement(child: element, width: width, height: height, alignment: alignment.key)
        }
    }

    /// A widget has no safe area to extend into: kept for source compatibility; lays out unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// A widget has no safe area to extend into: kept for source compatibility; lays out unchanged.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }

    /// Shows `content` along a vertical edge of this view; this view is laid out in the rest
    /// of the space, `spacing` (8 by default) away from it.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(base: self, inset: content(), edge: edge == .top ? .top : .bottom,
                          alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    /// Shows `content` along a horizontal edge of this view; this view is laid out in the rest
    /// of the space, `spacing` (8 by default) away from it.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(base: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
                          alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }
}

/// `safeAreaInset`: the base view and the inset as a two-part stack along the edge's axis,
/// the inset filling the base's cross length.
struct SafeAreaInsetView<Base: View, Inset: View>: View, PrimitiveView {
    let base: Base
    let inset: Inset
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?

    typealias Body = Never

    func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let main = context.resolveSingle(base)
        let vertical = edge == .top || edge == .bottom
        let stretched = FlexibleFrameElement(
            child: context.withEnvironment({ $0.stackAxis = nil }) { context.resolveSingle(inset) },
            horizontal: .init(min: nil, ideal: nil, max: vertical ? .infinity : nil),
            vertical: .init(min: nil, ideal: nil, max: vertical ? nil : .infinity),
            alignment: alignment.key)
        let children: [any LayoutElement] = edge == .top || edge == .leading ? [stretched, main] : [main, stretched]
        outputs.elements.append(StackElement(
            axis: vertical ? .vertical : .horizontal, alignment: vertical ? .horizontalCenter : .verticalCenter,
            spacing: spacing.map(Double.init), children: children))
    }
}
