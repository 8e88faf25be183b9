import Foundation

// SF Symbol effects (the Symbols framework, re-exported by SwiftUI on iOS): accepted so widget
// code compiles; a rendering draws the symbol still.

/// An effect that can be applied to an SF Symbol.
public protocol SymbolEffect: Sendable {}
/// An effect that runs while active (`symbolEffect(_:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that runs when a value changes (`symbolEffect(_:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol (`transition(.symbolEffect(...))`).
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// The `.pulse` symbol effect.
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var byLayer: PulseSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var wholeSymbol: PulseSymbolEffect { self }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// The `pulse` effect.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// The `.bounce` symbol effect.
public struct BounceSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var up: BounceSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var down: BounceSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var byLayer: BounceSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var wholeSymbol: BounceSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The `bounce` effect.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// The `.variableColor` symbol effect.
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var iterative: VariableColorSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var cumulative: VariableColorSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var reversing: VariableColorSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var nonReversing: VariableColorSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The `variableColor` effect.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// The `.scale` symbol effect.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var up: ScaleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var down: ScaleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var byLayer: ScaleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var wholeSymbol: ScaleSymbolEffect { self }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The `scale` effect.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// The `.appear` symbol effect.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var up: AppearSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var down: AppearSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var byLayer: AppearSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var wholeSymbol: AppearSymbolEffect { self }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The `appear` effect.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// The `.disappear` symbol effect.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var up: DisappearSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var down: DisappearSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var byLayer: DisappearSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var wholeSymbol: DisappearSymbolEffect { self }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The `disappear` effect.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// The `.replace` symbol effect.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var upUp: ReplaceSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var downUp: ReplaceSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var offUp: ReplaceSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var byLayer: ReplaceSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The `replace` effect.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// The `.wiggle` symbol effect.
public struct WiggleSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var up: WiggleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var down: WiggleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var left: WiggleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var right: WiggleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var forward: WiggleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var backward: WiggleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var clockwise: WiggleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var counterClockwise: WiggleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var byLayer: WiggleSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var wholeSymbol: WiggleSymbolEffect { self }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// The `wiggle` effect.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// The `.rotate` symbol effect.
public struct RotateSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var clockwise: RotateSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var counterClockwise: RotateSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var byLayer: RotateSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var wholeSymbol: RotateSymbolEffect { self }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// The `rotate` effect.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// The `.breathe` symbol effect.
public struct BreatheSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable {
    init() {}
    /// A variant of the effect (accepted).
    public var plain: BreatheSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var pulse: BreatheSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var byLayer: BreatheSymbolEffect { self }
    /// A variant of the effect (accepted).
    public var wholeSymbol: BreatheSymbolEffect { self }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The `breathe` effect.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// Options of a symbol effect: speed and repetition (accepted).
public struct SymbolEffectOptions: Equatable, Sendable {
    init() {}
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
    /// Runs an indefinite symbol effect while `isActive`: drawn still.
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        self
    }

    /// Runs a discrete symbol effect when `value` changes: drawn still.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        self
    }

    /// Removes symbol effects below (accepted).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Replaces symbols with a symbol effect (accepted: a rendering is still).
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        .identity
    }
}

extension AnyTransition {
    /// Shows or hides a symbol with a symbol effect (accepted).
    public static func symbolEffect<T: TransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> AnyTransition {
        .identity
    }
}
