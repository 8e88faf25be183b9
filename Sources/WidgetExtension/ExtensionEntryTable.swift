import Foundation
package import WidgetCore
import Synchronization

/// The entries an extension handed out, by serial number, so the host can ask for renders of
/// them later. A new timeline for a key (a placed widget, a gallery slot) replaces the entries
/// of that key's previous one.
package final class ExtensionEntryTable: Sendable {
    private struct State {
        var next: UInt64 = 1
        var entries: [UInt64: AnyEntry] = [:]
        var serialsByKey: [String: [UInt64]] = [:]
    }

    private let state = Mutex(State())

    package init() {}

    /// Stores `entries` as the current ones of `key` and returns their serials.
    package func store(_ entries: [AnyEntry], key: String) -> [UInt64] {
        state.withLock { state in
            for old in state.serialsByKey[key] ?? [] { state.entries[old] = nil }
            var serials: [UInt64] = []
            serials.reserveCapacity(entries.count)
            for entry in entries {
                let serial = state.next
                state.next += 1
                state.entries[serial] = entry
                serials.append(serial)
            }
            state.serialsByKey[key] = serials
            return serials
        }
    }

    /// The entry numbered `serial`, if it is still kept.
    package func entry(_ serial: UInt64) -> AnyEntry? {
        state.withLock { $0.entries[serial] }
    }

    /// How many entries are kept.
    package var count: Int { state.withLock { $0.entries.count } }
}
