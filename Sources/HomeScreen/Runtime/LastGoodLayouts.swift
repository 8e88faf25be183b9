import Foundation
package import DisplayList
package import WidgetRendering
import Synchronization

/// The last display list each hosted instance's extension laid out, per environment, so a widget
/// keeps showing what it last showed while its extension is away (ended, in its restart backoff,
/// or not answering): any format and scale is encoded from the list, marked stale, and only a
/// widget that never rendered in that environment answers 503.
///
/// The environment is keyed without its moment, scale and placeholder flag (a display list is in
/// points; encoding at another scale only draws it larger). Each instance keeps at most
/// ``variantsPerInstance`` environments (the page asks two colour schemes; displays one or two
/// more), the oldest dropped first, so the memory it holds is bounded by the instances placed.
package final class LastGoodLayouts: Sendable {
    /// A display list with the widget's accessible title, as the extension answered it.
    package struct Layout: Sendable {
        package var list: DisplayList
        package var title: String
    }

    private struct Variant {
        var environment: RenderEnvironment
        var layout: Layout
    }

    private let layouts = Mutex<[String: [Variant]]>([:])
    /// The most environments kept per instance.
    package let variantsPerInstance: Int

    package init(variantsPerInstance: Int = 8) {
        self.variantsPerInstance = variantsPerInstance
    }

    /// Keeps `layout` as instance `id`'s last good layout in `environment`.
    package func record(_ layout: Layout, instance id: String, environment: RenderEnvironment) {
        let key = Self.key(environment)
        let limit = variantsPerInstance
        layouts.withLock { layouts in
            var variants = layouts[id, default: []]
            variants.removeAll { $0.environment == key }
            variants.append(Variant(environment: key, layout: layout))
            if variants.count > limit { variants.removeFirst(variants.count - limit) }
            layouts[id] = variants
        }
    }

    /// Instance `id`'s last good layout in `environment`, if it ever rendered there.
    package func layout(instance id: String, environment: RenderEnvironment) -> Layout? {
        let key = Self.key(environment)
        return layouts.withLock { $0[id]?.last { $0.environment == key }?.layout }
    }

    /// Forgets instance `id` (it was removed, or left the scheduler).
    package func remove(_ id: String) {
        _ = layouts.withLock { $0.removeValue(forKey: id) }
    }

    /// The number of instances with a layout kept.
    package var count: Int { layouts.withLock { $0.count } }

    /// `environment` without what does not change a layout's meaning: the moment, the scale and
    /// the placeholder flag.
    private static func key(_ environment: RenderEnvironment) -> RenderEnvironment {
        var key = environment
        key.date = Date(timeIntervalSinceReferenceDate: 0)
        key.displayScale = 1
        key.isPlaceholder = false
        return key
    }
}
