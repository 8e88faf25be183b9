public import Foundation
package import DisplayList
import LayoutEngine

/// Colors and their locations along a gradient.
public struct Gradient: Hashable, Sendable {
    /// One color of a gradient at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colors spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let count = colors.count
        self.stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }

    package func resolve(in environment: EnvironmentValues) -> [GradientStop] {
        Self.fadingClearStops(stops.map { GradientStop(color: $0.color.resolve(in: environment), location: Double($0.location)) })
    }
}

/// A gradient derived from one color (`Color.gradient`): the color, slightly lighter at the top.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    let base: Color
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: stops(in: environment), start: UnitPoint2D(x: 0.5, y: 0), end: UnitPoint2D(x: 0.5, y: 1))
    }

    /// The two stops: the color lifted slightly towards white, then the color.
    func stops(in environment: EnvironmentValues) -> [GradientStop] {
        let color = base.resolve(in: environment)
        func lift(_ v: Double) -> Double { min(v + (1 - v) * 0.15, 1) }
        let top = RGBAColor(red: lift(color.red), green: lift(color.green), blue: lift(color.blue), alpha: color.alpha)
        return [GradientStop(color: top, location: 0), GradientStop(color: color, location: 1)]
    }

    /// `style` (a gradient style of any colors) painted with this gradient's stops.
    func styled(_ style: some ResolvableShapeStyle & Sendable) -> _AnyGradientShapeStyle {
        _AnyGradientShapeStyle(gradient: self) { style.resolvePaint(in: $0) }
    }
}

/// A gradient style (`.linearGradient(.red.gradient, …)`) whose stops are a color's gradient.
public struct _AnyGradientShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let gradient: AnyGradient
    let geometry: @Sendable (EnvironmentValues) -> Paint

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        let stops = gradient.stops(in: environment)
        switch geometry(environment) {
        case .color: return .color(stops[stops.count - 1].color)
        case .linearGradient(_, let start, let end): return .linearGradient(stops: stops, start: start, end: end)
        case .radialGradient(_, let center, let r0, let r1):
            return .radialGradient(stops: stops, center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(_, let center, let a0, let a1):
            return .angularGradient(stops: stops, center: center, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(_, let center, let r0, let r1):
            return .ellipticalGradient(stops: stops, center: center, startRadiusFraction: r0, endRadiusFraction: r1)
        }
    }
}

/// A gradient along a line between two unit points.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolve(in: environment),
                        start: UnitPoint2D(x: Double(startPoint.x), y: Double(startPoint.y)),
                        end: UnitPoint2D(x: Double(endPoint.x), y: Double(endPoint.y)))
    }
}

/// A gradient in circles around a center.
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolve(in: environment),
                        center: UnitPoint2D(x: Double(center.x), y: Double(center.y)),
                        startRadius: Double(startRadius), endRadius: Double(endRadius))
    }
}

/// A gradient sweeping around a center.
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI treats equal start and end angles as a full turn.
        self.endAngle = startAngle == endAngle ? Angle(degrees: startAngle.degrees + 360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(degrees: angle.degrees + 360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates an angular gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient from a collection of color stops that completely wraps around a center.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(stops: gradient.resolve(in: environment),
                         center: UnitPoint2D(x: Double(center.x), y: Double(center.y)),
                         startAngle: startAngle.degrees, endAngle: endAngle.degrees)
    }
}

/// Gradients and other styles are views that fill the space offered to them.
package protocol FillingStyleView: View, PrimitiveView, ResolvableShapeStyle {}

extension FillingStyleView {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(ShapeElement(outline: .rectangle, fill: resolvePaint(in: outputs.context.environment)))
    }
}

extension LinearGradient: FillingStyleView {
    public typealias Body = Never
}

extension RadialGradient: FillingStyleView {
    public typealias Body = Never
}

extension AngularGradient: FillingStyleView {
    public typealias Body = Never
}

/// A radial gradient whose ellipse is fitted to the frame it fills (iOS 15):
///
/// ```swift
/// Circle().fill(EllipticalGradient(colors: [.yellow, .orange], center: .center))
/// Rectangle().fill(.ellipticalGradient(colors: [.white, .blue], endRadiusFraction: 0.6))
/// ```
///
/// The radii are fractions of the frame: horizontally of its width, vertically of its height,
/// so the default end fraction of 0.5 reaches the frame's edges from its centre.
public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    /// Creates an elliptical gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        func clean(_ v: CGFloat) -> Double { v.isFinite ? max(Double(v), 0) : 0 }
        return .ellipticalGradient(stops: gradient.resolve(in: environment),
                                   center: UnitPoint2D(x: Double(center.x), y: Double(center.y)),
                                   startRadiusFraction: clean(startRadiusFraction), endRadiusFraction: clean(endRadiusFraction))
    }
}

extension EllipticalGradient: FillingStyleView {
    public typealias Body = Never
}

// MARK: Gradients as static members of ShapeStyle (`.fill(.linearGradient(…))`)

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of color stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from a color's gradient: `.linearGradient(.red.gradient, startPoint: .top, endPoint: .bottom)`.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        gradient.styled(LinearGradient(colors: [], startPoint: startPoint, endPoint: endPoint))
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of colors.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of color stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient from a color's gradient.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> some ShapeStyle {
        gradient.styled(RadialGradient(colors: [], center: center, startRadius: startRadius, endRadius: endRadius))
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// A radial gradient that draws an ellipse.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A radial gradient that draws an ellipse defined by a collection of colors.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A radial gradient that draws an ellipse defined by a collection of color stops.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A radial gradient that draws an ellipse, from a color's gradient.
    public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> some ShapeStyle {
        gradient.styled(EllipticalGradient(colors: [], center: center, startRadiusFraction: startRadiusFraction,
                                           endRadiusFraction: endRadiusFraction))
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient defined by a collection of colors.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient defined by a collection of color stops.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient from a color's gradient.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> some ShapeStyle {
        gradient.styled(AngularGradient(colors: [], center: center, startAngle: startAngle, endAngle: endAngle))
    }

    /// A conic gradient that completely wraps around a center point.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient defined by a collection of colors.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient defined by a collection of color stops.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// A conic gradient from a color's gradient.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> some ShapeStyle {
        gradient.styled(AngularGradient(colors: [], center: center, angle: angle))
    }
}
