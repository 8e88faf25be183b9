import SwiftUI

/// A translation's level as a row of bars, one per level, filled up to the level in its colour.
struct LevelIndicator: View {
    let level: Int
    var barWidth: CGFloat = 10

    var body: some View {
        HStack(spacing: 3) {
            ForEach(Translation.minimumLevel + 1...Translation.maximumLevel, id: \.self) { step in
                Capsule()
                    .fill(step <= level ? VocabularyStyle.color(forLevel: level) : Color.secondary.opacity(0.25))
                    .frame(width: barWidth, height: 4)
            }
        }
    }
}
