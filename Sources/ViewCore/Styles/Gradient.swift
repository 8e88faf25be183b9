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
        stops.map { GradientStop(color: $0.color.resolve(in: environment), location: Double($0.location)) }
    }
}

/// A gradient derived from one color (`Color.gradient`): the color, slightly lighter at the top.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    let base: Color
    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        let color = base.resolve(in: environment)
        func lift(_ v: Double) -> Double { min(v + (1 - v) * 0.15, 1) }
        let top = RGBAColor(red: lift(color.red), green: lift(color.green), blue: lift(color.blue), alpha: color.alpha)
        return .linearGradient(stops: [GradientStop(color: top, location: 0), GradientStop(color: color, location: 1)],
                               start: UnitPoint2D(x: 0.5, y: 0), end: UnitPoint2D(x: 0.5, y: 1))
    }
}

/// A gradient along a line between two unit points.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, Hashable {
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
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, Hashable {
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
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, Hashable {
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
    public var body: Never { fatalError("LinearGradient has no body") }
}

extension RadialGradient: FillingStyleView {
    public typealias Body = Never
    public var body: Never { fatalError("RadialGradient has no body") }
}

extension AngularGradient: FillingStyleView {
    public typealias Body = Never
    public var body: Never { fatalError("AngularGradient has no body") }
}
