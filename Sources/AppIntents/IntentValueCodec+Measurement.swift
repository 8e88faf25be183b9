import Foundation

// `Measurement` parameters (`@Parameter(title: "Distance") var distance: Measurement<UnitLength>`)
// are shown as a number field and stored as a number in the dimension's base unit (metres,
// seconds, kilograms, …), so a stored configuration does not depend on a locale's units.

/// A `Measurement` whose unit type has a base unit.
protocol MeasurementValueType {
    /// The value in the unit type's base unit (`nil` if the unit is not a `Dimension`).
    var baseUnitValue: Double? { get }
    /// A measurement of `value` base units, or `nil` if the unit type has no base unit.
    static func make(baseUnitValue value: Double) -> Any?
}

extension Measurement: MeasurementValueType {
    var baseUnitValue: Double? {
        guard let dimension = unit as? Dimension else { return nil }
        return dimension.converter.baseUnitValue(fromValue: value)
    }

    static func make(baseUnitValue value: Double) -> Any? {
        guard let dimension = UnitType.self as? Dimension.Type,
              let unit = dimension.baseUnit() as? UnitType else { return nil }
        return Measurement(value: value, unit: unit)
    }
}
