import Foundation

/// What a device shows: one widget instance full screen, or a mashup of several, each in a
/// slot of TRMNL's layouts.
///
/// ```swift
/// let screen = DeviceScreen(layout: .halfHorizontal, instances: [weatherID, calendarID])
/// screen.layout.slots(width: 800, height: 480)   // top 800×240, bottom 800×240
/// ```
package struct DeviceScreen: Codable, Hashable, Sendable {
    /// How the screen is divided.
    package enum Layout: String, Codable, Hashable, Sendable, CaseIterable {
        /// One slot, the whole screen.
        case full
        /// Two slots one above the other (TRMNL's `half_horizontal`).
        case halfHorizontal = "half-horizontal"
        /// Two slots side by side (TRMNL's `half_vertical`).
        case halfVertical = "half-vertical"
        /// Four slots, two by two (TRMNL's `quadrant`).
        case quadrant

        /// How many instances it shows.
        package var slotCount: Int {
            switch self {
            case .full: 1
            case .halfHorizontal, .halfVertical: 2
            case .quadrant: 4
            }
        }

        /// The slots' rectangles in a `width` × `height` canvas, reading order.
        package func slots(width: Int, height: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
            let halfWidth = width / 2, halfHeight = height / 2
            switch self {
            case .full: return [(0, 0, width, height)]
            case .halfHorizontal: return [(0, 0, width, halfHeight), (0, halfHeight, width, height - halfHeight)]
            case .halfVertical: return [(0, 0, halfWidth, height), (halfWidth, 0, width - halfWidth, height)]
            case .quadrant:
                return [(0, 0, halfWidth, halfHeight), (halfWidth, 0, width - halfWidth, halfHeight),
                        (0, halfHeight, halfWidth, height - halfHeight),
                        (halfWidth, halfHeight, width - halfWidth, height - halfHeight)]
            }
        }
    }

    /// The layout.
    package var layout: Layout
    /// Widget instance ids, one per slot in reading order (fewer leaves slots empty).
    package var instances: [String]

    package init(layout: Layout, instances: [String]) {
        self.layout = layout
        self.instances = instances
    }

    /// Why this screen cannot be shown, or `nil`.
    package var problem: String? {
        if instances.count > layout.slotCount {
            return "The \(layout.rawValue) layout has \(layout.slotCount) slot\(layout.slotCount == 1 ? "" : "s"), not \(instances.count)."
        }
        if instances.contains(where: { $0.isEmpty || $0.count > 64 }) { return "An instance id is empty or too long." }
        return nil
    }

    /// This screen as stored (`DeviceRecord.screen`).
    package var json: String {
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self)
    }

    /// A stored screen, or `nil` for none or an unreadable one.
    package init?(json: String?) {
        guard let json, let screen = try? JSONDecoder().decode(DeviceScreen.self, from: Data(json.utf8)) else { return nil }
        self = screen
    }
}
