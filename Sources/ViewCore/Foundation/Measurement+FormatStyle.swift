public import Foundation

// `Measurement.formatted(…)` and `.measurement(width:usage:numberFormatStyle:)`, which Linux's
// Foundation lacks: "21°C", "5.2 km", "3 kilometers". Visible through `SwiftUI`, `WidgetKit` and
// `UIKit` (docs/PORTING.md).

/// How a measurement's unit is chosen when it is formatted (Foundation's `MeasurementFormatUnitUsage`).
///
/// `asProvided` keeps the measurement's unit; every other usage converts a temperature to the
/// locale's scale (°F in the United States, °C elsewhere) and keeps other units as provided.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String

    init(_ name: String) { self.name = name }

    /// The locale's usual unit for the dimension.
    public static var general: Self { Self("general") }
    /// The measurement's own unit.
    public static var asProvided: Self { Self("asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Temperatures of the weather.
    public static var weather: Self { Self("weather") }
    /// Body temperatures.
    public static var person: Self { Self("person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Lengths of people.
    public static var person: Self { Self("person") }
    /// Heights of people.
    public static var personHeight: Self { Self("personHeight") }
    /// Distances on roads.
    public static var road: Self { Self("road") }
    /// Rainfall.
    public static var rainfall: Self { Self("rainfall") }
    /// Snowfall.
    public static var snowfall: Self { Self("snowfall") }
    /// Visibility.
    public static var visibility: Self { Self("visibility") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speeds.
    public static var wind: Self { Self("wind") }
}

extension Measurement where UnitType: Dimension {
    /// A style for formatting a measurement: a number and the unit in one of three widths.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit's name is.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String

            /// "3 kilometers".
            public static var wide: UnitWidth { UnitWidth(name: "wide") }
            /// "3 km".
            public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
            /// "3km".
            public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
        }

        /// The unit's width.
        public var width: UnitWidth
        /// The locale of the number and the unit's scale.
        public var locale: Locale
        /// How the unit is chosen; `nil` is `.general`.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; `nil` for the locale's default.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a temperature is written "21°" rather than "21°C".
        public var hidesScaleName: Bool

        /// A style with a width, locale, unit usage and number style.
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
            self.hidesScaleName = false
        }

        /// The style with another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The number and unit of `measurement`.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            var value = measurement.value
            var unit = measurement.unit
            if usage != .asProvided, let celsius = measurement as? Measurement<UnitTemperature> {
                let target: UnitTemperature = locale.measurementSystem == .us ? .fahrenheit : .celsius
                if target != celsius.unit {
                    value = celsius.converted(to: target).value
                    unit = target as? UnitType ?? unit
                }
            }
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(value)
            if let temperature = unit as? UnitTemperature {
                let symbol = temperature == .kelvin ? " K" : (hidesScaleName || width == .narrow && usage != .asProvided
                    ? "°" : temperature == .fahrenheit ? "°F" : "°C")
                if width == .wide {
                    let name = temperature == .kelvin ? "kelvins" : temperature == .fahrenheit ? "degrees Fahrenheit" : "degrees Celsius"
                    return "\(number) \(hidesScaleName && temperature != .kelvin ? "degrees" : name)"
                }
                return number + symbol
            }
            switch width {
            case .wide:
                return "\(number) \(Self.wideName(of: unit, plural: value != 1) ?? unit.symbol)"
            case .narrow:
                return number + unit.symbol
            default:
                return "\(number) \(unit.symbol)"
            }
        }

        /// English names of common units, for the wide width; `nil` writes the symbol.
        private static func wideName(of unit: Dimension, plural: Bool) -> String? {
            let names: [String: String] = [
                "km": "kilometer", "m": "meter", "cm": "centimeter", "mm": "millimeter", "mi": "mile", "ft": "foot",
                "in": "inch", "yd": "yard", "kg": "kilogram", "g": "gram", "lb": "pound", "oz": "ounce",
                "km/h": "kilometer per hour", "mph": "mile per hour", "m/s": "meter per second", "L": "liter",
                "kWh": "kilowatt-hour", "W": "watt", "kW": "kilowatt", "hr": "hour", "min": "minute", "s": "second",
                "kcal": "kilocalorie", "hPa": "hectopascal",
            ]
            guard let name = names[unit.symbol] else { return nil }
            guard plural else { return name }
            switch name {
            case "foot": return "feet"
            case "inch": return "inches"
            case "kilometer per hour": return "kilometers per hour"
            case "mile per hour": return "miles per hour"
            case "meter per second": return "meters per second"
            default: return name + "s"
            }
        }
    }

    /// The measurement formatted with `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }

    /// The measurement with abbreviated units in the current locale: "21°C", "5.2 km".
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension FormatStyle {
    /// A measurement style: `.formatted(.measurement(width: .wide))`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension FormatStyle where Self == Measurement<UnitTemperature>.FormatStyle {
    /// A temperature style that can hide the scale: "21°".
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self {
        var style = Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        style.hidesScaleName = hidesScaleName
        return style
    }
}
