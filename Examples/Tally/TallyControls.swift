import AppIntents
import SwiftUI
import WidgetKit

// Tally's controls (iOS 18), written exactly as an iOS widget extension writes them: a button
// that adds one, and a toggle that locks the tally. Both run the widget's own intents; after
// each, the controls and the Tally widget reload and show the new state.

/// Says whether the tally is locked, for the lock toggle.
struct TallyLockValueProvider: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async throws -> Bool {
        TallyStore.isLocked
    }
}

/// Adds one to the tally from Control Center.
public struct TallyAddControl: ControlWidget {
    public init() {}

    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.tally.add") {
            ControlWidgetButton(action: ChangeTallyIntent(amount: 1)) {
                Label("Add One", systemImage: "plus.circle")
            }
        }
        .displayName("Add to Tally")
        .description("Adds one to the tally.")
    }
}

/// Locks or unlocks the tally from Control Center.
public struct TallyLockControl: ControlWidget {
    public init() {}

    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.tally.lock", provider: TallyLockValueProvider()) { isLocked in
            ControlWidgetToggle("Tally Lock", isOn: isLocked, action: LockTallyIntent()) { isOn in
                Label(isOn ? "Locked" : "Unlocked", systemImage: isOn ? "lock.fill" : "lock.open")
            }
            .tint(.orange)
        }
        .displayName("Tally Lock")
        .description("Locks the tally so its buttons do nothing.")
    }
}
