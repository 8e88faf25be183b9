public import Foundation
public import ViewCore

// `import Charts` in widget source resolves to this module: Swift Charts' marks, axes and
// scales, drawn into a `Canvas` (see Chart.swift). The declarations mirror Apple's.

/// A type whose values a chart can plot: numbers (quantitative), dates (temporal) and strings
/// (categorical), or a type that maps to one of them (Swift Charts' `Plottable`).
///
/// ```swift
/// enum Fruit: String, Plottable { case apple, pear }   // plotted as its raw value
/// ```
public protocol Plottable {
    /// The primitive plottable type this type maps to (`Double`, `Int`, `String`, `Date`…).
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as its primitive plottable type.
    var primitivePlottable: PrimitivePlottable { get }
    /// Creates a value from its primitive plottable value, or `nil`.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, Self.RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The value with this raw value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// The primitive plottable types: numbers (quantitative), `Date` (temporal), `String`
/// (categorical). Each is its own primitive plottable value (Swift Charts'
/// `PrimitivePlottableProtocol`; do not conform your own types to it).
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {}

extension PrimitivePlottableProtocol {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
/// `Decimal` is quantitative, plotted as its `Double` value (a money amount, a glucose reading:
/// `.value("Glucose", reading.value)` with `value: Decimal`).
extension Decimal: PrimitivePlottableProtocol {}
extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}
/// `Never` is plottable so that generic chart code can name "no value" (Apple declares it too).
extension Never: PrimitivePlottableProtocol {}

/// A plotted value as the engine sees it: a number, a date or a category.
enum ChartDatum: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    init<P: Plottable>(_ value: P) {
        switch value {
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as CGFloat: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as any BinaryInteger: self = .number(Double(v))
        case let v as Decimal: self = .number(NSDecimalNumber(decimal: v).doubleValue)
        case let v as Date: self = .date(v)
        case let v as String: self = .category(v)
        default:
            if P.PrimitivePlottable.self == P.self {
                self = .category(String(describing: value))
            } else {
                self = ChartDatum(value.primitivePlottable)
            }
        }
    }

    /// The value on a continuous scale (dates as seconds since the reference date).
    var continuous: Double? {
        switch self {
        case .number(let v): v.isFinite ? v : nil
        case .date(let d): d.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    var category: String {
        switch self {
        case .number(let v): v.formatted(.number)
        case .date(let d): d.formatted(date: .abbreviated, time: .omitted)
        case .category(let s): s
        }
    }

    var isDate: Bool { if case .date = self { true } else { false } }

    static func all<P: Plottable>(_ values: [P]) -> [ChartDatum] {
        var data: [ChartDatum] = []
        for value in values { data.append(ChartDatum(value)) }
        return data
    }
}

/// A value plotted by a mark, with its label and the interval a date unit spans.
struct PlotRef: Sendable {
    var label: String
    var datum: ChartDatum
    /// The end of the interval the value spans (a date with a calendar unit, or a range).
    var end: ChartDatum?
}

/// Labeled data that a mark plots (Swift Charts' `PlottableValue`): `.value("Steps", entry.steps)`.
public struct PlottableValue<Value: Plottable> {
    let ref: PlotRef

    init(label: String, value: Value, end: ChartDatum? = nil) {
        ref = PlotRef(label: label, datum: ChartDatum(value), end: end)
    }

    /// A value with its label.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }

    /// A value with its label.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainString, value: value)
    }

    /// A value with its label.
    @_disfavoredOverload
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: labelKey.key, value: value)
    }

    /// A value with its localized label.
    @_disfavoredOverload
    public static func value(_ labelResource: LocalizedStringResource, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(localized: labelResource), value: value)
    }

    /// A range of values with its label.
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> where Value: Comparable {
        PlottableValue(label: String(label), value: range.lowerBound, end: ChartDatum(range.upperBound))
    }
}

extension PlottableValue where Value == Date {
    /// A date plotted as the interval of `unit` that contains it: `.value("Day", date, unit: .day)`.
    public static func value<S: StringProtocol>(
        _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        let interval = calendar.dateInterval(of: unit, for: value)
        return PlottableValue(label: String(label), value: interval?.start ?? value, end: interval.map { .date($0.end) })
    }

    /// A date plotted as the interval of `unit` that contains it.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        .value(label.plainString, value, unit: unit, calendar: calendar)
    }

    /// A date plotted as the interval of `unit` that contains it.
    @_disfavoredOverload
    public static func value(
        _ labelKey: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        .value(labelKey.key, value, unit: unit, calendar: calendar)
    }
}
