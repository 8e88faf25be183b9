import Foundation
import ViewCore

/// Which way each mark goes and the value interval stacked bars and areas cover.
struct ChartLayout {
    let marks: [ChartMarkSpec]
    /// Bars and rectangles whose value axis is x.
    var horizontal: [Bool]
    /// The interval along the value axis a bar or area covers after stacking.
    var stacked: [(Double, Double)?]

    func seriesKey(_ mark: ChartMarkSpec) -> String { mark.series ?? mark.styleKey ?? "" }

    init(marks: [ChartMarkSpec]) {
        self.marks = marks
        horizontal = marks.map { mark in
            guard mark.kind == .bar else { return false }
            if mark.xStart != nil && mark.xEnd != nil { return mark.yStart == nil }
            if let x = mark.x, let y = mark.y {
                if case .category = y.datum, x.datum.continuous != nil, x.end == nil { return true }
                return false
            }
            return mark.x != nil && mark.y == nil && mark.yStart == nil
        }
        stacked = Array(repeating: nil, count: marks.count)
        var positive: [String: Double] = [:]
        var negative: [String: Double] = [:]
        var totals: [String: Double] = [:]
        var methods: [String: MarkStackingMethod] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            let isHorizontal = horizontal[index]
            // Intervals are not stacked.
            if isHorizontal, let start = mark.xStart?.datum.continuous, let end = mark.xEnd?.datum.continuous {
                stacked[index] = (start, end); continue
            }
            if !isHorizontal, let start = mark.yStart?.datum.continuous, let end = mark.yEnd?.datum.continuous {
                stacked[index] = (start, end); continue
            }
            guard let value = (isHorizontal ? mark.x : mark.y)?.datum.continuous else { continue }
            let base = isHorizontal ? mark.y : mark.x
            let key = "\(mark.kind)|\(base.map { "\($0.datum)" } ?? "")|\(mark.positionKey ?? "")"
            if mark.stacking == .unstacked || mark.positionKey != nil && mark.kind == .bar {
                stacked[index] = (0, value); continue
            }
            methods[key] = mark.stacking
            totals[key, default: 0] += abs(value)
            if value >= 0 {
                let low = positive[key, default: 0]
                positive[key] = low + value
                stacked[index] = (low, low + value)
            } else {
                let high = negative[key, default: 0]
                negative[key] = high + value
                stacked[index] = (high + value, high)
            }
        }
        // Normalized and centred stacks, once every total is known.
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            guard let interval = stacked[index] else { continue }
            let base = horizontal[index] ? mark.y : mark.x
            let key = "\(mark.kind)|\(base.map { "\($0.datum)" } ?? "")|\(mark.positionKey ?? "")"
            guard let method = methods[key], let total = totals[key], total > 0 else { continue }
            if method == .normalized { stacked[index] = (interval.0 / total, interval.1 / total) }
            if method == .center { stacked[index] = (interval.0 - total / 2, interval.1 - total / 2) }
        }
    }
}

/// One axis's scale: categories in bands, or a continuous numeric or date domain, with ticks.
struct ChartScale {
    enum Axis { case x, y }

    let axis: Axis
    var categories: [String]?
    var lower: Double = 0
    var upper: Double = 1
    var isDate = false
    var automatic = true
    /// The domain runs from its end to its start (`.automatic(reversed: true)`).
    var reversed = false
    /// The domain was widened to fit bands at its ends: it is not rounded to ticks.
    var padded = false
    var ticks: [ChartDatum] = []
    var tickUnit: Calendar.Component?
    var estimatedLength: CGFloat = 0
    var locale = Locale(identifier: "en_US")
    var calendar = Calendar(identifier: .gregorian)

    var isCategorical: Bool { categories != nil }

    init(axis: Axis, layout: ChartLayout, configuration: ChartConfiguration.Axis) {
        self.axis = axis
        var categories: [String] = []
        var values: [Double] = []
        var includesZero = false
        for (index, mark) in layout.marks.enumerated() where mark.kind != .sector {
            let refs = axis == .x ? [mark.x, mark.xStart, mark.xEnd] : [mark.y, mark.yStart, mark.yEnd]
            for case let ref? in refs {
                if case .category(let name) = ref.datum {
                    if !categories.contains(name) { categories.append(name) }
                } else if let value = ref.datum.continuous {
                    values.append(value)
                    if ref.datum.isDate { isDate = true }
                    if let end = ref.end?.continuous { values.append(end) }
                }
            }
            let valueAxis = (mark.kind == .bar || mark.kind == .area) && (layout.horizontal[index] == (axis == .x))
            if valueAxis, let interval = layout.stacked[index] {
                values.append(interval.0); values.append(interval.1)
                if mark.yStart == nil && mark.xStart == nil { includesZero = true }
            }
        }
        if axis == .y, !isDate, categories.isEmpty { includesZero = true }
        // Bars and rectangles at point values (not intervals) along this axis take a band
        // around each value: the domain leaves half a band at each end so they fit.
        var bandValues: [Double] = []
        for (index, mark) in layout.marks.enumerated() where mark.kind == .rectangle || mark.kind == .bar {
            // A vertical bar takes a band along x, a horizontal one along y; a rectangle along both.
            let bandAxis = mark.kind == .rectangle || layout.horizontal[index] == (axis == .y)
            if bandAxis, let ref = axis == .x ? mark.x : mark.y, ref.end == nil, let value = ref.datum.continuous {
                bandValues.append(value)
            }
        }
        switch configuration.domain {
        case .categories(let names)?:
            self.categories = names
            automatic = false
        case .continuous(let a, let b)?:
            if categories.isEmpty {
                (lower, upper) = (min(a, b), max(a, b))
                automatic = false
            } else {
                self.categories = categories
            }
        case .automatic(let zero, let reversed)?:
            if let zero { includesZero = zero }
            self.reversed = reversed
            fallthrough
        case nil:
            if !categories.isEmpty {
                self.categories = categories
            } else {
                if includesZero && !isDate { values.append(0) }
                lower = values.min() ?? 0
                upper = values.max() ?? 1
                let distinct = Set(bandValues).sorted()
                if distinct.count > 1 {
                    var spacing = Double.infinity
                    for (a, b) in zip(distinct, distinct.dropFirst()) { spacing = min(spacing, b - a) }
                    lower = min(lower, distinct[0] - spacing / 2)
                    upper = max(upper, distinct[distinct.count - 1] + spacing / 2)
                    padded = true
                }
                if lower == upper {
                    if isDate { lower -= 43_200; upper += 43_200 } else if lower == 0 { upper = 1 } else {
                        (lower, upper) = (min(0, lower * 2), max(0, upper * 2))
                    }
                }
            }
        }
    }

    // MARK: Ticks

    static let dateSteps: [(Calendar.Component, Int, Double)] = [
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1_800), (.hour, 1, 3_600), (.hour, 2, 7_200),
        (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200), (.day, 1, 86_400), (.day, 2, 172_800),
        (.weekOfYear, 1, 604_800), (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.month, 6, 15_778_476), (.year, 1, 31_556_952),
        (.year, 5, 157_784_760), (.year, 10, 315_569_520),
    ]

    /// A round step giving about `count` intervals over `span`.
    static func niceStep(span: Double, count: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(count, 1))
        let magnitude = pow(10, floor(log10(raw)))
        let residual = raw / magnitude
        let nice: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// Chooses the ticks (and, for an automatic numeric domain, rounds the domain to them).
    mutating func chooseTicks(desiredCount: Int) {
        guard categories == nil else { return }
        if isDate {
            let (unit, count, _) = Self.dateSteps.first { (upper - lower) / $0.2 <= Double(desiredCount) } ?? Self.dateSteps.last!
            tickUnit = unit
            ticks = dateTicks(unit: unit, count: count, calendar: calendar)
        } else {
            let step = Self.niceStep(span: upper - lower, count: desiredCount)
            if automatic && !padded {
                lower = (lower / step).rounded(.down) * step
                upper = (upper / step).rounded(.up) * step
            }
            ticks = numberTicks(step: step)
        }
    }

    func numberTicks(step: Double) -> [ChartDatum] {
        guard step > 0, step.isFinite else { return [] }
        var result: [ChartDatum] = []
        var value = (lower / step).rounded(.up) * step
        while value <= upper + step * 1e-9, result.count < 200 {
            result.append(.number(abs(value) < step * 1e-9 ? 0 : value))
            value += step
        }
        return result
    }

    func dateTicks(unit: Calendar.Component, count: Int, calendar: Calendar) -> [ChartDatum] {
        let start = Date(timeIntervalSinceReferenceDate: lower)
        let end = Date(timeIntervalSinceReferenceDate: upper)
        guard var date = calendar.dateInterval(of: unit, for: start)?.start else { return [] }
        var result: [ChartDatum] = []
        while date <= end.addingTimeInterval(1), result.count < 200 {
            if date >= start.addingTimeInterval(-1) { result.append(.date(date)) }
            guard let next = calendar.date(byAdding: unit, value: count, to: date), next > date else { break }
            date = next
        }
        return result
    }

    /// The values an `AxisMarks` marks.
    func values(for values: AxisMarkValues) -> [ChartDatum] {
        if let categories {
            if case .explicit(let data) = values.kind { return data.map { .category($0.category) } }
            return categories.map { .category($0) }
        }
        switch values.kind {
        case .automatic(let desired?):
            if isDate {
                let (unit, count, _) = Self.dateSteps.first { (upper - lower) / $0.2 <= Double(desired) } ?? Self.dateSteps.last!
                return dateTicks(unit: unit, count: count, calendar: calendar)
            }
            return numberTicks(step: Self.niceStep(span: upper - lower, count: desired))
        case .automatic(nil):
            return ticks
        case .strideNumber(let step):
            return isDate ? dateTicks(unit: .second, count: max(Int(step), 1), calendar: calendar) : numberTicks(step: step)
        case .strideDate(let unit, let count, let calendar):
            return isDate ? dateTicks(unit: unit, count: count, calendar: calendar ?? self.calendar) : ticks
        case .explicit(let data):
            return data.filter { datum in
                guard let value = datum.continuous else { return false }
                return value >= lower - 1e-9 && value <= upper + 1e-9
            }
        }
    }

    /// The label iOS would draw for a tick.
    func defaultLabel(_ datum: ChartDatum, index: Int, in values: [ChartDatum]) -> String {
        switch datum {
        case .category(let name): return name
        case .number(let value): return value.formatted(.number.locale(locale))
        case .date(let date):
            let style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
            switch tickUnit ?? .day {
            case .minute, .second: return date.formatted(style.hour().minute())
            case .hour: return date.formatted(style.hour())
            case .month: return date.formatted(style.month(.abbreviated))
            case .year: return date.formatted(style.year())
            default:
                let previous = index > 0 ? values[index - 1] : nil
                if case .date(let before)? = previous, calendar.isDate(before, equalTo: date, toGranularity: .month) {
                    return date.formatted(style.day())
                }
                return date.formatted(style.month(.abbreviated).day())
            }
        }
    }

    /// Where `value` falls in the domain, 0 at its start and 1 at its end.
    func fraction(_ value: Double) -> CGFloat? {
        guard upper > lower, value.isFinite else { return upper == lower ? 0.5 : nil }
        let fraction = CGFloat((value - lower) / (upper - lower))
        return reversed ? 1 - fraction : fraction
    }
}

/// The plot area and the two scales: maps values to points.
@MainActor
struct ChartFrame {
    let plot: CGRect
    let x: ChartScale
    let y: ChartScale
    let xPadding: (start: CGFloat, end: CGFloat)
    let yPadding: (start: CGFloat, end: CGFloat)

    private var innerWidth: CGFloat { max(plot.width - xPadding.start - xPadding.end, 1) }
    private var innerHeight: CGFloat { max(plot.height - yPadding.start - yPadding.end, 1) }

    func xScale(_ value: Double) -> CGFloat? {
        x.fraction(value).map { plot.minX + xPadding.start + $0 * innerWidth }
    }

    func yScale(_ value: Double) -> CGFloat? {
        y.fraction(value).map { plot.maxY - yPadding.start - $0 * innerHeight }
    }

    /// The band of a category along x or y.
    private func band(_ name: String, scale: ChartScale, start: CGFloat, length: CGFloat, flipped: Bool) -> (CGFloat, CGFloat)? {
        guard let categories = scale.categories, let index = categories.firstIndex(of: name), !categories.isEmpty else { return nil }
        let width = length / CGFloat(categories.count)
        let position = flipped ? CGFloat(index) * width : CGFloat(index) * width
        return (start + position, start + position + width)
    }

    /// The interval a value covers along x: a category's band or a date unit; nil for a point.
    func xInterval(_ ref: PlotRef) -> (CGFloat, CGFloat)? {
        if case .category(let name) = ref.datum {
            return band(name, scale: x, start: plot.minX + xPadding.start, length: innerWidth, flipped: false)
        }
        guard let end = ref.end?.continuous, let start = ref.datum.continuous,
              let a = xScale(start), let b = xScale(end) else { return nil }
        return (min(a, b), max(a, b))
    }

    /// The interval a value covers along y (categories from the top down).
    func yInterval(_ ref: PlotRef) -> (CGFloat, CGFloat)? {
        if case .category(let name) = ref.datum {
            return band(name, scale: y, start: plot.minY + yPadding.end, length: innerHeight, flipped: false)
        }
        guard let end = ref.end?.continuous, let start = ref.datum.continuous,
              let a = yScale(start), let b = yScale(end) else { return nil }
        return (min(a, b), max(a, b))
    }

    func xPosition(_ datum: ChartDatum, centered: Bool?) -> CGFloat? {
        let ref = PlotRef(label: "", datum: datum, end: nil)
        if let band = xInterval(ref) { return (band.0 + band.1) / 2 }
        return datum.continuous.flatMap(xScale)
    }

    func yPosition(_ datum: ChartDatum, centered: Bool?) -> CGFloat? {
        let ref = PlotRef(label: "", datum: datum, end: nil)
        if let band = yInterval(ref) { return (band.0 + band.1) / 2 }
        return datum.continuous.flatMap(yScale)
    }

    func xCenter(_ mark: ChartMarkSpec) -> CGFloat? {
        guard let ref = mark.x else { return mark.fixedXStart.map { plot.minX + $0 } ?? plot.midX }
        if let band = xInterval(ref) { return (band.0 + band.1) / 2 }
        return ref.datum.continuous.flatMap(xScale)
    }

    func yCenter(_ mark: ChartMarkSpec) -> CGFloat? {
        guard let ref = mark.y else { return mark.fixedYStart.map { plot.minY + $0 } ?? plot.midY }
        if let band = yInterval(ref) { return (band.0 + band.1) / 2 }
        return ref.datum.continuous.flatMap(yScale)
    }

    func point(for mark: ChartMarkSpec) -> CGPoint? {
        guard let px = xCenter(mark), let py = yCenter(mark) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// The smallest distance between two point values along an axis (the band of bars at numbers).
    private func pointSpacing(_ axis: ChartScale.Axis) -> CGFloat {
        var positions: [CGFloat] = []
        for mark in markRefs(axis) { if let p = mark { positions.append(p) } }
        let sorted = Set(positions).sorted()
        let length = axis == .x ? innerWidth : innerHeight
        var spacing = sorted.count > 1 ? length : min(length, 20)
        for (a, b) in zip(sorted, sorted.dropFirst()) where b - a > 0.5 { spacing = min(spacing, b - a) }
        return spacing
    }

    var marks: [ChartMarkSpec] = []

    private func markRefs(_ axis: ChartScale.Axis) -> [CGFloat?] {
        marks.map { mark in
            guard mark.kind == .bar || mark.kind == .rectangle, let ref = axis == .x ? mark.x : mark.y,
                  ref.end == nil, let value = ref.datum.continuous else { return nil }
            return axis == .x ? xScale(value) : yScale(value)
        }
    }

    /// The extent of a bar or rectangle across its band.
    private func crossExtent(_ ref: PlotRef?, dimension: MarkDimension, axis: ChartScale.Axis, positionKey: String?,
                             positionKeys: [String], defaultRatio: CGFloat) -> (CGFloat, CGFloat)? {
        guard let ref else { return nil }
        let interval = axis == .x ? xInterval(ref) : yInterval(ref)
        let center: CGFloat
        let band: CGFloat
        if let interval {
            center = (interval.0 + interval.1) / 2
            band = interval.1 - interval.0
        } else {
            guard let value = ref.datum.continuous, let p = axis == .x ? xScale(value) : yScale(value) else { return nil }
            center = p
            band = pointSpacing(axis)
        }
        var size = dimension.resolve(band: band, defaultRatio: defaultRatio)
        var middle = center
        if let positionKey, positionKeys.count > 1, let index = positionKeys.firstIndex(of: positionKey) {
            size /= CGFloat(positionKeys.count)
            middle = center - size * CGFloat(positionKeys.count) / 2 + size * (CGFloat(index) + 0.5)
        }
        return (middle - size / 2, middle + size / 2)
    }

    func rect(for mark: ChartMarkSpec, stacked: (Double, Double)?) -> CGRect? {
        let positionKeys = marks.compactMap(\.positionKey).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let ratio: CGFloat = mark.kind == .rectangle ? 1 : 0.7
        let horizontal = mark.kind == .bar && {
            if mark.xStart != nil && mark.xEnd != nil { return mark.yStart == nil }
            if let xr = mark.x, let yr = mark.y {
                if case .category = yr.datum, xr.datum.continuous != nil, xr.end == nil { return true }
                return false
            }
            return mark.x != nil && mark.y == nil && mark.yStart == nil
        }()
        var xs: (CGFloat, CGFloat)?
        var ys: (CGFloat, CGFloat)?
        if mark.kind == .rectangle {
            if let s = mark.xStart?.datum.continuous, let e = mark.xEnd?.datum.continuous, let a = xScale(s), let b = xScale(e) {
                xs = (min(a, b), max(a, b))
            } else if mark.x != nil {
                xs = crossExtent(mark.x, dimension: mark.width, axis: .x, positionKey: nil, positionKeys: [], defaultRatio: ratio)
            } else {
                xs = (plot.minX + (mark.fixedXStart ?? 0), mark.fixedXEnd.map { plot.minX + $0 } ?? plot.maxX)
            }
            if let s = mark.yStart?.datum.continuous, let e = mark.yEnd?.datum.continuous, let a = yScale(s), let b = yScale(e) {
                ys = (min(a, b), max(a, b))
            } else if mark.y != nil {
                ys = crossExtent(mark.y, dimension: mark.height, axis: .y, positionKey: nil, positionKeys: [], defaultRatio: ratio)
            } else {
                ys = (plot.minY + (mark.fixedYStart ?? 0), mark.fixedYEnd.map { plot.minY + $0 } ?? plot.maxY)
            }
        } else if horizontal {
            if let (low, high) = stacked, let a = xScale(low), let b = xScale(high) { xs = (min(a, b), max(a, b)) }
            if mark.y != nil {
                ys = crossExtent(mark.y, dimension: mark.height, axis: .y, positionKey: mark.positionKey, positionKeys: positionKeys,
                                 defaultRatio: ratio)
            } else {
                ys = (plot.minY + (mark.fixedYStart ?? 0), mark.fixedYEnd.map { plot.minY + $0 } ?? plot.maxY)
            }
        } else {
            if let (low, high) = stacked, let a = yScale(low), let b = yScale(high) { ys = (min(a, b), max(a, b)) }
            if mark.x != nil {
                xs = crossExtent(mark.x, dimension: mark.width, axis: .x, positionKey: mark.positionKey, positionKeys: positionKeys,
                                 defaultRatio: ratio)
            } else {
                xs = (plot.minX + (mark.fixedXStart ?? 0), mark.fixedXEnd.map { plot.minX + $0 } ?? plot.maxX)
            }
        }
        guard let xs, let ys, xs.0.isFinite, xs.1.isFinite, ys.0.isFinite, ys.1.isFinite else { return nil }
        return CGRect(x: xs.0, y: ys.0, width: max(xs.1 - xs.0, 0), height: max(ys.1 - ys.0, 0))
    }

    func rule(for mark: ChartMarkSpec) -> (CGPoint, CGPoint)? {
        if let s = mark.xStart?.datum.continuous, let e = mark.xEnd?.datum.continuous, let py = yCenter(mark),
           let a = xScale(s), let b = xScale(e) {
            return (CGPoint(x: a, y: py), CGPoint(x: b, y: py))
        }
        if let s = mark.yStart?.datum.continuous, let e = mark.yEnd?.datum.continuous, let px = xCenter(mark),
           let a = yScale(s), let b = yScale(e) {
            return (CGPoint(x: px, y: a), CGPoint(x: px, y: b))
        }
        if mark.y != nil, mark.x == nil, let py = yCenter(mark) {
            return (CGPoint(x: plot.minX + (mark.fixedXStart ?? 0), y: py), CGPoint(x: mark.fixedXEnd.map { plot.minX + $0 } ?? plot.maxX, y: py))
        }
        if mark.x != nil, mark.y == nil, let px = xCenter(mark) {
            return (CGPoint(x: px, y: plot.minY + (mark.fixedYStart ?? 0)), CGPoint(x: px, y: mark.fixedYEnd.map { plot.minY + $0 } ?? plot.maxY))
        }
        return nil
    }
}
