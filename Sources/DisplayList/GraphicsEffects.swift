import Foundation

/// A filter applied to a group's pixels (after its clip, before its mask, shadow and opacity):
/// `blur(radius:opaque:)` and SwiftUI's colour filters.
///
/// Every colour filter is a 4×5 colour matrix on unpremultiplied sRGB components
/// (``colorMatrix``); the PNG renderer applies that matrix per pixel, SVG uses `feColorMatrix`
/// with the same values, and HTML the CSS filter function defined by the same matrix in the
/// Filter Effects specification (or an SVG filter where CSS has none).
///
/// ```swift
/// GroupItem(filters: [.grayscale(1), .blur(radius: 4, opaque: false)], children: items)
/// ```
public enum GraphicsFilter: Sendable, Codable, Hashable {
    /// A Gaussian blur with standard deviation `radius` points. With `opaque` the edges are
    /// extended instead of fading and the result is opaque.
    case blur(radius: Double, opaque: Bool)
    /// Towards grey by `amount` (0 = unchanged, 1 = grey), CSS `grayscale()`.
    case grayscale(Double)
    /// Saturation scaled by `amount` (0 = grey, 1 = unchanged), CSS `saturate()`.
    case saturation(Double)
    /// `amount` added to red, green and blue (SwiftUI's `brightness(_:)`: 0 = unchanged, 1 = white).
    case brightness(Double)
    /// Contrast scaled by `amount` around mid-grey (1 = unchanged), CSS `contrast()`.
    case contrast(Double)
    /// The hue rotated by `degrees`, CSS `hue-rotate()`.
    case hueRotation(degrees: Double)
    /// Each colour component `c` becomes `1 − c`, CSS `invert(1)`.
    case colorInvert
    /// Components multiplied by a colour's (alpha included).
    case colorMultiply(RGBAColor)
    /// Alpha becomes the luminance, colour black (SwiftUI's `luminanceToAlpha()`).
    case luminanceToAlpha
    /// Every pixel becomes `tint`: at the pixel's luminance as opacity (`fromLuminance`, a
    /// widget's vibrant mode) or at the pixel's own alpha (a template, the accented mode); the
    /// opacity is multiplied by the tint's alpha (see ``ColorTreatment``).
    case monochrome(RGBAColor, fromLuminance: Bool)

    /// The colour matrix of a colour filter; `nil` for a blur.
    public var colorMatrix: ColorMatrixValues? {
        switch self {
        case .blur:
            return nil
        case .grayscale(let amount):
            let a = 1 - min(max(amount.isFinite ? amount : 0, 0), 1)
            return ColorMatrixValues(rows: [
                [0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a, 0, 0],
                [0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a, 0, 0],
                [0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a, 0, 0],
                [0, 0, 0, 1, 0],
            ])
        case .saturation(let amount):
            let s = max(amount.isFinite ? amount : 1, 0)
            return ColorMatrixValues(rows: [
                [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
                [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
                [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
                [0, 0, 0, 1, 0],
            ])
        case .brightness(let amount):
            let b = amount.isFinite ? amount : 0
            return ColorMatrixValues(rows: [[1, 0, 0, 0, b], [0, 1, 0, 0, b], [0, 0, 1, 0, b], [0, 0, 0, 1, 0]])
        case .contrast(let amount):
            let c = amount.isFinite ? amount : 1
            let t = 0.5 - 0.5 * c
            return ColorMatrixValues(rows: [[c, 0, 0, 0, t], [0, c, 0, 0, t], [0, 0, c, 0, t], [0, 0, 0, 1, 0]])
        case .hueRotation(let degrees):
            let r = (degrees.isFinite ? degrees : 0) * .pi / 180
            let cosine = cos(r), sine = sin(r)
            return ColorMatrixValues(rows: [
                [0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715,
                 0.072 - cosine * 0.072 + sine * 0.928, 0, 0],
                [0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140,
                 0.072 - cosine * 0.072 - sine * 0.283, 0, 0],
                [0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715,
                 0.072 + cosine * 0.928 + sine * 0.072, 0, 0],
                [0, 0, 0, 1, 0],
            ])
        case .colorInvert:
            return ColorMatrixValues(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])
        case .colorMultiply(let color):
            return ColorMatrixValues(rows: [
                [color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.alpha, 0],
            ])
        case .luminanceToAlpha:
            return ColorMatrixValues(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])
        case .monochrome(let tint, let fromLuminance):
            let a = tint.alpha
            let alphaRow: [Double] = fromLuminance
                ? [ColorTreatment.luma.red * a, ColorTreatment.luma.green * a, ColorTreatment.luma.blue * a, 0, 0]
                : [0, 0, 0, a, 0]
            return ColorMatrixValues(rows: [
                [0, 0, 0, 0, tint.red], [0, 0, 0, 0, tint.green], [0, 0, 0, 0, tint.blue], alphaRow,
            ])
        }
    }
}

/// A 4×5 colour matrix (rows red, green, blue, alpha; columns R, G, B, A and an offset) on
/// unpremultiplied components in 0…1, as SVG's `feColorMatrix type="matrix"`.
public struct ColorMatrixValues: Sendable, Hashable {
    /// The 20 values row by row.
    public var values: [Double]

    public init(rows: [[Double]]) {
        values = rows.flatMap { $0 }
    }

    /// The matrix applied to a colour, components clamped to 0…1.
    public func apply(to color: RGBAColor) -> RGBAColor {
        let input = [color.red, color.green, color.blue, color.alpha, 1]
        func row(_ index: Int) -> Double {
            var sum = 0.0
            for column in 0..<5 { sum += values[index * 5 + column] * input[column] }
            return min(max(sum.isFinite ? sum : 0, 0), 1)
        }
        return RGBAColor(red: row(0), green: row(1), blue: row(2), alpha: row(3))
    }
}

/// How a group is composited with what is behind it (`blendMode(_:)`); raw values are the CSS
/// `mix-blend-mode` keywords.
public enum BlendModeSpec: String, Sendable, Codable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge", colorBurn = "color-burn", softLight = "soft-light", hardLight = "hard-light"
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop = "source-atop", destinationOver = "destination-over", destinationOut = "destination-out"
    case plusDarker = "plus-darker", plusLighter = "plus-lighter"
}

extension GroupItem {
    /// Whether the group uses any effect beyond clip, opacity, shadow and transform.
    public var hasCompositingEffects: Bool {
        !(filters ?? []).isEmpty || mask != nil || (blendMode.map { $0 != .normal } ?? false) || isolated == true
    }
}

/// The mask of a group (`mask(alignment:_:)`): the group shows only where these items (laid out
/// in the same coordinates) are opaque, in proportion to their alpha.
public struct GroupMask: Sendable, Codable, Hashable {
    public var items: [DisplayItem]

    public init(items: [DisplayItem]) {
        self.items = items
    }
}
