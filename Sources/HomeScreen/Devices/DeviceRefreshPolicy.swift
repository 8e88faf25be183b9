package import Foundation

/// How long a device sleeps: until what it shows changes, within the model's and the battery's
/// limits.
///
/// A TRMNL device wakes, asks `/api/display`, draws, and sleeps `refresh_rate` seconds; a
/// browser-based server can only guess a fixed rate. Here the rate is the time until the
/// screen's next change — the earliest next entry date or scheduled reload of its widgets — one
/// second late, so the device wakes after the switch, never just before it:
///
/// - at least the model's minimum, at most ``maximumSeconds`` (a screen with no known change,
///   a `.never` widget, sleeps ``idleSeconds`` and so sees a `WidgetCenter` reload then);
/// - below ``lowBatteryVolts`` (and above 0: USB-powered devices report 0 or nothing), at least
///   ``lowBatteryMinimumSeconds``;
/// - a wake that would fall inside the night window is moved to the window's end.
///
/// ```swift
/// let policy = DeviceRefreshPolicy()
/// policy.seconds(now: now, nextChange: now + 60, minimum: 300, batteryVolts: 4.1)   // 300
/// ```
package struct DeviceRefreshPolicy: Sendable {
    /// The longest sleep, in seconds.
    package var maximumSeconds = 86_400
    /// The sleep of a screen whose widgets announce no change.
    package var idleSeconds = 3_600
    /// Below this voltage a battery counts as low (TRMNL's cells read about 4.2 V full, 3.3 V empty).
    package var lowBatteryVolts = 3.5
    /// The shortest sleep on a low battery.
    package var lowBatteryMinimumSeconds = 3_600
    /// Hours `start..<end` (local time, wrapping midnight when `start > end`) in which a device is
    /// not woken; `nil` for none.
    package var nightHours: (start: Int, end: Int)?
    /// The time zone of the night window.
    package var timeZone = TimeZone.current

    package init() {}

    /// The sleep, in whole seconds, of a device polled at `now` whose screen next changes at
    /// `nextChange` (`nil`: no change is scheduled).
    package func seconds(now: Date, nextChange: Date?, minimum: Int, batteryVolts: Double?) -> Int {
        var sleep: Int
        if let nextChange {
            let until = nextChange.timeIntervalSince(now)
            sleep = until.isFinite ? Int(min(Double(maximumSeconds), max(0, until)).rounded(.up)) + 1 : idleSeconds
        } else {
            sleep = idleSeconds
        }
        sleep = max(minimum, min(maximumSeconds, sleep))
        if let volts = batteryVolts, volts > 0, volts < lowBatteryVolts {
            sleep = max(sleep, lowBatteryMinimumSeconds)
        }
        if let night = nightHours {
            sleep = movedOutOfNight(now: now, sleep: sleep, night: night)
        }
        return sleep
    }

    /// `sleep`, lengthened so that `now + sleep` falls at the end of the night window if it fell
    /// inside it.
    private func movedOutOfNight(now: Date, sleep: Int, night: (start: Int, end: Int)) -> Int {
        guard night.start != night.end else { return sleep }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let wake = now.addingTimeInterval(TimeInterval(sleep))
        let hour = calendar.component(.hour, from: wake)
        let inside = night.start < night.end ? (night.start..<night.end).contains(hour)
            : hour >= night.start || hour < night.end
        guard inside else { return sleep }
        let startOfDay = calendar.startOfDay(for: wake)
        guard var end = calendar.date(bySettingHour: night.end, minute: 0, second: 0, of: startOfDay) else { return sleep }
        if end <= wake { end = calendar.date(byAdding: .day, value: 1, to: end) ?? end }
        return min(maximumSeconds, Int(end.timeIntervalSince(now).rounded(.up)))
    }
}
