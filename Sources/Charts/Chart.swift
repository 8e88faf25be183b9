public import Foundation
public import ViewCore

/// A chart (Swift Charts' `Chart`): marks drawn in a plot area with axes, grid lines and a
/// legend. It takes the space it is offered, like a shape.
///
/// ```swift
/// Chart(entry.days) { day in
///     BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
///         .foregroundStyle(.green.gradient)
/// }
/// .chartYAxis(.hidden)
/// ```
///
/// Drawn by this package (a `Canvas`), after iOS's defaults: scales that include zero and end
/// on round values, grid lines and labels on the trailing and bottom edges, a legend for
/// `foregroundStyle(by:)`. Interaction (selection, scrolling) does not exist in a widget.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart with the marks `content` builds for each identifiable element of `data`.
    public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart with the marks `content` builds for each element of `data`.
    public init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {
        self.content = ForEach(data, id: id, content: content)
    }

    /// The content.
    public var body: some View {
        var collector = _ChartMarkCollector()
        content._collectMarks(into: &collector)
        let drawing = ChartDrawing(marks: collector.marks, configuration: configuration)
        return Canvas { context, size in
            var drawing = drawing
            drawing.environment = context.environment
            drawing.draw(in: &context, size: size)
        }
    }
}

/// What a chart's view modifiers set, read by the charts inside.
struct ChartConfiguration: @unchecked Sendable {
    struct Axis {
        var visibility: Visibility = .automatic
        var groups: [_AxisMarksGroup]?
        var domain: ChartDomain?
        var padding: (start: CGFloat, end: CGFloat) = (0, 0)
    }

    var x = Axis()
    var y = Axis()
    var legend: Visibility = .automatic
    var styleScale: [(key: String, style: AnyShapeStyle)]?
    var symbolScale: [(key: String, symbol: any ChartSymbolShape)]?
    var paletteOverride: [AnyShapeStyle]?
    var styleGradient: Gradient?
}

private struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

// MARK: - Scales

/// A resolved scale domain.
enum ChartDomain {
    case automatic(includesZero: Bool?, reversed: Bool)
    case continuous(Double, Double)
    case categories([String])
}

/// The values a scale spans (Swift Charts' `ScaleDomain`): a closed range, an array of
/// categories, or `.automatic(includesZero:)`.
public protocol ScaleDomain {
    /// The domain as the engine reads it.
    var _chartDomain: _ChartDomainBox { get }
}

/// A resolved domain (opaque).
public struct _ChartDomainBox {
    let domain: ChartDomain
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// The engine's view of this value (not API).
    public var _chartDomain: _ChartDomainBox {
        switch (ChartDatum(lowerBound), ChartDatum(upperBound)) {
        case let (lower, upper) where lower.continuous != nil && upper.continuous != nil:
            _ChartDomainBox(domain: .continuous(lower.continuous!, upper.continuous!))
        case let (lower, upper):
            _ChartDomainBox(domain: .categories([lower.category, upper.category]))
        }
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    /// The engine's view of this value (not API).
    public var _chartDomain: _ChartDomainBox { (lowerBound...upperBound)._chartDomain }
}

extension Array: ScaleDomain where Element: Plottable {
    /// The engine's view of this value (not API).
    public var _chartDomain: _ChartDomainBox {
        let data = ChartDatum.all(self)
        if data.count == 2, let a = data[0].continuous, let b = data[1].continuous {
            return _ChartDomainBox(domain: .continuous(a, b))
        }
        return _ChartDomainBox(domain: .categories(data.map(\.category)))
    }
}

/// The domain the chart chooses (Swift Charts' `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool
    /// The engine's view of this value (not API).
    public var _chartDomain: _ChartDomainBox { _ChartDomainBox(domain: .automatic(includesZero: includesZero, reversed: reversed)) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain the chart chooses.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: false) }
    /// The domain the chart chooses, with or without zero.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
    }
}

/// The kind of a scale (Swift Charts' `ScaleType`); drawn linear here.
public struct ScaleType: Sendable, Hashable {
    let id: Int
    public static let linear = ScaleType(id: 0)
    public static let log = ScaleType(id: 1)
    public static let squareRoot = ScaleType(id: 2)
    public static func power(exponent: Double = 2) -> ScaleType { ScaleType(id: 3) }
    public static let symmetricLog = ScaleType(id: 4)
    public static let date = ScaleType(id: 5)
    public static let category = ScaleType(id: 6)
}

/// The positions a scale maps to (Swift Charts' `PositionScaleRange`).
public struct PositionScaleRange {
    let start: CGFloat
    let end: CGFloat
    /// The plot's length, less `padding` at both ends.
    public static func plotDimension(padding: CGFloat = 0) -> PositionScaleRange { PositionScaleRange(start: padding, end: padding) }
    /// The plot's length, less padding at each end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PositionScaleRange {
        PositionScaleRange(start: startPadding, end: endPadding)
    }
}

/// A range of visual values a scale maps to (Swift Charts' `ScaleRange`): an array of styles,
/// or a `Gradient` that numeric values are spread along.
public protocol ScaleRange {
    /// The type of the visual values.
    associatedtype VisualValue
    /// The styles as the engine reads them.
    var _chartStyles: [AnyShapeStyle] { get }
    /// The gradient numeric values are spread along, if the range is one.
    var _chartGradient: Gradient? { get }
}

extension ScaleRange {
    /// The engine's view of this value (not API).
    public var _chartGradient: Gradient? { nil }
}

extension Array: ScaleRange where Element: ShapeStyle {
    /// The type of the visual values.
    public typealias VisualValue = Element
    /// The engine's view of this value (not API).
    public var _chartStyles: [AnyShapeStyle] { map { AnyShapeStyle($0) } }
}

extension Gradient: ScaleRange {
    /// The type of the visual values.
    public typealias VisualValue = Color
    /// The engine's view of this value (not API).
    public var _chartStyles: [AnyShapeStyle] { stops.map { AnyShapeStyle($0.color) } }
    /// The engine's view of this value (not API).
    public var _chartGradient: Gradient? { self }
}

/// The plot area given to `chartPlotStyle` (Swift Charts' `ChartPlotContent`).
public struct ChartPlotContent: View {
    /// The content.
    public var body: some View { EmptyView() }
}

/// A chart's geometry for overlays (Swift Charts' `ChartProxy`): widgets draw no overlays here.
public struct ChartProxy {
    /// The position of `value` on x (nil here).
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    /// The position of `value` on y (nil here).
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    /// The value at a position (nil here).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The value at a position (nil here).
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The plot's size.
    public var plotSize: CGSize { .zero }
}

// MARK: - View modifiers

extension View {
    private func chart(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View { chart { $0.x.visibility = visibility } }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View { chart { $0.y.visibility = visibility } }

    /// The marks of the x axis.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var groups: [_AxisMarksGroup] = []
        content()._collectAxisMarks(into: &groups)
        return chart { $0.x.groups = groups }
    }

    /// The marks of the y axis.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var groups: [_AxisMarksGroup] = []
        content()._collectAxisMarks(into: &groups)
        return chart { $0.y.groups = groups }
    }

    /// The x scale's domain: `chartXScale(domain: 0...24)`.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let box = domain._chartDomain
        return chart { $0.x.domain = box.domain }
    }

    /// The y scale's domain: `chartYScale(domain: 0...100)`.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let box = domain._chartDomain
        return chart { $0.y.domain = box.domain }
    }

    /// The x scale's domain and range.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        let box = domain._chartDomain
        return chart { $0.x.domain = box.domain; $0.x.padding = (range.start, range.end) }
    }

    /// The y scale's domain and range.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        let box = domain._chartDomain
        return chart { $0.y.domain = box.domain; $0.y.padding = (range.start, range.end) }
    }

    /// The x scale's range.
    public func chartXScale(range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        chart { $0.x.padding = (range.start, range.end) }
    }

    /// The y scale's range.
    public func chartYScale(range: PositionScaleRange, type: ScaleType? = nil) -> some View {
        chart { $0.y.padding = (range.start, range.end) }
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { chart { $0.legend = visibility } }

    /// Where the legend goes (below the plot here).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chart { $0.legend = .visible }
    }

    /// A custom legend (the default legend is drawn here).
    public func chartLegend<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        chart { $0.legend = .visible }
    }

    /// The styles of `foregroundStyle(by:)` values: `["Rain": .blue, "Sun": .yellow]`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        var scale: [(key: String, style: AnyShapeStyle)] = []
        for (key, value) in mapping { scale.append((key: ChartDatum(key).category, style: AnyShapeStyle(value))) }
        return chart { $0.styleScale = scale }
    }

    /// The styles of `foregroundStyle(by:)` values, in the order of `domain`.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View where Range.VisualValue: ShapeStyle {
        let styles = range._chartStyles
        let keys: [String] = switch domain._chartDomain.domain {
        case .categories(let keys): keys
        case .continuous(let a, let b): [ChartDatum.number(a).category, ChartDatum.number(b).category]
        case .automatic: []
        }
        let scale = styles.isEmpty ? [] : keys.enumerated().map { (key: $0.element, style: styles[$0.offset % styles.count]) }
        return chart { $0.styleScale = scale }
    }

    /// The styles of `foregroundStyle(by:)` values, in order of appearance (or, for a
    /// `Gradient`, numeric values spread from its first colour to its last).
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        let styles = range._chartStyles
        let gradient = range._chartGradient
        return chart { $0.styleScale = nil; $0.paletteOverride = styles; $0.styleGradient = gradient }
    }

    /// The styles of `foregroundStyle(by:)` values, from `mapping`.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    ) -> some View where Domain.Element: Plottable {
        var scale: [(key: String, style: AnyShapeStyle)] = []
        for value in domain { scale.append((key: ChartDatum(value).category, style: AnyShapeStyle(mapping(value)))) }
        return chart { $0.styleScale = scale }
    }

    /// The selected angle of a pie chart (charts are not interactive in widgets).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// The symbols of `symbol(by:)` values.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        var scale: [(key: String, symbol: any ChartSymbolShape)] = []
        for (key, value) in mapping { scale.append((key: ChartDatum(key).category, symbol: value)) }
        return chart { $0.symbolScale = scale }
    }

    /// Styles the plot area (its content is not restyled here).
    public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View { self }

    /// A view over the chart with its geometry (not drawn in widgets here).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { self }

    /// A view behind the chart with its geometry (not drawn in widgets here).
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        self
    }

    /// A label for the x axis (not drawn here).
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View { self }
    /// A label for the y axis (not drawn here).
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View { self }
    /// A label for the x axis (not drawn here).
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View { self }
    /// A label for the y axis (not drawn here).
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View { self }

    /// The selected x value (charts are not interactive in widgets).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// The selected y value (charts are not interactive in widgets).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Whether the chart scrolls along `axes` (widgets do not scroll).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    /// How much of the x domain is visible (all of it in a widget).
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }
}
