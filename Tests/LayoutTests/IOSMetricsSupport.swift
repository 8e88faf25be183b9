import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

/// Lays `view` out as `layout(_:in:)` does, at `scale` pixels per point (iOS devices are 3×).
@MainActor
func layout<V: View>(_ view: V, in size: CGSize, scale: Double, environment: EnvironmentValues = EnvironmentValues()) -> DisplayList {
    let context = ResolveContext(environment: environment)
    let element = context.resolveSingle(view)
    return expectingBinaryRoundTrip(
        LayoutPass.run(element, in: size, context: LayoutContext(displayScale: scale), widgetURL: context.widgetURL))
}

/// The text items of `list` whose string is `string`, in painting order.
func textItems(_ string: String, in list: DisplayList) -> [TextItem] {
    textItemsOf(list).filter { $0.lines.map(\.string).joined(separator: "\n") == string }
}

/// `length` rounded up to the pixel at `scale`, as iOS sizes text.
func pixelCeil(_ length: Double, scale: Double) -> Double {
    (length * scale - 0.0001).rounded(.up) / scale
}

/// San Francisco's line box, ascent and cap height per point of font size (2048 units per em).
let sfAscent = 1950.0 / 2048, sfDescent = 494.0 / 2048, sfCapHeight = 1443.0 / 2048
