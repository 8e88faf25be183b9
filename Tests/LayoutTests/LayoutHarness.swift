import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

/// Lays a view out in a canvas the way a widget's content is, and finds items in the result.
@MainActor
func layout<V: View>(_ view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) -> DisplayList {
    let context = ResolveContext(environment: environment)
    let element = context.resolveSingle(view)
    return expectingBinaryRoundTrip(LayoutPass.run(element, in: size, widgetURL: context.widgetURL))
}

/// `list`, after recording an issue unless it comes back the same from its binary coding (what
/// an extension process sends its host): every display list a layout test makes is checked.
/// A list holding NaN is never `==` to itself; for it the bytes must come back the same.
func expectingBinaryRoundTrip(_ list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) -> DisplayList {
    do {
        let bytes = try list.binaryRepresentation()
        let decoded = try DisplayList(binaryRepresentation: bytes)
        if list == list {
            #expect(decoded == list, "the binary coding changed the display list", sourceLocation: sourceLocation)
        } else {
            #expect(try decoded.binaryRepresentation() == bytes, "the binary coding changed the display list",
                    sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("the binary coding failed: \(error)", sourceLocation: sourceLocation)
    }
    return list
}

/// The frames of shapes filled with exactly this color, in painting order.
func frames(of color: RGBAColor, in list: DisplayList) -> [CGRect] {
    list.allItems.compactMap { item in
        if case .shape(let shape) = item, shape.fill == .color(color) { return shape.frame }
        return nil
    }
}

func frame(of color: RGBAColor, in list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
    let found = frames(of: color, in: list)
    return try #require(found.first, "no shape filled with \(color)", sourceLocation: sourceLocation)
}

let red = RGBAColor(hex: 0xFF3B30)
let blue = RGBAColor(hex: 0x007AFF)
let green = RGBAColor(hex: 0x34C759)

func approximately(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }
func approximately(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.01) -> Bool {
    approximately(a.minX, b.minX, tolerance: tolerance) && approximately(a.minY, b.minY, tolerance: tolerance)
        && approximately(a.width, b.width, tolerance: tolerance) && approximately(a.height, b.height, tolerance: tolerance)
}
