import CongressWidgets
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

@MainActor
@Suite("Congress votes widget snapshots")
struct CongressSnapshotTests {
    private let date = RenderEnvironment.snapshotDate

    @Test("The sample's latest vote in each family, light and dark",
          arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge], [ColorScheme.light, .dark])
    func vote(family: WidgetFamily, colorScheme: ColorScheme) throws {
        try assertWidgetSnapshot(of: CongressVotesWidget.self, entry: VoteEntry.sample(at: date),
                                 family: family, colorScheme: colorScheme)
    }

    @Test("A vote without a bill is named by its question")
    func procedural() async throws {
        let votes = try await VotesService().latestHouseVotes()
        let journal = try #require(votes.first { $0.bill == nil })
        let entry = VoteEntry(date: date, content: .vote(journal, index: 0, count: 1, others: []), isSample: false)
        try assertWidgetSnapshot(of: CongressVotesWidget.self, entry: entry, family: .systemMedium, colorScheme: .dark)
        try assertWidgetSnapshot(of: CongressVotesWidget.self, entry: entry, family: .systemSmall,
                                 named: "procedural.systemSmall.light")
    }

    @Test("A failed load says what happened and when the widget tries again",
          arguments: [WidgetFamily.systemSmall, .systemLarge])
    func unavailable(family: WidgetFamily) throws {
        let entry = VoteEntry(
            date: date,
            content: .unavailable(.timedOut(host: "votes.example.org", after: .seconds(10)),
                                  nextCheck: date.addingTimeInterval(1_800)),
            isSample: false)
        try assertWidgetSnapshot(of: CongressVotesWidget.self, entry: entry, family: family)
    }

    @Test("No recent votes, in dark")
    func noVotes() throws {
        let entry = VoteEntry(date: date, content: .noVotes(nextCheck: date.addingTimeInterval(3_600)), isSample: false)
        try assertWidgetSnapshot(of: CongressVotesWidget.self, entry: entry, family: .systemMedium, colorScheme: .dark)
    }

    @Test("Tapping a vote with a link opens it; the sample has none")
    func link() throws {
        let vote = Vote(bill: VotedBill(number: "H.R. 1", title: "A"), result: "Passed", date: date,
                        tally: VoteTally(yes: 1, no: 0), url: URL(string: "https://example.org/roll/1"))
        let linked = VoteEntry(date: date, content: .vote(vote, index: 0, count: 1, others: []), isSample: false)
        let snapshot = try WidgetSnapshot(of: CongressVotesWidget.self, entry: linked)
        #expect(snapshot.displayList.widgetURL?.absoluteString == "https://example.org/roll/1")
        let sample = try WidgetSnapshot(of: CongressVotesWidget.self, entry: VoteEntry.sample(at: date))
        #expect(sample.displayList.widgetURL == nil)
    }
}
