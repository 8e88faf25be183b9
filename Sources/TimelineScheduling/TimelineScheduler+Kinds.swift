package import WidgetCore

/// Widget kinds that come and go while the scheduler runs: a bundle installed into a running
/// home screen, uninstalled from it, or rebuilt with other widgets.
extension TimelineScheduler {
    // MARK: Kinds

    /// Adds widgets to the registry. A widget of a kind already there replaces it: placed
    /// instances of that kind ask its new provider from their next reload on.
    package func addKinds(_ descriptors: [WidgetDescriptor]) {
        guard !descriptors.isEmpty else { return }
        state.withLock { state in
            let registry = kinds.withLock { registry -> WidgetRegistry in
                registry = registry.adding(descriptors)
                return registry
            }
            let replaced = Set(descriptors.map(\.kind))
            for slot in state.slots {
                guard let slot, replaced.contains(slot.kind), let descriptor = registry[slot.kind] else { continue }
                slot.provider = descriptor.provider
            }
        }
    }

    /// Removes the widgets of the kinds for which `removes` holds, and every placed instance of
    /// them (a completion still on its way is ignored). Returns the instances removed.
    @discardableResult
    package func removeKinds(where removes: (String) -> Bool) -> [WidgetInstanceID] {
        state.withLock { state in
            kinds.withLock { registry in
                registry = registry.removing { removes($0.kind) }
            }
            var removed: [WidgetInstanceID] = []
            for (index, slot) in state.slots.enumerated() {
                guard let slot, removes(slot.kind) else { continue }
                removed.append(slot.id)
                state.index.removeValue(forKey: slot.id)
                if slot.inFlight != 0 { state.inFlightCount -= 1 }
                state.queue.remove(slot: index)
                state.slots[index] = nil
                state.free.append(index)
            }
            return removed
        }
    }
}
