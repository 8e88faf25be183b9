import AppIntents
import Testing

// `When(\.$parameter, .oneOf, [...])` as intents write it for enumeration parameters.
struct ReminderIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Reminder"
    @Parameter(title: "Period", default: .daily) var period: Period
    @Parameter(title: "Time", default: 9) var hour: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$period, .oneOf, [.weekly, .monthly]) {
            Summary("Remind \(\.$period) at \(\.$hour)")
        } otherwise: {
            Summary("Remind \(\.$period)")
        }
    }
}

struct QuietIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Quiet"
    @Parameter(title: "Period") var period: Period?

    static var parameterSummary: some ParameterSummary {
        When(\.$period, .noneOf, [.daily]) {
            Summary("Quiet")
        } otherwise: {
            Summary("Daily \(\.$period)")
        }
    }
}

@Suite("App Intents: When(_:.oneOf/.noneOf:_:) parameter summaries")
struct ParameterSummaryOneOfTests {
    @Test("oneOf chooses the summary when the value is among the given ones")
    func oneOf() {
        let intent = ReminderIntent()
        #expect(ReminderIntent.parameterSummary._sentence(for: intent) == "Remind daily")
        intent.period = .weekly
        #expect(ReminderIntent.parameterSummary._sentence(for: intent) == "Remind weekly at 9")
        intent.period = .monthly
        intent.hour = 18
        #expect(ReminderIntent.parameterSummary._sentence(for: intent) == "Remind monthly at 18")
    }

    @Test("noneOf chooses the summary when the value is none of the given ones, or unset")
    func noneOf() {
        let intent = QuietIntent()
        #expect(QuietIntent.parameterSummary._sentence(for: intent) == "Quiet")
        intent.period = .daily
        #expect(QuietIntent.parameterSummary._sentence(for: intent) == "Daily daily")
        intent.period = .monthly
        #expect(QuietIntent.parameterSummary._sentence(for: intent) == "Quiet")
    }
}
