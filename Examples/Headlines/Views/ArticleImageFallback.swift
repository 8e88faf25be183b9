import SwiftUI

/// What the widget draws where an article has no usable picture: a gradient in a colour
/// derived from the publication's name (the same every time) with a newspaper symbol.
struct ArticleImageFallback: View {
    /// Chooses the colour; usually the publication's name.
    let seed: String
    /// The symbol's size in points.
    var symbolSize: CGFloat = 18
    /// Where the symbol goes.
    var symbolAlignment: Alignment = .center

    var body: some View {
        let hue = Self.hue(for: seed)
        ZStack(alignment: symbolAlignment) {
            LinearGradient(
                colors: [Color(hue: hue, saturation: 0.42, brightness: 0.78),
                         Color(hue: (hue + 0.07).truncatingRemainder(dividingBy: 1), saturation: 0.62, brightness: 0.52)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
            Image(systemName: "newspaper.fill")
                .font(.system(size: symbolSize, weight: .semibold))
                .foregroundStyle(.white.opacity(0.75))
                .padding(symbolAlignment == .center ? 0 : symbolSize / 2)
        }
    }

    /// A hue in 0..<1 from a stable hash of `seed` (FNV-1a: `hashValue` changes between runs).
    static func hue(for seed: String) -> Double {
        var hash: UInt32 = 2_166_136_261
        for byte in seed.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Double(hash % 360) / 360
    }
}
