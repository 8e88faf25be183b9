// Issue 27's smaller pieces in Swift 5 mode, as most extensions compile them: an iOS 14 intent
// handler's resolve method, a row size by family, Darwin-qualified rounding, a hue from
// `Decimal`s, and chart points with a shadow.
import Foundation
import Testing
import WidgetKit
import SwiftUI
import Charts
import WidgetRendering
import DisplayList

final class Swift5IntentHandler: INExtension {
    func resolveCity(for city: String?, with completion: @escaping (INStringResolutionResult) -> Void) {
        guard let city = city, !city.isEmpty else {
            completion(INStringResolutionResult.needsValue())
            return
        }
        completion(INStringResolutionResult.success(with: city))
    }

    override func handler(for intent: INIntent) -> Any { self }
}

extension WidgetFamily {
    var swift5RowSize: SidebarRowSize {
        switch self {
        case .systemSmall: return .small
        case .systemLarge: return .large
        default: return .medium
        }
    }
}

extension Double {
    func swift5Rounded(toPlaces places: Int) -> Double {
        let multiplier = Darwin.pow(10.0, Double(places))
        return Darwin.round(self * multiplier) / multiplier
    }
}

struct Swift5ShadowedPoints: View {
    let values: [Double]

    var body: some View {
        Chart {
            ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                PointMark(x: .value("Index", index), y: .value("Value", value))
                    .symbolSize(16)
                    .shadow(color: Color.black.opacity(0.25), radius: 2, x: 0, y: 0)
                    .foregroundStyle(Color.orange)
            }
        }
    }
}

@MainActor
@Suite("Swift 5 mode: resolution results, SidebarRowSize, Darwin math, chart shadows")
struct LongTailIdiomsSwift5Tests {
    @Test("Each piece compiles in Swift 5 mode and does what it does in Swift 6 mode")
    func pieces() {
        var result: INStringResolutionResult?
        Swift5IntentHandler().resolveCity(for: "Hue") { result = $0 }
        #expect(result?._resolution == .success)
        #expect(WidgetFamily.systemSmall.swift5RowSize == .small)
        #expect(1.005.swift5Rounded(toPlaces: 1) == 1.0)
        let ratio = CGFloat(truncating: (Decimal(3) - 1) / 4 as NSNumber)
        #expect(ratio == 0.5)
        let list = WidgetLayout.displayList(for: Swift5ShadowedPoints(values: [1, 3, 2]), environment: RenderEnvironment(family: .systemSmall))
        let shadows = list.allItems.filter { if case .group(let group) = $0 { return group.shadow != nil } else { return false } }
        #expect(shadows.count == 3)
    }
}
