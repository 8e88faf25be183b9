import Testing
@testable import TimelineScheduling
import TestSupport

/// The scheduler's queue against a plain sorted model: inserts, moves earlier and later,
/// removals and pops in any order give the same (time, slot) order.
@Suite("Event queue")
struct EventQueueTests {
    /// Runs random updates, removals and pops with times from `time` against the model.
    private func check(_ queue: inout EventQueue, seed: UInt64, steps: Int = 20_000, time: (inout SplitMix64) -> Double) {
        var generator = SplitMix64(seed: seed)
        var model: [Int: Double] = [:]
        func expectedFirst() -> (time: Double, slot: Int)? {
            model.min { ($0.value, $0.key) < ($1.value, $1.key) }.map { ($0.value, $0.key) }
        }
        for _ in 0..<steps {
            let slot = Int(generator.next() % 300)
            let t = time(&generator)
            switch generator.next() % 5 {
            case 0, 1:
                queue.update(slot: slot, time: t)
                model[slot] = t
            case 2:
                queue.remove(slot: slot)
                model[slot] = nil
            case 3:
                // Looking no further than `t` turns the wheel no further than `t`.
                let first = queue.first(through: t)
                let expected = expectedFirst().flatMap { $0.time <= t ? $0 : nil }
                #expect(first?.time == expected?.time && first?.slot == expected?.slot)
            default:
                let popped = queue.popFirst()
                let expected = expectedFirst()
                #expect(popped?.time == expected?.time && popped?.slot == expected?.slot)
                if let expected { model[expected.slot] = nil }
            }
            #expect(queue.count == model.count)
            #expect(queue.time(of: slot) == model[slot])
            #expect(queue.nextTime() == expectedFirst()?.time)
        }
        var drained: [Int] = []
        while let element = queue.popFirst() { drained.append(element.slot) }
        #expect(drained == model.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key))
        #expect(queue.isEmpty)
    }

    @Test("Random updates, removals and pops match a sorted model")
    func matchesModel() {
        var queue = EventQueue()
        // Few distinct times, so ties are common and must break by slot.
        check(&queue, seed: 42) { Double($0.next() % 50) }
    }

    @Test("Times across the current bucket, the wheel and past its horizon, earlier than processed ones too")
    func wheelAndFar() {
        // A small wheel (1 s buckets, 64-second blocks, 64 blocks) so that times land in every
        // place: the current bucket, both levels and past them; and the
        // cursor keeps turning past times that are then queued again (a queue that is behind).
        var queue = EventQueue(bucketWidth: 1, bucketsPerLevel: 64)
        check(&queue, seed: 7, steps: 40_000) { generator in
            switch generator.next() % 5 {
            case 0: Double(generator.next() % 8) + 0.5  // a few buckets, fractional
            case 1: Double(generator.next() % 64)  // within one turn of the wheel
            case 2: Double(generator.next() % 5_000)  // level 1, and just past it
            case 3: Double(generator.next() % 1_000) / 16  // several per bucket
            default: 1_000 + Double(generator.next() % 200_000)  // far
            }
        }
    }

    @Test("Popping and re-queueing ahead, as the scheduler does over a day, keeps exact order")
    func schedulerPattern() {
        var generator = SplitMix64(seed: 3)
        var queue = EventQueue()
        var model: [Int: Double] = [:]
        let spacings: [Double] = [5, 60, 900, 3_600, 3 * 3_600, 3 * 86_400 + 0.5]
        for slot in 0..<2_000 {
            let time = 800_000_000 + Double(slot) * 0.36
            queue.update(slot: slot, time: time)
            model[slot] = time
        }
        var previous = (time: -Double.infinity, slot: -1)
        var outOfOrder = 0
        var mismatched = 0
        for _ in 0..<100_000 {
            guard let first = queue.first() else { break }
            if (first.time, first.slot) < (previous.time, previous.slot) { outOfOrder += 1 }
            if model[first.slot] != first.time { mismatched += 1 }
            previous = first
            // Re-queue ahead (the element moves in place), sometimes remove it for good.
            if generator.next() % 50 == 0 {
                queue.remove(slot: first.slot)
                model[first.slot] = nil
            } else {
                let time = first.time + spacings[Int(generator.next() % UInt64(spacings.count))]
                queue.update(slot: first.slot, time: time)
                model[first.slot] = time
            }
        }
        #expect(outOfOrder == 0)
        #expect(mismatched == 0)
        #expect(queue.count == model.count)
    }

    @Test("Extreme finite times keep their order")
    func extremeTimes() {
        var queue = EventQueue(bucketWidth: 0.25, bucketsPerLevel: 64)
        let times: [Double] = [1e300, -1e300, .greatestFiniteMagnitude, 0, -.greatestFiniteMagnitude, 1e18, 5, 1e300]
        for (slot, time) in times.enumerated() { queue.update(slot: slot, time: time) }
        var popped: [Double] = []
        while let element = queue.popFirst() { popped.append(element.time) }
        #expect(popped == times.sorted())
    }
}

/// A small deterministic generator, so a failure can be replayed.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension EventQueue {
    /// Removes and returns the earliest element (the scheduler services elements in place;
    /// the model checks pop them).
    mutating func popFirst() -> (time: Double, slot: Int)? {
        guard let first = first() else { return nil }
        remove(slot: first.slot)
        return first
    }

    var isEmpty: Bool { count == 0 }
}
