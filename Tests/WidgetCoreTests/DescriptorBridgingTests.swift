import Foundation
import Testing
import ViewCore
import WidgetCore
import TestSupport

/// Completes snapshots twice; never completes timelines.
private struct StubbornProvider: TimelineProvider {
    func placeholder(in context: Context) -> TestEntry { TestEntry(date: .distantPast, id: -1) }

    func getSnapshot(in context: Context, completion: @escaping (TestEntry) -> ()) {
        completion(TestEntry(date: .distantPast, id: 1))
        completion(TestEntry(date: .distantPast, id: 2))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TestEntry>) -> ()) {}
}

/// Completes later, on another thread.
private struct SlowProvider: TimelineProvider {
    func placeholder(in context: Context) -> TestEntry { TestEntry(date: .distantPast, id: -1) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (TestEntry) -> ()) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
            completion(TestEntry(date: .distantPast, id: 7))
        }
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TestEntry>) -> ()) {
        Thread.detachNewThread {
            completion(Timeline(entries: [TestEntry(date: .distantPast, id: 8)], policy: .never))
        }
    }
}

@Suite("Erased provider calls")
struct DescriptorBridgingTests {
    let context = TimelineProviderContext(family: .systemSmall)

    @Test("The first of two completions is the result")
    func doubleCompletion() async throws {
        let stubborn = descriptor(kind: "s", provider: StubbornProvider())
        #expect(try await stubborn.snapshot(in: context).as(TestEntry.self)?.id == 1)
    }

    @Test("Completions from other threads arrive")
    func asynchronousCompletion() async throws {
        let slow = descriptor(kind: "slow", provider: SlowProvider())
        #expect(try await slow.snapshot(in: context).as(TestEntry.self)?.id == 7)
        #expect(try await slow.timeline(in: context).entries.first?.as(TestEntry.self)?.id == 8)
    }

    @Test("A completion never called ends in cancellation, not a hang")
    func cancellation() async throws {
        let stubborn = descriptor(kind: "s", provider: StubbornProvider())
        let context = context
        let task = Task { try await stubborn.timeline(in: context) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test("A completion never called ends in a timeout error")
    func timeout() async throws {
        let stubborn = descriptor(kind: "s", provider: StubbornProvider())
        await #expect(throws: ProviderTimeoutError.self) {
            try await stubborn.timeline(in: context, timeout: .milliseconds(20))
        }
        #expect(try await stubborn.snapshot(in: context, timeout: .seconds(60)).as(TestEntry.self)?.id == 1)
    }
}
