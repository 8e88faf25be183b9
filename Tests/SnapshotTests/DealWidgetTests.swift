import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

// MARK: - A shop's "deal of the day": concatenated, markdown and formatted text

struct DealEntry: TimelineEntry {
    let date: Date
    let product: String
    let price: Double
    let oldPrice: Double
    let rating: Double
    let reviews: Int

    var discount: Double { 1 - price / oldPrice }

    static let sample = DealEntry(
        date: RenderEnvironment.snapshotDate, product: "Noise-cancelling headphones", price: 179, oldPrice: 249,
        rating: 4.7, reviews: 1_204)
}

struct DealWidgetView: View {
    let entry: DealEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            Text("Deal of the day")
                .font(.caption2)
                .fontWeight(.semibold)
                .foregroundStyle(.orange)
                .textCase(.uppercase)
                .kerning(0.5)
            Text(entry.product)
                .font(.headline)
                .lineLimit(2, reservesSpace: true)
            Text(entry.price, format: .currency(code: "USD").precision(.fractionLength(0))).font(.title2).bold()
                + Text(" ")
                + Text(entry.oldPrice, format: .currency(code: "USD").precision(.fractionLength(0)))
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .strikethrough(color: .red)
            Text("\(Image(systemName: "star.fill")) \(entry.rating, specifier: "%.1f") · \(entry.reviews) reviews")
                .font(.caption)
                .foregroundStyle(.secondary)
            Spacer(minLength: 0)
            Text("**\(entry.discount, format: .percent.precision(.fractionLength(0))) off** · _today only_")
                .font(.caption2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.background, for: .widget)
    }
}

// MARK: - Snapshots

@MainActor
@Suite("Deal widget snapshots (text styles)")
struct DealWidgetTests {
    @Test("Small, light and dark", arguments: [ColorScheme.light, .dark])
    func small(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: DealWidgetView(entry: .sample), family: .systemSmall, colorScheme: colorScheme)
    }
}
