import Foundation
import ViewCore

/// Lays a chart out and draws it into a canvas: scales, axes, marks, annotations, legend.
@MainActor
struct ChartDrawing {
    let marks: [ChartMarkSpec]
    let configuration: ChartConfiguration
    var environment = EnvironmentValues()

    /// Swift Charts' default colours for `foregroundStyle(by:)` values, in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]

    // MARK: Series and styles

    /// The `foregroundStyle(by:)` values, in order of the scale, then of appearance.
    var seriesKeys: [String] {
        var keys = configuration.styleScale?.map(\.key) ?? []
        for mark in marks { if let key = mark.styleKey, !keys.contains(key) { keys.append(key) } }
        return keys.filter { key in marks.contains { $0.styleKey == key } }
    }

    func style(for mark: ChartMarkSpec, index: Int = 0) -> AnyShapeStyle {
        if let key = mark.styleKey { return style(forKey: key) }
        return mark.style ?? AnyShapeStyle(TintShapeStyle())
    }

    func style(forKey key: String) -> AnyShapeStyle {
        if let style = configuration.styleScale?.first(where: { $0.key == key })?.style { return style }
        let keys = seriesKeys
        let index = keys.firstIndex(of: key) ?? 0
        if let gradient = configuration.styleGradient, !gradient.stops.isEmpty {
            // Numeric values spread along the gradient by value, other values by order.
            let values = marks.compactMap { mark in mark.styleKey == nil ? nil : mark.styleValue }
            let value = marks.first { $0.styleKey == key }?.styleValue
            let fraction: Double
            if let value, let low = values.min(), let high = values.max(), high > low {
                fraction = (value - low) / (high - low)
            } else {
                fraction = keys.count > 1 ? Double(index) / Double(keys.count - 1) : 1
            }
            return AnyShapeStyle(color(in: gradient, at: fraction))
        }
        if let palette = configuration.paletteOverride, !palette.isEmpty { return palette[index % palette.count] }
        return AnyShapeStyle(Self.palette[index % Self.palette.count])
    }

    // MARK: Drawing

    func draw(in context: inout GraphicsContext, size: CGSize) {
        guard size.width > 0, size.height > 0, !marks.isEmpty else { return }
        let legendKeys = configuration.legend == .hidden ? [] : seriesKeys
        let legendHeight: CGFloat = legendKeys.isEmpty ? 0 : context._measure(label("Ag")).height + 6
        if marks.allSatisfy({ $0.kind == .sector }) {
            drawPie(in: &context, rect: CGRect(x: 0, y: 0, width: size.width, height: size.height - legendHeight))
        } else {
            drawPlot(in: &context, size: CGSize(width: size.width, height: size.height - legendHeight))
        }
        if !legendKeys.isEmpty { drawLegend(legendKeys, in: &context, y: size.height - legendHeight + 6) }
    }

    /// The colour at `fraction` along `gradient`, interpolated between its stops.
    func color(in gradient: Gradient, at fraction: Double) -> Color {
        let stops = gradient.stops.sorted { $0.location < $1.location }
        func rgba(_ color: Color) -> (Double, Double, Double, Double) {
            if case .color(let c) = color.resolvePaint(in: environment) { return (c.red, c.green, c.blue, c.alpha) }
            return (0, 0, 0, 0)
        }
        let t = min(max(fraction, 0), 1)
        guard let upperIndex = stops.firstIndex(where: { Double($0.location) >= t }) else { return stops[stops.count - 1].color }
        guard upperIndex > 0 else { return stops[0].color }
        let a = stops[upperIndex - 1], b = stops[upperIndex]
        let span = Double(b.location - a.location)
        let u = span > 0 ? (t - Double(a.location)) / span : 1
        let (r0, g0, b0, a0) = rgba(a.color), (r1, g1, b1, a1) = rgba(b.color)
        return Color(.sRGB, red: r0 + (r1 - r0) * u, green: g0 + (g1 - g0) * u, blue: b0 + (b1 - b0) * u, opacity: a0 + (a1 - a0) * u)
    }

    func label(_ string: String, font: Font? = nil, style: AnyShapeStyle? = nil) -> Text {
        Text(verbatim: string).font(font ?? .caption2).foregroundStyle(style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary))
    }

    private func drawLegend(_ keys: [String], in context: inout GraphicsContext, y: CGFloat) {
        var x: CGFloat = 0
        for key in keys {
            let text = label(key)
            let textSize = context._measure(text)
            let dot = CGRect(x: x, y: y + (textSize.height - 7) / 2, width: 7, height: 7)
            context.fill(Path(ellipseIn: dot), with: .style(style(forKey: key)))
            context.draw(text, at: CGPoint(x: dot.maxX + 4, y: y), anchor: .topLeading)
            x = dot.maxX + 4 + textSize.width + 10
        }
    }

    // MARK: Pie and donut charts

    private func drawPie(in context: inout GraphicsContext, rect: CGRect) {
        let total = marks.reduce(0) { $0 + ($1.angle ?? 0) }
        guard total > 0, rect.width > 0, rect.height > 0 else { return }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var start = -Double.pi / 2
        for mark in marks {
            let sweep = (mark.angle ?? 0) / total * 2 * .pi
            defer { start += sweep }
            guard sweep > 0 else { continue }
            let outer = mark.outerRadius.resolve(band: radius, defaultRatio: 1)
            let inner = mark.innerRadius.resolve(band: radius, defaultRatio: 0)
            let inset = outer > 0 ? Double(mark.angularInset / 2 / outer) : 0
            let from = start + min(inset, sweep / 2), to = start + sweep - min(inset, sweep / 2)
            var path = Path()
            let steps = max(Int((to - from) / (Double.pi / 90)), 1)
            for step in 0...steps {
                let angle = from + (to - from) * Double(step) / Double(steps)
                let point = CGPoint(x: center.x + outer * CGFloat(cos(angle)), y: center.y + outer * CGFloat(sin(angle)))
                if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            if inner > 0 {
                for step in (0...steps).reversed() {
                    let angle = from + (to - from) * Double(step) / Double(steps)
                    path.addLine(to: CGPoint(x: center.x + inner * CGFloat(cos(angle)), y: center.y + inner * CGFloat(sin(angle))))
                }
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
            var layer = context
            layer.opacity = mark.opacity
            layer.dropShadow = mark.shadow
            layer.fill(path, with: .style(style(for: mark)))
            let middle = (from + to) / 2
            let labelRadius = inner > 0 ? (inner + outer) / 2 : outer * 0.6
            for annotation in mark.annotations {
                context._draw(annotation.view, at: CGPoint(x: center.x + labelRadius * CGFloat(cos(middle)),
                                                           y: center.y + labelRadius * CGFloat(sin(middle))))
            }
        }
    }

    // MARK: Plots with axes

    private func drawPlot(in context: inout GraphicsContext, size: CGSize) {
        let layout = ChartLayout(marks: marks)
        var xScale = ChartScale(axis: .x, layout: layout, configuration: configuration.x)
        var yScale = ChartScale(axis: .y, layout: layout, configuration: configuration.y)
        var calendar = context.environment.calendar
        calendar.timeZone = context.environment.timeZone
        xScale.locale = context.environment.locale; yScale.locale = context.environment.locale
        xScale.calendar = calendar; yScale.calendar = calendar
        xScale.estimatedLength = size.width; yScale.estimatedLength = size.height
        xScale.chooseTicks(desiredCount: max(2, min(6, Int(size.width / 50))))
        yScale.chooseTicks(desiredCount: max(2, min(5, Int(size.height / 28))))

        let xAxis = axisMarks(for: xScale, configuration: configuration.x, context: context)
        let yAxis = axisMarks(for: yScale, configuration: configuration.y, context: context)
        let yLabelWidth = yAxis.reduce(0) { max($0, $1.labelSize.width) }
        let xLabelHeight = xAxis.reduce(0) { max($0, $1.labelSize.height) }
        let yLeading = configuration.y.groups?.first?.position.kind == .leading
        let xTop = configuration.x.groups?.first?.position.kind == .top
        let yGutter = yLabelWidth > 0 ? yLabelWidth + 4 : 0
        let xGutter = xLabelHeight > 0 ? xLabelHeight + 3 : 0
        // Labels centred on the top grid line need half their height above the plot.
        let yLabelHeight = yAxis.reduce(0) { max($0, $1.labelSize.height) }
        let topInset = xTop ? xGutter : ceil(yLabelHeight / 2)
        let plot = CGRect(x: yLeading ? yGutter : 0, y: topInset,
                          width: max(size.width - yGutter, 1), height: max(size.height - xGutter - (xTop ? 0 : topInset), 1))
        let frame = ChartFrame(plot: plot, x: xScale, y: yScale, xPadding: configuration.x.padding, yPadding: configuration.y.padding,
                               marks: marks)

        // Grid lines and ticks under the marks.
        for mark in xAxis {
            guard let x = frame.xPosition(mark.value, centered: mark.centered) else { continue }
            for component in mark.components {
                switch component.kind {
                case .gridLine(let stroke):
                    var line = Path(); line.move(to: CGPoint(x: x, y: plot.minY)); line.addLine(to: CGPoint(x: x, y: plot.maxY))
                    context.stroke(line, with: .style(component.style ?? AnyShapeStyle(HierarchicalShapeStyle.tertiary)),
                                   style: stroke ?? StrokeStyle(lineWidth: 0.5))
                case .tick(let stroke, let length):
                    let edge = xTop ? plot.minY : plot.maxY
                    var line = Path(); line.move(to: CGPoint(x: x, y: edge)); line.addLine(to: CGPoint(x: x, y: edge + (xTop ? -1 : 1) * (length ?? 3)))
                    context.stroke(line, with: .style(component.style ?? AnyShapeStyle(HierarchicalShapeStyle.tertiary)),
                                   style: stroke ?? StrokeStyle(lineWidth: 0.5))
                case .label: break
                }
            }
        }
        for mark in yAxis {
            guard let y = frame.yPosition(mark.value, centered: mark.centered) else { continue }
            for component in mark.components {
                switch component.kind {
                case .gridLine(let stroke):
                    var line = Path(); line.move(to: CGPoint(x: plot.minX, y: y)); line.addLine(to: CGPoint(x: plot.maxX, y: y))
                    context.stroke(line, with: .style(component.style ?? AnyShapeStyle(HierarchicalShapeStyle.tertiary)),
                                   style: stroke ?? StrokeStyle(lineWidth: 0.5))
                case .tick(let stroke, let length):
                    let edge = yLeading ? plot.minX : plot.maxX
                    var line = Path(); line.move(to: CGPoint(x: edge, y: y)); line.addLine(to: CGPoint(x: edge + (yLeading ? -1 : 1) * (length ?? 3), y: y))
                    context.stroke(line, with: .style(component.style ?? AnyShapeStyle(HierarchicalShapeStyle.tertiary)),
                                   style: stroke ?? StrokeStyle(lineWidth: 0.5))
                case .label: break
                }
            }
        }

        drawMarks(in: &context, frame: frame, layout: layout)

        // Labels over everything.
        for mark in xAxis {
            guard let x = frame.xPosition(mark.value, centered: mark.centered), let label = mark.label else { continue }
            let leading = xScale.isDate && !xScale.isCategorical && mark.centered != true
            let point = CGPoint(x: x + (leading ? 2 : 0) + mark.labelOffset.width,
                                y: (xTop ? plot.minY - 3 : plot.maxY + 3) + mark.labelOffset.height)
            let anchor: UnitPoint = mark.anchor ?? (xTop ? (leading ? .bottomLeading : .bottom) : (leading ? .topLeading : .top))
            context._draw(label, at: point, anchor: anchor)
        }
        for mark in yAxis {
            guard let y = frame.yPosition(mark.value, centered: mark.centered), let label = mark.label else { continue }
            let point = CGPoint(x: (yLeading ? plot.minX - 4 : plot.maxX + 4) + mark.labelOffset.width, y: y + mark.labelOffset.height)
            context._draw(label, at: point, anchor: mark.anchor ?? (yLeading ? .trailing : .leading))
        }
    }

    // MARK: Axes

    struct ResolvedAxisMark {
        var value: ChartDatum
        var components: [AxisComponent]
        var label: AnyView?
        var labelSize: CGSize = .zero
        var anchor: UnitPoint?
        var centered: Bool?
        var labelOffset: CGSize = .zero
    }

    private func axisMarks(for scale: ChartScale, configuration axis: ChartConfiguration.Axis, context: GraphicsContext) -> [ResolvedAxisMark] {
        guard axis.visibility != .hidden else { return [] }
        var result: [ResolvedAxisMark] = []
        let groups = axis.groups ?? [_AxisMarksGroup(values: .automatic, position: .automatic, components: nil)]
        for group in groups {
            let values = scale.values(for: group.values)
            for (index, value) in values.enumerated() {
                let axisValue = AxisValue(datum: value, index: index, count: values.count)
                let components = group.components?(axisValue) ?? defaultComponents(for: scale)
                var mark = ResolvedAxisMark(value: value, components: components)
                for component in components {
                    guard case .label(let format, let view, let anchor, let centered) = component.kind else { continue }
                    mark.anchor = anchor
                    mark.centered = centered
                    mark.labelOffset = component.offset
                    if let view {
                        mark.label = AnyView(view.font(component.font ?? .caption2)
                            .foregroundStyle(component.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)))
                    } else {
                        let string = format?(axisValue) ?? scale.defaultLabel(value, index: index, in: values)
                        mark.label = AnyView(label(string, font: component.font, style: component.style))
                    }
                }
                if let label = mark.label { mark.labelSize = context._measure(label) }
                // A centred label sits halfway to the next value (a day's label under its bar).
                if mark.centered == true, let here = value.continuous {
                    let next = index + 1 < values.count ? values[index + 1].continuous : nil
                    let previous = index > 0 ? values[index - 1].continuous : nil
                    let step = next.map { $0 - here } ?? previous.map { here - $0 } ?? 0
                    if here + step / 2 > scale.upper + 1e-9 { continue }
                    mark.value = value.isDate ? .date(Date(timeIntervalSinceReferenceDate: here + step / 2)) : .number(here + step / 2)
                }
                result.append(mark)
            }
        }
        // Labels that would overlap along x are thinned out, as iOS does.
        if scale.axis == .x, result.count > 1 {
            let widest = result.reduce(0) { max($0, $1.labelSize.width) }
            let available = scale.estimatedLength / CGFloat(result.count)
            if widest + 4 > available, available > 0 {
                let step = Int((widest + 4) / available) + 1
                for index in result.indices where index % step != 0 { result[index].label = nil }
            }
        }
        return result
    }

    private func defaultComponents(for scale: ChartScale) -> [AxisComponent] {
        let label = AxisComponent(kind: .label(format: nil, view: nil, anchor: nil, centered: nil))
        if scale.isCategorical { return [label] }
        return [AxisComponent(kind: .gridLine(nil)), label]
    }

    // MARK: Marks

    private func drawMarks(in context: inout GraphicsContext, frame: ChartFrame, layout: ChartLayout) {
        var drawnSeries = Set<String>()
        for (index, mark) in marks.enumerated() {
            var layer = context
            layer.opacity = mark.opacity
            layer.dropShadow = mark.shadow
            layer.translateBy(x: mark.offset.width, y: mark.offset.height)
            switch mark.kind {
            case .bar, .rectangle:
                guard let rect = frame.rect(for: mark, stacked: layout.stacked[index]) else { continue }
                let path = mark.cornerRadius > 0
                    ? Path(roundedRect: rect, cornerRadius: min(mark.cornerRadius, rect.width / 2, rect.height / 2), style: .circular)
                    : Path(rect)
                layer.fill(path, with: .style(style(for: mark)))
                drawAnnotations(mark, around: rect, in: &layer, vertical: !layout.horizontal[index], bounds: frame.plot)
            case .line, .area:
                let key = layout.seriesKey(mark)
                guard !drawnSeries.contains("\(mark.kind)|\(key)") else { continue }
                drawnSeries.insert("\(mark.kind)|\(key)")
                let members = marks.indices.filter { marks[$0].kind == mark.kind && layout.seriesKey(marks[$0]) == key }
                drawSeries(members, kind: mark.kind, in: &layer, frame: frame, layout: layout)
            case .point:
                guard let center = frame.point(for: mark) else { continue }
                drawSymbol(mark, at: center, in: &layer)
                drawAnnotations(mark, around: CGRect(origin: center, size: .zero).insetBy(dx: -3, dy: -3), in: &layer, vertical: true,
                                bounds: frame.plot)
            case .rule:
                guard let line = frame.rule(for: mark) else { continue }
                var path = Path(); path.move(to: line.0); path.addLine(to: line.1)
                layer.stroke(path, with: .style(style(for: mark)), style: mark.lineStyle ?? StrokeStyle(lineWidth: 1))
                drawAnnotations(mark, around: CGRect(x: min(line.0.x, line.1.x), y: min(line.0.y, line.1.y),
                                                     width: abs(line.1.x - line.0.x), height: abs(line.1.y - line.0.y)),
                                in: &layer, vertical: true, bounds: frame.plot)
            case .sector:
                continue
            }
        }
    }

    private func drawSeries(_ members: [Int], kind: ChartMarkSpec.Kind, in context: inout GraphicsContext, frame: ChartFrame, layout: ChartLayout) {
        var tops: [CGPoint] = []
        var bases: [CGPoint] = []
        for index in members {
            let mark = marks[index]
            if kind == .area, let start = mark.xStart?.datum.continuous, let end = mark.xEnd?.datum.continuous {
                // A horizontal band (`AreaMark(xStart:xEnd:y:)`): from its start to its end at each y.
                guard let y = frame.yCenter(mark), let a = frame.xScale(start), let b = frame.xScale(end) else { continue }
                tops.append(CGPoint(x: b, y: y)); bases.append(CGPoint(x: a, y: y))
                continue
            }
            guard let x = frame.xCenter(mark) else { continue }
            if kind == .area {
                let (low, high) = layout.stacked[index] ?? (0, mark.y?.datum.continuous ?? 0)
                guard let top = frame.yScale(high), let base = frame.yScale(low) else { continue }
                tops.append(CGPoint(x: x, y: top)); bases.append(CGPoint(x: x, y: base))
            } else if let y = frame.yCenter(mark) {
                tops.append(CGPoint(x: x, y: y))
            }
        }
        guard let first = marks[members[0]] as ChartMarkSpec?, !tops.isEmpty else { return }
        let shading = GraphicsContext.Shading.style(style(for: first))
        if kind == .area {
            var path = Path()
            path.move(to: tops[0])
            ChartDrawing.addCurve(through: tops, method: first.interpolation, to: &path)
            path.addLine(to: bases[bases.count - 1])
            ChartDrawing.addCurve(through: bases.reversed(), method: first.interpolation, to: &path)
            path.closeSubpath()
            context.fill(path, with: shading)
        } else {
            if tops.count > 1 {
                var path = Path()
                path.move(to: tops[0])
                ChartDrawing.addCurve(through: tops, method: first.interpolation, to: &path)
                context.stroke(path, with: shading, style: first.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            }
            for (offset, index) in members.enumerated() where offset < tops.count {
                let mark = marks[index]
                if mark.symbol != nil || tops.count == 1 { drawSymbol(mark, at: tops[offset], in: &context) }
                drawAnnotations(mark, around: CGRect(origin: tops[offset], size: .zero).insetBy(dx: -3, dy: -3), in: &context, vertical: true,
                                bounds: frame.plot)
            }
        }
    }

    /// Appends segments from `points[0]` through the rest, as `method` joins them.
    static func addCurve(through points: [CGPoint], method: InterpolationMethod, to path: inout Path) {
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mid = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y)); path.addLine(to: b)
            }
        case .curve:
            // Catmull–Rom through the points as cubic Béziers; control points are kept between
            // their neighbours' heights so the curve does not overshoot (as `.monotone` promises).
            for i in 0..<(points.count - 1) {
                let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
                func clamp(_ y: CGFloat) -> CGFloat { min(max(y, min(p1.y, p2.y)), max(p1.y, p2.y)) }
                let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: clamp(p1.y + (p2.y - p0.y) / 6))
                let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: clamp(p2.y - (p3.y - p1.y) / 6))
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        }
    }

    private func drawSymbol(_ mark: ChartMarkSpec, at center: CGPoint, in context: inout GraphicsContext) {
        let area = mark.symbolSize ?? 30
        let diameter = 2 * (max(area, 0) / .pi).squareRoot()
        let rect = CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
        var symbol: any ChartSymbolShape = mark.symbol ?? BasicChartSymbolShape.circle
        if let key = mark.symbolKey {
            if let scaled = configuration.symbolScale?.first(where: { $0.key == key })?.symbol {
                symbol = scaled
            } else {
                let keys = marks.compactMap(\.symbolKey).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let shapes: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
                symbol = shapes[(keys.firstIndex(of: key) ?? 0) % shapes.count]
            }
        }
        if let bordered = symbol as? any BorderedChartSymbol {
            // Inner stroke: the line falls inside the symbol's outline, as `strokeBorder` does.
            let style = bordered.borderStyle
            let inset = rect.insetBy(dx: style.lineWidth / 2, dy: style.lineWidth / 2)
            context.stroke(bordered.outline(in: inset), with: .style(self.style(for: mark)), style: style)
        } else {
            context.fill(symbol.path(in: rect), with: .style(style(for: mark)))
        }
    }

    /// Draws a mark's annotations next to `rect`, aligned as asked and moved inside `bounds`
    /// where they would overflow it (iOS 17's automatic overflow resolution: fit).
    private func drawAnnotations(_ mark: ChartMarkSpec, around rect: CGRect, in context: inout GraphicsContext, vertical: Bool,
                                 bounds: CGRect) {
        for annotation in mark.annotations {
            let spacing = annotation.spacing ?? 4
            var (point, anchor): (CGPoint, UnitPoint) = switch annotation.position.kind {
            case .overlay: (CGPoint(x: rect.midX, y: rect.midY), .center)
            case .bottom: (CGPoint(x: rect.midX, y: rect.maxY + spacing), .top)
            case .leading: (CGPoint(x: rect.minX - spacing, y: rect.midY), .trailing)
            case .trailing: (CGPoint(x: rect.maxX + spacing, y: rect.midY), .leading)
            case .topLeading: (CGPoint(x: rect.minX, y: rect.minY - spacing), .bottomLeading)
            case .topTrailing: (CGPoint(x: rect.maxX, y: rect.minY - spacing), .bottomTrailing)
            case .bottomLeading: (CGPoint(x: rect.minX, y: rect.maxY + spacing), .topLeading)
            case .bottomTrailing: (CGPoint(x: rect.maxX, y: rect.maxY + spacing), .topTrailing)
            case .top: (CGPoint(x: rect.midX, y: rect.minY - spacing), .bottom)
            case .automatic: vertical ? (CGPoint(x: rect.midX, y: rect.minY - spacing), .bottom)
                                      : (CGPoint(x: rect.maxX + spacing, y: rect.midY), .leading)
            }
            // Alignment along the side the annotation is on (`.annotation(position: .top, alignment: .leading)`).
            let kind = annotation.position.kind
            if kind == .top || kind == .bottom || (kind == .automatic && vertical) {
                if annotation.alignment.horizontal == .leading { point.x = rect.minX; anchor.x = 0 }
                if annotation.alignment.horizontal == .trailing { point.x = rect.maxX; anchor.x = 1 }
            } else if kind == .leading || kind == .trailing || kind == .automatic {
                if annotation.alignment.vertical == .top { point.y = rect.minY; anchor.y = 0 }
                if annotation.alignment.vertical == .bottom { point.y = rect.maxY; anchor.y = 1 }
            }
            let size = context._measure(annotation.view)
            var origin = CGPoint(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y)
            if size.width <= bounds.width { origin.x = min(max(origin.x, bounds.minX), bounds.maxX - size.width) }
            if size.height <= bounds.height { origin.y = min(max(origin.y, bounds.minY), bounds.maxY - size.height) }
            context._draw(annotation.view, at: origin, anchor: .topLeading)
        }
    }
}
