public import Foundation
public import ViewCore

/// A chart symbol drawn as the inner stroke of another's outline (what Swift Charts'
/// `strokeBorder(lineWidth:)` and `strokeBorder(style:)` return): `.symbol(.circle.strokeBorder(lineWidth: 2))`
/// draws hollow circles.
public struct _StrokedChartSymbolShape<Base: ChartSymbolShape>: ChartSymbolShape {
    let base: Base
    let style: StrokeStyle

    /// The base symbol's unit rectangle.
    public var perceptualUnitRect: CGRect { base.perceptualUnitRect }

    /// The base symbol's outline in `rect` (a chart strokes it inside `rect`).
    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

/// A symbol a chart strokes instead of filling.
protocol BorderedChartSymbol {
    var borderStyle: StrokeStyle { get }
    func outline(in rect: CGRect) -> Path
}

extension _StrokedChartSymbolShape: BorderedChartSymbol {
    nonisolated var borderStyle: StrokeStyle { style }
    nonisolated func outline(in rect: CGRect) -> Path { base.path(in: rect) }
}

extension BasicChartSymbolShape {
    /// The symbol drawn as an inner stroke `lineWidth` points wide (a hollow symbol).
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        _StrokedChartSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension ChartSymbolShape where Self: InsettableShape {
    /// The symbol drawn as an inner stroke `lineWidth` points wide (a hollow symbol).
    ///
    /// Disfavoured so that `Circle().strokeBorder(lineWidth:)` in a view stays SwiftUI's view;
    /// where a chart symbol is expected (`.symbol(Circle().strokeBorder(lineWidth: 2))`) only
    /// this one fits.
    @_disfavoredOverload
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        _StrokedChartSymbolShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The symbol drawn as an inner stroke in `style` (a hollow symbol).
    @_disfavoredOverload
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        _StrokedChartSymbolShape(base: self, style: style)
    }
}
