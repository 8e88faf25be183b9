public import Foundation
import DisplayList
package import LayoutEngine

extension View {
    // MARK: Foreground and tint

    /// The color of text and shapes in this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View {
        ModifiedView(self, environment: { environment in
            environment.foregroundPaint = color?.resolvePaint(in: environment)
        })
    }

    /// The style of text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ModifiedView(self, environment: { environment in
            environment.foregroundShadow = (style as? any ShadowCarryingStyle)?.dropShadow(in: environment)
            environment.foregroundInnerShadow = (style as? any ShadowCarryingStyle)?.innerShadow(in: environment)
            environment.foregroundPaint = style.paint(in: environment)
        })
    }

    /// Primary and secondary styles (the secondary applies to `.secondary` content).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// The accent color of controls and `.tint` styles in this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        ModifiedView(self, environment: { environment in
            environment.tintPaint = tint?.paint(in: environment)
        })
    }

    @_disfavoredOverload
    public func tint(_ tint: Color?) -> some View {
        ModifiedView(self, environment: { environment in
            environment.tintPaint = tint?.resolvePaint(in: environment)
        })
    }

    /// The accent color (older name of `tint`).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    // MARK: Text

    public func font(_ font: Font?) -> some View {
        ModifiedView(self, environment: { $0.font = font })
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        ModifiedView(self, environment: { $0.fontWeight = weight })
    }

    public func bold(_ isActive: Bool = true) -> some View {
        ModifiedView(self, environment: { if isActive { $0.fontWeight = .bold } })
    }

    public func italic(_ isActive: Bool = true) -> some View {
        ModifiedView(self, environment: { if isActive { $0.italic = true } })
    }

    public func monospacedDigit() -> some View {
        ModifiedView(self, environment: { $0.font = ($0.font ?? .body).monospacedDigit() })
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        ModifiedView(self, environment: { environment in
            var font = environment.font ?? .body
            font.design = design
            environment.font = font
        })
    }

    public func lineLimit(_ number: Int?) -> some View {
        ModifiedView(self, environment: { $0.lineLimit = number })
    }

    /// A line limit; with `reservesSpace` the text keeps room for `limit` lines even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        ModifiedView(self, environment: { environment in
            environment.lineLimit = limit
            environment.reserveTextLines(reservesSpace ? limit : 0)
        })
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        ModifiedView(self, environment: { $0.minimumScaleFactor = factor })
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ModifiedView(self, environment: { $0.multilineTextAlignment = alignment })
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        ModifiedView(self, environment: { $0.truncationMode = mode })
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        ModifiedView(self, environment: { $0.lineSpacing = lineSpacing })
    }

    /// Sets the text size for this view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        ModifiedView(self, environment: { $0.dynamicTypeSize = size })
    }

    /// Limits the text size for this view to a range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        ModifiedView(self, environment: { environment in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let low = all.first, let high = all.last {
                environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, low), high)
            }
        })
    }

    // MARK: Effects

    public func opacity(_ opacity: Double) -> some View {
        ModifiedView(self) { element, _ in EffectElement(child: element, opacity: opacity) }
    }

    /// Rotates the drawing of the view around an anchor, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifiedView(self) { element, _ in
            TransformElement(child: element, kind: .rotation(degrees: angle.degrees),
                             anchor: UnitPoint2D(x: Double(anchor.x), y: Double(anchor.y)))
        }
    }

    /// Scales the drawing of the view around an anchor, without changing its layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        ModifiedView(self) { element, _ in
            TransformElement(child: element, kind: .scale(x: Double(scale.width), y: Double(scale.height)),
                             anchor: UnitPoint2D(x: Double(anchor.x), y: Double(anchor.y)))
        }
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Clips the view to a rounded rectangle.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        ModifiedView(self) { element, _ in
            EffectElement(child: element, clip: .roundedRectangle(cornerWidth: Double(radius), cornerHeight: Double(radius),
                                                                   continuous: false))
        }
    }

    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ModifiedView(self) { element, _ in
            ClipToShapeElement(child: element, evenOdd: style.isEOFilled, outline: { frame in
                MainActor.assumeIsolated { shape.outline(in: frame) }
            })
        }
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        ModifiedView(self) { element, _ in EffectElement(child: element, clip: .rectangle) }
    }

    /// A drop shadow.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(self) { element, context in
            EffectElement(child: element, shadow: Shadow(color: color.resolve(in: context.environment), radius: Double(radius),
                                                          x: Double(x), y: Double(y)))
        }
    }

    /// Redacts content: `.placeholder` draws text as bars, as a widget's placeholder does.
    public func redacted(reason: RedactionReasons) -> some View {
        ModifiedView(self, environment: { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows this content even inside a redacted view.
    public func unredacted() -> some View {
        ModifiedView(self, environment: { $0.redactionReasons = [] })
    }

    /// Sets the appearance of this view (`.environment(\.colorScheme, .dark)` does the same).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        ModifiedView(self, environment: { $0.colorScheme = colorScheme })
    }
}

/// Clips to a shape whose outline depends on the frame (user-defined shapes).
package final class ClipToShapeElement: LayoutElement {
    let child: any LayoutElement
    let outline: @Sendable (CGRect) -> ShapeOutline
    let evenOdd: Bool

    init(child: any LayoutElement, evenOdd: Bool = false, outline: @escaping @Sendable (CGRect) -> ShapeOutline) {
        self.child = child
        self.evenOdd = evenOdd
        self.outline = outline
    }

    package var layoutPriority: Double { child.layoutPriority }

    package func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        child.measure(proposal, context)
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        output.withGroup(clip: Clip(frame: frame, outline: outline(frame), evenOdd: evenOdd ? true : nil)) { output in
            child.place(in: frame, context: context, into: &output)
        }
    }

    package func explicitAlignment(_ guide: AlignmentKey, size: CGSize, context: LayoutContext) -> Double? {
        child.explicitAlignment(guide, size: size, context: context)
    }
}
