import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

// MARK: - A large stocks watchlist: ForEach rows, sparklines, colored changes

struct StockQuote: Identifiable {
    let symbol: String
    let name: String
    let price: Double
    let change: Double
    /// Closing prices of the day, oldest first.
    let history: [Double]

    var id: String { symbol }
    var isUp: Bool { change >= 0 }
    var changeText: String { (isUp ? "+" : "") + String(format: "%.2f%%", change) }
    var priceText: String { String(format: "%.2f", price) }
}

struct StocksEntry: TimelineEntry {
    let date: Date
    let quotes: [StockQuote]

    static let sample = StocksEntry(
        date: RenderEnvironment.snapshotDate,
        quotes: [
            StockQuote(symbol: "AAPL", name: "Apple Inc.", price: 193.12, change: 1.24,
                       history: [190.1, 190.8, 190.4, 191.6, 192.2, 191.9, 193.1]),
            StockQuote(symbol: "MSFT", name: "Microsoft Corporation", price: 427.87, change: -0.38,
                       history: [429.5, 430.1, 428.8, 428.9, 427.2, 427.6, 427.9]),
            StockQuote(symbol: "GOOGL", name: "Alphabet Inc. Class A", price: 175.01, change: 0.62,
                       history: [173.9, 174.2, 174.0, 174.8, 174.6, 175.3, 175.0]),
            StockQuote(symbol: "AMZN", name: "Amazon.com, Inc.", price: 184.30, change: -1.07,
                       history: [186.4, 186.0, 185.1, 185.5, 184.6, 184.2, 184.3]),
            StockQuote(symbol: "NVDA", name: "NVIDIA Corporation", price: 121.79, change: 3.52,
                       history: [117.6, 118.4, 119.9, 119.2, 120.8, 121.5, 121.8]),
            StockQuote(symbol: "TSLA", name: "Tesla, Inc.", price: 173.79, change: -2.14,
                       history: [177.5, 176.9, 176.1, 175.0, 175.4, 174.2, 173.8]),
        ])
}

/// The day's prices as a line, scaled to the frame.
struct Sparkline: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        guard let low = values.min(), let high = values.max(), values.count > 1 else { return Path() }
        let span = max(high - low, 0.0001)
        var path = Path()
        for (index, value) in values.enumerated() {
            let point = CGPoint(
                x: rect.minX + rect.width * CGFloat(index) / CGFloat(values.count - 1),
                y: rect.maxY - rect.height * CGFloat((value - low) / span))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

struct StockRow: View {
    let quote: StockQuote

    var body: some View {
        HStack(spacing: 10) {
            VStack(alignment: .leading, spacing: 1) {
                Text(quote.symbol)
                    .font(.subheadline)
                    .fontWeight(.bold)
                Text(quote.name)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            Sparkline(values: quote.history)
                .stroke(quote.isUp ? Color.green : Color.red,
                        style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                .frame(width: 64, height: 22)
            VStack(alignment: .trailing, spacing: 2) {
                Text(quote.priceText)
                    .font(.subheadline)
                    .fontWeight(.semibold)
                    .monospacedDigit()
                Text(quote.changeText)
                    .font(.caption2)
                    .fontWeight(.bold)
                    .monospacedDigit()
                    .foregroundStyle(.white)
                    .padding(.horizontal, 5)
                    .padding(.vertical, 2)
                    .background(RoundedRectangle(cornerRadius: 4).fill(quote.isUp ? Color.green : Color.red))
            }
            .frame(width: 72, alignment: .trailing)
        }
    }
}

struct StocksWidgetView: View {
    let entry: StocksEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline) {
                Text("Watchlist")
                    .font(.headline)
                Spacer()
                Text("Market Closed")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding(.bottom, 4)
            ForEach(entry.quotes) { quote in
                Divider()
                StockRow(quote: quote)
                    .frame(maxHeight: .infinity)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

// MARK: - Snapshots

@MainActor
@Suite("Stocks widget snapshots")
struct StocksWidgetTests {
    @Test("Large, light and dark", arguments: [ColorScheme.light, .dark])
    func large(colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: StocksWidgetView(entry: .sample), family: .systemLarge, colorScheme: colorScheme)
    }
}
