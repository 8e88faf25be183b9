public import Foundation
public import ViewCore

/// A mark as the engine draws it: what it plots and how it looks.
struct ChartMarkSpec {
    enum Kind { case bar, line, area, point, rule, rectangle, sector }

    var kind: Kind
    var x: PlotRef?
    var y: PlotRef?
    var xStart: PlotRef?
    var xEnd: PlotRef?
    var yStart: PlotRef?
    var yEnd: PlotRef?
    /// Fixed positions in points (`RuleMark(y:)` spans the plot unless these are set).
    var fixedXStart: CGFloat?
    var fixedXEnd: CGFloat?
    var fixedYStart: CGFloat?
    var fixedYEnd: CGFloat?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// The line or area series (`LineMark(x:y:series:)`).
    var series: String?
    /// The sector's angle value, inner and outer radius and inset.
    var angle: Double?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0

    var style: AnyShapeStyle?
    var styleKey: String?
    /// The numeric value of `foregroundStyle(by:)`, for a gradient scale.
    var styleValue: Double?
    var symbolKey: String?
    var positionKey: String?
    var opacity: Double = 1
    var cornerRadius: CGFloat = 0
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var symbol: (any ChartSymbolShape)?
    var symbolSize: CGFloat?
    var offset: CGSize = .zero
    /// The drop shadow the mark casts (`shadow(color:radius:x:y:)`).
    var shadow: ShadowStyle?
    var annotations: [ChartAnnotation] = []

    init(kind: Kind) { self.kind = kind }
}

/// `@unchecked Sendable`: its view is made by a mark's (nonisolated) initializer and modifiers
/// and only read by the chart's drawing, on the main actor; `AnyView` itself, as in SwiftUI, is
/// not isolated and not `Sendable`.
struct ChartAnnotation: @unchecked Sendable {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var view: AnyView
}

/// The size of a mark along a dimension (Swift Charts' `MarkDimension`): `width: 8`, `.ratio(0.6)`.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable, Hashable {
    enum Kind: Hashable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind

    /// The size the chart chooses.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A fraction of the space a value takes (a category's band).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The space a value takes, less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

    init(kind: Kind) { self.kind = kind }
    /// A size in points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// A size in points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The size for a band of `band` points (`automatic` is `defaultRatio` of it).
    func resolve(band: CGFloat, defaultRatio: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: band * defaultRatio
        case .fixed(let v): v
        case .ratio(let r): band * r
        case .inset(let i): max(band - i, 0)
        }
    }
}

/// How marks that share a value stack (Swift Charts' `MarkStackingMethod`).
public struct MarkStackingMethod: Sendable, Hashable {
    enum Kind: Hashable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Stacked from zero.
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked and scaled to fill the domain 0…1.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked around the centre (a streamgraph).
    public static let center = MarkStackingMethod(kind: .center)
    /// Not stacked: marks overlap.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or area joins its points (Swift Charts' `InterpolationMethod`).
public struct InterpolationMethod: Sendable, Hashable {
    enum Kind: Hashable { case linear, curve, stepStart, stepCenter, stepEnd }
    let kind: Kind
    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve that keeps monotonic data monotonic.
    public static let monotone = InterpolationMethod(kind: .curve)
    /// A Catmull–Rom spline.
    public static let catmullRom = InterpolationMethod(kind: .curve)
    /// A cardinal spline.
    public static let cardinal = InterpolationMethod(kind: .curve)
    /// Steps that change at each point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that change at the next point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom spline with `alpha`.
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A cardinal spline with `tension`.
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// A shape used as a chart symbol (Swift Charts' `ChartSymbolShape`).
public protocol ChartSymbolShape: Shape {
    /// The unit rectangle the symbol's visual weight fills.
    var perceptualUnitRect: CGRect { get }
}

/// The built-in chart symbols: `.symbol(.circle)`.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Hashable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The unit rectangle.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol's outline in `rect`.
    public nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY)
        switch kind {
        case .circle, .pentagon, .asterisk: path.addEllipse(in: rect)
        case .square, .plus, .cross: path.addRect(rect)
        case .triangle:
            path.addLines([CGPoint(x: c.x, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
            path.closeSubpath()
        case .diamond:
            path.addLines([CGPoint(x: c.x, y: rect.minY), CGPoint(x: rect.maxX, y: c.y), CGPoint(x: c.x, y: rect.maxY),
                           CGPoint(x: rect.minX, y: c.y)])
            path.closeSubpath()
        }
        return path
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}

/// Where an annotation goes relative to its mark (Swift Charts' `AnnotationPosition`).
public struct AnnotationPosition: Sendable, Hashable {
    enum Kind: Hashable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let kind: Kind
    public static let automatic = AnnotationPosition(kind: .automatic)
    public static let overlay = AnnotationPosition(kind: .overlay)
    public static let top = AnnotationPosition(kind: .top)
    public static let bottom = AnnotationPosition(kind: .bottom)
    public static let leading = AnnotationPosition(kind: .leading)
    public static let trailing = AnnotationPosition(kind: .trailing)
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What an annotation does where it would overflow the chart (Swift Charts' `AnnotationOverflowResolution`).
public struct AnnotationOverflowResolution: Sendable {
    /// How the annotation moves along an axis.
    public struct Strategy: Sendable {
        let id: Int
        public static let automatic = Strategy(id: 0)
        public static let fit = Strategy(id: 1)
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy(id: 1) }
        public static let padScale = Strategy(id: 2)
        public static let disabled = Strategy(id: 3)
    }

    /// What the annotation stays within.
    public struct Boundary: Sendable {
        let id: Int
        public static let automatic = Boundary(id: 0)
        public static let plot = Boundary(id: 1)
        public static let chart = Boundary(id: 2)
    }

    /// Annotations that move along x and y as `x` and `y` say.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    /// The chart chooses.
    public static let automatic = AnnotationOverflowResolution()
}

// MARK: - Marks

/// A bar (Swift Charts' `BarMark`): `BarMark(x: .value("Day", day), y: .value("Steps", steps))`.
public struct BarMark: ChartContent {
    var spec = ChartMarkSpec(kind: .bar)

    /// Marks have no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this mark.
    public func _collectMarks(into collector: inout _ChartMarkCollector) { collector.marks.append(spec) }

    /// A bar from zero to `y` at `x` (or from zero to `x` at `y` when `y` is categorical).
    public nonisolated init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        spec.x = x.ref; spec.y = y.ref; spec.width = width; spec.height = height; spec.stacking = stacking
    }

    /// A bar from `yStart` to `yEnd` at `x`.
    public nonisolated init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        spec.x = x.ref; spec.yStart = yStart.ref; spec.yEnd = yEnd.ref; spec.width = width
    }

    /// A bar from `xStart` to `xEnd` at `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        spec.xStart = xStart.ref; spec.xEnd = xEnd.ref; spec.y = y.ref; spec.height = height
    }

    /// A bar along x from zero to `x`, spanning the plot's height unless `yStart`/`yEnd` are set.
    public nonisolated init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        spec.x = x.ref; spec.fixedYStart = yStart; spec.fixedYEnd = yEnd; spec.width = width; spec.stacking = stacking
    }

    /// A bar along y from zero to `y`, spanning the plot's width unless `xStart`/`xEnd` are set.
    public nonisolated init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        spec.y = y.ref; spec.fixedXStart = xStart; spec.fixedXEnd = xEnd; spec.height = height; spec.stacking = stacking
    }

    /// A bar from `xStart` to `xEnd`.
    public nonisolated init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec.xStart = xStart.ref; spec.xEnd = xEnd.ref; spec.fixedYStart = yStart; spec.fixedYEnd = yEnd
    }

    /// A bar from `yStart` to `yEnd`.
    public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.yStart = yStart.ref; spec.yEnd = yEnd.ref; spec.fixedXStart = xStart; spec.fixedXEnd = xEnd
    }
}

/// A line through points (Swift Charts' `LineMark`); marks with the same series form one line.
public struct LineMark: ChartContent {
    var spec = ChartMarkSpec(kind: .line)

    /// Marks have no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this mark.
    public func _collectMarks(into collector: inout _ChartMarkCollector) { collector.marks.append(spec) }

    /// A point of the line.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.x = x.ref; spec.y = y.ref
    }

    /// A point of the line of `series`.
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        spec.x = x.ref; spec.y = y.ref; spec.series = series.ref.datum.category
    }
}

/// An area under a line (Swift Charts' `AreaMark`).
public struct AreaMark: ChartContent {
    var spec = ChartMarkSpec(kind: .area)

    /// Marks have no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this mark.
    public func _collectMarks(into collector: inout _ChartMarkCollector) { collector.marks.append(spec) }

    /// A point of the area's top edge; the area reaches down to zero (stacked on earlier series).
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        spec.x = x.ref; spec.y = y.ref; spec.stacking = stacking
    }

    /// A point of the area of `series`.
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        spec.x = x.ref; spec.y = y.ref; spec.series = series.ref.datum.category; spec.stacking = stacking
    }

    /// A point of a band from `yStart` to `yEnd`.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.x = x.ref; spec.yStart = yStart.ref; spec.yEnd = yEnd.ref
    }

    /// A point of a band of `series` from `yStart` to `yEnd`.
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        spec.x = x.ref; spec.yStart = yStart.ref; spec.yEnd = yEnd.ref; spec.series = series.ref.datum.category
    }

    /// A point of a horizontal band from `xStart` to `xEnd` at `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.xStart = xStart.ref; spec.xEnd = xEnd.ref; spec.y = y.ref
    }

    /// A point of a horizontal band of `series` from `xStart` to `xEnd` at `y`.
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        spec.xStart = xStart.ref; spec.xEnd = xEnd.ref; spec.y = y.ref; spec.series = series.ref.datum.category
    }
}

/// A point (Swift Charts' `PointMark`).
public struct PointMark: ChartContent {
    var spec = ChartMarkSpec(kind: .point)

    /// Marks have no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this mark.
    public func _collectMarks(into collector: inout _ChartMarkCollector) { collector.marks.append(spec) }

    /// A point at `x`, `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.x = x.ref; spec.y = y.ref
    }

    /// A point at `y`, centred horizontally unless `x` is set.
    public nonisolated init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        spec.y = y.ref; spec.fixedXStart = x
    }

    /// A point at `x`, centred vertically unless `y` is set.
    public nonisolated init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        spec.x = x.ref; spec.fixedYStart = y
    }
}

/// A line across the plot or a segment (Swift Charts' `RuleMark`): a goal, an average, a range.
public struct RuleMark: ChartContent {
    var spec = ChartMarkSpec(kind: .rule)

    /// Marks have no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this mark.
    public func _collectMarks(into collector: inout _ChartMarkCollector) { collector.marks.append(spec) }

    /// A horizontal rule at `y`, across the plot unless `xStart`/`xEnd` are set.
    public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        spec.y = y.ref; spec.fixedXStart = xStart; spec.fixedXEnd = xEnd
    }

    /// A vertical rule at `x`, across the plot unless `yStart`/`yEnd` are set.
    public nonisolated init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec.x = x.ref; spec.fixedYStart = yStart; spec.fixedYEnd = yEnd
    }

    /// A horizontal segment from `xStart` to `xEnd` at `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.xStart = xStart.ref; spec.xEnd = xEnd.ref; spec.y = y.ref
    }

    /// A vertical segment from `yStart` to `yEnd` at `x`.
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.x = x.ref; spec.yStart = yStart.ref; spec.yEnd = yEnd.ref
    }

    /// A horizontal segment from `xStart` to `xEnd`, `y` points down the plot (centred vertically
    /// when `nil`).
    public nonisolated init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        spec.xStart = xStart.ref; spec.xEnd = xEnd.ref; spec.fixedYStart = y
    }

    /// A vertical segment from `yStart` to `yEnd`, `x` points across the plot (centred
    /// horizontally when `nil`).
    public nonisolated init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.yStart = yStart.ref; spec.yEnd = yEnd.ref; spec.fixedXStart = x
    }
}

/// A rectangle (Swift Charts' `RectangleMark`): heat maps, contribution grids, ranges.
public struct RectangleMark: ChartContent {
    var spec = ChartMarkSpec(kind: .rectangle)

    /// Marks have no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this mark.
    public func _collectMarks(into collector: inout _ChartMarkCollector) { collector.marks.append(spec) }

    /// A rectangle centred at `x`, `y` (a whole cell when both are categorical).
    public nonisolated init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        spec.x = x.ref; spec.y = y.ref; spec.width = width; spec.height = height
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public nonisolated init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        spec.xStart = xStart.ref; spec.xEnd = xEnd.ref; spec.yStart = yStart.ref; spec.yEnd = yEnd.ref
    }

    /// A rectangle at `x` from `yStart` to `yEnd`.
    public nonisolated init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        spec.x = x.ref; spec.yStart = yStart.ref; spec.yEnd = yEnd.ref; spec.width = width
    }

    /// A rectangle from `xStart` to `xEnd` at `y`.
    public nonisolated init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        spec.xStart = xStart.ref; spec.xEnd = xEnd.ref; spec.y = y.ref; spec.height = height
    }

    /// A rectangle at `x`, from `yStart` to `yEnd` points down the plot (its top and bottom
    /// edges when `nil`).
    public nonisolated init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic
    ) {
        spec.x = x.ref; spec.fixedYStart = yStart; spec.fixedYEnd = yEnd; spec.width = width
    }

    /// A rectangle at `y`, from `xStart` to `xEnd` points across the plot (its leading and
    /// trailing edges when `nil`).
    public nonisolated init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        spec.y = y.ref; spec.fixedXStart = xStart; spec.fixedXEnd = xEnd; spec.height = height
    }

    /// A rectangle from `xStart` to `xEnd`, and from `yStart` to `yEnd` points down the plot.
    public nonisolated init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) {
        spec.xStart = xStart.ref; spec.xEnd = xEnd.ref; spec.fixedYStart = yStart; spec.fixedYEnd = yEnd
    }

    /// A rectangle from `yStart` to `yEnd`, and from `xStart` to `xEnd` points across the plot.
    public nonisolated init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        spec.yStart = yStart.ref; spec.yEnd = yEnd.ref; spec.fixedXStart = xStart; spec.fixedXEnd = xEnd
    }

    /// A rectangle at fixed positions in points (the whole plot when all are `nil`).
    public nonisolated init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec.fixedXStart = xStart; spec.fixedXEnd = xEnd; spec.fixedYStart = yStart; spec.fixedYEnd = yEnd
    }
}

/// A slice of a pie or donut chart (Swift Charts' `SectorMark`, iOS 17).
public struct SectorMark: ChartContent {
    var spec = ChartMarkSpec(kind: .sector)

    /// Marks have no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this mark.
    public func _collectMarks(into collector: inout _ChartMarkCollector) { collector.marks.append(spec) }

    /// A sector whose angle is proportional to `angle`.
    public nonisolated init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        spec.angle = angle.ref.datum.continuous.map { max($0, 0) } ?? 0
        spec.innerRadius = innerRadius; spec.outerRadius = outerRadius; spec.angularInset = angularInset ?? 0
    }
}

/// SwiftUI's circle is a chart symbol, as Swift Charts declares: `.symbol(Circle())` draws the
/// `.circle` symbol.
extension Circle: ChartSymbolShape {
    /// The unit rectangle: a circle fills it as evenly as the `.circle` symbol does.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}
