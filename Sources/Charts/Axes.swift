public import Foundation
public import ViewCore

/// Axis content: the `AxisMarks` of `chartXAxis { … }` (Swift Charts' `AxisContent`).
@MainActor @preconcurrency
public protocol AxisContent {
    /// Appends this content's groups of marks (the engine's hook).
    func _collectAxisMarks(into groups: inout [_AxisMarksGroup])
}

/// One `AxisMarks`: which values it marks and what it draws at each.
public struct _AxisMarksGroup {
    var values: AxisMarkValues
    var position: AxisMarkPosition
    /// The components drawn at a value (nil: the default label, grid line and tick).
    var components: (@MainActor (AxisValue) -> [AxisComponent])?
}

/// Builds axis content (Swift Charts' `AxisContentBuilder`).
@resultBuilder
public struct AxisContentBuilder {
    /// One piece of content, as written.
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
    /// The content of a block, in order.
    public static func buildBlock() -> _AxisContentList { _AxisContentList(parts: []) }
    /// The content of a block, in order.
    public static func buildBlock<Content: AxisContent>(_ content: Content) -> Content { content }
    /// The content of a block, in order.
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> _AxisContentList {
        var parts: [any AxisContent] = []
        repeat parts.append(each content)
        return _AxisContentList(parts: parts)
    }
    /// Content in an `if` without an `else`.
    public static func buildIf<T: AxisContent>(_ content: T?) -> T? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T1: AxisContent, T2: AxisContent>(first: T1) -> BuilderConditional<T1, T2> {
        BuilderConditional(first: first)
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T1: AxisContent, T2: AxisContent>(second: T2) -> BuilderConditional<T1, T2> {
        BuilderConditional(second: second)
    }
    /// Content behind `if #available`.
    public static func buildLimitedAvailability<Content: AxisContent>(_ content: Content) -> _AxisContentList {
        _AxisContentList(parts: [content])
    }
}

/// Several pieces of axis content.
public struct _AxisContentList {
    let parts: [any AxisContent]
}

extension _AxisContentList: AxisContent {
    /// The engine's hook (not API).
    public func _collectAxisMarks(into groups: inout [_AxisMarksGroup]) {
        for part in parts { part._collectAxisMarks(into: &groups) }
    }
}

/// A mark drawn at an axis value: a label, a grid line or a tick (Swift Charts' `AxisMark`).
@MainActor @preconcurrency
public protocol AxisMark {
    /// Appends what this mark draws (the engine's hook).
    func _collectComponents(into components: inout [AxisComponent])
}

/// What an axis draws at a value.
public struct AxisComponent {
    enum Kind {
        case label(format: ((AxisValue) -> String)?, view: AnyView?, anchor: UnitPoint?, centered: Bool?)
        case gridLine(StrokeStyle?)
        case tick(StrokeStyle?, length: CGFloat?)
    }

    var kind: Kind
    var style: AnyShapeStyle?
    var font: Font?
    var offset: CGSize = .zero
}

/// Builds axis marks (Swift Charts' `AxisMarkBuilder`).
@resultBuilder
public struct AxisMarkBuilder {
    /// One piece of content, as written.
    public static func buildExpression<Content: AxisMark>(_ content: Content) -> Content { content }
    /// The content of a block, in order.
    public static func buildBlock() -> _AxisMarkList { _AxisMarkList(parts: []) }
    /// The content of a block, in order.
    public static func buildBlock<Content: AxisMark>(_ content: Content) -> Content { content }
    /// The content of a block, in order.
    public static func buildBlock<each Content: AxisMark>(_ content: repeat each Content) -> _AxisMarkList {
        var parts: [any AxisMark] = []
        repeat parts.append(each content)
        return _AxisMarkList(parts: parts)
    }
    /// Content in an `if` without an `else`.
    public static func buildIf<T: AxisMark>(_ content: T?) -> T? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T1: AxisMark, T2: AxisMark>(first: T1) -> BuilderConditional<T1, T2> {
        BuilderConditional(first: first)
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T1: AxisMark, T2: AxisMark>(second: T2) -> BuilderConditional<T1, T2> {
        BuilderConditional(second: second)
    }
    /// Content behind `if #available`.
    public static func buildLimitedAvailability<Content: AxisMark>(_ content: Content) -> _AxisMarkList {
        _AxisMarkList(parts: [content])
    }
}

/// Several axis marks.
public struct _AxisMarkList {
    let parts: [any AxisMark]
}

extension _AxisMarkList: AxisMark {
    /// The engine's hook (not API).
    public func _collectComponents(into components: inout [AxisComponent]) {
        for part in parts { part._collectComponents(into: &components) }
    }
}

extension Never: AxisMark {
    /// The engine's hook (not API).
    public func _collectComponents(into components: inout [AxisComponent]) {}
}

/// An axis value an `AxisMarks` content closure receives (Swift Charts' `AxisValue`).
public struct AxisValue {
    let datum: ChartDatum
    /// The value's index among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, or nil.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch datum {
        case .number(let v):
            if let p = v as? P { return p }
            if type == Int.self, let p = Int(exactly: v.rounded()) as? P { return p }
            if let p = Float(v) as? P { return p }
            if let p = CGFloat(v) as? P { return p }
            if let p = Decimal(v) as? P { return p }
            if let primitive = Int(exactly: v.rounded()) as? P.PrimitivePlottable { return P(primitivePlottable: primitive) }
            return (v as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
        case .date(let d):
            return (d as? P) ?? (d as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
        case .category(let s):
            return (s as? P) ?? (s as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
        }
    }
}

/// The values an axis marks (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?)
        case strideDate(Calendar.Component, count: Int, calendar: Calendar?)
        case strideNumber(Double)
        case explicit([ChartDatum])
    }

    let kind: Kind

    /// Values the chart chooses.
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    /// About `desiredCount` values the chart chooses.
    public static func automatic(
        minimumStride: (any Plottable)? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// A value every `count` `component`s: `.stride(by: .day)`.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .strideDate(component, count: max(count, 1), calendar: calendar))
    }
    /// A value every `stepSize`.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .strideNumber(stepSize))
    }
}

/// Where an axis's marks go (Swift Charts' `AxisMarkPosition`).
public struct AxisMarkPosition: Sendable, Hashable {
    enum Kind: Hashable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// Preset looks of axis marks (Swift Charts' `AxisMarkPreset`).
public struct AxisMarkPreset: Sendable, Hashable {
    let id: Int
    public static let automatic = AxisMarkPreset(id: 0)
    public static let extended = AxisMarkPreset(id: 1)
    public static let aligned = AxisMarkPreset(id: 2)
    public static let inset = AxisMarkPreset(id: 3)
}

/// How an axis's labels that collide are resolved (Swift Charts' `AxisValueLabelCollisionResolution`).
public struct AxisValueLabelCollisionResolution: Sendable {
    let id: Int
    public static let automatic = AxisValueLabelCollisionResolution(id: 0)
    public static let greedy = AxisValueLabelCollisionResolution(id: 1)
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .greedy }
    public static let truncate = AxisValueLabelCollisionResolution(id: 2)
    public static let disabled = AxisValueLabelCollisionResolution(id: 3)
}

/// The orientation of an axis's labels (Swift Charts' `AxisValueLabelOrientation`).
public struct AxisValueLabelOrientation: Sendable {
    let id: Int
    public static let automatic = AxisValueLabelOrientation(id: 0)
    public static let horizontal = AxisValueLabelOrientation(id: 1)
    public static let vertical = AxisValueLabelOrientation(id: 2)
    public static let verticalReversed = AxisValueLabelOrientation(id: 3)
}

/// Marks along an axis (Swift Charts' `AxisMarks`):
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .day)) { value in
///         AxisValueLabel(format: .dateTime.weekday(.narrow))
///     }
/// }
/// ```
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let group: _AxisMarksGroup

    /// Marks at `values`, each drawn by `content`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        group = _AxisMarksGroup(values: values, position: position, components: AxisMarks.components(content))
    }

    /// Marks at `values`, each drawn by `content`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        group = _AxisMarksGroup(values: AxisMarkValues(kind: .explicit(ChartDatum.all(values))), position: position,
                                components: AxisMarks.components(content))
    }

    /// Marks at `values`, each drawn by `content`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> Content
    ) {
        self.init(preset: preset, position: position, values: values) { _ in content() }
    }

    /// Marks at `values`, each drawn by `content`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping () -> Content
    ) {
        self.init(preset: preset, position: position, values: values) { _ in content() }
    }

    private static func components(_ content: @escaping (AxisValue) -> Content) -> @MainActor (AxisValue) -> [AxisComponent] {
        { value in
            var components: [AxisComponent] = []
            content(value)._collectComponents(into: &components)
            return components
        }
    }

    /// The engine's hook (not API).
    public func _collectAxisMarks(into groups: inout [_AxisMarksGroup]) { groups.append(group) }
}

extension AxisMarks where Content == Never {
    /// The default marks (label, grid line, tick) at `values`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) {
        group = _AxisMarksGroup(values: values, position: position, components: nil)
    }

    /// The default marks at `values`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
    ) {
        group = _AxisMarksGroup(values: AxisMarkValues(kind: .explicit(ChartDatum.all(values))), position: position, components: nil)
    }

    /// The default marks at `values`, labelled with `format`.
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        let label = AxisValueLabel(format: format)
        group = _AxisMarksGroup(values: values, position: position, components: { _ in
            var components: [AxisComponent] = [AxisComponent(kind: .gridLine(stroke)), AxisComponent(kind: .tick(stroke, length: nil))]
            label._collectComponents(into: &components)
            return components
        })
    }
}

/// An axis value's label (Swift Charts' `AxisValueLabel`).
public struct AxisValueLabel: AxisMark {
    var component: AxisComponent

    /// The value's default label.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        component = AxisComponent(kind: .label(format: nil, view: nil, anchor: anchor, centered: centered))
    }

    /// The value formatted with `format`: `AxisValueLabel(format: .dateTime.weekday(.narrow))`.
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        let formatter = AxisValueLabel.formatter(format)
        component = AxisComponent(kind: .label(format: formatter, view: nil, anchor: anchor, centered: centered))
    }

    /// A label drawn by `content`.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        let view = AnyView(content())
        component = AxisComponent(kind: .label(format: nil, view: view, anchor: anchor, centered: centered))
    }

    /// A label with `label`'s text.
    public init<S: StringProtocol>(
        _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        let text = String(label)
        component = AxisComponent(kind: .label(format: { _ in text }, view: nil, anchor: anchor, centered: centered))
    }

    /// The engine's hook (not API).
    public func _collectComponents(into components: inout [AxisComponent]) { components.append(component) }

    nonisolated static func formatter<Format: FormatStyle>(_ format: Format) -> (AxisValue) -> String
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        { value in value.as(Format.FormatInput.self).map { format.format($0) } ?? value.datum.category }
    }
}

/// A grid line across the plot at an axis value (Swift Charts' `AxisGridLine`).
public struct AxisGridLine: AxisMark {
    var component: AxisComponent
    /// A grid line, stroked with `stroke`.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        component = AxisComponent(kind: .gridLine(stroke))
    }
    /// The engine's hook (not API).
    public func _collectComponents(into components: inout [AxisComponent]) { components.append(component) }
}

/// A tick at an axis value (Swift Charts' `AxisTick`).
public struct AxisTick: AxisMark {
    /// A tick's length: `.automatic`, or points (`AxisTick(length: 4)`).
    public struct Length: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        init(points: CGFloat?) { self.points = points }
        /// A length in points.
        public init(floatLiteral value: Double) { points = CGFloat(value) }
        /// A length in points.
        public init(integerLiteral value: Int) { points = CGFloat(value) }
        let points: CGFloat?
        public static let automatic = Length(points: nil)
        public static let label = Length(points: nil)
        public static let longestLabel = Length(points: nil)
        public static func label(extendPastBy extensionLength: CGFloat) -> Length { Length(points: nil) }
        public static func longestLabel(extendPastBy extensionLength: CGFloat) -> Length { Length(points: nil) }
        public static func fixed(_ length: CGFloat) -> Length { Length(points: length) }
    }

    var component: AxisComponent
    /// A tick `length` long, stroked with `stroke`.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        component = AxisComponent(kind: .tick(stroke, length: length.points))
    }
    /// The engine's hook (not API).
    public func _collectComponents(into components: inout [AxisComponent]) { components.append(component) }
}

/// An axis mark with a change applied.
public struct _ModifiedAxisMark<Content: AxisMark>: AxisMark {
    let content: Content
    let change: (inout AxisComponent) -> Void
    /// The engine's hook (not API).
    public func _collectComponents(into components: inout [AxisComponent]) {
        var inner: [AxisComponent] = []
        content._collectComponents(into: &inner)
        for var component in inner {
            change(&component)
            components.append(component)
        }
    }
}

extension AxisMark {
    /// Draws the mark with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        _ModifiedAxisMark(content: self) { $0.style = AnyShapeStyle(style) }
    }
    /// Draws labels in `font`.
    public func font(_ font: Font?) -> some AxisMark {
        _ModifiedAxisMark(content: self) { $0.font = font }
    }
    /// Offsets the mark.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        _ModifiedAxisMark(content: self) { $0.offset.width += x; $0.offset.height += y }
    }
}
