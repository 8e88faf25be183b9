import Foundation
import Testing
import SwiftUI
import WidgetRendering
import DisplayList

/// The port docs/PORTING.md gives for `DateFormatter()`: a formatter given the environment's locale.
private struct DateLine: View {
    @Environment(\.locale) private var locale
    let date: Date

    var body: some View {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .medium
        let remaining = DateComponentsFormatter()
        remaining.allowedUnits = [.hour, .minute]
        remaining.unitsStyle = .full
        let relative = RelativeDateTimeFormatter()
        return VStack {
            Text(verbatim: formatter.string(from: date))
            Text(verbatim: remaining.string(from: 2 * 3_600 + 120) ?? "")
            Text(verbatim: relative.localizedString(for: date, relativeTo: date.addingTimeInterval(2 * 86_400)))
        }
    }
}

@Suite("Formatting in the rendered locale")
struct RenderedLocaleTests {
    private static let date = Date(timeIntervalSince1970: 1_594_425_600)  // 2020-07-11

    @MainActor
    private func lines(in locale: String) -> [String] {
        let list = WidgetLayout.displayList(
            for: DateLine(date: Self.date), environment: RenderEnvironment(family: .systemMedium, locale: Locale(identifier: locale)))
        return list.allItems.flatMap { item -> [String] in
            if case .text(let text) = item { return [text.lines.map(\.string).joined(separator: " ")] }
            return []
        }
    }

    @Test("the environment's locale, and the package's formatters by default, format as iOS does in en_US, de_DE, es_ES")
    @MainActor
    func viewsFormatInTheRenderedLocale() {
        #expect(lines(in: "en_US") == ["Jul 11, 2020", "2 hours, 2 minutes", "2 days ago"])
        #expect(lines(in: "de_DE") == ["11.07.2020", "2 Stunden und 2 Minuten", "vor 2 Tagen"])
        #expect(lines(in: "es_ES") == ["11 jul 2020", "2 horas y 2 minutos", "hace 2 días"])
    }

    @Test("Foundation's Locale.current is not the rendered locale on Linux (docs/PORTING.md)")
    @MainActor
    func foundationCurrentStays() {
        _ = lines(in: "de_DE")
        #expect(Locale.current.identifier == "en_001")
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeZone = TimeZone(identifier: "UTC")
        #expect(formatter.string(from: Self.date) == "11 Jul 2020")
    }
}
