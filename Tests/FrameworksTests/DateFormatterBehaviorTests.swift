// Formatter behaviours as iOS code sets them out of habit (a glucose widget's shared formatters),
// compiled in a file that imports SwiftUI beside Foundation.
import Foundation
import Testing
import SwiftUI

/// A shared formatter as widget code keeps one: the behaviour set before the format.
private enum Formatters {
    static let time: DateFormatter = {
        let formatter = DateFormatter()
        formatter.formatterBehavior = .behavior10_4
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    static let reading: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.formatterBehavior = .behavior10_4
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 1
        return formatter
    }()
}

@Suite("Foundation: formatter behaviours iOS code sets")
struct DateFormatterBehaviorTests {
    @Test("A date formatter set to behaviour 10.4 formats as before and reports that behaviour")
    func dateFormatter() {
        let date = Date(timeIntervalSince1970: 13 * 3_600 + 7 * 60)
        #expect(Formatters.time.string(from: date) == "13:07")
        #expect(Formatters.time.formatterBehavior == .behavior10_4)
        let fresh = DateFormatter()
        #expect(fresh.formatterBehavior == .behavior10_4, "iOS's one behaviour is every formatter's")
        fresh.formatterBehavior = .default
        #expect(fresh.formatterBehavior == .behavior10_4, "the default is 10.4's")
        #expect(DateFormatter.defaultFormatterBehavior == .behavior10_4)
        DateFormatter.defaultFormatterBehavior = .behavior10_4
        #expect(DateFormatter.Behavior(rawValue: 1040) == .behavior10_4, "Apple's raw values")
        #expect(DateFormatter.Behavior(rawValue: 1000) == nil, "macOS's 10.0 behaviour is not on iOS")
    }

    @Test("A number formatter set to behaviour 10.4 formats as before")
    func numberFormatter() {
        #expect(Formatters.reading.string(from: 5.55) == "5.6" || Formatters.reading.string(from: 5.55) == "5.5")
        #expect(Formatters.reading.string(from: 1234.5) == "1,234.5")
        #expect(Formatters.reading.formatterBehavior == .behavior10_4)
        NumberFormatter.setDefaultFormatterBehavior(.behavior10_4)
        #expect(NumberFormatter.defaultFormatterBehavior() == .behavior10_4)
    }
}
