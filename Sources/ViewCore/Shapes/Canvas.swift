public import Foundation
import DisplayList
import LayoutEngine

/// A view to draw into with a `GraphicsContext` (SwiftUI's `Canvas`):
///
/// ```swift
/// Canvas { context, size in
///     var line = Path()
///     line.move(to: CGPoint(x: 0, y: size.height))
///     line.addLine(to: CGPoint(x: size.width, y: 0))
///     context.stroke(line, with: .color(.blue), lineWidth: 2)
/// }
/// ```
///
/// It takes the space proposed to it (10 points along an unspecified dimension), runs the
/// renderer once when placed, and clips what it draws to its bounds. Symbols are not drawn.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// Creates a canvas that draws with `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// Creates a canvas with symbols (views the renderer may draw by tag: not drawn here).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
    }

    public typealias Body = Never
}

extension Canvas: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(CanvasElement(renderer: MainActorBox(value: renderer), environment: outputs.context.environment))
    }
}

/// A canvas: takes the proposal and draws what its renderer records, in its own coordinates.
final class CanvasElement: LayoutElement, @unchecked Sendable {
    let renderer: MainActorBox<(inout GraphicsContext, CGSize) -> Void>
    let environment: EnvironmentValues

    init(renderer: MainActorBox<(inout GraphicsContext, CGSize) -> Void>, environment: EnvironmentValues) {
        self.renderer = renderer
        self.environment = environment
    }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else {
            LayoutWarnings.once("canvas-infinite", "A Canvas was placed in a non-finite frame \(frame): it draws nothing")
            return
        }
        // Layout runs on the main actor (views resolve there): the pass's context stays on it.
        nonisolated(unsafe) let layoutContext = context
        let items = MainActor.assumeIsolated { () -> [DisplayItem] in
            let recorder = GraphicsContext.Recorder(environment: environment, context: layoutContext)
            var graphics = GraphicsContext(recorder: recorder)
            renderer.value(&graphics, frame.size)
            return recorder.builder.build(size: frame.size).items
        }
        guard !items.isEmpty else { return }
        output.withGroup(
            clip: Clip(frame: CGRect(origin: .zero, size: frame.size), outline: .rectangle),
            transform: AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: Double(frame.minX), ty: Double(frame.minY))
        ) { inside in
            for item in items { inside.append(item) }
        }
    }
}

/// The drawing context of a `Canvas`: fills and strokes paths, draws text and images, with
/// a transform, an opacity and clips that apply to what is drawn after they are set. It is
/// used on the main actor, where a canvas's renderer runs.
@MainActor
public struct GraphicsContext {
    /// Where a canvas's drawing goes while its renderer runs.
    final class Recorder {
        let environment: EnvironmentValues
        let context: LayoutContext
        var builder = DisplayListBuilder()
        /// The elements drawn so far, kept alive until the canvas is drawn: a layout pass
        /// memoises by element identity, and a freed element's address is reused by the next.
        var retained: [any LayoutElement] = []

        init(environment: EnvironmentValues, context: LayoutContext) {
            self.environment = environment
            self.context = context
        }
    }

    let recorder: Recorder
    /// The transform applied to what is drawn next, in the canvas's coordinates.
    var transform2D = AffineTransform2D.identity
    /// Clips in the canvas's coordinates, outermost first.
    var clips: [Clip] = []

    /// The opacity of what is drawn next (multiplied into the paint).
    public var opacity: Double = 1
    /// The blend mode of what is drawn next (drawn normally here).
    public var blendMode: BlendMode = .normal
    /// The drop shadow what is drawn next casts (Swift Charts' `shadow(color:radius:x:y:)` on marks).
    package var dropShadow: ShadowStyle?

    init(recorder: Recorder) {
        self.recorder = recorder
    }

    /// The environment of the canvas.
    public var environment: EnvironmentValues { recorder.environment }

    // MARK: Transforms and clips

    /// Moves the origin of what is drawn next.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: Double(x), ty: Double(y)))
    }

    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(AffineTransform2D(a: Double(x), b: 0, c: 0, d: Double(y), tx: 0, ty: 0))
    }

    /// Rotates what is drawn next around the origin (clockwise on screen for positive angles).
    public mutating func rotate(by angle: Angle) {
        concatenate(.rotation(degrees: angle.degrees, around: .zero))
    }

    /// Applies `local` before the current transform.
    private mutating func concatenate(_ local: AffineTransform2D) {
        let g = transform2D, f = local
        transform2D = AffineTransform2D(
            a: g.a * f.a + g.c * f.b, b: g.b * f.a + g.d * f.b, c: g.a * f.c + g.c * f.d, d: g.b * f.c + g.d * f.d,
            tx: g.a * f.tx + g.c * f.ty + g.tx, ty: g.b * f.tx + g.d * f.ty + g.ty)
    }

    /// Options of `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path (not supported here: logged, and ignored).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Clips what is drawn next to `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if options.contains(.inverse) {
            LayoutWarnings.once("canvas-inverse-clip", "GraphicsContext.clip(to:options: .inverse) is not supported: the clip is ignored")
            return
        }
        let placed = path.transformed(by: transform2D)
        let bounds = placed.boundingRect
        clips.append(Clip(frame: bounds.isNull ? .zero : bounds, outline: .path(placed.elements), evenOdd: style.isEOFilled ? true : nil))
    }

    // MARK: Shading

    /// How a path is filled or stroked.
    public struct Shading: Sendable {
        let paint: @Sendable (EnvironmentValues, CGRect) -> Paint

        /// A color.
        public static func color(_ color: Color) -> Shading {
            Shading { environment, _ in color.resolvePaint(in: environment) }
        }

        /// A color from components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A gray from a white level.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(white: white, opacity: opacity))
        }

        /// A shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading { environment, _ in style.paint(in: environment) }
        }

        /// The foreground style of the canvas.
        public static var foreground: Shading { style(ForegroundStyle()) }

        /// A linear gradient between two points of the canvas.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { environment, frame in
                .linearGradient(stops: gradient.resolve(in: environment), start: unit(startPoint, in: frame), end: unit(endPoint, in: frame))
            }
        }

        /// A radial gradient around a point of the canvas.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { environment, frame in
                .radialGradient(stops: gradient.resolve(in: environment), center: unit(center, in: frame),
                                startRadius: Double(startRadius), endRadius: Double(endRadius))
            }
        }

        /// An angular gradient around a point of the canvas.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { environment, frame in
                .angularGradient(stops: gradient.resolve(in: environment), center: unit(center, in: frame),
                                 startAngle: angle.degrees, endAngle: angle.degrees + 360)
            }
        }

        /// `point` as a unit point of `frame` (gradients in a display list are relative to the
        /// frame of what they fill).
        private static func unit(_ point: CGPoint, in frame: CGRect) -> UnitPoint2D {
            UnitPoint2D(x: frame.width > 0 ? Double((point.x - frame.minX) / frame.width) : 0,
                        y: frame.height > 0 ? Double((point.y - frame.minY) / frame.height) : 0)
        }
    }

    /// Options of gradient shadings (accepted; gradients pad here).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the gradient mirrored beyond its ends.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates colors in linear space.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        let frame = path.boundingRect
        let paint = shading.paint(environment, frame)
        record { $0.append(.shape(ShapeItem(frame: frame, outline: .path(path.elements), fill: paint))) }
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        let frame = path.boundingRect
        let spec = StrokeSpec(
            paint: shading.paint(environment, frame), lineWidth: Double(style.lineWidth), dash: style.dash.map(Double.init),
            lineCap: style.lineCap == .round ? .round : style.lineCap == .square ? .square : .butt)
        record { $0.append(.shape(ShapeItem(frame: frame, outline: .path(path.elements), stroke: spec))) }
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text, at: point, anchor: anchor, proposal: .unspecified)
    }

    /// Draws `text` in `rect`, wrapped to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        place(text, at: rect.origin, anchor: .topLeading, proposal: ProposedSize(rect.size))
    }

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        place(image.resizable(), at: rect.origin, anchor: .topLeading, proposal: ProposedSize(rect.size), size: rect.size)
    }

    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        place(image, at: point, anchor: anchor, proposal: .unspecified)
    }

    /// Draws into a copy of this context: changes to its transform, opacity and clips end with it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Lays `view` out for `proposal` and places it with its `anchor` at `point`.
    func place<V: View>(_ view: V, at point: CGPoint, anchor: UnitPoint, proposal: ProposedSize, size fixed: CGSize? = nil) {
        let context = recorder.context
        let element = ResolveContext(environment: environment).resolveSingle(view)
        recorder.retained.append(element)
        let size = fixed ?? element.measure(proposal, context)
        let origin = CGPoint(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y)
        record { element.place(in: CGRect(origin: origin, size: size), context: context, into: &$0) }
    }

    /// Runs `draw` inside this context's clips, transform and opacity.
    private func record(_ draw: (inout DisplayListBuilder) -> Void) {
        let opacity = self.opacity.isFinite ? min(max(self.opacity, 0), 1) : 1
        guard opacity > 0 else { return }
        let transform = transform2D
        let shadow = dropShadow.map {
            Shadow(color: $0.color.resolve(in: environment), radius: Double($0.radius), x: Double($0.x), y: Double($0.y))
        }
        func clipped(_ index: Int, _ builder: inout DisplayListBuilder) {
            if index < clips.count {
                builder.withGroup(clip: clips[index]) { clipped(index + 1, &$0) }
            } else if let shadow {
                builder.withGroup(shadow: shadow) { $0.withGroup(opacity: opacity, transform: transform) { draw(&$0) } }
            } else {
                builder.withGroup(opacity: opacity, transform: transform) { draw(&$0) }
            }
        }
        clipped(0, &recorder.builder)
    }
}
