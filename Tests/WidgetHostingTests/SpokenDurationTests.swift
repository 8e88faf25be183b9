import Foundation
import Testing
import WidgetKitSupport

@Suite("Waits as people say them")
struct SpokenDurationTests {
    @Test("Seconds, minutes and hours, rounded up to the second", arguments: [
        (0.0, "0 s"), (0.2, "1 s"), (45, "45 s"), (60, "1 min"), (64, "1 min 4 s"), (3596, "59 min 56 s"),
        (3600, "1 h"), (7500, "2 h 5 min"), (7530, "2 h 5 min"), (-3, "0 s"),
    ])
    func wording(seconds: Double, expected: String) {
        #expect(spokenDuration(seconds) == expected)
    }

    @Test("A Duration's seconds keep its fraction")
    func timeInterval() {
        #expect(Duration.milliseconds(1500).timeInterval == 1.5)
        #expect(Duration.seconds(3600).timeInterval == 3600)
        #expect(abs(Duration.nanoseconds(1).timeInterval - 1e-9) < 1e-15)
    }
}
