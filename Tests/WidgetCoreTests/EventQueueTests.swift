import Testing
@testable import TimelineScheduling

/// The scheduler's queue against a plain sorted model: inserts, moves earlier and later,
/// removals and pops in any order give the same (time, slot) order.
@Suite("Event queue")
struct EventQueueTests {
    @Test("Random updates, removals and pops match a sorted model")
    func matchesModel() {
        var generator = SplitMix64(seed: 42)
        var queue = EventQueue()
        var model: [Int: Double] = [:]
        func expectedFirst() -> (time: Double, slot: Int)? {
            model.min { ($0.value, $0.key) < ($1.value, $1.key) }.map { ($0.value, $0.key) }
        }
        for _ in 0..<20_000 {
            let slot = Int(generator.next() % 300)
            // Few distinct times, so ties are common and must break by slot.
            let time = Double(generator.next() % 50)
            switch generator.next() % 4 {
            case 0, 1:
                queue.update(slot: slot, time: time)
                model[slot] = time
            case 2:
                queue.remove(slot: slot)
                model[slot] = nil
            default:
                let popped = queue.popFirst()
                let expected = expectedFirst()
                #expect(popped?.time == expected?.time && popped?.slot == expected?.slot)
                if let expected { model[expected.slot] = nil }
            }
            #expect(queue.count == model.count)
            #expect(queue.time(of: slot) == model[slot])
        }
        var drained: [Int] = []
        while let element = queue.popFirst() { drained.append(element.slot) }
        #expect(drained == model.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key))
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
