private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The size of symbols relative to the font (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbol layers are colored; nil lets each symbol choose.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variant (`.fill`, `.circle`, …) of the symbols in this view.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Scales the symbols in this view relative to their font: `.small`, `.medium` or `.large`.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View {
        ModifiedView(self, environment: { $0.imageScale = scale })
    }

    /// How the layers of the symbols in this view are colored (every mode draws one layer here).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        ModifiedView(self, environment: { $0.symbolRenderingMode = mode })
    }

    /// Draws the symbols in this view in a variant: `Image(systemName: "heart").symbolVariant(.fill)`
    /// draws `heart.fill` (where the variant has no stand-in glyph, the plain symbol is drawn).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        ModifiedView(self, environment: { $0.symbolVariants = variant })
    }
}

/// A variant of a symbol: filled, enclosed in a shape, slashed.
///
/// ```swift
/// Label("Alarms", systemImage: "bell").symbolVariant(.circle.fill)   // bell.circle.fill
/// ```
public struct SymbolVariants: Sendable, Hashable {
    package enum Shape: Sendable, Hashable { case circle, square, rectangle }
    package var shape: Shape?
    package var isFilled = false
    package var isSlashed = false

    /// No variant: symbols as named.
    public static let none = SymbolVariants()
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed through.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, enclosed in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant, enclosed in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant, enclosed in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant, filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant, slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant includes `other`'s shape, fill and slash.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var variants = self
        change(&variants)
        return variants
    }
}
