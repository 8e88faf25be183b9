import SwiftUI

/// Which of the timeline's votes is shown: "● ○ ○ ○". Nothing for a single vote.
struct PageDots: View {
    let index: Int
    let count: Int

    var body: some View {
        if count > 1 {
            HStack(spacing: 4) {
                ForEach(0..<count, id: \.self) { page in
                    Circle()
                        .fill(page == index ? HierarchicalShapeStyle.primary : HierarchicalShapeStyle.tertiary)
                        .frame(width: 5, height: 5)
                }
            }
            .accessibilityLabel("Vote \(index + 1) of \(count)")
        }
    }
}
