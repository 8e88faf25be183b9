public import Foundation

// The rest of `Animation`'s API, accepted for source compatibility: a rendering is still, so
// every curve is the same value.

extension Animation {
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation() }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation() }
    /// A cubic Bézier timing curve.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = 0.35) -> Animation { Animation() }
    /// A spring by response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation { Animation() }
    /// A spring by duration and bounce (iOS 17). `.spring()` is the older form, as on iOS.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation()
    }
    /// An interactive spring.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation { Animation() }
    /// A spring by mass, stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation { Animation() }
    /// A smooth spring with no bounce.
    public static var smooth: Animation { Animation() }
    /// A snappy spring with a little bounce.
    public static var snappy: Animation { Animation() }
    /// A bouncy spring.
    public static var bouncy: Animation { Animation() }
    /// A smooth spring with a duration.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    /// A snappy spring with a duration.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }
    /// A bouncy spring with a duration.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }

    /// This animation after a delay.
    public func delay(_ delay: Double) -> Animation { self }
    /// This animation at a speed.
    public func speed(_ speed: Double) -> Animation { self }
    /// This animation repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// This animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

extension AnyTransition {
    /// Slides in from the leading edge.
    public static var slide: AnyTransition { AnyTransition() }
    /// Scales from a factor around an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves by an offset.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// This transition combined with another.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
