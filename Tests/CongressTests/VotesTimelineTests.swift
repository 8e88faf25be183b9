@testable import CongressWidgets
import Foundation
import Testing
import TimelineScheduling
import WidgetCore

@Suite("Votes timeline")
struct VotesTimelineTests {
    let now = Date(timeIntervalSince1970: 1_791_000_000)

    private func votes(_ count: Int) -> [Vote] {
        (0..<count).map { index in
            Vote(rollCall: 100 - index, question: "On Passage", result: "Passed", date: now,
                 tally: VoteTally(yes: 300, no: 100))
        }
    }

    @Test("The first four votes, 15 minutes apart, then a reload an hour later")
    func fourOfSix() {
        let timeline = VotesTimelineProvider.timeline(for: .success(votes(6)), isSample: false, now: now)
        #expect(timeline.entries.map { $0.date.timeIntervalSince(now) } == [0, 900, 1_800, 2_700])
        #expect(timeline.entries.map { $0.vote?.rollCall } == [100, 99, 98, 97])
        #expect(timeline.policy == .after(now.addingTimeInterval(3_600)))
        guard case .vote(_, let index, let count, let others) = timeline.entries[1].content else {
            Issue.record("expected a vote")
            return
        }
        #expect(index == 1)
        #expect(count == 4)
        #expect(others.map(\.rollCall) == [100, 98, 97])
    }

    @Test("Fewer than four votes give fewer entries and the same hourly reload", arguments: [1, 2, 3])
    func fewer(count: Int) {
        let timeline = VotesTimelineProvider.timeline(for: .success(votes(count)), isSample: true, now: now)
        #expect(timeline.entries.count == count)
        let allSample = timeline.entries.allSatisfy(\.isSample)
        #expect(allSample)
        #expect(timeline.entries.last?.date == now.addingTimeInterval(Double(count - 1) * 900))
        #expect(timeline.policy == .after(now.addingTimeInterval(3_600)))
    }

    @Test("No votes give one entry saying so")
    func empty() {
        let timeline = VotesTimelineProvider.timeline(for: .success([]), isSample: false, now: now)
        #expect(timeline.entries.map(\.content) == [.noVotes(nextCheck: now.addingTimeInterval(3_600))])
        #expect(timeline.policy == .after(now.addingTimeInterval(3_600)))
    }

    @Test("Entries describe themselves in one line for the timeline command")
    func descriptions() {
        let timeline = VotesTimelineProvider.timeline(for: .success(votes(2)), isSample: true, now: now)
        #expect(timeline.entries.map(\.description) == ["vote 1/2 Passage Passed 300–100 (sample)",
                                                         "vote 2/2 Passage Passed 300–100 (sample)"])
        let failed = VoteEntry(date: now, content: .unavailable(.httpStatus(500, reason: ""), nextCheck: now),
                               isSample: false)
        #expect(failed.description == "unavailable: The server answered 500.")
    }

    @Test("A failed load gives one entry with the error and retries after 30 minutes")
    func failed() {
        let error = VotesServiceError.httpStatus(502, reason: "Bad Gateway")
        let timeline = VotesTimelineProvider.timeline(for: .failure(error), isSample: false, now: now)
        #expect(timeline.entries.map(\.content) == [.unavailable(error, nextCheck: now.addingTimeInterval(1_800))])
        #expect(timeline.policy == .after(now.addingTimeInterval(1_800)))
    }
}

@Suite("Votes widget over a simulated day")
struct VotesDaySimulationTests {
    let start = Date(timeIntervalSince1970: 1_791_000_000)

    @MainActor
    private func descriptor(_ provider: VotesTimelineProvider) -> WidgetDescriptor {
        var descriptor = WidgetDescriptor.descriptors(for: CongressVotesWidget.self)[0]
        descriptor.provider = AnyTimelineProvider(provider)
        return descriptor
    }

    private func simulateDay(_ provider: VotesTimelineProvider) async -> TimelineSimulation.Result {
        let descriptor = await descriptor(provider)
        return await TimelineSimulation.run(descriptor, family: .systemMedium, from: start, duration: 86_400, providerWaitLimit: .seconds(600))
    }

    private func offsets(_ result: TimelineSimulation.Result) -> [TimeInterval] {
        result.steps.map { $0.date.timeIntervalSince(start) }
    }

    private func rollCalls(_ result: TimelineSimulation.Result) -> [Int?] {
        result.steps.map { $0.entry.entry.as(VoteEntry.self)?.vote?.rollCall }
    }

    @Test("Six votes: the first four every 15 minutes, a reload every hour")
    func fullDay() async throws {
        try await withFixtureServer { server in
            let result = await simulateDay(VotesTimelineProvider(service: server.service("/votes")))
            let hour: [TimeInterval] = [0, 900, 1_800, 2_700]
            var expectedOffsets: [TimeInterval] = []
            for h in 0..<24 { expectedOffsets += hour.map { $0 + Double(h) * 3_600 } }
            expectedOffsets.append(86_400)
            var expectedRollCalls: [Int?] = []
            for _ in 0..<24 { expectedRollCalls += [906, 905, 904, 903] }
            expectedRollCalls.append(906)
            let actualOffsets = offsets(result)
            let actualRollCalls = rollCalls(result)
            #expect(actualOffsets == expectedOffsets)
            #expect(actualRollCalls == expectedRollCalls)
            #expect(result.reloads.map(\.reason) == [.initial] + Array(repeating: .policy, count: 24))
            #expect(result.steps.allSatisfy { !$0.entry.isPlaceholder })
            #expect(server.hits["/votes"] == 25)
        }
    }

    @Test("Two votes: two entries an hour, the second shown until the reload")
    func fewerThanFour() async throws {
        try await withFixtureServer { server in
            let result = await simulateDay(VotesTimelineProvider(service: server.service("/few")))
            var expectedOffsets: [TimeInterval] = []
            for h in 0..<24 { expectedOffsets += [0, 900].map { $0 + Double(h) * 3_600 } }
            expectedOffsets.append(86_400)
            var expectedRollCalls: [Int?] = []
            for _ in 0..<24 { expectedRollCalls += [906, 905] }
            expectedRollCalls.append(906)
            let actualOffsets = offsets(result)
            let actualRollCalls = rollCalls(result)
            #expect(actualOffsets == expectedOffsets)
            #expect(actualRollCalls == expectedRollCalls)
        }
    }

    @Test("No votes: one honest entry an hour")
    func noVotes() async throws {
        try await withFixtureServer { server in
            let result = await simulateDay(VotesTimelineProvider(service: server.service("/empty")))
            #expect(offsets(result) == (0...24).map { Double($0) * 3_600 })
            #expect(result.steps.allSatisfy {
                if case .noVotes = $0.entry.entry.as(VoteEntry.self)?.content { true } else { false }
            })
        }
    }

    @Test("A failing server: an entry saying why, a retry every 30 minutes, within the budget")
    func failingServer() async throws {
        try await withFixtureServer { server in
            let result = await simulateDay(VotesTimelineProvider(service: server.service("/error")))
            #expect(offsets(result) == (0...48).map { Double($0) * 1_800 })
            #expect(result.steps.allSatisfy {
                if case .unavailable(.httpStatus(500, _), _) = $0.entry.entry.as(VoteEntry.self)?.content { true } else { false }
            })
            #expect(result.reloads.filter { $0.reason.isBudgeted }.count == 48)
            #expect(!result.events.contains { if case .reloadDeferred = $0.kind { true } else { false } })
        }
    }

    @Test("A failed load is followed by the votes as soon as the retry succeeds")
    func recovery() async throws {
        try await withFixtureServer { server in
            let result = await simulateDay(VotesTimelineProvider(service: server.service("/flaky")))
            let first = try #require(result.steps.first?.entry.entry.as(VoteEntry.self))
            guard case .unavailable(.httpStatus(503, _), _) = first.content else {
                Issue.record("expected the 503 first, got \(first.content)")
                return
            }
            #expect(Array(offsets(result).prefix(5)) == [0, 1_800, 2_700, 3_600, 4_500])
            #expect(Array(rollCalls(result).prefix(5)) == [nil, 906, 905, 904, 903])
        }
    }

    @Test("A bad CONGRESS_VOTES_URL shows as an error entry, without a request")
    func badConfiguration() async {
        let result = await simulateDay(VotesTimelineProvider(environment: ["CONGRESS_VOTES_URL": "not a url"]))
        let entry = result.steps.first?.entry.entry.as(VoteEntry.self)
        guard case .unavailable(.invalidConfiguration(let message), _) = entry?.content else {
            Issue.record("expected a configuration error, got \(String(describing: entry))")
            return
        }
        #expect(message == #"CONGRESS_VOTES_URL must be an http(s) URL, not "not a url"."#)
    }

    @Test("With nothing configured the widget shows the sample votes, offline")
    func sampleByDefault() async {
        let result = await simulateDay(VotesTimelineProvider(environment: [:]))
        #expect(Array(rollCalls(result).prefix(4)) == [412, 411, 410, 409])
        #expect(result.steps.allSatisfy { $0.entry.entry.as(VoteEntry.self)?.isSample == true })
    }
}
