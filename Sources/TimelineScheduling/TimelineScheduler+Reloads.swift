import WidgetCore

/// Reloads asked for by `WidgetCenter` and the host (the budget is applied in `service`).
extension TimelineScheduler {
    // MARK: Reloads

    /// Reloads every instance of `kind` now (or as soon as its request in flight completes).
    package func reloadTimelines(ofKind kind: String, reason: ReloadReason = .widgetCenter) {
        reload(reason: reason) { $0 == kind }
    }

    /// Reloads every instance.
    package func reloadAll(reason: ReloadReason = .widgetCenter) {
        reload(reason: reason) { _ in true }
    }

    /// Reloads one instance.
    package func reload(_ id: WidgetInstanceID, reason: ReloadReason = .widgetCenter) {
        let calls = state.withLock { state -> [ProviderCall] in
            guard let index = state.index[id], let slot = state.slots[index] else { return [] }
            var calls: [ProviderCall] = []
            requestReload(&state, slot, index, reason: reason, at: currentTime(&state), calls: &calls)
            return calls
        }
        execute(calls)
    }

    func reload(reason: ReloadReason, where matches: (String) -> Bool) {
        let calls = state.withLock { state -> [ProviderCall] in
            var calls: [ProviderCall] = []
            let t = currentTime(&state)
            for (index, slot) in state.slots.enumerated() {
                guard let slot, matches(slot.kind) else { continue }
                requestReload(&state, slot, index, reason: reason, at: t, calls: &calls)
            }
            return calls
        }
        execute(calls)
    }
}

