import Foundation
import Testing
import SwiftUI
import ViewCore

/// `DateComponentsFormatter` as Apple documents it (the examples in its reference pages).
@Suite("DateComponentsFormatter")
struct DateComponentsFormatterTests {
    private func formatter(
        _ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle, locale: String = "en_US"
    ) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        return formatter
    }

    @Test("positional: leading zeros dropped, the rest padded; at least minutes and seconds")
    func positional() {
        let hms = formatter([.hour, .minute, .second], .positional)
        #expect(hms.string(from: 3_610) == "1:00:10")
        #expect(hms.string(from: 10) == "0:10")
        #expect(hms.string(from: 3_930) == "1:05:30")
        hms.zeroFormattingBehavior = .pad
        #expect(hms.string(from: 60) == "00:01:00")
        #expect(formatter([.minute, .second], .positional).string(from: 125) == "2:05")
    }

    @Test("each units style in English")
    func styles() {
        let interval: TimeInterval = 9 * 3_600 + 41 * 60 + 30
        let units: NSCalendar.Unit = [.hour, .minute, .second]
        #expect(formatter(units, .abbreviated).string(from: interval) == "9h 41m 30s")
        #expect(formatter(units, .short).string(from: interval) == "9 hr, 41 min, 30 sec")
        #expect(formatter(units, .full).string(from: interval) == "9 hours, 41 minutes, 30 seconds")
        #expect(formatter(units, .spellOut).string(from: interval) == "nine hours, forty-one minutes, thirty seconds")
        #expect(formatter(units, .brief).string(from: interval) == "9 hr 41 min 30 sec")
        #expect(formatter([.hour], .full).string(from: 3_600) == "1 hour")
    }

    @Test("zero units: dropped by default outside positional, kept by pad, the last one when all are zero")
    func zeros() {
        let dhms = formatter([.day, .hour, .minute, .second], .abbreviated)
        #expect(dhms.string(from: 3_610) == "1h 10s")
        #expect(dhms.string(from: 0) == "0s")
        dhms.zeroFormattingBehavior = .dropLeading
        #expect(dhms.string(from: 600) == "10m 0s")
        dhms.zeroFormattingBehavior = .dropTrailing
        #expect(dhms.string(from: 3_600) == "0d 1h")
        dhms.zeroFormattingBehavior = .pad
        #expect(dhms.string(from: 3_600) == "0d 1h 0m 0s")
    }

    @Test("maximumUnitCount keeps the largest units")
    func maximumUnitCount() {
        let short = formatter([.day, .hour, .minute], .abbreviated)
        short.maximumUnitCount = 2
        #expect(short.string(from: 86_400 + 2 * 3_600 + 5 * 60) == "1d 2h")
    }

    @Test("components, date ranges, negative intervals and the class method")
    func entryPoints() {
        let hm = formatter([.hour, .minute], .positional)
        #expect(hm.string(from: DateComponents(minute: 90)) == "1:30")
        let start = Date(timeIntervalSince1970: 1_594_425_600)
        #expect(hm.string(from: start, to: start.addingTimeInterval(7_200)) == "2:00")
        #expect(hm.string(from: -7_200) == "-2:00")
        #expect(hm.string(from: .infinity) == nil)
        #expect(hm.string(for: 60.0) == "0:01")
        #expect(hm.string(for: "soon") == nil)
        let ym = formatter([.year, .month, .day], .full)
        ym.referenceDate = start
        #expect(ym.string(from: DateComponents(year: 1, month: 2, day: 3)) == "1 year, 2 months, 3 days")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(hour: 2, minute: 5), unitsStyle: .abbreviated)
            == "2h 5m")
    }

    @Test("phrases: approximation and time remaining")
    func phrases() {
        let full = formatter([.minute], .full)
        full.includesApproximationPhrase = true
        full.includesTimeRemainingPhrase = true
        #expect(full.string(from: 300) == "About 5 minutes remaining")
    }

    @Test("localized through ICU in the examples' languages, with each language's list")
    func localized() {
        let interval: TimeInterval = 9 * 3_600 + 41 * 60 + 30
        let units: NSCalendar.Unit = [.hour, .minute, .second]
        #expect(formatter(units, .full, locale: "es_ES").string(from: interval) == "9 horas, 41 minutos y 30 segundos")
        #expect(formatter(units, .full, locale: "de_DE").string(from: interval) == "9 Stunden, 41 Minuten und 30 Sekunden")
        #expect(formatter([.hour, .minute], .spellOut, locale: "es_ES").string(from: 2 * 3_600 + 120)
            == "dos horas y dos minutos")
        #expect(formatter([.year, .month], .full, locale: "es_ES").string(from: DateComponents(year: 2, month: 1)) == "2 años, 1 mes")
    }

    @Test("without a calendar it formats in the rendered locale") @MainActor
    func renderedLocale() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .full
        let text = RenderThread.withRender(locale: Locale(identifier: "es_ES")) { formatter.string(from: 3_660) }
        #expect(text == "1 hora y 1 minuto")
    }
}
