import Foundation

/// sRGB's transfer function, both ways.
enum SRGB {
    /// Linear light of each 8-bit sRGB value.
    static let linearTable: [Float] = (0..<256).map { linear(Double($0) / 255) }

    /// Linear light of an sRGB value in 0…1.
    static func linear(_ value: Double) -> Float {
        Float(value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4))
    }

    /// The sRGB value in 0…1 of linear light `value`.
    static func encoded(_ value: Float) -> Double {
        let v = Double(max(0, min(1, value)))
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
