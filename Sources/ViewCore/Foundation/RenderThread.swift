package import Foundation
import WidgetKitSupport

/// What the render running on this thread is drawn in, for API that reads a device setting on
/// iOS: the default locale of this package's formatters (`DateComponentsFormatter`,
/// `RelativeDateTimeFormatter`) and the text size of `UIFontMetrics` and `UIFont.preferredFont`.
/// (Foundation's `Locale.current` cannot be changed: docs/PORTING.md.)
///
/// A render lays a widget out on one thread, one render at a time per thread (`WidgetLayout`
/// runs on the main actor), so a per-thread value set around the render is that render's,
/// whatever other threads render. Outside a render the process's values apply (`render
/// --locale` sets them, so providers format in it too), else Foundation's and the default size.
package enum RenderThread {
    private final class State {
        var locale: Locale?
        var dynamicTypeSize: DynamicTypeSize?
    }

    private struct ProcessDefaults {
        var locale: Locale?
        var dynamicTypeSize: DynamicTypeSize?
    }

    private static let perThread = PerThread<State>()
    private static let processDefaults = LockIsolated(ProcessDefaults())

    /// The locale in effect on the calling thread, if the package set one.
    package static var locale: Locale? {
        perThread.existing?.locale ?? processDefaults.withLock { $0.locale }
    }

    /// The text size in effect on the calling thread; `.large` when none was set.
    package static var dynamicTypeSize: DynamicTypeSize {
        perThread.existing?.dynamicTypeSize ?? processDefaults.withLock { $0.dynamicTypeSize } ?? .large
    }

    /// Sets what every thread sees when no render of its own is running.
    package static func setProcessDefaults(locale: Locale?, dynamicTypeSize: DynamicTypeSize?) {
        processDefaults.withLock { $0 = ProcessDefaults(locale: locale, dynamicTypeSize: dynamicTypeSize) }
    }

    /// Runs `body` with this thread drawing in `locale` and `dynamicTypeSize`, then restores the previous values.
    package static func withRender<T>(
        locale: Locale, dynamicTypeSize: DynamicTypeSize? = nil, _ body: () throws -> T
    ) rethrows -> T {
        let state = perThread.value(orMake: { State() })
        let previous = (state.locale, state.dynamicTypeSize)
        state.locale = locale
        if let dynamicTypeSize { state.dynamicTypeSize = dynamicTypeSize }
        defer { (state.locale, state.dynamicTypeSize) = previous }
        return try body()
    }
}
