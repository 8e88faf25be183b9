public import Foundation
package import LayoutEngine

/// SwiftUI's default padding.
package let defaultPadding: CGFloat = 16

extension View {
    // MARK: Padding

    /// Pads the given edges by `length`, or by the default 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? defaultPadding
        let insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return padding(insets)
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads each edge by its own amount.
    public func padding(_ insets: EdgeInsets) -> some View {
        ModifiedView(self) { element, _ in PaddingElement(child: element, insets: insets.insets) }
    }

    // MARK: Frames

    /// Proposes a fixed size to the view and takes it, aligning the view inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifiedView(self) { element, _ in
            FixedFrameElement(child: element, width: width.map(Double.init), height: height.map(Double.init),
                              alignment: alignment.key)
        }
    }

    /// A flexible frame with minimum, ideal and maximum sizes.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        ModifiedView(self) { element, _ in
            FlexibleFrameElement(
                child: element,
                horizontal: .init(min: minWidth.map(Double.init), ideal: idealWidth.map(Double.init), max: maxWidth.map(Double.init)),
                vertical: .init(min: minHeight.map(Double.init), ideal: idealHeight.map(Double.init), max: maxHeight.map(Double.init)),
                alignment: alignment.key)
        }
    }

    /// Deprecated in SwiftUI; does nothing.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View { self }

    /// Gives the view its ideal size in both dimensions.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Gives the view its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        ModifiedView(self) { element, _ in FixedSizeElement(child: element, horizontal: horizontal, vertical: vertical) }
    }

    /// Stacks offer space to higher priorities first.
    public func layoutPriority(_ value: Double) -> some View {
        ModifiedView(self) { element, _ in PriorityElement(child: element, priority: value) }
    }

    /// Moves the drawing of the view without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(self) { element, _ in OffsetElement(child: element, dx: Double(x), dy: Double(y)) }
    }

    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Constrains the view to an aspect ratio (width / height), or to its own ideal ratio when nil.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifiedView(self) { element, _ in
            AspectRatioElement(child: element, ratio: aspectRatio.map(Double.init), fill: contentMode == .fill)
        }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit its parent, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill its parent, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Overrides a horizontal alignment guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> some View {
        ModifiedView(self) { element, _ in
            AlignmentGuideElement(child: element, guide: g.key) { size, value in
                Double(computeValue(ViewDimensions(size: size, defaults: [g.key: value])))
            }
        }
    }

    /// Overrides a vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) -> some View {
        ModifiedView(self) { element, _ in
            AlignmentGuideElement(child: element, guide: g.key) { size, value in
                Double(computeValue(ViewDimensions(size: size, defaults: [g.key: value])))
            }
        }
    }

    /// Keeps the view's space but draws nothing.
    public func hidden() -> some View {
        ModifiedView(self) { element, _ in HiddenElement(child: element) }
    }

    // MARK: Background and overlay

    /// Puts the element `decoration` makes behind or in front of each element of this view.
    private func decorated(
        _ placement: DecorationElement.Placement, alignment: Alignment = .center,
        _ decoration: @escaping @MainActor (ResolveContext) -> any LayoutElement
    ) -> some View {
        ModifiedView(self) { element, context in
            DecorationElement(content: element, decoration: decoration(context), placement: placement, alignment: alignment.key)
        }
    }

    /// Draws a view behind this one, sized to it.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        decorated(.background, alignment: alignment) { $0.resolveDecoration(background) }
    }

    /// Draws a view behind this one, sized to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }

    /// Fills the space behind the view with a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        decorated(.background) { ShapeElement(outline: .rectangle, fill: style.paint(in: $0.environment)) }
    }

    /// Fills the space behind the view with the background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills a shape behind the view with a style: `.background(.blue, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        decorated(.background) { shape.element(fill: style.paint(in: $0.environment), stroke: nil) }
    }

    /// Fills a shape behind the view with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Draws a view in front of this one, sized to it.
    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        decorated(.overlay, alignment: alignment) { $0.resolveDecoration(overlay) }
    }

    /// Draws a view in front of this one, sized to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// Fills the view's area in front of it with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        decorated(.overlay) { ShapeElement(outline: .rectangle, fill: style.paint(in: $0.environment)) }
    }

    /// Fills a shape in front of the view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        decorated(.overlay) { shape.element(fill: style.paint(in: $0.environment), stroke: nil) }
    }
}

extension ResolveContext {
    /// A background or overlay view as one element, resolved outside any stack.
    package func resolveDecoration<V: View>(_ view: V) -> any LayoutElement {
        withEnvironment({ $0.stackAxis = nil }) { resolveSingle(view) }
    }
}
