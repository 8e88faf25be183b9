import Charts
import Foundation
import Testing
import DisplayList
@testable import ViewCore

@MainActor
@Suite("Chart symbol shapes")
struct ChartSymbolShapeTests {
    private struct Reading: Identifiable {
        let minute: Int
        let value: Double
        var id: Int { minute }
    }

    private let readings = (0..<5).map { Reading(minute: $0 * 5, value: [110, 124, 118, 131, 127][$0]) }

    private func chart(_ symbol: some ChartSymbolShape) -> some View {
        Chart(readings) { reading in
            PointMark(x: .value("Minute", reading.minute), y: .value("BG", reading.value))
                .symbol(symbol)
                .symbolSize(30)
        }
        .frame(width: 150, height: 100)
    }

    @Test("SwiftUI's Circle is a ChartSymbolShape and draws as the .circle symbol")
    func circle() throws {
        let shape: any ChartSymbolShape = Circle()
        #expect(shape.perceptualUnitRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        let size = CGSize(width: 170, height: 170)
        let withCircle = shapeItems(layout(chart(Circle()), in: size))
        let withSymbol = shapeItems(layout(chart(BasicChartSymbolShape.circle), in: size))
        #expect(withCircle.count >= 5, "a symbol per point: \(withCircle.count)")
        #expect(withCircle == withSymbol)
    }
}
