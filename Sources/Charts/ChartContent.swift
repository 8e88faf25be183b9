public import Foundation
public import ViewCore

/// A type that represents the content of a chart: marks, `ForEach` of marks, and groups of
/// them (Swift Charts' `ChartContent`). Write your own to reuse marks:
///
/// ```swift
/// struct Goal: ChartContent {
///     var value: Double
///     var body: some ChartContent {
///         RuleMark(y: .value("Goal", value)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
    /// Appends this content's marks (the engine's hook; marks implement it, others resolve `body`).
    func _collectMarks(into collector: inout _ChartMarkCollector)
}

extension ChartContent {
    /// Resolves `body`.
    public func _collectMarks(into collector: inout _ChartMarkCollector) {
        body._collectMarks(into: &collector)
    }
}

/// The marks a chart's content resolves to, in order.
public struct _ChartMarkCollector {
    var marks: [ChartMarkSpec] = []
}

extension Never: ChartContent {
    /// Draws nothing.
    public func _collectMarks(into collector: inout _ChartMarkCollector) {}
}

/// Builds chart content from marks (Swift Charts' `ChartContentBuilder`).
@resultBuilder
public struct ChartContentBuilder {
    /// One piece of content.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    /// No content.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    /// One piece of content.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
    /// Several pieces of content, drawn in order.
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent {
        var parts: [any ChartContent] = []
        repeat parts.append(each content)
        return TupleChartContent(parts: parts)
    }
    /// Content in an `if` without an `else`.
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
    /// Content in an `if` without an `else`.
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T1: ChartContent, T2: ChartContent>(first: T1) -> BuilderConditional<T1, T2> {
        BuilderConditional(first: first)
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T1: ChartContent, T2: ChartContent>(second: T2) -> BuilderConditional<T1, T2> {
        BuilderConditional(second: second)
    }
    /// Content behind `if #available`.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent {
        AnyChartContent(content)
    }
    /// Content built in a `for` loop.
    public static func buildArray<Content: ChartContent>(_ contents: [Content]) -> TupleChartContent {
        TupleChartContent(parts: contents)
    }
}

/// No chart content.
public struct EmptyChartContent {
    /// Creates a value.
    public init() {}
}

extension EmptyChartContent: ChartContent {
    /// Primitive content has no body: the engine reads it directly.
    public var body: Never { fatalError("EmptyChartContent has no body") }
    /// The engine's hook (not API).
    public func _collectMarks(into collector: inout _ChartMarkCollector) {}
}

/// Several pieces of chart content, drawn in order.
public struct TupleChartContent {
    let parts: [any ChartContent]
}

extension TupleChartContent: ChartContent {
    /// Primitive content has no body: the engine reads it directly.
    public var body: Never { fatalError("TupleChartContent has no body") }
    /// The engine's hook (not API).
    public func _collectMarks(into collector: inout _ChartMarkCollector) {
        for part in parts { part._collectMarks(into: &collector) }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Primitive content has no body: the engine reads it directly.
    public var body: Never { fatalError("Optional has no body") }
    /// The engine's hook (not API).
    public func _collectMarks(into collector: inout _ChartMarkCollector) {
        if let content = self { content._collectMarks(into: &collector) }
    }
}

/// Type-erased chart content.
public struct AnyChartContent {
    let base: any ChartContent
    /// Erases the type of `content`.
    public init(_ content: some ChartContent) { base = content }
}

extension AnyChartContent: ChartContent {
    /// Primitive content has no body: the engine reads it directly.
    public var body: Never { fatalError("AnyChartContent has no body") }
    /// The engine's hook (not API).
    public func _collectMarks(into collector: inout _ChartMarkCollector) { base._collectMarks(into: &collector) }
}

// MARK: - ForEach of marks

extension ForEach: ChartContent where Content: ChartContent {
    /// Primitive content has no body: the engine reads it directly.
    public var body: Never { fatalError("ForEach has no body") }

    /// Marks for each element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    /// The engine's hook (not API).
    public func _collectMarks(into collector: inout _ChartMarkCollector) {
        for element in data { content(element)._collectMarks(into: &collector) }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks for each identifiable element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \Data.Element.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Marks for each number in a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: nil, content: content)
    }
}

// MARK: - Modified content

/// Chart content with a change applied to each of its marks (what mark modifiers return).
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let change: (inout ChartMarkSpec) -> Void

    /// Primitive content has no body: the engine reads it directly.
    public var body: Never { fatalError("_ModifiedChartContent has no body") }
    /// The engine's hook (not API).
    public func _collectMarks(into collector: inout _ChartMarkCollector) {
        var inner = _ChartMarkCollector()
        content._collectMarks(into: &inner)
        for var mark in inner.marks {
            change(&mark)
            collector.marks.append(mark)
        }
    }
}

extension ChartContent {
    func modified(_ change: @escaping (inout ChartMarkSpec) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }

    /// Fills or strokes the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified { $0.style = AnyShapeStyle(style) }
    }

    /// Colours the marks by `value`: each distinct value gets a colour of the chart's scale and
    /// an entry in its legend, and lines and areas are drawn one series per value.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.ref.datum.category
        let number = value.ref.datum.continuous
        return modified { $0.styleKey = key; $0.styleValue = number }
    }

    /// Draws the marks at `value`'s opacity.
    public func opacity(_ value: Double) -> some ChartContent {
        modified { $0.opacity *= value }
    }

    /// Adds a shadow to the marks: each casts `color`, blurred by `radius` and moved by `x`
    /// and `y` points, behind itself.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some ChartContent {
        modified { $0.shadow = .drop(color: color, radius: radius, x: x, y: y) }
    }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// How lines and areas join their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// The stroke of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// Draws a symbol at each point of the marks (lines show symbols only with this).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        modified { $0.symbol = symbol }
    }

    /// Draws a symbol that distinguishes the marks by `value`.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.ref.datum.category
        return modified { $0.symbolKey = key; if $0.symbol == nil { $0.symbol = BasicChartSymbolShape.circle } }
    }

    /// Draws `symbol` (a view) at each point of the marks (drawn as a circle here).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        modified { if $0.symbol == nil { $0.symbol = BasicChartSymbolShape.circle } }
    }

    /// The area of the marks' symbols, in square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// The size of the marks' symbols.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size.width * size.height }
    }

    /// Groups bars side by side by `value` instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let key = value.ref.datum.category
        return modified { $0.positionKey = key }
    }

    /// A view drawn next to each mark: a value above a bar, a label beside a point.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let view = AnyView(content())
        return modified { $0.annotations.append(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, view: view)) }
    }

    /// A view drawn next to each mark, overflowing the chart as `overflowResolution` allows.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    /// Offsets the marks.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.offset.width += x; $0.offset.height += y }
    }

    /// Aligns gradient styles with the plot area rather than each mark (each mark here).
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { self }

    /// The label read for the marks (charts are not read here).
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    /// The label read for the marks (charts are not read here).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent { self }
    /// The value read for the marks (charts are not read here).
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    /// The value read for the marks (charts are not read here).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { self }
    /// Hides the marks from accessibility (charts are not read here).
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}
