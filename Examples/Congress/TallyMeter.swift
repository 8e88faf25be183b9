import SwiftUI

/// A bar of equal segments standing for the House, coloured yes, no, present and not voting in
/// proportion to the tally (largest remainders decide the rounding), so every vote of a
/// segment's worth shows.
struct TallyMeter: View {
    let tally: VoteTally
    var segments: Int = 24
    var height: CGFloat = 6
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = VotePalette(colorScheme: colorScheme)
        let counts = Self.apportion(tally, into: segments)
        let colours = [palette.yes, palette.no, palette.present, palette.notVoting]
        HStack(spacing: 1.5) {
            ForEach(0..<segments, id: \.self) { segment in
                Capsule()
                    .fill(colours[Self.part(of: segment, counts: counts)])
                    .frame(maxWidth: .infinity)
                    .frame(height: height)
            }
        }
        .accessibilityLabel("\(tally.yes) yes, \(tally.no) no, \(tally.present) present, \(tally.notVoting) not voting")
    }

    /// Segments for yes, no, present and not voting, summing to `segments`.
    nonisolated static func apportion(_ tally: VoteTally, into segments: Int) -> [Int] {
        let parts = [tally.yes, tally.no, tally.present, tally.notVoting].map { max($0, 0) }
        let total = parts.reduce(0, +)
        guard total > 0 else { return [0, 0, 0, segments] }
        let exact = parts.map { Double($0) * Double(segments) / Double(total) }
        var counts = exact.map { Int($0.rounded(.down)) }
        let remainders = exact.indices.map { exact[$0] - Double(counts[$0]) }
        let order = exact.indices.sorted { remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1 }
        for index in order.prefix(segments - counts.reduce(0, +)) {
            counts[index] += 1
        }
        return counts
    }

    /// Which part (0 yes … 3 not voting) the segment at `segment` belongs to.
    nonisolated private static func part(of segment: Int, counts: [Int]) -> Int {
        var end = 0
        for (index, count) in counts.enumerated() {
            end += count
            if segment < end { return index }
        }
        return counts.count - 1
    }
}
