import Foundation
import WidgetKit

/// When the panel asks for a new timeline: two hours after the last one, so the sample
/// weather and the date stay current.
enum ShortcutsRefresh {
    /// Hours between timelines.
    static let hours = 2

    /// The timeline of one entry shown from `now`, reloaded two hours later.
    static func timeline(with entry: ShortcutsEntry, from now: Date) -> Timeline<ShortcutsEntry> {
        let next = Calendar.current.date(byAdding: .hour, value: hours, to: now) ?? now.addingTimeInterval(Double(hours) * 3_600)
        return Timeline(entries: [entry], policy: .after(next))
    }
}
