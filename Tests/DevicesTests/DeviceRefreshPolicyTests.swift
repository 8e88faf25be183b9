import Foundation
@testable import HomeScreen
import Testing

@Suite struct DeviceRefreshPolicyTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func sleepsUntilJustAfterTheNextChange() {
        let policy = DeviceRefreshPolicy()
        #expect(policy.seconds(now: now, nextChange: now + 600, minimum: 60, batteryVolts: 4.1) == 601)
        #expect(policy.seconds(now: now, nextChange: now + 10, minimum: 60, batteryVolts: 4.1) == 60)
        #expect(policy.seconds(now: now, nextChange: nil, minimum: 60, batteryVolts: nil) == 3_600)
        #expect(policy.seconds(now: now, nextChange: now + 864_000, minimum: 60, batteryVolts: nil) == 86_400)
        #expect(policy.seconds(now: now, nextChange: now - 5, minimum: 300, batteryVolts: nil) == 300)
    }

    @Test func lowBatterySleepsLonger() {
        let policy = DeviceRefreshPolicy()
        #expect(policy.seconds(now: now, nextChange: now + 600, minimum: 60, batteryVolts: 3.4) == 3_600)
        // USB power reports 0: not a low battery.
        #expect(policy.seconds(now: now, nextChange: now + 600, minimum: 60, batteryVolts: 0) == 601)
    }

    @Test func aWakeInTheNightMovesToItsEnd() throws {
        var policy = DeviceRefreshPolicy()
        policy.nightHours = (start: 23, end: 6)
        policy.timeZone = try #require(TimeZone(identifier: "UTC"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = policy.timeZone
        let evening = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 22, minute: 50)))
        let sleep = policy.seconds(now: evening, nextChange: evening + 1_200, minimum: 60, batteryVolts: 4)
        let wake = evening + TimeInterval(sleep)
        #expect(calendar.component(.hour, from: wake) == 6)
        #expect(calendar.component(.day, from: wake) == 3)
        // Before the window, nothing moves.
        #expect(policy.seconds(now: evening, nextChange: evening + 300, minimum: 60, batteryVolts: 4) == 301)
    }
}
