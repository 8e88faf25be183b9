package import Foundation
package import WidgetCore

/// Placing, changing and removing widget instances.
extension TimelineScheduler {
    // MARK: Instances

    /// Places a widget: shows its placeholder and asks its provider for a first timeline.
    package func addInstance(
        _ id: WidgetInstanceID, kind: String, family: WidgetFamily, configuration: Data? = nil
    ) throws {
        guard let descriptor = registry[kind] else { throw TimelineSchedulerError.unknownKind(kind) }
        guard descriptor.supportedFamilies.contains(family) else {
            throw TimelineSchedulerError.unsupportedFamily(kind: kind, family: family)
        }
        let placeholder = descriptor.placeholder(in: context(for: family), configuration: configuration)
        let calls = try state.withLock { state -> [ProviderCall] in
            guard state.index[id] == nil else { throw TimelineSchedulerError.duplicateInstance(id) }
            // The kind may have been removed meanwhile (`removeKinds` holds this lock too).
            guard let current = kinds.withLock({ $0[kind] }) else { throw TimelineSchedulerError.unknownKind(kind) }
            let slot = Slot(id: id, kind: kind, provider: current.provider, family: family,
                            configuration: configuration, placeholder: placeholder)
            let index: Int
            if let reused = state.free.popLast() {
                index = reused
                state.slots[index] = slot
            } else {
                index = state.slots.count
                state.slots.append(slot)
            }
            state.index[id] = index
            let t = currentTime(&state)
            emit(state, slot, t, .entryChanged(DisplayedEntry(entry: placeholder, isPlaceholder: true), cause: .placeholder))
            var calls: [ProviderCall] = []
            start(&state, slot, index, reason: .initial, at: t, calls: &calls)
            reschedule(&state, slot, index)
            return calls
        }
        execute(calls)
    }

    /// Removes a placed widget. A completion still on its way is ignored.
    package func removeInstance(_ id: WidgetInstanceID) {
        state.withLock { state in
            guard let index = state.index.removeValue(forKey: id), let slot = state.slots[index] else { return }
            if slot.inFlight != 0 { state.inFlightCount -= 1 }
            state.queue.remove(slot: index)
            state.slots[index] = nil
            state.free.append(index)
        }
    }

    /// Changes a placed widget's family or configuration and reloads it (exempt from the budget).
    package func updateInstance(
        _ id: WidgetInstanceID, family: WidgetFamily? = nil, configuration: Data?? = nil
    ) throws {
        let (kind, oldFamily, oldConfiguration) = try state.withLock { state in
            guard let slot = state.slot(id) else { throw TimelineSchedulerError.unknownInstance(id) }
            return (slot.kind, slot.family, slot.configuration)
        }
        guard let descriptor = registry[kind] else { throw TimelineSchedulerError.unknownKind(kind) }
        let newFamily = family ?? oldFamily
        let newConfiguration = configuration ?? oldConfiguration
        guard descriptor.supportedFamilies.contains(newFamily) else {
            throw TimelineSchedulerError.unsupportedFamily(kind: descriptor.kind, family: newFamily)
        }
        let placeholder = descriptor.placeholder(in: context(for: newFamily), configuration: newConfiguration)
        let calls = try state.withLock { state -> [ProviderCall] in
            guard let index = state.index[id], let slot = state.slots[index] else {
                throw TimelineSchedulerError.unknownInstance(id)
            }
            slot.family = newFamily
            slot.configuration = newConfiguration
            slot.placeholder = placeholder
            var calls: [ProviderCall] = []
            let t = currentTime(&state)
            if slot.entries.isEmpty {
                emit(state, slot, t, .entryChanged(DisplayedEntry(entry: placeholder, isPlaceholder: true), cause: .placeholder))
            }
            requestReload(&state, slot, index, reason: .configurationChange, at: t, calls: &calls)
            return calls
        }
        execute(calls)
    }

    /// The placed widgets.
    package var instanceIDs: [WidgetInstanceID] {
        state.withLock { state in state.slots.compactMap { $0?.id } }
    }
}

