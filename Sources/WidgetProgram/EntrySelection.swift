import Foundation
import WidgetCore
import Logging

/// Which entry a widget shows at a moment, asked of its provider the way the host asks.
enum EntrySelection {
    struct Selected {
        var entry: AnyEntry
        /// No entry could be had (empty timeline, failing provider): show the placeholder redacted.
        var isPlaceholder: Bool
    }

    static let providerTimeout: Duration = .seconds(15)

    /// The entry current at `date` by the rule the home screen's scheduler uses
    /// (`TimelineEntryRule`): the latest entry dated at or before it, else the earliest one.
    static func entry(
        for descriptor: WidgetDescriptor, family: WidgetFamily, at date: Date, snapshot: Bool = false,
        configuration: Data? = nil
    ) async -> Selected {
        let context = TimelineProviderContext(family: family, isPreview: snapshot)
        do {
            if snapshot {
                let entry = try await descriptor.snapshot(in: context, configuration: configuration, timeout: providerTimeout)
                return Selected(entry: entry, isPlaceholder: false)
            }
            let timeline = try await descriptor.timeline(in: context, configuration: configuration, timeout: providerTimeout)
            if let current = timeline.entry(at: date) {
                return Selected(entry: current, isPlaceholder: false)
            }
        } catch {
            Logger(label: "WidgetKitLinux.Program").warning("Provider of '\(descriptor.kind)' failed: \(error). Showing its placeholder.")
        }
        return Selected(entry: descriptor.placeholder(in: context, configuration: configuration), isPlaceholder: true)
    }
}
